// A throwaway copy of the repository (node_modules linked), so a test can change the product by
// editing JSON only, run `npm run check`'s checker on it, drive scenarios against a simulator that
// reads the copy's campaigns, and build and serve it. Code is copied too, not linked: Vite and
// Node resolve a link to its real path, which would read the original config instead of the copy.
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { checkConfig, type Report } from '../../scripts/check/index.js';

export const REPO = resolve(import.meta.dirname, '../..');

const LINKED = new Set(['node_modules']);
const SKIPPED = new Set(['.git', 'dist', '.tmp', 'data', 'test-results', 'playwright-report']);

export interface ConfigCopy {
  dir: string;
  read(file: string): any;
  /** Parses a JSON file of the copy, lets `change` edit it, writes it back. */
  edit(file: string, change: (json: any) => void): void;
  write(file: string, json: unknown): void;
  check(): Promise<Report>;
  remove(): void;
}

export function configCopy(): ConfigCopy {
  const dir = mkdtempSync(join(tmpdir(), 'config-copy-'));
  for (const name of readdirSync(REPO)) {
    if (SKIPPED.has(name)) continue;
    if (LINKED.has(name)) symlinkSync(join(REPO, name), join(dir, name));
    else cpSync(join(REPO, name), join(dir, name), { recursive: true });
  }
  const read = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const write = (file: string, json: unknown) => writeFileSync(join(dir, file), `${JSON.stringify(json, null, 2)}\n`);
  return {
    dir,
    read,
    write,
    edit(file, change) {
      const json = read(file);
      change(json);
      write(file, json);
    },
    check: () => checkConfig(dir),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
