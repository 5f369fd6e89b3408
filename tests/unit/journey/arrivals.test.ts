// arrivals: the page states a screen's effects may see, from the ways into it; and contextGraph
// weighing a condition on session.pageState with them (issue 17 §6: /ReUpload after the submit,
// Page4.1, never takes the inquiry's way back to /QueryDetail, Query1.2).
import { describe, expect, it } from 'vitest';
import { arrivals } from '../../../renderer/journey/arrivals.js';
import { buildJourney } from '../../../renderer/journey/build.js';
import { contexts, dimensions } from '../../../renderer/journey/contexts.js';
import { contextGraph } from '../../../renderer/journey/graph.js';

const INQUIRY = "session.pageState = 'Q2'";
const flow = {
  routes: [
    { path: '/', screen: 'start' },
    { path: '/Confirm', screen: 'confirm', guard: { pageState: ['P3'] }, entryPageState: 'P3' },
    { path: '/Upload', screen: 'upload', guard: { pageState: ['P4', 'Q2'] } },
    { path: '/Done', screen: 'done', guard: { pageState: ['P3', 'P4'] }, end: 'applied' },
    { path: '/Query', screen: 'query' },
    { path: '/Result', screen: 'result', guard: { pageState: ['Q2'] }, end: 'the inquiry' },
    { path: '/Own', screen: 'own', guard: { pageState: ['P4'] } },
    { path: '/Mail', screen: 'mail', guard: { pageState: ['P9'] }, end: 'a link' },
  ],
  guardFailure: 'G01',
  journey: { starts: ['/', '/Query'], contexts: [{ key: 'CustomerType', values: ['NTB'] }] },
};
const screens = {
  start: { next: [{ go: '/Confirm', pageState: 'P3' }] },
  confirm: {
    onSubmit: [{ call: 'A1', request: '{}', returns: ['/Mail'], onFail: [{ go: '/Done' }] }],
    next: [{ go: '/Upload', pageState: 'P4' }],
  },
  upload: {
    onSubmit: [{ when: INQUIRY, then: [{ go: '/Result', pageState: 'Q2', back: 'the inquiry goes on' }], else: [{ go: '/Done', pageState: 'P4', back: 'back to done' }] }],
    actions: { mine: [{ set: { pageState: "'P4'" } }, { go: '/Own' }] },
  },
  query: { next: [{ go: '/Result', pageState: 'Q2' }] },
  result: { actions: { supplement: [{ go: '/Upload', back: 'a supplement' }] } },
  done: {},
  own: { onLoad: [{ set: { pageState: "'P5'" } }], next: [{ go: '/Done', back: 'done again' }] },
  mail: {},
};
const input = { flow, errors: { errors: { G01: {} } }, screens, calls: { calls: { A1: { request: [], response: [] } } }, session: { runtime: { pageState: { type: 'string' } } } };
const journey = buildJourney(input);
const starts = ['/', '/Query'];
const states = (path: string) => {
  const s = arrivals(journey, starts).get(path);
  return s === undefined ? undefined : [...s].sort();
};

describe('arrivals: the page states a screen may hold', () => {
  it.each([
    { path: '/', expected: undefined, why: 'a start' },
    { path: '/Query', expected: undefined, why: 'a start' },
    { path: '/Confirm', expected: ['P3'], why: 'its entryPageState' },
    { path: '/Upload', expected: ['P4', 'Q2'], why: 'the edges bring P4; the supplement carries the result\'s Q2' },
    { path: '/Result', expected: ['Q2'], why: 'the edges set Q2' },
    { path: '/Done', expected: undefined, why: "/Own's way sets none and /Own writes its own page state: not known" },
    { path: '/Own', expected: undefined, why: 'it writes pageState itself' },
    { path: '/Mail', expected: undefined, why: 'a link opens it in a new session' },
  ])('given the ways into $path, then its page states are $expected ($why)', ({ path, expected }) => {
    expect(states(path)).toEqual(expected);
  });

  it('given a screen reached in two page states, then a condition on session.pageState keeps both ways', () => {
    const [who] = contexts(dimensions(flow));
    const g = contextGraph(journey, who, starts);
    const out = g.out('/Upload').filter((e) => e.kind === 'go').map((e) => e.to);
    expect(out).toEqual(['/Result', '/Done', '/Own']);
  });

  it('given the supplement way absent, then /Upload holds P4 only and the inquiry way is impossible', () => {
    const without = buildJourney({ ...input, screens: { ...screens, result: {} } });
    expect([...(arrivals(without, starts).get('/Upload') ?? [])]).toEqual(['P4']);
    const [who] = contexts(dimensions(flow));
    const g = contextGraph(without, who, starts);
    expect(g.out('/Upload').filter((e) => e.kind === 'go').map((e) => e.to)).toEqual(['/Done', '/Own']);
    expect(g.reachable.has('/Result')).toBe(true);
  });
});

it('given the carried page state, then the guard keeps only what it admits', () => {
  const own = { ...screens, own: { next: [{ go: '/Done', back: 'done again' }] } };
  const j = buildJourney({ ...input, screens: own });
  // /Confirm's failure carries P3, /Upload brings P4, /Own carries its P4 (from the action's go with no page state: the set before it is an expression write).
  expect(arrivals(j, starts).get('/Own')).toBeUndefined();
  expect(arrivals(j, starts).get('/Done')).toBeUndefined();
});
