// flows/session.generated.ts is flows/session.json as TypeScript:
// editing one without regenerating (npx tsx scripts/sessionKeysGen.ts) fails here.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RUNTIME_SESSION_KEYS, SEED_SESSION_KEYS } from '../../../renderer/engine/sessionKeys.js';
import { generate, GENERATED, readSessionConfig } from '../../../scripts/sessionKeysGen.js';

const root = resolve(import.meta.dirname, '../../..');

describe('flows/session.json and the TypeScript view', () => {
  it('the generated file is what flows/session.json generates now', () => {
    expect(readFileSync(join(root, GENERATED), 'utf8')).toBe(generate(readSessionConfig(root)));
  });

  it('the key lists are the config\'s, in its order', () => {
    const config = readSessionConfig(root);
    expect([...SEED_SESSION_KEYS]).toEqual(Object.keys(config.seed));
    expect([...RUNTIME_SESSION_KEYS]).toEqual(Object.keys(config.runtime));
  });

  it('a key added to the config changes the generated lists and types', () => {
    const config = readSessionConfig(root);
    const changed = generate({ ...config, runtime: { ...config.runtime, NewFlag: { type: 'string', enum: ['Y', 'N'] } } });
    expect(changed).toContain("  'NewFlag',\n] as const;");
    expect(changed).toContain("  NewFlag?: 'Y' | 'N';");
    expect(changed).not.toBe(generate(config));
  });
});
