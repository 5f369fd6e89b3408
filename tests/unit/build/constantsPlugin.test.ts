// renderer/build/constantsPlugin.ts: the browser's flows/constants.json keeps every constant's type
// and value (what rules read) and drops the descriptions.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserConstants, constantsForBrowser } from '../../../renderer/build/constantsPlugin.js';
import { constantValues, type ConstantsFile } from '../../../renderer/engine/constNumber.js';

const root = resolve(import.meta.dirname, '../../..');
const path = resolve(root, 'flows/constants.json');
const text = readFileSync(path, 'utf8');
const file = JSON.parse(text) as ConstantsFile;

describe('the browser\'s constants', () => {
  it('given the repository\'s file, then the same values under the same names, typed, without descriptions', () => {
    const trimmed = constantsForBrowser(file);
    expect(constantValues(trimmed)).toEqual(constantValues(file));
    for (const [name, c] of Object.entries(trimmed.constants)) expect(c, name).toEqual({ type: file.constants[name]!.type, value: file.constants[name]!.value });
    expect(Object.values(file.constants).some((c) => c.description)).toBe(true);
  });

  it('the plugin rewrites flows/constants.json alone, as JSON for Vite\'s JSON plugin', () => {
    const plugin = browserConstants(root);
    const transform = plugin.transform as (code: string, id: string) => { code: string } | undefined;
    expect(JSON.parse(transform(text, path)!.code)).toEqual(constantsForBrowser(file));
    expect(transform('{"a":1}', resolve(root, 'flows/errors.json'))).toBeUndefined();
    expect(plugin.enforce).toBe('pre');
  });
});
