// { "when": expr, "then": [...], "else"?: [...] }: a branch.
import { holds } from '../../../rules/evaluator.js';
import { ptr, str } from '../../journey/json.js';
import { addReads, merge } from '../../journey/walkParts.js';
import type { EffectKind, EffectRunner } from '../kind.js';
import type { Condition } from '../../journey/types.js';
import type { WhenEffect } from '../types.generated.js';

export const when: EffectKind<WhenEffect> = {
  key: 'when',
  order: 5,
  typeName: 'WhenEffect',
  doc: 'A branch: then when the condition holds, else otherwise.',
  fields: { when: { type: 'expr', required: true }, then: { type: 'effects', required: true }, else: { type: 'effects' } },
  guide: { writes: '`{ "when": expr, "then": [...], "else"?: [...] }`', does: 'branch' },
  walk(effect, at, way, { env, walkList }) {
    const expr = str(effect.when);
    const source = { file: env.file, pointer: ptr(at, 'when') };
    addReads(env, expr, source);
    const cond = (negated: boolean): Condition => ({ expr, negated, source });
    const then = walkList(effect.then, ptr(at, 'then'), { ...way, when: [...way.when, cond(false)] });
    const otherwise = walkList(effect.else, ptr(at, 'else'), { ...way, when: [...way.when, cond(true)] });
    return merge(way, [then, otherwise]);
  },
};

/** The runner (the app bundles this alone: renderer/effects/runners.generated.ts). */
export const run: EffectRunner<WhenEffect> = async (effect, env, where, { runList }) => {
  const yes = await holds(effect.when, env.context(), `${where}/when`);
  return runList(yes ? effect.then : effect.else, env, `${where}/${yes ? 'then' : 'else'}`);
};
