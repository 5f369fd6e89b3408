// The flow engine's guard over the whole route table of flows/flow.json and the
// page-state table of seed 000 §4 (GUARD-02, GUARD-04, GUARD-05, GUARD-09).
import { describe, expect, it } from 'vitest';
import flowJson from '../../../flows/flow.json';
import { canVisit, findRoute, parseLocation } from '../../../renderer/engine/flow.js';
import type { FlowConfig, RouteConfig } from '../../../renderer/engine/flowTypes.js';

const flow = flowJson as FlowConfig;

/** Seed 000 §4 (GUARD-04), and `undefined` for a session without pageState. */
const PAGE_STATES = [
  'Page0.1E', 'Page0.1', 'Page1.1', 'Page1.2', 'Page1.3', 'Page2.1', 'Page2.2',
  'Page2.3', 'Page2.4', 'Page2.5', 'Page2.6', 'Page3.1', 'Page4.1', 'Page5.1',
] as const;
const STATES: Array<string | undefined> = [...PAGE_STATES, undefined];

const WITH_CTID = { CTID: 'CT001' };

function route(path: string): RouteConfig {
  const found = findRoute(flow, path);
  if (!found) throw new Error(`flows/flow.json has no route ${path}`);
  return found;
}

describe('canVisit over the whole route table (GUARD-05)', () => {
  const cases = flow.routes.flatMap((r) => STATES.map((state) => ({
    path: r.path,
    state: state ?? '(absent)',
    pageState: state,
    allowed: !r.guard?.pageState || (state !== undefined && r.guard.pageState.includes(state)),
  })));

  it('covers every route of flows/flow.json with every page state', () => {
    expect(cases).toHaveLength(flow.routes.length * 15);
    expect(flow.routes.length).toBeGreaterThanOrEqual(29);
  });

  it.each(cases)('GUARD-05: $path in $state -> ok=$allowed', ({ path, pageState, allowed }) => {
    const verdict = canVisit(route(path), pageState, WITH_CTID);
    if (allowed) expect(verdict).toEqual({ ok: true });
    else expect(verdict).toEqual({ ok: false, reason: 'pageState', detail: pageState ?? '(none)' });
  });
});

describe('hand-written expectations for the key routes (seed 000 §4, GUARD-05)', () => {
  /** path -> the page states that may enter it; 'any' means no pageState guard. */
  const expected: Array<[string, readonly string[] | 'any']> = [
    ['/', 'any'],
    ['/IndexPage', ['Page0.1E']],
    ['/Validate2', ['Page1.1']],
    ['/Validate3', ['Page1.2']],
    ['/Gift', ['Page1.3', 'Page2.1']],
    ['/UploadID', ['Page2.2']],
    // F1-12 (001 §4, 000 §4): Form1 is entered with Page2.3 and, shown, sets Page2.4 (a reload of it is admitted).
    ['/Form1', ['Page2.3', 'Page2.4']],
    ['/StartTWID', ['Page2.3']],
    ['/WaitingOTP', ['Page0.1']],
    // CONF-02 (001 §4): Page2.5 or Page2.6; Page3.1 too, the preview's own state (a reload: CONF-03).
    ['/Confirm', ['Page2.5', 'Page2.6', 'Page3.1']],
  ];

  it.each(expected)('GUARD-05: %s admits exactly %j', (path, admits) => {
    const r = route(path);
    for (const state of STATES) {
      const ok = admits === 'any' || (state !== undefined && admits.includes(state));
      expect(canVisit(r, state, WITH_CTID).ok, `${path} in ${state ?? '(absent)'}`).toBe(ok);
    }
  });

  it('GUARD-05: /Gift sets Page2.1 on entry, so a reload of /Gift is admitted', () => {
    const gift = route('/Gift');
    expect(gift.entryPageState).toBe('Page2.1');
    expect(canVisit(gift, gift.entryPageState, {})).toEqual({ ok: true });
  });

  it('F1-12: showing /Form1 sets Page2.4, the state /Form2 and /EmailValidate require (MAIL-15), and a reload of /Form1 is admitted', () => {
    const form1 = route('/Form1');
    expect(form1.entryPageState).toBe('Page2.4');
    expect(canVisit(form1, 'Page2.4', {})).toEqual({ ok: true });
    expect(canVisit(route('/Form2'), form1.entryPageState, {})).toEqual({ ok: true });
    expect(canVisit(route('/EmailValidate'), form1.entryPageState, WITH_CTID)).toEqual({ ok: true });
  });

  it('GUARD-05: the seeds\' example, pageState Page0.1E opening /Gift, is refused', () => {
    expect(canVisit(route('/Gift'), 'Page0.1E', {})).toEqual({ ok: false, reason: 'pageState', detail: 'Page0.1E' });
  });
});

