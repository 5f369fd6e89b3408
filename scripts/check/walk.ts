// Guards for reading unchecked JSON, and the one walker that finds every
// effect (in screens and in the flow) so each check sees the same effects.
import { EFFECT_LISTS_FILE, listPointer } from '../../renderer/effects/effectLists.js';
import { fieldsOf } from './effectKinds.js';
import { ptr } from './pointer.js';
import type { Loaded, Tree } from './types.js';

export type Obj = Record<string, unknown>;

export const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
export const entries = (x: unknown): [string, unknown][] => (isObj(x) ? Object.entries(x) : []);
export const items = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);
export const str = (x: unknown): string | undefined => (typeof x === 'string' ? x : undefined);
export const field = (x: unknown, key: string): unknown => (isObj(x) ? x[key] : undefined);

/** An effect and where it sits; `screen` is the owning screen's config (absent for flow-level effects). */
export interface EffectSite {
  file: string;
  pointer: string;
  effect: Obj;
  screen?: Obj;
  /** The screen's or the flow's file whose list it runs in (differs from `file` in a named effect list). */
  owner: string;
}

/** The top-level effect lists of a screen or of the flow (including idle.onAbandon), with their pointers. */
export function* effectLists(config: unknown): Generator<[string, unknown]> {
  for (const key of ['onLoad', 'onSubmit']) yield [ptr('', key), field(config, key)];
  yield ['/idle/onAbandon', field(field(config, 'idle'), 'onAbandon')];
  for (const group of ['actions', 'onChange', 'onBlur']) {
    for (const [name, list] of entries(field(config, group))) yield [ptr('', group, name), list];
  }
  for (const [name, popup] of entries(field(config, 'popups'))) {
    const buttons = items(field(popup, 'buttons'));
    for (let i = 0; i < buttons.length; i++) yield [ptr('', 'popups', name, 'buttons', i, 'effects'), field(buttons[i], 'effects')];
  }
}

/** Every effect in a list, depth first, including its nested lists (its kind's `effects` fields: when's then/else, call's onFail/onError). */
export function* effectsIn(list: unknown, pointer: string): Generator<{ pointer: string; effect: Obj }> {
  const all = items(list);
  for (let i = 0; i < all.length; i++) {
    const effect = all[i];
    if (!isObj(effect)) continue;
    const at = ptr(pointer, i);
    yield { pointer: at, effect };
    for (const [key, nested] of fieldsOf(effect, ['effects'])) yield* effectsIn(nested, ptr(at, key));
  }
}

/**
 * The sites of a list, and where a step uses a named list of flows/effects.json, that list's
 * sites (in their own file, with the owning screen: each is checked in every screen using it).
 */
function* sitesIn(list: unknown, pointer: string, file: string, owner: string, screen: Obj | undefined, tree: Tree | undefined, stack: string[]): Generator<EffectSite> {
  for (const site of effectsIn(list, pointer)) {
    yield { file, owner, ...site, ...(screen ? { screen } : {}) };
    const name = site.effect.use;
    if (typeof name !== 'string' || !tree || stack.includes(name)) continue;
    const used = field(field(field(tree.effectLists?.data, 'lists'), name), 'effects');
    if (Array.isArray(used)) yield* sitesIn(used, listPointer(name), EFFECT_LISTS_FILE, owner, screen, tree, [...stack, name]);
  }
}

function* effectsOfFile(loaded: Loaded, screen: boolean, tree?: Tree): Generator<EffectSite> {
  for (const [pointer, list] of effectLists(loaded.data)) {
    yield* sitesIn(list, pointer, loaded.file, loaded.file, screen && isObj(loaded.data) ? loaded.data : undefined, tree, []);
  }
}

/** Every effect of every screen and of flows/flow.json, with the named lists they use. */
export function* allEffects(tree: Tree): Generator<EffectSite> {
  if (tree.flow) yield* effectsOfFile(tree.flow, false, tree);
  for (const screen of tree.screens.values()) yield* effectsOfFile(screen, true, tree);
}

/** Every effect of one screen (with the named lists it uses, when given the tree). */
export function* screenEffects(screen: Loaded, tree?: Tree): Generator<EffectSite> {
  yield* effectsOfFile(screen, true, tree);
}
