// { "mergeForm": expr }: every key of an object into the form (a held application).
import { evaluate } from '../../../rules/evaluator.js';
import { ptr } from '../../journey/json.js';
import { addReads } from '../../journey/walkParts.js';
import type { EffectKind, EffectRunner } from '../kind.js';
import type { MergeFormEffect } from '../types.generated.js';

export const mergeForm: EffectKind<MergeFormEffect> = {
  key: 'mergeForm',
  order: 4,
  typeName: 'MergeFormEffect',
  doc: 'JSONata giving an object whose keys are written into the form (a held application, saved state); null or absent writes nothing.',
  fields: { mergeForm: { type: 'expr', required: true, doc: 'An object of field values written into the form (a held application); null writes nothing.' } },
  guide: { writes: '`{ "mergeForm": expr }`', does: 'write every key of an object into the form (a held application); null writes nothing' },
  walk(effect, at, way, { env }) {
    addReads(env, effect.mergeForm, { file: env.file, pointer: ptr(at, 'mergeForm') });
    return way;
  },
};

/** The runner (the app bundles this alone: renderer/effects/runners.generated.ts). */
export const run: EffectRunner<MergeFormEffect> = async (effect, env, where) => {
  const values = await evaluate(effect.mergeForm, env.context(), `${where}/mergeForm`);
  if (values === undefined || values === null) return 'continue';
  if (typeof values !== 'object' || Array.isArray(values)) throw new Error(`${where}/mergeForm: an object of field values is needed, got ${JSON.stringify(values)}`);
  env.setForm(values as Record<string, unknown>);
  return 'continue';
};
