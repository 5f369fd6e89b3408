// buildJourney: the journey as one model, from the config alone: nodes, every way out as an edge
// with its conditions, the writes before it and its source, and what each screen reads and calls.
import { describe, expect, it } from 'vitest';
import { buildJourney } from '../../../renderer/journey/build.js';
import type { Condition, Edge, Node, Source, Write } from '../../../renderer/journey/types.js';
import { AGENT, BAD_DEVICE, ETB, input, NTB, SURE } from './fixture.js';

const IDX = 'schemas/index.json';
const F1 = 'schemas/form1.json';
const V = 'schemas/verify.json';
const FLOW = 'flows/flow.json';
const at = (file: string, pointer: string): Source => ({ file, pointer });
const holds = (expr: string, file: string, pointer: string, negated?: boolean): Condition => ({ expr, ...(negated === undefined ? {} : { negated }), source: at(file, pointer) });
const fails = (expr: string, file: string, pointer: string): Condition => ({ expr, negated: true, source: at(file, pointer) });
const w = (key: string, ...when: Condition[]): Write => ({ key, when });

// index: onLoad's redirect when the device is bad; what follows holds the negation.
const bad = holds(BAD_DEVICE, IDX, '/onLoad/1/when', false);
const notBad = holds(BAD_DEVICE, IDX, '/onLoad/1/when', true);
const ntb = holds(NTB, IDX, '/next/0/when');
const etb = holds(ETB, IDX, '/next/1/when');
/** What index surely has once loaded: detectDevice's keys and the form it keeps (saveAs). */
const indexLoaded = [w('Platform'), w('BrowserSupported'), w('IndexData')];
/** And before its call: the run action's set, newGuid's key. */
const beforeA1 = [...indexLoaded, w('Prep', notBad), w('VerifyGUID', notBad)];
/** A1 answered: its save, and the pseudo key of the call made (`call:A1`, the step order). */
const afterA1 = [...beforeA1, w('A1Result', notBad), w('call:A1', notBad)];
// form1: onLoad writes AgentSeen on both branches of its when.
const agentSeen = [w('AgentSeen', holds(AGENT, F1, '/onLoad/0/when', false)), w('AgentSeen', holds(AGENT, F1, '/onLoad/0/when', true))];
const sure = holds(SURE, V, '/next/0/when');
const ntbV = holds(NTB, V, '/next/1/when');

