// The completion page (/Submit, schemas/submit.json, 002 §2.5) entered through the real engine
// (flows/flow.json guard, flows/errors.json, the shipped zh-TW texts) with a bank that answers
// what each case needs, every request recorded:
// DONE-04: the address's MDID, tqID, ApplyLogID and ApplyID are read: A1 asks about the address's
// case (not the session's), the session then holds it, the case number shown is its ApplyID, A161
// is asked about it and A110 gets the address's MDID and tqID.
// DONE-13: A17 answering an empty card name shows 產品已下架(ErrCode:4102) and leaves for the
// origin address the session holds (A31's CancelRedirectURL), the card page only without one.
import { describe, expect, it } from 'vitest';
import { AppEngine } from '../../../renderer/engine/app.js';
import { brandConstants, DEFAULT_BRAND_FILE, type Branding } from '../../../renderer/engine/branding.js';
import { constantValues, type ConstantsFile } from '../../../renderer/engine/constNumber.js';
import { createI18n } from '../../../renderer/engine/i18n.js';
import { MemoryStorage, SessionStore } from '../../../renderer/engine/session.js';
import type { ScreenConfig } from '../../../renderer/engine/types.js';
import type { ErrorCatalogue, FlowConfig } from '../../../renderer/engine/flowTypes.js';
import { HeadlessHost } from '../../../renderer/headless/headlessHost.js';
import { nodeLocaleTexts, readLanguageList } from '../../../renderer/headless/nodeLocales.js';
import { nodeSchemaCheck } from '../../../renderer/headless/nodeSchemaCheck.js';
import { runtimeServices } from '../../../renderer/services/runtimeServices.js';
import { ROOT, readJson } from './screenChecks.js';

const CONSTS = { ...constantValues(readJson<ConstantsFile>('flows/constants.json')), ...brandConstants(readJson<Branding>(DEFAULT_BRAND_FILE)) };
const CARD_PAGE = String(CONSTS.cardPageUrl);
const ORIGIN = 'https://origin.example.com.tw/apply?from=ad';

/** The bank's answers by call code (A1 Flag Y: the session may see the case). */
const ANSWERS: Record<string, Record<string, unknown>> = {
  A1: { Success: true, Flag: 'Y' },
  A6: { Success: true, Token: 'T-NEW' },
  A64: { Success: true, IdleTime: 600 },
  A31: { Success: true, CancelRedirectURL: ORIGIN },
  A25: { Success: true, CTID: 'DEMO-CASHBACK', SingleSize: 5000, RemainSize: 25000, MaxSize: 25000 },
  A17: { Success: true, CardName: '現金回饋卡' },
};

async function enterSubmit(session: Record<string, unknown>, query: Record<string, string>, answers: Record<string, Record<string, unknown>> = {}) {
  const store = new SessionStore(new MemoryStorage());
  store.assign(session);
  const host = new HeadlessHost();
  const languages = readLanguageList(ROOT);
  const i18n = createI18n('zh-TW', nodeLocaleTexts(ROOT, languages), languages);
  const calls: Array<[string, Record<string, unknown>]> = [];
  const faults: unknown[] = [];
  const engine = new AppEngine({
    flow: readJson<FlowConfig>('flows/flow.json'),
    errors: readJson<ErrorCatalogue>('flows/errors.json'),
    consts: CONSTS,
    loadScreen: async (id) => readJson<ScreenConfig>(`schemas/${id}.json`),
    api: {
      call: async (code, body) => { calls.push([code, body]); return { Success: true, ...(ANSWERS[code] ?? {}), ...(answers[code] ?? {}) }; },
      resetRetries: () => undefined,
    },
    host,
    session: store,
    translate: (key, params) => i18n.t(key, params ?? {}),
    schemaCheck: nodeSchemaCheck,
    services: runtimeServices({ userAgent: () => 'Mozilla/5.0 (iPhone)', address: () => '/#/Submit', loadScript: () => undefined, postForm: () => undefined }),
    report: (err) => { faults.push(err); },
  });
  const current = await engine.enter('/Submit', query);
  expect(faults).toEqual([]);
  const body = (code: string) => calls.find(([c]) => c === code)?.[1];
  return { engine, host, store, calls, body, controller: current.controller };
}

const OWN = { pageState: 'Page3.1', IDNO: 'F131104093', ApplyLogID: 'AL-SESSION', ApplyID: 'CC-SESSION', CTID: 'DEMO-CASHBACK', token: 'T1', IdleTimeLimit: 600 };

describe('/Submit reads MDID, tqID, ApplyLogID and ApplyID from the address (DONE-04)', () => {
  it('?ApplyLogID=…&ApplyID=…&MDID=…&tqID=…: A1 about the address\'s case, kept; its case number shown; A161 and A110 with the address\'s values', async () => {
    const h = await enterSubmit(OWN, { ApplyLogID: 'AL-ADDRESS', ApplyID: 'CC2026000777', MDID: 'MD-ADDRESS', tqID: 'TQ-ADDRESS' });
    expect(h.body('A1')).toEqual({ ApplyLogID: 'AL-ADDRESS', ApplyID: 'CC2026000777' });
    expect(h.store.get('ApplyLogID')).toBe('AL-ADDRESS');
    expect(h.store.get('ApplyID')).toBe('CC2026000777');
    expect(h.store.get('MDID')).toBe('MD-ADDRESS');
    const shown = (h.controller!.screen.uiSchema as Record<string, { 'ui:options'?: { valueExpr?: string } }>).ApplyID['ui:options']!.valueExpr!;
    expect(await h.controller!.evaluate(shown)).toBe('CC2026000777');
    expect(h.body('A161')).toMatchObject({ ApplyID: 'CC2026000777' });
    expect(h.body('A110')).toEqual({ MDID: 'MD-ADDRESS', tqID: 'TQ-ADDRESS' });
    expect(h.host.alerts).toEqual([]);
  });

  it('without them in the address the session\'s own case is asked about', async () => {
    const h = await enterSubmit(OWN, {});
    expect(h.body('A1')).toEqual({ ApplyLogID: 'AL-SESSION', ApplyID: 'CC-SESSION' });
    expect(h.body('A110')).toBeUndefined();
  });
});

describe('/Submit: an empty card name is 4102, then the origin address (DONE-13)', () => {
  it('A17 CardName \'\': 產品已下架(ErrCode:4102), then the osUrl A31 gave, not the card page', async () => {
    const h = await enterSubmit(OWN, {}, { A17: { Success: true, CardName: '' } });
    expect(h.store.get('osUrl')).toBe(ORIGIN);
    expect(h.host.alerts).toEqual(['產品已下架(ErrCode:4102)']);
    expect(h.host.redirects).toEqual([ORIGIN]);
  });

  it('without an origin address (A31 gave none) the card page', async () => {
    const h = await enterSubmit(OWN, {}, { A31: { Success: false, CancelRedirectURL: '' }, A17: { Success: true, CardName: '' } });
    expect(h.host.alerts).toEqual(['產品已下架(ErrCode:4102)']);
    expect(h.host.redirects).toEqual([CARD_PAGE]);
  });
});
