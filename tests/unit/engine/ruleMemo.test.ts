// A screen's derived rules run again only when what they read changed (renderer/engine/ruleMemo.ts):
// the load's two passes and the first submit skip the conditions whose inputs are the same, the
// answers stay those of a full run, and conditions that read the clock or the whole context still run.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deriveRules } from '../../../renderer/engine/derivedRules.js';
import { entriesRead, RuleMemo, sameValue } from '../../../renderer/engine/ruleMemo.js';
import { ScreenController } from '../../../renderer/engine/screen.js';
import type { AppServices } from '../../../renderer/engine/services.js';
import { MemoryStorage, SessionStore } from '../../../renderer/engine/session.js';
import type { ScreenConfig } from '../../../renderer/engine/types.js';
import { compile } from '../../../rules/evaluator.js';
import { namedRules } from '../../../rules/named/index.js';

// Conditions beyond the plain part of JSONata ($trim): a plain one is answered at
// once without JSONata (rules/plain) and is never remembered (the last test).
const FORM_RULE = "$trim(form.company) = 'x' or form.hasCompany = true";
const SESSION_RULE = "$trim(session.Segment) = 'VIP'";
const PLAIN_RULE = "session.Segment = 'VIP'";
const CLOCK_RULE = "$millis() > 0 and form.hasCompany = true";
const WHOLE_RULE = "$count($keys($$)) > 99";

const SCREEN: ScreenConfig = {
  version: 1,
  id: 'memo',
  title: 'memo.title',
  schema: { type: 'object', properties: { hasCompany: { type: 'boolean', default: false }, company: { type: 'string' }, vip: { type: 'string' }, lunch: { type: 'string' }, all: { type: 'string' } } },
  rules: {
    visible: { company: FORM_RULE, vip: SESSION_RULE, lunch: CLOCK_RULE, all: WHOLE_RULE },
    required: { company: 'true' },
  },
  // The load changes the session (a key the session rule reads) between its two passes.
  onLoad: [{ set: { Segment: "'VIP'" } }],
} as unknown as ScreenConfig;

function app(session: SessionStore): AppServices {
  return {
    session, api: { call: async () => ({}), resetRetries: () => undefined },
    host: { alert: () => undefined, popup: () => () => undefined, navigate: () => undefined, redirect: () => undefined, sleep: async () => undefined, now: () => 0 },
    flow: { version: 1, routes: [], guardFailure: 'operationIncorrect' },
    consts: {}, schemaCheck: () => [], translate: (key: string) => key,
    fail: async () => undefined, leave: async () => undefined, clearSession: () => session.clear(),
    analytics: { send: () => undefined }, service: async () => undefined, report: (err: unknown) => { throw err; },
  } as unknown as AppServices;
}

/** How often each expression runs (the evaluator keeps one compiled expression per text). */
function countRuns(...expressions: string[]): () => Record<string, number> {
  const spies = expressions.map((e) => [e, vi.spyOn(compile(e), 'evaluate')] as const);
  return () => Object.fromEntries(spies.map(([e, spy]) => [e, spy.mock.calls.length]));
}

afterEach(() => { vi.restoreAllMocks(); });

