// The route guard's "any one of" alternative (renderer/engine/flow.ts canVisit): guard.queryAllowsAny
// waives the page state when one of the named address parameters is present and non-empty. The
// completion page uses it: MDID or tqID in the address, or page state Page3.1, else 操作不正確
// (002 §2.5, §5, §8; DONE-05).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canVisit, findRoute } from '../../../renderer/engine/flow.js';
import type { FlowConfig, RouteConfig } from '../../../renderer/engine/flowTypes.js';

const route: RouteConfig = { path: '/x', guard: { pageState: ['P'], queryAllowsAny: ['A', 'B'] } };

describe('guard.queryAllowsAny', () => {
  it('lets in the page state as before, and refuses another without the parameters', () => {
    expect(canVisit(route, 'P', {})).toEqual({ ok: true });
    expect(canVisit(route, 'Q', {})).toEqual({ ok: false, reason: 'pageState', detail: 'Q' });
    expect(canVisit(route, undefined, { C: '1' })).toEqual({ ok: false, reason: 'pageState', detail: '(none)' });
  });

  it.each([
    ['the first', { A: '1' }],
    ['the second', { B: '1' }],
    ['both', { A: '1', B: '2' }],
    ['one, the other empty', { A: '', B: '2' }],
  ])('waives it with %s', (_name, query: Record<string, string>) => {
    expect(canVisit(route, 'Q', query)).toEqual({ ok: true });
  });

  it('does not waive it with the parameters empty', () => {
    expect(canVisit(route, 'Q', { A: '', B: '' })).toEqual({ ok: false, reason: 'pageState', detail: 'Q' });
  });

  it('still requires guard.query', () => {
    const both: RouteConfig = { path: '/y', guard: { query: ['CTID'], pageState: ['P'], queryAllowsAny: ['A'] } };
    expect(canVisit(both, undefined, { A: '1' })).toEqual({ ok: false, reason: 'query', detail: 'CTID' });
    expect(canVisit(both, undefined, { A: '1', CTID: 'c' })).toEqual({ ok: true });
  });

  it('is what flows/flow.json gives /Submit: MDID or tqID, or Page3.1, or its own Page4.1 (a reload within the session, issue 17 §4); no other', () => {
    const flow = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../flows/flow.json'), 'utf8')) as FlowConfig;
    const submit = findRoute(flow, '/Submit')!;
    expect(submit.guard).toEqual({ pageState: ['Page3.1', 'Page4.1'], queryAllowsAny: ['MDID', 'tqID'] });
    expect(canVisit(submit, 'Page3.1', {})).toEqual({ ok: true });
    expect(canVisit(submit, 'Page4.1', {})).toEqual({ ok: true });
    expect(canVisit(submit, undefined, { MDID: 'M1' })).toEqual({ ok: true });
    expect(canVisit(submit, undefined, { tqID: 'T1' })).toEqual({ ok: true });
    for (const state of ['Query1.2', 'Page2.6', undefined]) expect(canVisit(submit, state, { CTID: 'C', ApplyID: 'CC1' })).toMatchObject({ ok: false });
  });
});
