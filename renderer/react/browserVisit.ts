// The router binding's side of Back, Forward and reload (renderer/engine/history.ts): which browser
// history entry the address is, by the key the router keeps in the entry's state. An entry the app
// did not make (the first load, a typed address, a return from another site) gets a key of its own
// here, so that Back or Forward onto it later is known.
import type { Visit } from '../engine/history.js';

type Action = 'POP' | 'PUSH' | 'REPLACE';
interface EntryState { key?: unknown; idx?: unknown }

/**
 * Whether the router's location is still the browser's entry. A navigation's effect can run after
 * the browser has moved on (Back pressed at once after Next, while the new screen was still being
 * drawn): that location is stale, and entering it would pair its key with the address Back left
 * (a new visit there, refused by the guard). The newer location's own effect follows.
 */
export function isCurrentEntry(routerKey: string, win: Pick<Window, 'history'> = window): boolean {
  const key = ((win.history.state ?? {}) as EntryState).key;
  return routerKey === 'default' || typeof key !== 'string' || key === routerKey;
}

export function browserVisit(routerKey: string, action: Action, win: Pick<Window, 'history' | 'location'> = window): Visit {
  const state = (win.history.state ?? {}) as EntryState;
  let key = routerKey !== 'default' ? routerKey : typeof state.key === 'string' && state.key !== 'default' ? state.key : '';
  if (!key) {
    key = `v${Math.random().toString(36).slice(2, 10)}`; // an identity, not a secret (as the router's own keys)
    win.history.replaceState({ ...state, key }, '');
  }
  return { key, idx: typeof state.idx === 'number' ? state.idx : null, pop: action === 'POP', hash: win.location.hash.replace(/^#/, '') };
}
