// Back, Forward and reload inside one journey (issue 17 §1, renderer/engine/history.ts) over the
// real flows/flow.json: for every page state the session may hold and every route the journey
// visited before the current one, Back onto it revisits or stays as the config says; a screen
// never visited, or an address typed, still meets the guard (操作不正確, GUARD-05).
import { describe, expect, it } from 'vitest';
import constantsJson from '../../../flows/constants.json';
import errorsJson from '../../../flows/errors.json';
import flowJson from '../../../flows/flow.json';
import { AppEngine } from '../../../renderer/engine/app.js';
import { constantValues, type ConstantsFile } from '../../../renderer/engine/constNumber.js';
import { findRoute } from '../../../renderer/engine/flow.js';
import { HISTORY_KEY, historyVerdict, ruleOf, type JourneyHistory, type Visit } from '../../../renderer/engine/history.js';
import { MemoryStorage, SessionStore } from '../../../renderer/engine/session.js';
import type { ScreenConfig } from '../../../renderer/engine/types.js';
import type { ErrorCatalogue, FlowConfig } from '../../../renderer/engine/flowTypes.js';
import { HeadlessHost } from '../../../renderer/headless/headlessHost.js';

const flow = flowJson as FlowConfig;
const history = flow.history!;
const CTID = { CTID: 'DEMO-CASHBACK' };
const BASE = 'https://apply.example/?CTID=DEMO-CASHBACK';

/** A screen with nothing in it, saved under the seeds' key for the forms. */
const screen = (id: string): ScreenConfig => ({
  version: 1, id, title: `${id}.title`, schema: { type: 'object', properties: {} },
  ...({ form1: { saveAs: 'Form1Data' }, form2: { saveAs: 'Form2Data' } } as Record<string, Partial<ScreenConfig>>)[id],
});

interface Bar { href: string; went: number[]; replaced: string[] }

function app(storage = new MemoryStorage(), bar: Bar = { href: `${BASE}#/`, went: [], replaced: [] }) {
  const session = new SessionStore(storage);
  const host = new HeadlessHost();
  const engine = new AppEngine({
    flow, errors: errorsJson as ErrorCatalogue, consts: { ...constantValues(constantsJson as ConstantsFile), cardPageUrl: 'https://bank.example/card' },
    loadScreen: async (id) => screen(id),
    api: { call: async () => ({}), resetRetries: () => undefined },
    host, session, translate: (key) => `t(${key})`, schemaCheck: () => [], services: {},
    address: {
      current: () => bar.href,
      replace: (url) => { bar.href = url; bar.replaced.push(url); },
      go: (delta) => { bar.went.push(delta); },
    },
  });
  return { engine, session, host, bar, storage };
}
type App = ReturnType<typeof app>;

/** The app's own navigation onto `path`, the session in `pageState` (what the way before sets): key k<idx>. */
async function walk(a: App, steps: Array<[path: string, pageState: string | null]>): Promise<void> {
  for (const [path, pageState] of steps) {
    if (pageState !== null) a.session.set('pageState', pageState);
    const idx = (a.engine.visited.read()?.at ?? -1) + 1;
    a.bar.href = `${BASE}#${path}`;
    const current = await a.engine.enter(path, CTID, { key: `k${idx}`, idx, pop: false, hash: path });
    expect(current.refused, `${path} in ${pageState}`).toBeFalsy();
  }
}

/** Back or Forward onto the entry with key k<idx>. */
function pop(a: App, path: string, idx: number, key = `k${idx}`) {
  a.bar.href = `${BASE}#${path}`;
  return a.engine.enter(path, CTID, { key, idx, pop: true, hash: path });
}

const stayed = (a: App, message: string) => a.host.popups.map((p) => p.view.body).includes(`t(${message})`);
const guardFailed = (a: App) => a.host.alerts.includes('t(err.operationIncorrect)');

/** Every page state the flow names: guards, entry states, the history table. */
const PAGE_STATES = [...new Set(flow.routes.flatMap((r) => [...(r.guard?.pageState ?? []), ...(r.entryPageState ? [r.entryPageState] : [])]).concat(Object.keys(history.pageStates ?? {})))];

