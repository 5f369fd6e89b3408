// { "use": name, "with"?: { name: expr } }: a named effect list of flows/effects.json in this place,
// its expressions seeing `with.<name>` (the use's values, evaluated here).
import { evaluateMap } from '../../../rules/evaluator.js';
import { field, ptr } from '../../journey/json.js';
import { addMapReads } from '../../journey/walkParts.js';
import { EFFECT_LISTS_FILE, listPointer } from '../effectLists.js';
import type { EffectKind, EffectRunner } from '../kind.js';
import { withContext } from '../withContext.js';
import type { UseEffect } from '../types.generated.js';

export const use: EffectKind<UseEffect> = {
  key: 'use',
  order: 17,
  typeName: 'UseEffect',
  doc: 'A named effect list of flows/effects.json in this place; its expressions read the use\'s values as with.<name>.',
  fields: {
    use: { type: 'effectList', required: true, doc: 'A list of flows/effects.json.' },
    with: { type: 'exprMap', doc: 'Values the list reads as with.<name>, each a JSONata expression evaluated where the list is used.' },
  },
  guide: {
    writes: '`{ "use": name, "with"?: { name: expr } }`',
    does: 'the named list of `flows/effects.json` in this place (the A43 audit, the A152 restore …); its rules read `with.<name>`; a step that ends the list ends the screen\'s list too. `npm run check` checks the list in every screen using it, each fault at the list\'s file and pointer with the use\'s',
  },
  walk(effect, at, way, { env, stack, walkList }) {
    addMapReads(env, effect.with, ptr(at, 'with'));
    const name = String(effect.use);
    const list = field(field(field(env.effectLists, 'lists'), name), 'effects');
    if (!Array.isArray(list) || stack.includes(`use:${name}`)) return way;
    // Walked in its own file: its ways out, reads and writes point at the list's definition.
    return walkList(list, listPointer(name), way, [...stack, `use:${name}`], { ...env, file: EFFECT_LISTS_FILE });
  },
};

/** The runner (the app bundles this alone: renderer/effects/runners.generated.ts). */
export const run: EffectRunner<UseEffect> = async (effect, env, where, { runList }) => {
  const list = env.effectList?.(effect.use);
  if (!list) throw new Error(`${where}/use: no effect list "${effect.use}" in ${EFFECT_LISTS_FILE}`);
  const values = await evaluateMap(effect.with, env.context(), `${where}/with`);
  return runList(list, withContext(env, () => ({ ...env.context(), with: values })), `${EFFECT_LISTS_FILE}#${listPointer(effect.use)} (used at ${where})`);
};