describe('CTID address parameter (GUARD-09)', () => {
  const ctidRoutes = flow.routes.filter((r) => r.guard?.query?.includes('CTID')).map((r) => r.path);

  it('guards /, /EmailValidate, the identity portal\'s returns /finishVerify and /finishMydata, /idError, /mobileError and the Form1 entry screen /Loading with CTID (F1-03)', () => {
    expect(ctidRoutes).toEqual(['/', '/EmailValidate', '/finishVerify', '/finishMydata', '/idError', '/mobileError', '/Loading']);
  });

  it('F1-03: /Loading needs CTID and nothing else: admitted with it in any page state, even none', () => {
    const loading = route('/Loading');
    expect(loading.guard?.pageState).toBeUndefined();
    expect(loading.entryPageState).toBeUndefined();
    for (const state of STATES) {
      expect(canVisit(loading, state, WITH_CTID)).toEqual({ ok: true });
      expect(canVisit(loading, state, { code: '200', RSFlag: 'N' })).toEqual({ ok: false, reason: 'query', detail: 'CTID' });
    }
  });

  it.each(ctidRoutes)('GUARD-09: %s without CTID is refused with reason query', (path) => {
    expect(canVisit(route(path), 'Page0.1E', {})).toEqual({ ok: false, reason: 'query', detail: 'CTID' });
    expect(canVisit(route(path), 'Page0.1E', { CTID: '' })).toEqual({ ok: false, reason: 'query', detail: 'CTID' });
    expect(canVisit(route(path), undefined, { other: 'x' })).toMatchObject({ ok: false, reason: 'query' });
  });

  it('GUARD-09: / with CTID is admitted in any page state, even none', () => {
    for (const state of STATES) expect(canVisit(route('/'), state, WITH_CTID)).toEqual({ ok: true });
  });
});

describe('findRoute (GUARD-02)', () => {
  /** The route table of GUARD-02 as the seed spells it. */
  const SEED_ROUTES = [
    '/', '/IndexPage', '/validate2', '/validate3', '/Validate3Success', '/Gift', '/UploadID', '/UploadIDSuccess',
    '/Form1', '/EmailValidate', '/Form2', '/Form3', '/Confirm', '/WaitingConfirm', '/Submit', '/ReUpload',
    '/QueryLogin', '/QueryOTP', '/QueryDetail', '/EmailCheck', '/EmailCheckSuccess', '/EmailCheckFail',
    '/WaitingOTP', '/StartTWID', '/finishVerify', '/finishMydata', '/idError', '/mobileError', '/Loading',
  ];

  it.each(SEED_ROUTES)('GUARD-02: %s resolves to a route', (path) => {
    expect(findRoute(flow, path)).toBeDefined();
  });

  it('GUARD-02: the aliases /validate2 and /validate3 resolve to /Validate2 and /Validate3', () => {
    expect(findRoute(flow, '/validate2')?.path).toBe('/Validate2');
    expect(findRoute(flow, '/validate3')?.path).toBe('/Validate3');
    expect(findRoute(flow, '/validate2')?.screen).toBe('validate2');
  });

  it('an unknown path is undefined, never a fallback route; paths are case-sensitive', () => {
    expect(findRoute(flow, '/NoSuchPage')).toBeUndefined();
    expect(findRoute(flow, '/gift')).toBeUndefined();
    expect(findRoute(flow, '')).toBeUndefined();
  });

  it('no two routes share a path or alias', () => {
    const names = flow.routes.flatMap((r) => [r.path, ...(r.aliases ?? [])]);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('parseLocation (GUARD-01)', () => {
  it('GUARD-01: reads the route from the hash and merges search and hash query', () => {
    expect(parseLocation('#/Gift?x=1&CTID=FROMHASH', '?CTID=CT1&cid=C9')).toEqual({
      path: '/Gift',
      query: { CTID: 'FROMHASH', cid: 'C9', x: '1' },
    });
  });

  it('takes the search query alone when the hash has none', () => {
    expect(parseLocation('#/', '?CTID=CT1&utm_source=fb')).toEqual({ path: '/', query: { CTID: 'CT1', utm_source: 'fb' } });
  });

  it('an empty hash is the root route; a path without a slash gets one', () => {
    expect(parseLocation('', '')).toEqual({ path: '/', query: {} });
    expect(parseLocation('#', '')).toEqual({ path: '/', query: {} });
    expect(parseLocation('#Form1', '')).toEqual({ path: '/Form1', query: {} });
  });

  it('decodes encoded values', () => {
    expect(parseLocation('#/?query=a%20b', '').query).toEqual({ query: 'a b' });
  });
});
