// { "popup": name }: open a popup of the screen or of the flow.
import { evaluateMap } from '../../../rules/evaluator.js';
import { ptr } from '../../journey/json.js';
import { addMapReads } from '../../journey/walkParts.js';
import type { EffectKind, EffectRunner } from '../kind.js';
import type { PopupEffect } from '../types.generated.js';

export const popup: EffectKind<PopupEffect> = {
  key: 'popup',
  order: 10,
  typeName: 'PopupEffect',
  doc: 'Opens a popup of the screen or of flows/flow.json.',
  fields: { popup: { type: 'popup', required: true }, params: { type: 'exprMap' } },
  guide: { writes: '`{ "popup": name, "params"?: {...} }`', does: 'open a popup of the screen or of flows/flow.json' },
  walk(effect, at, way, { env }) {
    addMapReads(env, effect.params, ptr(at, 'params'));
    return way;
  },
};

/** The runner (the app bundles this alone: renderer/effects/runners.generated.ts). */
export const run: EffectRunner<PopupEffect> = async (effect, env, where) => {
  env.popup(effect.popup, await evaluateMap(effect.params, env.context(), `${where}/params`));
  return 'continue';
};
