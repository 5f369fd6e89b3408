// The studio opens the screen and session its address names (the testers' report links here).
import { describe, expect, it } from 'vitest';
import { urlState } from '../../../studio/src/urlState.js';

describe('urlState', () => {
  it('reads the route and the session values', () => {
    const search = `?route=${encodeURIComponent('/Form1')}&session=${encodeURIComponent(JSON.stringify({ CustomerType: 'NTB', pageState: 'Page2.4' }))}`;
    expect(urlState(search)).toEqual({ route: '/Form1', session: { CustomerType: 'NTB', pageState: 'Page2.4' } });
  });

  it('without parameters asks for nothing', () => {
    expect(urlState('')).toEqual({ route: undefined });
  });

  it.each([['{not json', 'session: '], ['[1]', 'session: an object of session values is needed']])('a session that is not an object of values is a fault, not a guess: %s', (raw, fault) => {
    const state = urlState(`?route=/Gift&session=${encodeURIComponent(raw)}`);
    expect(state.route).toBe('/Gift');
    expect(state.session).toBeUndefined();
    expect(state.sessionFault).toContain(fault);
  });
});
