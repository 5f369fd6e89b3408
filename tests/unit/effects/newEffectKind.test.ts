// Adding an effect kind is one file: tests/unit/effects/kinds/count.ts (test-only) declares its
// fields, runner and journey walk; from it alone the generator makes its meta-schema and its type,
// the runner runs it, the journey model walks it and the checker finds its expression.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';
import { usesEffectList } from '../../../renderer/effects/effectLists.js';
import { EFFECT_KINDS } from '../../../renderer/effects/kinds.generated.js';
import type { EffectEnv, EffectKind, EffectRunner } from '../../../renderer/effects/kind.js';
import { effectRunner } from '../../../renderer/engine/effects.js';
import { walkList } from '../../../renderer/journey/effectWalk.js';
import type { WalkEnv } from '../../../renderer/journey/walkParts.js';
import { exprSites } from '../../../scripts/check/exprSites.js';
import type { Loaded, Tree } from '../../../scripts/check/types.js';
import { generateFrom } from '../../../scripts/effectsGen.js';
import { REPO_ROOT } from '../../config/configTree.js';
import { EFFECT_RUNNERS } from '../../../renderer/effects/runners.generated.js';
import { count, run as runCount } from './kinds/count.js';

const KINDS = [...EFFECT_KINDS, count] as readonly EffectKind<never>[];

describe('a new effect kind in one file (tests/unit/effects/kinds/count.ts)', () => {
  let out: Awaited<ReturnType<typeof generateFrom>>;
  let schema: { definitions: Record<string, unknown> };
  beforeAll(async () => {
    out = await generateFrom(REPO_ROOT, join(REPO_ROOT, 'tests/unit/effects/kinds'));
    schema = JSON.parse(out.schema) as { definitions: Record<string, unknown> };
  });

  it('the generated meta-schema takes it, closed like every kind', () => {
    const ajv = new Ajv({ strict: false });
    const validate = ajv.compile({ ...schema, $ref: '#/definitions/effects' });
    expect(validate([{ count: 'ResendCount' }, { count: 'ResendCount', by: 'consts.step' }])).toBe(true);
    expect(validate([{ count: 'ResendCount', bye: 2 }])).toBe(false);
    expect(JSON.stringify(schema.definitions.effect)).toContain('an effect needs one of the keys call, set, setForm, mergeForm, when, alert, fail, go, next, popup, fieldError, redirect, service, stop, wait, run, use, count');
  });

  it('the generated types, kinds and runners lists and guide name it', () => {
    expect(out.types).toContain('export interface CountEffect {\n  /** The session key counted. */\n  count: string;\n  /** How much (default 1). */\n  by?: number | Expr;\n}');
    expect(out.types).toContain('  | CountEffect;');
    expect(out.index).toContain("import { count } from './../../tests/unit/effects/kinds/count.js';");
    expect(out.runners).toContain("import { run as count } from './../../tests/unit/effects/kinds/count.js';");
    expect(out.guide).toContain('| `{ "count": key, "by"?: n }` | add to a number in the session |');
  });

  it('the runner runs it', async () => {
    const session: Record<string, unknown> = { ResendCount: 1 };
    const env = {
      active: () => true,
      context: () => ({ session: { ...session }, form: {}, query: {}, server: {}, consts: { step: 2 } }),
      setSession: (values: Record<string, unknown>) => Object.assign(session, values),
    } as unknown as EffectEnv;
    expect(await effectRunner([...EFFECT_RUNNERS, ['count', runCount as EffectRunner]])([{ count: 'ResendCount', by: 'consts.step' }, { count: 'ResendCount' }], env, 'test')).toBe('continue');
    expect(session.ResendCount).toBe(4);
  });

  it('the journey walk sees what it writes', () => {
    const env: WalkEnv = {
      file: 'schemas/x.json', from: '/X', errors: {}, callEntry: () => undefined, services: {}, payloads: {}, kinds: KINDS,
      edges: [], calls: [], writes: [], readSites: [],
    };
    const way = walkList(env, [{ count: 'ResendCount', by: 'session.Step' }], '/onLoad', { when: [], writes: [], failure: false, trigger: 'onLoad' });
    expect(way?.writes).toEqual([{ key: 'ResendCount', when: [] }]);
    expect(env.readSites).toEqual([{ key: 'Step', source: { file: 'schemas/x.json', pointer: '/onLoad/0/by' } }]);
  });

  it('the checker finds its expression, a number where it declares one', () => {
    const screen: Loaded = { file: 'schemas/x.json', data: { onLoad: [{ count: 'ResendCount', by: 'consts.step' }] } } as Loaded;
    const tree = { screens: new Map([['x', screen]]), widgets: new Map(), scenarios: [] } as unknown as Tree;
    expect(exprSites(tree, KINDS)).toContainEqual({ file: 'schemas/x.json', pointer: '/onLoad/0/by', expr: 'consts.step', expects: 'number' });
    expect(exprSites(tree)).not.toContainEqual(expect.objectContaining({ pointer: '/onLoad/0/by' }));
  });
});

describe('which screens load flows/effects.json in the browser (renderer/react/main.tsx)', () => {
  it('a screen with a use in any of its effect lists, nested too; not one whose only use is a check list (rules.validate)', () => {
    expect(usesEffectList({ onLoad: [{ when: 'true', then: [{ use: 'auditA43', with: { action: "'x'" } }] }] })).toBe(true);
    expect(usesEffectList({ popups: { p: { buttons: [{ label: 'k', effects: [{ use: 'x' }] }] } } })).toBe(true);
    expect(usesEffectList({ actions: { a: [{ call: 'A1', onFail: [{ use: 'x' }] }] } })).toBe(true);
    expect(usesEffectList({ rules: { validate: [{ use: 'idAndBirthday' }] }, onSubmit: [{ next: true }] })).toBe(false);
    expect(usesEffectList(JSON.parse(readFileSync(join(REPO_ROOT, 'schemas/index.json'), 'utf8')))).toBe(false);
    expect(usesEffectList(JSON.parse(readFileSync(join(REPO_ROOT, 'schemas/uploadId.json'), 'utf8')))).toBe(true);
  });
});