const edges: { given: string; edge: Edge }[] = [
  { given: "onLoad's redirect, under its when", edge: { from: '/', kind: 'leave', when: [bad], failure: false, writes: [w('Platform'), w('BrowserSupported')], trigger: 'onLoad', source: at(IDX, '/onLoad/1/then/0') } },
  {
    given: "a refused call's fail to a catalogue route, after onLoad's halting branch and the run action",
    edge: { from: '/', to: '/Oops', kind: 'fail', when: [notBad, { label: 'A1 refused', source: at(IDX, '/onSubmit/2/onFail') }], failure: true, writes: beforeA1, trigger: 'onSubmit', source: at(IDX, '/onSubmit/2/onFail/0') },
  },
  {
    given: 'the first next rule, with its set',
    edge: { from: '/', to: '/Form1', kind: 'next', pageState: 'P1', when: [notBad, ntb], failure: false, writes: [...afterA1, w('Step', notBad, ntb)], trigger: 'onSubmit', source: at(IDX, '/next/0') },
  },
  {
    given: 'the second next rule: the first one failed',
    edge: { from: '/', to: '/Verify', kind: 'next', pageState: 'P2', when: [notBad, fails(NTB, IDX, '/next/0/when'), etb], failure: false, writes: afterA1, trigger: 'onSubmit', source: at(IDX, '/next/1') },
  },
  {
    given: 'the last next rule, without when: every one before failed',
    edge: { from: '/', to: '/Done', kind: 'next', pageState: 'P3', when: [notBad, fails(NTB, IDX, '/next/0/when'), fails(ETB, IDX, '/next/1/when')], failure: false, writes: afterA1, trigger: 'onSubmit', source: at(IDX, '/next/2') },
  },
  { given: "a link the bank sends (returns on a call)", edge: { from: '/Form1', to: '/Verify', kind: 'link', when: [], failure: false, writes: agentSeen, trigger: 'onSubmit', source: at(F1, '/onSubmit/0/returns/0') } },
  {
    given: "a refused call's fail with no route: the applicant leaves",
    edge: { from: '/Form1', kind: 'leave', when: [{ label: 'A2 refused', source: at(F1, '/onSubmit/0/onFail') }], failure: true, writes: agentSeen, trigger: 'onSubmit', source: at(F1, '/onSubmit/0/onFail/0') },
  },
  { given: 'a hand-off (returns on a service), after A2 answered', edge: { from: '/Form1', to: '/Verify', kind: 'handoff', when: [], failure: false, writes: [...agentSeen, w('call:A2')], trigger: 'onSubmit', source: at(F1, '/onSubmit/1/returns/0') } },
  { given: "an action's go back, to an alias", edge: { from: '/Form1', to: '/', kind: 'go', back: 'edit the start', when: [], failure: false, writes: agentSeen, trigger: 'actions/edit', source: at(F1, '/actions/edit/0') } },
  { given: "a popup button's go, after its set", edge: { from: '/Verify', to: '/Done', kind: 'go', pageState: 'P3', when: [], failure: false, writes: [w('Sure')], trigger: 'popups/sure/buttons/0', source: at(V, '/popups/sure/buttons/0/effects/1') } },
  { given: 'next rules without onSubmit (first)', edge: { from: '/Verify', to: '/Done', kind: 'next', pageState: 'P3', when: [sure], failure: false, writes: [], trigger: 'onSubmit', source: at(V, '/next/0') } },
  {
    given: 'a next rule back, with its reason',
    edge: { from: '/Verify', to: '/Form1', kind: 'next', pageState: 'P1', back: 'fix the form', when: [fails(SURE, V, '/next/0/when'), ntbV], failure: false, writes: [], trigger: 'onSubmit', source: at(V, '/next/1') },
  },
  {
    given: 'next rules without onSubmit (last)',
    edge: { from: '/Verify', to: '/Done', kind: 'next', pageState: 'P3', when: [fails(SURE, V, '/next/0/when'), fails(NTB, V, '/next/1/when')], failure: false, writes: [], trigger: 'onSubmit', source: at(V, '/next/2') },
  },
  { given: "the flow's idle abandon, from any screen", edge: { from: '*', kind: 'leave', when: [], failure: false, writes: [], trigger: 'idle', source: at(FLOW, '/idle/onAbandon/0') } },
  { given: "the flow's exit popup, from any screen", edge: { from: '*', to: '/Done', kind: 'go', pageState: 'P3', when: [], failure: false, writes: [], trigger: 'popups/exit/buttons/0', source: at(FLOW, '/popups/exit/buttons/0/effects/0') } },
  { given: 'the guard failure', edge: { from: '*', kind: 'leave', when: [], failure: true, writes: [], trigger: 'guard', source: at('flows/errors.json', '/errors/G01') } },
  { given: 'the transport failure (0000)', edge: { from: '*', kind: 'leave', when: [], failure: true, writes: [], trigger: 'transport', source: at('flows/errors.json', '/errors/0000') } },
];

const journey = buildJourney(input);
const where = (s: Source) => `${s.file}#${s.pointer}`;

describe('buildJourney: edges', () => {
  it.each(edges)('given $given, when the journey is built, then its edge is exactly this', ({ edge }) => {
    expect(journey.edges.find((e) => where(e.source) === where(edge.source))).toEqual(edge);
  });

  it('given the fixture, when the journey is built, then these are all its edges, in order', () => {
    expect(journey.edges.map((e) => where(e.source))).toEqual(edges.map((e) => where(e.edge.source)));
  });
});

