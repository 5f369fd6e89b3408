// $payload in Node builds the payloads of the root the runtime reads (rules/payloads/table.ts):
// a copy of the config has its own flows/payloads.json. A root without the file has none.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAYLOADS_FILE, replacePayloads } from '../../rules/payloads/table.js';
import type { PayloadFile } from '../../rules/payloads/types.js';

export function usePayloadsOf(root: string): void {
  const file = join(root, PAYLOADS_FILE);
  replacePayloads(existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PayloadFile).payloads : {});
}
