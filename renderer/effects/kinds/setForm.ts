// { "setForm": { field: expr } }: write form fields.
import { evaluateMap } from '../../../rules/evaluator.js';
import { ptr } from '../../journey/json.js';
import { addMapReads } from '../../journey/walkParts.js';
import type { EffectKind, EffectRunner } from '../kind.js';
import type { SetFormEffect } from '../types.generated.js';

export const setForm: EffectKind<SetFormEffect> = {
  key: 'setForm',
  order: 3,
  typeName: 'SetFormEffect',
  doc: 'Writes form fields, each from a JSONata expression.',
  fields: { setForm: { type: 'exprMap', required: true } },
  guide: { writes: '`{ "setForm": { field: expr } }`', does: 'write form fields' },
  walk(effect, at, way, { env }) {
    addMapReads(env, effect.setForm, ptr(at, 'setForm'));
    return way;
  },
};

/** The runner (the app bundles this alone: renderer/effects/runners.generated.ts). */
export const run: EffectRunner<SetFormEffect> = async (effect, env, where) => {
  env.setForm(await evaluateMap(effect.setForm, env.context(), `${where}/setForm`));
  return 'continue';
};