type Shape = Omit<Node, 'reads' | 'writes' | 'calls' | 'loadWrites'>;
const nodes: Shape[] = [
  { path: '/', aliases: ['/IndexPage'], routeIndex: 0, query: [], screen: 'index', file: IDX, fields: ['IDNO', 'Birthday'] },
  { path: '/Form1', aliases: [], routeIndex: 1, query: [], pageStates: ['P1'], screen: 'form1', file: F1, fields: [] },
  { path: '/Verify', aliases: [], routeIndex: 2, query: ['Token'], pageStates: ['P2'], entryPageState: 'P2', screen: 'verify', file: V, fields: [] },
  { path: '/Done', aliases: [], routeIndex: 3, query: [], pageStates: ['P3'], end: 'applied', screen: 'done', file: 'schemas/done.json', fields: [] },
  { path: '/Oops', aliases: [], routeIndex: 4, query: [], fields: [] },
];

describe('buildJourney: nodes', () => {
  it.each(nodes)('given the route $path, when the journey is built, then its node has its guard, screen and fields', (shape) => {
    const lists = { reads: expect.any(Array), writes: expect.any(Array), calls: expect.any(Array), loadWrites: expect.any(Array) };
    expect(journey.node(shape.path)).toEqual({ ...shape, ...lists });
  });

  it('given routes with and without a page-state guard, when the journey is built, then the entries, landing and aliases are resolved', () => {
    expect(journey.entries).toEqual(['/', '/Oops']);
    expect(journey.landing).toBe('/');
    expect(journey.resolve('/IndexPage')).toBe('/');
    expect(journey.resolve('/Nowhere')).toBeUndefined();
    expect(journey.node('/IndexPage')?.path).toBe('/');
  });

  it('given index, when the journey is built, then its reads, typed writes (the run action inlined, services by their declaration) and load writes', () => {
    const node = journey.node('/')!;
    expect(node.reads).toEqual([
      { name: 'session.Platform', source: at(IDX, '/onLoad/1/when') },
      { name: 'session.IDNO', source: at(IDX, '/onSubmit/2/request') },
      { name: 'session.Prep', source: at(IDX, '/onSubmit/2/request') },
      { name: 'session.CustomerType', source: at(IDX, '/next/0/when') },
      { name: 'session.CustomerType', source: at(IDX, '/next/1/when') },
    ]);
    expect(node.writes).toEqual([
      { name: 'session.Platform', source: at(IDX, '/onLoad/0') },
      { name: 'session.BrowserSupported', source: at(IDX, '/onLoad/0') },
      { name: 'session.IndexData', source: at(IDX, '/saveAs') },
      { name: 'session.Prep', source: at(IDX, '/actions/prep/0/set/Prep'), type: 'string' },
      { name: 'session.VerifyGUID', source: at(IDX, '/onSubmit/1') },
      // a bank answer: its type depends on the data
      { name: 'session.A1Result', source: at(IDX, '/onSubmit/2/save/A1Result') },
      { name: 'session.Step', source: at(IDX, '/next/0/set/Step'), type: 'string' },
      // the action walked again as a trigger of its own
      { name: 'session.Prep', source: at(IDX, '/actions/prep/0/set/Prep'), type: 'string' },
    ]);
    expect(node.loadWrites).toEqual(indexLoaded);
  });

  it('given a call, when the journey is built, then its use: catalogue fields, what its request reads by key, the writes before it and its conditions', () => {
    expect(journey.node('/')!.calls).toEqual([{
      code: 'A1', requestFields: ['Id', 'Prep'], responseFields: ['Result'], reads: ['IDNO', 'Prep'], readsByKey: { Id: ['IDNO'], Prep: ['Prep'] },
      writesBefore: beforeA1, when: [notBad], optional: false, source: at(IDX, '/onSubmit/2'),
    }]);
  });

  it('given flows/session.json, when the journey is built, then its keys with type, optional and always', () => {
    expect(journey.keys).toEqual({
      CustomerType: { type: 'string', optional: false, always: false },
      Agent: { type: 'string', optional: true, always: false },
      Platform: { type: 'string', optional: false, always: true },
      Step: { type: 'string', optional: false, always: false },
      AgentSeen: { type: 'string', optional: "session.Agent = 'Y'", always: false },
      A1Result: { type: 'object', optional: false, always: false },
    });
  });
});

