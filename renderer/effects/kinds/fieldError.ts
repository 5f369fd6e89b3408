// { "fieldError": field, "message": key }: a message under a field.
import { evaluateMap } from '../../../rules/evaluator.js';
import { ptr } from '../../journey/json.js';
import { addMapReads } from '../../journey/walkParts.js';
import type { EffectKind, EffectRunner } from '../kind.js';
import type { FieldErrorEffect } from '../types.generated.js';

export const fieldError: EffectKind<FieldErrorEffect> = {
  key: 'fieldError',
  order: 11,
  typeName: 'FieldErrorEffect',
  doc: 'Shows a message under a form field.',
  fields: { fieldError: { type: 'formField', required: true }, message: { type: 'i18nKey', required: true }, params: { type: 'exprMap' } },
  guide: { writes: '`{ "fieldError": field, "message": key, "params"?: {...} }`', does: 'show a message under a field' },
  walk(effect, at, way, { env }) {
    addMapReads(env, effect.params, ptr(at, 'params'));
    return way;
  },
};

/** The runner (the app bundles this alone: renderer/effects/runners.generated.ts). */
export const run: EffectRunner<FieldErrorEffect> = async (effect, env, where) => {
  env.fieldError(effect.fieldError, effect.message, await evaluateMap(effect.params, env.context(), `${where}/params`));
  return 'continue';
};
