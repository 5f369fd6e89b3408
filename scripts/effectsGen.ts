// Generates, from the effect kinds of renderer/effects/kinds/ (one file each): the kinds' list
// (renderer/effects/kinds.generated.ts), their runners' (runners.generated.ts), their TypeScript types (renderer/effects/types.generated.ts),
// their part of schemas/meta/effects.schema.json and the effect table of docs/config-guide.md.
//   npm run generate
// tests/config/metaSchemaTypes.test.ts fails while any of them differs from what this writes.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { EffectKind } from '../renderer/effects/kind.js';
import { compactJson } from './effectsGen/compactJson.js';
import { effectsMetaSchema } from './effectsGen/schema.js';
import { effectTypes, guideWithEffects, kindsIndex, runnersIndex } from './effectsGen/types.js';

export const KINDS_DIR = 'renderer/effects/kinds';
export const OUTPUTS = {
  index: 'renderer/effects/kinds.generated.ts',
  runners: 'renderer/effects/runners.generated.ts',
  types: 'renderer/effects/types.generated.ts',
  schema: 'schemas/meta/effects.schema.json',
  guide: 'docs/config-guide.md',
} as const;

/** A kind, the name its file exports it by and that file's path from renderer/effects/ (kinds/call.ts). */
export interface FoundKind { file: string; exportName: string; kind: EffectKind }

const KIND_KEYS = ['key', 'order', 'typeName', 'fields', 'guide', 'walk'];

const isKind = (x: unknown): x is EffectKind => typeof x === 'object' && x !== null && KIND_KEYS.every((k) => k in x);

/** Every kind the files of these folders export (absolute paths), in the kinds' order. */
export async function findKinds(root: string, ...dirs: string[]): Promise<FoundKind[]> {
  const found: FoundKind[] = [];
  for (const dir of dirs) {
    for (const name of readdirSync(dir).filter((f) => f.endsWith('.ts')).sort()) {
      const module = (await import(pathToFileURL(join(dir, name)).href)) as Record<string, unknown>;
      const file = relative(join(root, 'renderer/effects'), join(dir, name)).split('\\').join('/');
      const kinds = Object.entries(module).filter(([, value]) => isKind(value));
      // One kind a file, beside its runner.
      if (kinds.length !== 1 || typeof module.run !== 'function') throw new Error(`${join(dir, name)}: an effect kind's file exports one kind (defineKind) and its runner \`run\``);
      found.push({ file, exportName: kinds[0][0], kind: kinds[0][1] as EffectKind });
    }
  }
  const keys = found.map((f) => f.kind.key);
  const twice = keys.filter((k, i) => keys.indexOf(k) !== i);
  if (twice.length > 0) throw new Error(`effect kind "${twice[0]}" is declared twice`);
  return found.sort((a, b) => a.kind.order - b.kind.order || a.kind.key.localeCompare(b.kind.key));
}

/** What each output should hold, given the kinds and the current schema and guide. */
export function generateEffects(found: readonly FoundKind[], current: { schema: string; guide: string }): Record<keyof typeof OUTPUTS, string> {
  const kinds = found.map((f) => f.kind);
  return {
    index: kindsIndex(found),
    runners: runnersIndex(found),
    types: effectTypes(kinds),
    schema: `${compactJson(effectsMetaSchema(JSON.parse(current.schema), kinds))}\n`,
    guide: guideWithEffects(current.guide, kinds),
  };
}

/** The outputs for this root's kinds (and those of any further folders: a test's own kind). */
export async function generateFrom(root: string, ...moreDirs: string[]): Promise<Record<keyof typeof OUTPUTS, string>> {
  const read = (path: string) => readFileSync(join(root, path), 'utf8');
  return generateEffects(await findKinds(root, join(root, KINDS_DIR), ...moreDirs), { schema: read(OUTPUTS.schema), guide: read(OUTPUTS.guide) });
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const root = resolve(import.meta.dirname, '..');
  const out = await generateFrom(root);
  for (const [name, path] of Object.entries(OUTPUTS)) writeFileSync(join(root, path), out[name as keyof typeof OUTPUTS]);
  console.log(`wrote ${Object.values(OUTPUTS).join(', ')}`);
}