/** One screen whose onLoad runs the given effects, then goes on. */
function oneScreen(onLoad: unknown[]) {
  return buildJourney({ flow: { routes: [{ path: '/' }, { path: '/S', screen: 's' }] }, errors: {}, screens: { s: { onLoad: [...onLoad, { go: '/' }] } } });
}

describe('buildJourney: services', () => {
  it.each([
    { given: 'detectDevice', effect: { service: 'detectDevice' }, keys: ['Platform', 'BrowserSupported'] },
    { given: 'newGuid with a string literal key', effect: { service: 'newGuid', args: { key: "'G1'" } }, keys: ['G1'] },
    { given: 'newGuid with a computed key', effect: { service: 'newGuid', args: { key: 'session.KeyName' } }, keys: [] },
    { given: 'newGuid without a key', effect: { service: 'newGuid' }, keys: [] },
    { given: 'a service not declared', effect: { service: 'logDevice', args: { APID: 'session.APID' } }, keys: [] },
  ])('given $given, when the journey is built, then the way on writes $keys', ({ effect, keys }) => {
    expect(oneScreen([effect]).edges[0].writes).toEqual(keys.map((key) => w(key)));
  });

  it('given services declared by the input, when the journey is built, then they replace the default declarations', () => {
    const j = buildJourney({ ...input, services: { twidPost: { keys: ['Posted'] } } });
    expect(j.edges.find((e) => e.kind === 'handoff')?.writes).toEqual([...agentSeen, w('call:A2'), w('Posted')]);
    expect(j.edges[0].writes).toEqual([]);
  });
});

describe('buildJourney: the calls made on a way (call:<code>)', () => {
  const calls = { calls: { A5: { request: [], response: [] }, Status: { request: [], response: [], vouchesFor: ['Upload', 'Read'] } } };
  const walked = (effect: unknown) => buildJourney({ flow: { routes: [{ path: '/' }, { path: '/S', screen: 's' }] }, errors: {}, calls, screens: { s: { onLoad: [effect, { go: '/' }] } } }).edges[0].writes;

  it.each([
    { given: 'a call answered', effect: { call: 'A5', request: '{}' }, keys: ['call:A5'] },
    { given: 'an optional call (the way goes on unanswered too)', effect: { call: 'A5', request: '{}', optional: true }, keys: [] },
    { given: 'a call whose answer vouches for calls another session made (flows/calls.json vouchesFor)', effect: { call: 'Status', request: '{}' }, keys: ['call:Status', 'call:Upload', 'call:Read'] },
  ])('given $given, when the journey is built, then the way on writes $keys', ({ effect, keys }) => {
    expect(walked(effect)).toEqual(keys.map((key) => w(key)));
  });
});

describe('buildJourney: hand-offs', () => {
  it('given a redirect with returns, when the journey is built, then it leaves, and the outside site sends the applicant back to each route', () => {
    const j = buildJourney({ flow: { routes: [{ path: '/' }, { path: '/S', screen: 's' }] }, errors: {}, screens: { s: { onLoad: [{ redirect: "'https://portal.example'", returns: ['/S', '/'] }, { go: '/' }] } } });
    const S = 'schemas/s.json';
    expect(j.edges).toEqual([
      { from: '/S', kind: 'leave', when: [], failure: false, writes: [], trigger: 'onLoad', source: at(S, '/onLoad/0') },
      { from: '/S', to: '/S', kind: 'handoff', when: [], failure: false, writes: [], trigger: 'onLoad', source: at(S, '/onLoad/0/returns/0') },
      { from: '/S', to: '/', kind: 'handoff', when: [], failure: false, writes: [], trigger: 'onLoad', source: at(S, '/onLoad/0/returns/1') },
    ]);
  });
});
