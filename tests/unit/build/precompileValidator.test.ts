// The build turns each screen's JSON Schema into an ES module of ajv
// standalone code: no run-time compilation, so it runs under CSP without 'unsafe-eval'.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { afterAll, describe, expect, it } from 'vitest';
import { precompiledModule } from '../../../renderer/build/precompileValidator.js';

const root = resolve(import.meta.dirname, '../../..');
const dir = join(root, '.tmp', 'precompiled-test');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function load(screen: string) {
  const config = JSON.parse(readFileSync(join(root, 'schemas', `${screen}.json`), 'utf8')) as { schema: Record<string, unknown> };
  const code = precompiledModule(config.schema);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${screen}.mjs`);
  writeFileSync(file, code);
  return { code, mod: (await import(pathToFileURL(file).href)) as { default: Record<string, unknown>; schema: Record<string, unknown> } };
}

describe('precompiled screen validators', () => {
  it.each(['index', 'validate2', 'validate3', 'gift', 'landing', 'unsupported'])('%s: an ES module without new Function or eval', async (screen) => {
    const { code, mod } = await load(screen);
    expect(code).not.toMatch(/new Function|\beval\(/);
    expect(code).not.toMatch(/require\(/);
    expect(Object.values(mod.default).some((v) => typeof v === 'function')).toBe(true);
  });

  it('validates the start screen data as rjsf expects', async () => {
    const { mod } = await load('index');
    const validator = createPrecompiledValidator(mod.default, mod.schema);
    expect(validator.rawValidation(mod.schema, { IDNO: 'A123456789' }).errors ?? []).toEqual([]);
    const errors = validator.rawValidation(mod.schema, { IDNO: 'A1234567890X' }).errors ?? [];
    expect(errors.map((e) => [e.instancePath, e.keyword])).toEqual([['/IDNO', 'maxLength']]);
  });
});
