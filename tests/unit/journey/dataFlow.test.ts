// dataFlow: what is surely in the session on arriving at each screen, for one applicant: the keys
// written on every way in; a link the bank sends opens a new session the model does not follow.
import { describe, expect, it } from 'vitest';
import { buildJourney, type JourneyInput } from '../../../renderer/journey/build.js';
import { contexts, dimensions, type Context } from '../../../renderer/journey/contexts.js';
import { edgeWrites, sessionFlow, startKeys, wayWithout, writersOf } from '../../../renderer/journey/dataFlow.js';
import { contextGraph } from '../../../renderer/journey/graph.js';
import type { Edge } from '../../../renderer/journey/types.js';

const PICK_A = "session.Pick = 'A' or session.CustomerType = 'NTB'";

// / picks /A (always for NTB) or /B; both lead to /C; /B's call sends a link that opens /L.
const flow = {
  routes: [
    { path: '/', screen: 'root' },
    { path: '/A', screen: 'a', guard: { pageState: ['PA'] } },
    { path: '/B', screen: 'b', guard: { pageState: ['PB'] } },
    { path: '/C', screen: 'c', guard: { pageState: ['PC'] }, end: 'applied' },
    { path: '/L', screen: 'l', guard: { pageState: ['PL'], query: ['Token', 'cid', 'lang'] }, entryPageState: 'PL', end: 'confirmed' },
  ],
  queryToSession: { Token: 'AddressToken', cid: 'External' },
  journey: { starts: ['/'], contexts: [{ key: 'CustomerType', values: ['NTB', 'ETB'] }] },
};

const input: JourneyInput = {
  flow,
  errors: {},
  session: { runtime: { Platform: { type: 'string', always: true }, Picked: { type: 'string' } } },
  screens: {
    root: { next: [{ when: PICK_A, go: '/A', pageState: 'PA', set: { Picked: "'A'" } }, { go: '/B', pageState: 'PB', set: { Picked: "'B'" } }] },
    a: { onLoad: [{ set: { Common: "'a'", OnlyA: "'a'" } }], next: [{ go: '/C', pageState: 'PC' }] },
    b: { onLoad: [{ set: { Common: "'b'" } }, { call: 'A9', request: '{}', returns: ['/L'] }], next: [{ go: '/C', pageState: 'PC' }] },
    c: {},
    l: {},
  },
};

const journey = buildJourney(input);
const applicants = contexts(dimensions(flow));
const NTB = applicants.find((c) => c.label === 'CustomerType NTB')!;
const ETB = applicants.find((c) => c.label === 'CustomerType ETB')!;
const graph = (who: Context) => contextGraph(journey, who, ['/']);
const edge = (where: string): Edge => journey.edges.find((e) => `${e.source.file}#${e.source.pointer}` === where)!;
const sorted = (keys: Iterable<string>) => [...keys].sort();

describe('startKeys', () => {
  it.each([
    { path: '/', keys: ['Platform'] },
    { path: '/A', keys: ['Platform'] },
    { path: '/L', keys: ['AddressToken', 'External', 'Platform', 'pageState'] },
  ])('given the route $path, when a journey starts there, then it surely has $keys (kept query params, always keys, entry page state)', ({ path, keys }) => {
    expect(startKeys(journey, flow, path)).toEqual(keys);
  });
});

describe('edgeWrites', () => {
  it.each([
    { where: 'schemas/root.json#/next/0', keys: ['Picked', 'pageState'] },
    { where: 'schemas/a.json#/next/0', keys: ['Common', 'OnlyA', 'pageState'] },
    { where: 'schemas/b.json#/onLoad/1/returns/0', keys: ['Common'] },
  ])('given the edge $where, when its sure writes are asked for, then they are $keys (its page state included)', ({ where, keys }) => {
    expect(sorted(edgeWrites(graph(ETB))(edge(where)))).toEqual(keys);
  });
});

describe('sessionFlow: arriving', () => {
  it.each([
    { who: ETB, path: '/', keys: ['Platform'] },
    { who: ETB, path: '/A', keys: ['Picked', 'Platform', 'pageState'] },
    { who: ETB, path: '/B', keys: ['Picked', 'Platform', 'pageState'] },
    // two ways in: only what both write
    { who: ETB, path: '/C', keys: ['Common', 'Picked', 'Platform', 'pageState'] },
    // one way in for NTB: all it writes
    { who: NTB, path: '/C', keys: ['Common', 'OnlyA', 'Picked', 'Platform', 'pageState'] },
    // a link: another browser's session, not followed
    { who: ETB, path: '/L', keys: [] },
    // not reached
    { who: NTB, path: '/L', keys: [] },
  ])('given $who.label, when arriving at $path, then the session surely has $keys', ({ who, path, keys }) => {
    expect(sorted(sessionFlow(journey, graph(who), ['/'], flow).arriving(path))).toEqual(keys);
  });
});

describe('wayWithout', () => {
  it.each([
    { who: ETB, key: 'OnlyA', to: '/C', way: ['schemas/root.json#/next/1', 'schemas/b.json#/next/0'] },
    { who: NTB, key: 'OnlyA', to: '/C', way: undefined },
    { who: ETB, key: 'Common', to: '/C', way: undefined },
    { who: ETB, key: 'Picked', to: '/A', way: undefined },
    { who: ETB, key: 'Platform', to: '/C', way: undefined },
    { who: ETB, key: 'AddressToken', to: '/L', way: undefined },
  ])('given $who.label, when a way to $to without $key is looked for, then it is $way', ({ who, key, to, way }) => {
    const g = graph(who);
    const found = wayWithout(journey, g, ['/'], flow, edgeWrites(g), key, to);
    expect(found?.map((e) => `${e.source.file}#${e.source.pointer}`)).toEqual(way);
  });
});

describe('writersOf', () => {
  it.each([
    { key: 'Common', routes: ['/A', '/B'] },
    { key: 'OnlyA', routes: ['/A'] },
    { key: 'Picked', routes: ['/'] },
    { key: 'Platform', routes: [] },
  ])('given the key $key, when its writers are asked for, then they are $routes', ({ key, routes }) => {
    expect(writersOf(journey, key)).toEqual(routes);
  });
});
