// A small journey config for the journey model's tests: four screens on five routes, an error
// catalogue, a call catalogue and the session keys, with one way out of each kind.
import type { JourneyInput } from '../../../renderer/journey/build.js';

export const NTB = "session.CustomerType = 'NTB'";
export const ETB = "session.CustomerType = 'ETB'";
export const BAD_DEVICE = "session.Platform = 'X'";
export const AGENT = "session.Agent = 'Y'";
export const SURE = "session.Sure = 'Y'";

export const flow = {
  routes: [
    { path: '/', screen: 'index', aliases: ['/IndexPage'] },
    { path: '/Form1', screen: 'form1', guard: { pageState: ['P1'] } },
    { path: '/Verify', screen: 'verify', guard: { pageState: ['P2'], query: ['Token'] }, entryPageState: 'P2' },
    { path: '/Done', screen: 'done', guard: { pageState: ['P3'] }, end: 'applied' },
    { path: '/Oops' },
  ],
  queryToSession: { Token: 'AddressToken', cid: 'External' },
  guardFailure: 'G01',
  idle: { onAbandon: [{ redirect: "'https://bank.example'" }] },
  popups: { exit: { buttons: [{ effects: [{ go: '/Done', pageState: 'P3' }] }, { effects: [] }] } },
  journey: {
    starts: ['/'],
    contexts: [
      { key: 'CustomerType', values: ['NTB', 'ETB'] },
      { key: 'Agent', values: ['Y', null] },
    ],
  },
};

export const errors = { errors: { G01: {}, '0000': {}, E1: { route: '/Oops' }, E2: {} } };

export const calls = {
  calls: {
    A1: { request: ['Id', 'Prep'], response: ['Result'] },
    A2: { request: ['Guid'], response: [] },
  },
};

export const session = {
  seed: { CustomerType: { type: 'string' }, Agent: { type: 'string', optional: true } },
  runtime: {
    Platform: { type: 'string', always: true },
    Step: { type: 'string' },
    AgentSeen: { type: 'string', optional: "session.Agent = 'Y'" },
    A1Result: { type: 'object' },
  },
};

export const screens: Record<string, unknown> = {
  index: {
    saveAs: 'IndexData',
    schema: { properties: { IDNO: {}, Birthday: {} } },
    actions: { prep: [{ set: { Prep: "'Y'" } }] },
    onLoad: [
      { service: 'detectDevice' },
      { when: BAD_DEVICE, then: [{ redirect: "'https://unsupported.example'" }] },
    ],
    onSubmit: [
      { run: 'prep' },
      { service: 'newGuid', args: { key: "'VerifyGUID'" } },
      { call: 'A1', request: "{ 'Id': session.IDNO, 'Prep': session.Prep }", save: { A1Result: 'response' }, onFail: [{ fail: 'E1' }] },
    ],
    next: [
      { when: NTB, go: '/Form1', pageState: 'P1', set: { Step: "'1'" } },
      { when: ETB, go: '/Verify', pageState: 'P2' },
      { go: '/Done', pageState: 'P3' },
    ],
  },
  form1: {
    onLoad: [{ when: AGENT, then: [{ set: { AgentSeen: "'Y'" } }], else: [{ set: { AgentSeen: "'N'" } }] }],
    actions: { edit: [{ go: '/IndexPage', back: 'edit the start' }] },
    onSubmit: [
      { call: 'A2', request: "{ 'Guid': session.VerifyGUID }", returns: ['/Verify'], onFail: [{ fail: 'E2' }] },
      { service: 'twidPost', args: { action: "'/portal'" }, returns: ['/Verify'] },
    ],
    next: [{ go: '/Done', pageState: 'P3' }],
  },
  verify: {
    popups: { sure: { buttons: [{ effects: [{ set: { Sure: "'Y'" } }, { go: '/Done', pageState: 'P3' }] }] } },
    next: [
      { when: SURE, go: '/Done', pageState: 'P3' },
      { when: NTB, go: '/Form1', pageState: 'P1', back: 'fix the form' },
      { go: '/Done', pageState: 'P3' },
    ],
  },
  done: {},
};

export const input: JourneyInput = { flow, errors, screens, calls, session };
