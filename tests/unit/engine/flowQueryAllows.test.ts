// The route guard's query alternative (renderer/engine/flow.ts canVisit): guard.queryAllows waives
// the page state only when every named address parameter is present and non-empty; guard.query
// is still required. /UploadID uses it for the phone opening the QR link (UPID-25).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canVisit, findRoute } from '../../../renderer/engine/flow.js';
import type { FlowConfig, RouteConfig } from '../../../renderer/engine/flowTypes.js';

const route: RouteConfig = { path: '/UploadID', screen: 'uploadId', guard: { pageState: ['Page2.2'], queryAllows: ['ApplyLogID', 'HandOver'] } };

describe('guard.queryAllows', () => {
  it('lets in the page state as before', () => {
    expect(canVisit(route, 'Page2.2', {})).toEqual({ ok: true });
    expect(canVisit(route, 'Page2.1', {})).toEqual({ ok: false, reason: 'pageState', detail: 'Page2.1' });
    expect(canVisit(route, undefined, {})).toEqual({ ok: false, reason: 'pageState', detail: '(none)' });
  });

  it('waives the page state when every named parameter is present', () => {
    expect(canVisit(route, undefined, { ApplyLogID: 'AL1', HandOver: 'h' })).toEqual({ ok: true });
    expect(canVisit(route, 'Page1.1', { ApplyLogID: 'AL1', HandOver: 'h', CTID: 'C' })).toEqual({ ok: true });
  });

  it.each([
    ['one missing', { ApplyLogID: 'AL1' }],
    ['the other missing', { HandOver: 'h' }],
    ['one empty', { ApplyLogID: 'AL1', HandOver: '' }],
    ['none', {}],
  ])('does not waive it with %s', (_name, query: Record<string, string>) => {
    expect(canVisit(route, 'Page0.1', query)).toEqual({ ok: false, reason: 'pageState', detail: 'Page0.1' });
  });

  it('still requires guard.query, and an empty list waives nothing', () => {
    const both: RouteConfig = { path: '/x', guard: { query: ['CTID'], pageState: ['P'], queryAllows: ['K'] } };
    expect(canVisit(both, undefined, { K: '1' })).toEqual({ ok: false, reason: 'query', detail: 'CTID' });
    expect(canVisit(both, undefined, { K: '1', CTID: 'c' })).toEqual({ ok: true });
    expect(canVisit({ path: '/y', guard: { pageState: ['P'], queryAllows: [] } }, undefined, {})).toMatchObject({ ok: false });
  });

  it('is what flows/flow.json gives /UploadID', () => {
    const flow = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../flows/flow.json'), 'utf8')) as FlowConfig;
    const upload = findRoute(flow, '/UploadID')!;
    expect(upload.guard).toEqual({ pageState: ['Page2.2'], queryAllows: ['ApplyLogID', 'HandOver'] });
    expect(canVisit(upload, undefined, { CTID: 'C', ApplyLogID: 'AL1', HandOver: 'h' })).toEqual({ ok: true });
    expect(canVisit(upload, undefined, { CTID: 'C', ApplyLogID: 'AL1' })).toMatchObject({ ok: false });
  });
});
