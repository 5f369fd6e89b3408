// { "wait": ms }: wait, then go on.
import type { EffectKind, EffectRunner } from '../kind.js';
import { toNumber } from '../values.js';
import type { WaitEffect } from '../types.generated.js';

export const wait: EffectKind<WaitEffect> = {
  key: 'wait',
  order: 15,
  typeName: 'WaitEffect',
  doc: 'Wait, then go on (e.g. the seeds\' 3 s and 2 s delays).',
  fields: { wait: { type: 'numberOrExpr', required: true } },
  guide: { writes: '`{ "wait": ms }`', does: 'wait (a number, or JSONata giving one), then go on' },
  walk: (_effect, _at, way) => way,
};

/** The runner (the app bundles this alone: renderer/effects/runners.generated.ts). */
export const run: EffectRunner<WaitEffect> = async (effect, env, where) => {
  await env.wait(await toNumber(effect.wait, env, `${where}/wait`));
  return 'continue';
};