describe('Back onto each earlier visited route, for every page state (the table of flows/flow.json)', () => {
  // A route is visited with the first page state its guard admits (none for a route without one).
  const targets = flow.routes.filter((r) => r.path !== '/Form2');
  const cases = PAGE_STATES.flatMap((state) => targets.map((r) => {
    const stateRule = history.pageStates?.[state];
    const rule = stateRule?.back === 'stay' ? stateRule : ruleOf(flow, r.path);
    return { state, path: r.path, admitted: r.guard?.pageState?.[0] ?? null, back: rule.back, message: rule.message ?? history.message };
  }));

  it('covers every route with every page state', () => {
    expect(PAGE_STATES.length).toBeGreaterThanOrEqual(14);
    expect(cases).toHaveLength(PAGE_STATES.length * (flow.routes.length - 1));
  });

  it.each(cases)('on /Form2 in $state, Back onto $path: $back', async ({ state, path, admitted, back, message }) => {
    const a = app();
    a.session.set('ApplyLogID', 'AL1');
    await walk(a, [[path, admitted], ['/Form2', 'Page2.4']]);
    a.session.set('pageState', state);
    const current = await pop(a, path, 0);
    expect(guardFailed(a)).toBe(false);
    expect(a.session.get('ApplyLogID'), 'the session is kept').toBe('AL1');
    if (back === 'revisit') {
      expect(current.path).toBe(path);
      expect(current.refused).toBeFalsy();
      expect(a.engine.visited.read()?.at).toBe(0);
      const entry = findRoute(flow, path)!.entryPageState;
      expect(a.session.get('pageState'), 'the page state it was shown with').toBe(entry ?? admitted ?? state);
    } else {
      expect(current.path).toBe('/Form2');
      expect(stayed(a, message)).toBe(true);
      expect(a.bar.went, 'the browser steps back to /Form2, no new entry').toEqual([1]);
      expect(a.session.get('pageState')).toBe(state);
      expect(a.engine.visited.read()?.at).toBe(1);
    }
  });
});

