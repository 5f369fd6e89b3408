// Issue 16 §2.4, "test every rule with fields absent": every visibility, required and readonly
// rule and every next rule's `when` of every screen, evaluated with the project's evaluator (its
// functions and $named) against a context where the session, the form, the address and the
// bank's answers are empty. A rule must run (no thrown error: the runtime reports a failing rule
// as a fault) and decide: true, false, or undefined (nothing there, which the runtime reads as
// false). A rule that needs a value must say so ($exists …), not throw or answer with a value.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandConstants, DEFAULT_BRAND_FILE, type Branding } from '../../../renderer/engine/branding.js';
import { constantValues, type ConstantsFile } from '../../../renderer/engine/constNumber.js';
import { evaluate } from '../../../rules/evaluator.js';

const ROOT = join(import.meta.dirname, '../../..');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as T;

/** The rules' consts as the runtime builds them (renderer/headless/createHeadlessApp.ts). */
const consts = { ...constantValues(readJson<ConstantsFile>('flows/constants.json')), ...brandConstants(readJson<Branding>(DEFAULT_BRAND_FILE)) };
const empty = { session: {}, form: {}, query: {}, server: {}, consts };

interface Rule {
  where: string;
  expr: string;
}

type Screen = { rules?: Record<string, unknown>; next?: { when?: unknown }[] };

function conditions(): Rule[] {
  const out: Rule[] = [];
  for (const name of readdirSync(join(ROOT, 'schemas')).filter((f) => f.endsWith('.json')).sort()) {
    const file = `schemas/${name}`;
    const screen = readJson<Screen>(file);
    for (const kind of ['visible', 'required', 'readonly']) {
      for (const [field, expr] of Object.entries((screen.rules?.[kind] ?? {}) as Record<string, unknown>)) {
        if (typeof expr === 'string') out.push({ where: `${file}#/rules/${kind}/${field}`, expr });
      }
    }
    (screen.next ?? []).forEach((rule, i) => {
      if (typeof rule.when === 'string') out.push({ where: `${file}#/next/${i}/when`, expr: rule.when });
    });
  }
  return out;
}

const rules = conditions();

describe('every screen rule with the session and the form empty', () => {
  it('finds the rules: visibility, readonly and next (no screen has a required rule today)', () => {
    expect(rules.map((r) => r.where)).toEqual(expect.arrayContaining([
      'schemas/form1.json#/rules/visible/NameChinese',
      'schemas/form1.json#/rules/readonly/NameChinese',
      'schemas/index.json#/next/0/when',
    ]));
  });

  it.each(rules)('$where runs and decides', async ({ where, expr }) => {
    const value = await evaluate(expr, empty, where);
    expect(value === undefined || typeof value === 'boolean', `${where}: \`${expr}\` gave ${JSON.stringify(value)}`).toBe(true);
  });
});
