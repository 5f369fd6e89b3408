// { "alert": key }: a message with the OK button.
import { evaluateMap } from '../../../rules/evaluator.js';
import { ptr } from '../../journey/json.js';
import { addMapReads } from '../../journey/walkParts.js';
import type { EffectKind, EffectRunner } from '../kind.js';
import type { AlertEffect } from '../types.generated.js';

export const alert: EffectKind<AlertEffect> = {
  key: 'alert',
  order: 6,
  typeName: 'AlertEffect',
  doc: 'A message with the OK button; formError: it is also a form error for the funnel (001 §8: preview errors), when the screen reports them. notice: a message that asks nothing to be revised (a confirmation, a heads-up): its button is the notice label (common.noticeOk, OK), not the seed\'s error label (common.ok, Go back and revise: 000 §8).',
  fields: {
    alert: { type: 'i18nKey', required: true },
    params: { type: 'exprMap' },
    formError: { type: 'boolean', doc: 'Also a form error for the funnel (the message key only, never its params), when the screen sets analytics.formErrors.' },
    notice: { type: 'boolean', doc: 'A message that asks for nothing to be revised (a confirmation, a heads-up): its button reads common.noticeOk (OK) instead of the seed\'s error label common.ok (Go back and revise, 000 §8).' },
  },
  guide: {
    writes: '`{ "alert": key, "params"?: {...}, "formError"?: true, "notice"?: true }`',
    does: 'a message with the OK button; `formError`: also a form error for the funnel (the key only), when the screen sets `analytics.formErrors` (the preview\'s A97 refusal); `notice`: a message that asks for nothing to be revised (a heads-up, a confirmation): its button reads `common.noticeOk` (確定 / OK) instead of the seed\'s error label `common.ok` (確定 / Go back and revise)',
  },
  walk(effect, at, way, { env }) {
    addMapReads(env, effect.params, ptr(at, 'params'));
    return way;
  },
};

/** The runner (the app bundles this alone: renderer/effects/runners.generated.ts). */
export const run: EffectRunner<AlertEffect> = async (effect, env, where) => {
  env.alert(effect.alert, await evaluateMap(effect.params, env.context(), `${where}/params`), effect.notice);
  if (effect.formError) env.formError?.(effect.alert);
  return 'continue';
};
