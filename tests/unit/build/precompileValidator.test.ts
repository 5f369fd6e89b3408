// The build turns each screen's JSON Schema into an ES module of ajv
// standalone code: no run-time compilation, so it runs under CSP without 'unsafe-eval'.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { afterAll, describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { precompiledModule } from '../../../renderer/build/precompileValidator.js';
import { nodeSchemaCheck } from '../../../renderer/headless/nodeSchemaCheck.js';
import { toFieldErrors } from '../../../renderer/engine/schemaErrors.js';
import type { ScreenConfig } from '../../../renderer/engine/types.js';

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

  // The build leaves out ajv's messages and verbose data (AJV_OVERRIDES): what the app reads of an
  // error (field, keyword, params) must be what rjsf's own validator (verbose, with messages) finds.
  const screens = readdirSync(join(root, 'schemas')).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));
  it.each(screens)('%s: the same problems as rjsf\'s own validator, from code without ajv\'s messages', async (screen) => {
    const { code, mod } = await load(screen);
    expect(code).not.toMatch(/message:|parentSchema/);
    const validator = createPrecompiledValidator(mod.default, mod.schema);
    const props = (mod.schema.properties ?? {}) as Record<string, { type?: string; maxLength?: number }>;
    const tooLong = Object.fromEntries(Object.entries(props).map(([k, p]) => [k, p.type === 'string' ? 'x'.repeat((p.maxLength ?? 10) + 1) : 'not of its type']));
    const wrongType = Object.fromEntries(Object.keys(props).map((k) => [k, 12345]));
    for (const form of [{}, tooLong, wrongType]) {
      const ours = toFieldErrors(validator.rawValidation(mod.schema, form).errors ?? []);
      const rjsfs = nodeSchemaCheck({ id: screen, schema: structuredClone(mod.schema) } as unknown as ScreenConfig, form);
      expect(ours).toEqual(rjsfs);
      if (form === wrongType && Object.values(props).some((p) => p.type)) expect(ours.length, 'a value of the wrong type is a problem').toBeGreaterThan(0);
    }
  });
});
