// { "fail": code }: an entry of the error catalogue; the list ends.
import { evaluateMap } from '../../../rules/evaluator.js';
import { failEdge } from '../../journey/walkParts.js';
import type { EffectKind, EffectRunner } from '../kind.js';
import type { FailEffect } from '../types.generated.js';

export const fail: EffectKind<FailEffect> = {
  key: 'fail',
  order: 7,
  typeName: 'FailEffect',
  doc: 'Runs a catalogue entry of flows/errors.json: alert, maybe clear session, redirect. Stops the list.',
  fields: {
    fail: { type: 'errorCode', required: true, doc: 'Code in flows/errors.json.' },
    params: { type: 'exprMap' },
    formError: { type: 'boolean', doc: 'Also a form error for the funnel (the catalogue code), when the screen sets analytics.formErrors.' },
  },
  guide: { writes: '`{ "fail": code, "params"?: {...}, "formError"?: true }`', does: 'an entry of flows/errors.json (message, clear, redirect); `formError` as on alert (the code); ends the list' },
  walk(effect, at, way, { env }) {
    failEdge(env, way, String(effect.fail), at);
    return undefined;
  },
};

/** The runner (the app bundles this alone: renderer/effects/runners.generated.ts). */
export const run: EffectRunner<FailEffect> = async (effect, env, where) => {
  if (effect.formError) env.formError?.(effect.fail);
  await env.fail(effect.fail, await evaluateMap(effect.params, env.context(), `${where}/params`));
  return 'halt';
};
