// schemas/meta/migrations/constants-1-to-2.ts: version 1 constants become typed
// ones that pass the version 2 meta-schema, and the runtime reads their values.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { constantValues } from '../../renderer/engine/constNumber.js';
import { constants1to2 } from '../../schemas/meta/migrations/constants-1-to-2.js';
import { REPO_ROOT } from './configTree.js';

const meta = JSON.parse(readFileSync(join(REPO_ROOT, 'schemas/meta/constants.schema.json'), 'utf8'));
const v1 = { $schema: '../schemas/meta/constants.schema.json', version: 1 as const, constants: { otpSeconds: 100, growth: 1.5, url: 'https://bank/', on: true } };

describe('constants 1 to 2', () => {
  it('types each value and passes the version 2 meta-schema', () => {
    const v2 = constants1to2(v1);
    expect(v2.constants).toEqual({
      otpSeconds: { type: 'integer', value: 100 }, growth: { type: 'number', value: 1.5 }, url: { type: 'string', value: 'https://bank/' }, on: { type: 'boolean', value: true },
    });
    const validate = new Ajv({ strict: false }).compile(meta);
    expect(validate(v2)).toBe(true);
    expect(validate(v1)).toBe(false);
  });

  it('leaves rules the same values to read', () => {
    expect(constantValues(constants1to2(v1))).toEqual(v1.constants);
  });

  it('the runtime refuses a version 1 file, naming the migration', () => {
    expect(() => constantValues(v1 as never)).toThrow('constants-1-to-2.ts');
  });
});
