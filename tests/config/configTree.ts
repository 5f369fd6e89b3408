// Test helper: a throwaway copy of the minimal valid config tree (plus the
// real schemas/meta), edited per test to hold exactly one fault.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const MINIMAL = join(REPO_ROOT, 'tests/config/fixtures/minimal');

export interface ConfigTree {
  dir: string;
  /** Parses a JSON file of the tree, lets `change` edit it, writes it back. */
  edit(file: string, change: (json: any) => void): void;
  write(file: string, text: string): void;
  read(file: string): any;
  remove(): void;
}

export function minimalTree(): ConfigTree {
  const dir = mkdtempSync(join(tmpdir(), 'config-check-'));
  cpSync(MINIMAL, dir, { recursive: true });
  cpSync(join(REPO_ROOT, 'schemas/meta'), join(dir, 'schemas/meta'), { recursive: true });
  const read = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const write = (file: string, text: string) => writeFileSync(join(dir, file), text);
  return {
    dir,
    read,
    write,
    edit(file, change) {
      const json = read(file);
      change(json);
      write(file, JSON.stringify(json, null, 2));
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