describe('the decisions of issue 17 §1, as the applicant meets them', () => {
  const ntbToForm2: Array<[string, string | null]> = [
    ['/', null], ['/IndexPage', 'Page0.1E'], ['/Validate2', 'Page1.1'], ['/Validate3', 'Page1.2'], ['/Gift', 'Page1.3'],
    ['/UploadID', 'Page2.2'], ['/Form1', 'Page2.3'], ['/Form2', 'Page2.4'],
  ];

  it('Form2 → Back: Form1 with its page state and its saved data; Forward: Form2 again; the session kept', async () => {
    const a = app();
    a.session.set('Form1Data', { NameChinese: '王小明' });
    await walk(a, ntbToForm2);
    expect(a.session.get('pageState')).toBe('Page2.5');
    const form1 = await pop(a, '/Form1', 6);
    expect(form1.path).toBe('/Form1');
    // the page state /Form1 is shown with: its entry page state where flows/flow.json gives one (F1-12)
    expect(a.session.get('pageState')).toBe(findRoute(flow, '/Form1')!.entryPageState ?? 'Page2.3');
    expect(form1.controller?.state.form).toEqual({ NameChinese: '王小明' });
    const form2 = await pop(a, '/Form2', 7);
    expect(form2.path).toBe('/Form2');
    expect(a.session.get('pageState')).toBe('Page2.5');
    expect(a.host.alerts).toEqual([]);
    expect(a.host.popups).toEqual([]);
  });

  it('Forward past a screen whose data changed since its Next stays and says so: only Next checks and keeps a change', async () => {
    const a = app();
    a.session.set('Form1Data', { NameChinese: '王小明' });
    await walk(a, ntbToForm2);
    await pop(a, '/Form1', 6);
    await a.engine.current!.controller!.change({ NameChinese: '王大明' });
    const stay = await pop(a, '/Form2', 7);
    expect(stay.path).toBe('/Form1');
    expect(stayed(a, history.changed)).toBe(true);
    expect(a.bar.went).toEqual([-1]);
    // Typed back as it was: Forward goes on.
    await a.engine.current!.controller!.change({ NameChinese: '王小明' });
    expect((await pop(a, '/Form2', 7)).path).toBe('/Form2');
  });

  it('Back onto the used SMS code stays; Back two steps at once (the history menu) past it stays too', async () => {
    const a = app();
    await walk(a, ntbToForm2.slice(0, 6));
    expect((await pop(a, '/Validate3', 3)).path).toBe('/UploadID');
    expect(stayed(a, 'history.codeUsed')).toBe(true);
    expect(a.bar.went).toEqual([2]);
    expect((await pop(a, '/Gift', 4)).path).toBe('/Gift');
  });

  it('Back onto the start screen after the apply log was opened stays; Back from it onto the landing does not', async () => {
    const a = app();
    await walk(a, ntbToForm2.slice(0, 3));
    expect((await pop(a, '/IndexPage', 1)).path).toBe('/Validate2');
    expect(stayed(a, 'history.started')).toBe(true);
    const b = app();
    await walk(b, ntbToForm2.slice(0, 2));
    expect((await pop(b, '/', 0)).path).toBe('/');
  });

  it('after the submission (Page4.1) nothing before is shown again, not even the preview', async () => {
    const a = app();
    await walk(a, [['/Form2', 'Page2.4'], ['/Confirm', 'Page2.5'], ['/ReUpload', 'Page4.1']]);
    expect((await pop(a, '/Confirm', 1)).path).toBe('/ReUpload');
    expect(stayed(a, 'history.submitted')).toBe(true);
    expect(a.session.get('pageState')).toBe('Page4.1');
  });

  it('Back onto the identity portal\'s return stays (its answer cannot be taken twice)', async () => {
    const a = app();
    await walk(a, [['/StartTWID', 'Page2.3'], ['/finishVerify', null], ['/Form1', 'Page2.3']]);
    expect((await pop(a, '/finishVerify', 1)).path).toBe('/Form1');
    expect(stayed(a, 'history.identityReturned')).toBe(true);
  });

  it('a reload keeps the screen: Form2 as it is, the completion page with the page state it was admitted with', async () => {
    const storage = new MemoryStorage();
    const first = app(storage);
    await walk(first, [['/Form1', 'Page2.3'], ['/Form2', 'Page2.4']]);
    const form2 = await pop(app(storage), '/Form2', 1);
    expect(form2.path).toBe('/Form2');
    expect(form2.refused).toBeFalsy();

    const again = app(new MemoryStorage());
    await walk(again, [['/Confirm', 'Page2.5'], ['/Submit', 'Page3.1']]);
    again.session.set('pageState', 'Page4.1');
    const reloaded = app(again.storage);
    const submit = await pop(reloaded, '/Submit', 1);
    expect(submit.path).toBe('/Submit');
    expect(guardFailed(reloaded)).toBe(false);
  });

  it('a stay on a page the browser loaded for that entry (after a reload) shows the current screen here, with its address', async () => {
    const storage = new MemoryStorage();
    const first = app(storage);
    await walk(first, ntbToForm2);
    const fresh = app(storage);
    const current = await pop(fresh, '/Validate3', 3);
    expect(current.path).toBe('/Form2');
    expect(current.refused).toBeFalsy();
    expect(stayed(fresh, 'history.codeUsed')).toBe(true);
    expect(fresh.bar.replaced.at(-1)).toBe('https://apply.example/?CTID=DEMO-CASHBACK#/Form2');
  });

  it('the address kept for a stay to put back is the cleaned one: no token the return carried (000 §2.12)', async () => {
    const a = app();
    a.bar.href = `${BASE}#/finishVerify?token=T1&ApplyLogID=AL1`;
    await a.engine.enter('/finishVerify', { ...CTID, token: 'T1', ApplyLogID: 'AL1' }, { key: 'k0', idx: 0, pop: true, hash: '/finishVerify?token=T1&ApplyLogID=AL1' });
    expect(a.engine.visited.read()?.entries[0].hash).toBe('/finishVerify');
  });

  it('a route never visited in this journey, or an address typed (a new entry), meets the guard: 操作不正確 and the session cleared', async () => {
    const a = app();
    a.session.set('ApplyLogID', 'AL1');
    await walk(a, ntbToForm2);
    const typed = await pop(a, '/Gift', 99, 'typed');
    expect(typed.refused).toBe(true);
    expect(guardFailed(a)).toBe(true);
    expect(a.session.get('ApplyLogID')).toBeUndefined();
    expect(a.session.get(HISTORY_KEY)).toBeUndefined();
  });

  it('the typed address of a visited route is a new entry too: the guard decides, not the history', async () => {
    const a = app();
    await walk(a, ntbToForm2);
    expect((await pop(a, '/Form1', 8, 'typed-form1')).refused).toBe(true);
  });

  it('without flows/flow.json history, Back meets the guard as before', () => {
    const record: JourneyHistory = { entries: [{ key: 'a', path: '/Form1', hash: '/Form1', pageState: 'Page2.3', idx: 0 }, { key: 'b', path: '/Form2', hash: '/Form2', pageState: 'Page2.4', idx: 1 }], at: 1 };
    const visit: Visit = { key: 'a', idx: 0, pop: true, hash: '/Form1' };
    const now = { pageState: 'Page2.5', fingerprint: () => '' };
    expect(historyVerdict({ ...flow, history: undefined }, record, visit, now)).toEqual({ kind: 'new' });
    expect(historyVerdict(flow, record, { ...visit, pop: false }, now)).toEqual({ kind: 'new' });
    expect(historyVerdict(flow, record, visit, now)).toMatchObject({ kind: 'revisit', index: 0 });
  });
});
