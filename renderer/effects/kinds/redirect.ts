// { "redirect": expr }: leave the application; the list ends.
import { evaluate } from '../../../rules/evaluator.js';
import { ptr } from '../../journey/json.js';
import { addReads, edge, returns } from '../../journey/walkParts.js';
import type { EffectKind, EffectRunner } from '../kind.js';
import { toNumber } from '../values.js';
import type { RedirectEffect } from '../types.generated.js';

export const redirect: EffectKind<RedirectEffect> = {
  key: 'redirect',
  order: 12,
  typeName: 'RedirectEffect',
  doc: 'Leave the application for an address (JSONata), after delayMs. Stops the list. `returns`: journey model, the routes the outside site sends the applicant back to.',
  fields: { redirect: { type: 'expr', required: true }, delayMs: { type: 'numberOrExpr' }, clearSession: { type: 'boolean' }, returns: { type: 'returns' } },
  guide: { writes: '`{ "redirect": expr, "delayMs"?: n, "clearSession"?: true, "returns"?: [routes] }`', does: 'leave the application; ends the list' },
  walk(effect, at, way, { env }) {
    addReads(env, effect.redirect, { file: env.file, pointer: ptr(at, 'redirect') });
    edge(env, way, { kind: 'leave', source: { file: env.file, pointer: at } });
    returns(env, way, effect, 'handoff', at);
    return undefined;
  },
};

/** The runner (the app bundles this alone: renderer/effects/runners.generated.ts). */
export const run: EffectRunner<RedirectEffect> = async (effect, env, where) => {
  const url = String(await evaluate(effect.redirect, env.context(), `${where}/redirect`));
  const delay = effect.delayMs === undefined ? 0 : await toNumber(effect.delayMs, env, `${where}/delayMs`);
  await env.redirect(url, delay, effect.clearSession ?? false);
  return 'halt';
};
