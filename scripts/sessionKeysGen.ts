// Generates flows/session.generated.ts from flows/session.json:
//   npm run generate (or npx tsx scripts/sessionKeysGen.ts)
// tests/unit/engine/sessionKeysGenerated.test.ts fails while the file differs from what this writes.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** One key of flows/session.json (tests/config/metaSchemaTypes.test.ts holds it to schemas/meta/session.schema.json). */
export interface KeySpec { type: 'string' | 'number' | 'object'; enum?: string[]; open?: true; properties?: Record<string, 'string' | 'number'>; note?: string; optional?: true | string; always?: boolean }
export interface SessionConfig { $schema?: string; version?: 1; seed: Record<string, KeySpec>; runtime: Record<string, KeySpec> }

export const GENERATED = 'flows/session.generated.ts';

function tsType(spec: KeySpec): string | undefined {
  if (spec.enum) return [...spec.enum.map((v) => JSON.stringify(v).replace(/"/g, "'")), ...(spec.open ? ['(string & {})'] : [])].join(' | ');
  if (spec.type === 'number') return 'number';
  if (spec.type === 'object' && spec.properties) return `{ ${Object.entries(spec.properties).map(([k, t]) => `${k}?: ${t};`).join(' ')} }`;
  if (spec.type === 'object') return 'Record<string, unknown>';
  return undefined; // a plain string: SessionContext's default
}

const list = (keys: string[]) => keys.map((k) => `  '${k}',`).join('\n');

export function generate(config: SessionConfig): string {
  const all = { ...config.seed, ...config.runtime };
  const fixed = Object.entries(all).filter(([, spec]) => tsType(spec) !== undefined)
    .map(([key, spec]) => `${spec.note ? `  /** ${spec.note.replace(/\*\//g, '* /')} */\n` : ''}  ${key}?: ${tsType(spec)};`).join('\n');
  return `// GENERATED from flows/session.json by scripts/sessionKeysGen.ts: do not edit; edit flows/session.json and run
//   npx tsx scripts/sessionKeysGen.ts

/** Keys the seeds name. */
export const SEED_SESSION_KEYS = [
${list(Object.keys(config.seed))}
] as const;

/** Keys the runtime adds beyond the seeds' session lists. */
export const RUNTIME_SESSION_KEYS = [
${list(Object.keys(config.runtime))}
] as const;

/** Keys whose value is not a plain string, as flows/session.json types them. */
export interface FixedValues {
${fixed}
}
`;
}

export function readSessionConfig(root: string): SessionConfig {
  return JSON.parse(readFileSync(join(root, 'flows/session.json'), 'utf8')) as SessionConfig;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const root = resolve(import.meta.dirname, '..');
  writeFileSync(join(root, GENERATED), generate(readSessionConfig(root)));
  console.log(`wrote ${GENERATED}`);
}
