// { "set": { key: expr } }: write session keys.
import { evaluateMap } from '../../../rules/evaluator.js';
import { ptr } from '../../journey/json.js';
import { union, writeMap, written } from '../../journey/walkParts.js';
import type { EffectKind, EffectRunner } from '../kind.js';
import type { SetEffect } from '../types.generated.js';

export const set: EffectKind<SetEffect> = {
  key: 'set',
  order: 2,
  typeName: 'SetEffect',
  doc: 'Writes session keys (declared in flows/session.json), each from a JSONata expression.',
  fields: { set: { type: 'exprMap', required: true } },
  guide: { writes: '`{ "set": { key: expr } }`', does: 'write session keys' },
  walk: (effect, at, way, { env }) => ({ ...way, writes: union(way.writes, written(writeMap(env, effect.set, ptr(at, 'set')), way.when)) }),
};

/** The runner (the app bundles this alone: renderer/effects/runners.generated.ts). */
export const run: EffectRunner<SetEffect> = async (effect, env, where) => {
  env.setSession(await evaluateMap(effect.set, env.context(), `${where}/set`));
  return 'continue';
};
