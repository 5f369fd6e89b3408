// @vitest-environment jsdom
// The router binding's side of Back and Forward (renderer/react/browserVisit.ts): the history
// entry's key is the router's; an entry without one (the first load, a typed address, a return
// from another site) gets its own, kept in its state, so Back or Forward onto it later is known.
import { beforeEach, describe, expect, it } from 'vitest';
import { browserVisit } from '../../../renderer/react/browserVisit.js';

beforeEach(() => { window.history.replaceState(null, '', '/?CTID=DEMO#/Form1'); });

describe('browserVisit', () => {
  it('the router\'s key and index, the hash without #, pop for a history navigation', () => {
    window.history.replaceState({ key: 'r1', idx: 3, usr: null }, '');
    expect(browserVisit('r1', 'POP')).toEqual({ key: 'r1', idx: 3, pop: true, hash: '/Form1' });
    expect(browserVisit('r1', 'PUSH').pop).toBe(false);
  });

  it('an entry the router keyed "default" gets a key of its own, in its state, the router\'s index kept', () => {
    window.history.replaceState({ idx: 0 }, '');
    const first = browserVisit('default', 'POP');
    expect(first.key).toMatch(/^v[a-z0-9]+$/);
    expect(window.history.state).toEqual({ idx: 0, key: first.key });
    // Seen again (Back onto it: the router reads the key from the state; or the same location once more): the same key.
    expect(browserVisit('default', 'POP').key).toBe(first.key);
    expect(browserVisit(first.key, 'POP').key).toBe(first.key);
  });

  it('a typed address (no state at all) is a new entry: a new key, index unknown', () => {
    window.history.pushState(null, '', '#/Gift');
    const typed = browserVisit('default', 'POP');
    expect(typed.idx).toBeNull();
    expect(typed.hash).toBe('/Gift');
    expect(window.history.state).toEqual({ key: typed.key });
  });
});