describe('what a condition reads', () => {
  it('names the context entries of plain paths, and none for the clock or the whole context', () => {
    expect(entriesRead("($g := session.Gift; form.hasCompany = true and $g.Code = 'A')")?.map(String).sort()).toEqual(['form,hasCompany', 'session,Gift']);
    expect(entriesRead("$$.form.hasCompany")).toEqual([['form', 'hasCompany']]);
    for (const unsure of [CLOCK_RULE, WHOLE_RULE, "$named('existingCustomer', $$)", "$age(form.Birth) >= 18", "$string()", "**.Code = 'A'", "*.Code = 'A'", "($x := $$; $x.form.A)"]) expect(entriesRead(unsure)).toBeUndefined();
  });

  it('reads a shared rule given the whole context through, unless it reads the clock', () => {
    expect(entriesRead("$named('existingCustomer', $$) and form.hasCompany", namedRules)?.map(String).sort()).toEqual(['form,hasCompany', 'session,CustomerType', 'session,CustomerType']);
    expect(entriesRead("$named('rocYearMonthNow', $$) > 11501", namedRules)).toBeUndefined();
    expect(entriesRead("$named('existingCustomer', form)", namedRules)).toBeUndefined();
  });

  it('compares values as data', () => {
    expect(sameValue({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toBe(true);
    expect(sameValue({ a: [1, { b: 'x' }] }, { a: [1, { b: 'y' }] })).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
  });
});

describe('derived rules run again only on changed inputs', () => {
  it('the load runs a condition whose inputs the load did not change once, and the others twice', async () => {
    const runs = countRuns(FORM_RULE, SESSION_RULE, CLOCK_RULE, WHOLE_RULE);
    const c = new ScreenController(SCREEN, app(new SessionStore(new MemoryStorage())), {});
    await c.load();
    expect(runs()).toEqual({ [FORM_RULE]: 1, [SESSION_RULE]: 2, [CLOCK_RULE]: 2, [WHOLE_RULE]: 2 });
    // The session rule saw the load's write: the same answer as a full run.
    expect([...c.state.hidden].sort()).toEqual(['all', 'company', 'lunch']);
    expect(c.state.hidden).toEqual((await deriveRules(SCREEN, c.context())).hidden);
  });

  it('the first submit does not run again what nothing changed since; an edit does', async () => {
    const c = new ScreenController(SCREEN, app(new SessionStore(new MemoryStorage())), {});
    await c.load();
    const runs = countRuns(FORM_RULE, SESSION_RULE, CLOCK_RULE, WHOLE_RULE);
    await c.submit();
    expect(runs()).toEqual({ [FORM_RULE]: 0, [SESSION_RULE]: 0, [CLOCK_RULE]: 1, [WHOLE_RULE]: 1 });
    await c.change({ ...c.state.form, hasCompany: true });
    // The edit runs the conditions that read the edited field (and those that always run), not the others.
    expect(runs()).toEqual({ [FORM_RULE]: 1, [SESSION_RULE]: 0, [CLOCK_RULE]: 2, [WHOLE_RULE]: 2 });
    expect(c.state.hidden.has('company')).toBe(false);
    const problems = await c.submit();
    expect(problems.map((p) => p.field)).toContain('company');
  });

  /** A session whose Segment is VIP, a memo, and the context as the session holds it now. */
  function vipSession() {
    const session = new SessionStore(new MemoryStorage());
    session.set('Segment', 'VIP');
    return { session, memo: new RuleMemo(), ctx: () => ({ session: session.snapshot(), form: {}, query: {}, server: {}, consts: {} }) };
  }

  it('a value read back equal (the session is decoded anew each task) counts as unchanged', async () => {
    const { session, memo, ctx } = vipSession();
    const runs = countRuns(SESSION_RULE);
    expect(await memo.holds(SESSION_RULE, ctx(), 'w')).toBe(true);
    expect(await memo.holds(SESSION_RULE, ctx(), 'w')).toBe(true);
    session.set('Segment', 'Basic');
    expect(await memo.holds(SESSION_RULE, ctx(), 'w')).toBe(false);
    expect(runs()[SESSION_RULE]).toBe(2);
  });

  it('a plain condition is answered without JSONata, each time, with what it reads now', async () => {
    const { session, memo, ctx } = vipSession();
    const runs = countRuns(PLAIN_RULE);
    expect(await memo.holds(PLAIN_RULE, ctx(), 'w')).toBe(true);
    session.set('Segment', 'Basic');
    expect(await memo.holds(PLAIN_RULE, ctx(), 'w')).toBe(false);
    expect(runs()[PLAIN_RULE]).toBe(0);
  });
});
