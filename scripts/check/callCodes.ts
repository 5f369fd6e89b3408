// The call codes of the catalogue, flows/calls.json (the seeds' call tables as
// config): a `call` outside it is a typo or a call the bank cannot answer. Add a
// call by adding it to flows/calls.json; calls.ts checks the rest of the entry.
import { readFileSync } from 'node:fs';

function catalogueCodes(): string[] {
  try {
    const catalogue = JSON.parse(readFileSync(new URL('../../flows/calls.json', import.meta.url), 'utf8')) as { calls?: Record<string, unknown> };
    return Object.keys(catalogue.calls ?? {});
  } catch {
    return []; // a broken catalogue is reported with its line and column by load.ts
  }
}

export const CALL_CODES: readonly string[] = catalogueCodes();
