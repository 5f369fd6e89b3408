// @vitest-environment jsdom
// The router binding's side of Back and Forward (renderer/react/browserVisit.ts): the history
// entry's key is the router's; an entry without one (the first load, a typed address, a return
// from another site) gets its own, kept in its state, so Back or Forward onto it later is known.
import { beforeEach, describe, expect, it } from 'vitest';
import { browserVisit, isCurrentEntry } from '../../../renderer/react/browserVisit.js';

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

describe('isCurrentEntry', () => {
  it('the router\'s location is the browser\'s entry: its key is in the entry\'s state', () => {
    window.history.replaceState({ key: 'r2', idx: 4, usr: null }, '');
    expect(isCurrentEntry('r2')).toBe(true);
  });

  it('Back pressed before the effect of the last navigation ran: that location (r2) is stale, the entry is r1\'s', () => {
    window.history.replaceState({ key: 'r1', idx: 3, usr: null }, '', '#/Gift');
    window.history.pushState({ key: 'r2', idx: 4, usr: null }, '', '#/UploadID');
    window.history.replaceState({ key: 'r1', idx: 3, usr: null }, '', '#/Gift'); // where Back lands (jsdom's back is asynchronous)
    expect(isCurrentEntry('r2')).toBe(false);
    expect(isCurrentEntry('r1')).toBe(true);
  });

  it('an entry without a router key (the first load, a typed address) is always current', () => {
    window.history.replaceState(null, '');
    expect(isCurrentEntry('default')).toBe(true);
    expect(isCurrentEntry('r5')).toBe(true);
    window.history.replaceState({ key: 'vabc' }, '');
    expect(isCurrentEntry('default')).toBe(true);
  });
});
