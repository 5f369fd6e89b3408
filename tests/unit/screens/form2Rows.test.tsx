// @vitest-environment jsdom
// Form2 on the real schemas/form2.json through the real controller, and drawn by the real view
// (ScreenView, the real widgets and zh-TW texts): F2-05/F2-06 (the company name suggests A159's
// CompName4 entries), F2-12 (CompanyAddress = city + area texts + street; none in short form),
// F2-26 (load order), F2-44 (an empty select is marked invalid), F2-47 (an agent goes straight to
// /Form3 without the loan, with no A60).
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../../renderer/engine/i18n.js';
import { ScreenController } from '../../../renderer/engine/screen.js';
import { MemoryStorage, SessionStore } from '../../../renderer/engine/session.js';
import { ScreenView } from '../../../renderer/react/ScreenView.js';
import { nodeSchemaCheck } from '../../../renderer/headless/nodeSchemaCheck.js';
import { stubAppServices } from '../support/appServices.js';
import { CONSTS, loadScreen, makeController, readJson } from './screenChecks.js';

afterEach(cleanup);

const FORM2 = loadScreen('form2');
const zh = readJson<Record<string, unknown>>('locales/zh-TW.json');
const en = readJson<Record<string, unknown>>('locales/en.json');

const A159 = [{ CompName4: '台灣積體電路製造股份有限公司' }, { CompName4: '台灣大哥大股份有限公司' }, { CompName4: '中華電信股份有限公司' }];
const A22 = [
  { CodeType: 'City', CodeID: '63000', CodeDescription: '臺北市', ParentType: '', ParentCodeID: '' },
  { CodeType: 'City', CodeID: '10001', CodeDescription: '中正區', ParentType: 'City', ParentCodeID: '63000' },
  { CodeType: 'tpJobType', CodeID: '01', CodeDescription: '製造業' },
  { CodeType: 'tpTitleType', CodeID: '01', CodeDescription: '負責人', ParentType: 'tpJobType', ParentCodeID: '01' },
];
const ANSWERS = { A159, A22, A20: { Success: true }, A59: { Success: true, ContentJson: '' }, A60: { Success: true }, A132: { Success: true } } as unknown as Record<string, Record<string, unknown>>;
const FORM1_DATA = { HomeCity: '63000', HomeArea: '10001', HomeZip: '100', HomeAddr: '中山路一段1號', BillCity: '63000', BillArea: '10001', BillZip: '100', BillAddr: '中山路一段1號' };
const NTB = { CustomerType: 'NTB', FlowType: 'NTB', IDNO: 'F131104093', Birthday: '0790101', ApplyLogID: 'LOG-1', Form1Data: FORM1_DATA };
const VALID = {
  IsStudent: 'N', Company: '台灣積體電路製造股份有限公司', JobDate: '10801', CompTel: '0223456789', CompTelExt: '123',
  CompanyCity: '63000', CompanyArea: '10001', CompanyAddr: '力行六路8號', JobType: '01', TitleType: '01', IncomeY: '60', BinId: '04595257',
};

describe('Form2 load order (F2-26)', () => {
  async function codes(session: Record<string, unknown>) {
    const h = makeController(FORM2, { session, answers: ANSWERS });
    await h.controller.load();
    return h;
  }

  it('a new customer: the customer record (GetUserTypeInData), the company list (A159 on the apply log), the lookup list (A22), then the held application (A59)', async () => {
    const h = await codes(NTB);
    expect(h.calls.map(([code]) => code)).toEqual(['GetUserTypeInData', 'A159', 'A22', 'A59']);
    expect(h.calls[1][1]).toEqual({ ApplyLogID: 'LOG-1' });
  });

  it.each(['ETB', 'ETP'])('an existing customer (%s): the existing-customer data (A20 of the apply log\'s ID) after the lookup list, before the held application', async (type) => {
    const h = await codes({ ...NTB, CustomerType: type, FlowType: 'ETB', IDNO: 'A123456789' });
    expect(h.calls.map(([code]) => code)).toEqual(['GetUserTypeInData', 'A159', 'A22', 'A20', 'A59']);
    expect(h.calls[3][1]).toEqual({ ID: 'A123456789', ApplyType: 'X', ApplyLogID: 'LOG-1' });
  });

  it('an existing customer whose data the bank refuses: O401, as on Form1 (000 §8)', async () => {
    const h = makeController(FORM2, { session: { ...NTB, CustomerType: 'ETB', FlowType: 'ETB' }, answers: { ...ANSWERS, A20: { Success: false } } });
    await h.controller.load();
    expect(h.failures).toEqual(['O401']);
  });

  it('an agent: the agent data (A132) in the held application\'s place', async () => {
    expect((await codes({ ...NTB, Agent: 'Y', AgentID: 'AG01' })).calls.map(([code]) => code)).toEqual(['GetUserTypeInData', 'A159', 'A22', 'A132']);
  });

  it('a saved form state (back from the preview) wins: neither A59 nor A132', async () => {
    expect((await codes({ ...NTB, Form2Data: { Prefilled: 'Y', Company: '甲公司' } })).calls.map(([code]) => code)).toEqual(['GetUserTypeInData', 'A159', 'A22']);
  });
});

describe('Form2 Next: CompanyAddress (F2-12) and the agent route (F2-47)', () => {
  async function next(session: Record<string, unknown>, form: Record<string, unknown> = VALID) {
    const h = makeController(FORM2, { session, answers: ANSWERS });
    await h.controller.load();
    await h.controller.change({ ...h.controller.state.form, ...form });
    expect(await h.controller.submit()).toEqual([]);
    return h;
  }
  const saved = (h: { session: SessionStore }) => h.session.get('Form2Data') as Record<string, unknown>;

  it('long form: CompanyAddress is the city text, the area text and the street; CompanyZip the area\'s first 3 digits', async () => {
    const h = await next(NTB);
    expect(saved(h)).toMatchObject({ CompanyAddress: '臺北市中正區力行六路8號', CompanyZip: '100' });
  });

  it('short form: no company address is kept', async () => {
    const h = await next({ ...NTB, ApplyShortForm: 'Y' }, { IsStudent: 'N', Company: '台灣積體電路製造股份有限公司', CompTel: '0223456789' });
    expect(saved(h).CompanyAddress ?? '').toBe('');
    expect(saved(h).CompanyZip ?? '').toBe('');
  });

  it.each([
    ['without the personal loan', {}],
    ['with the personal loan', { ApplyPL: 'Y' }],
  ])('an agent %s → /Form3 with Page2.5, no A60', async (_what, loan) => {
    const h = await next({ ...NTB, ...loan, Agent: 'Y', AgentID: 'AG01' });
    expect(h.navigations).toEqual(['/Form3']);
    expect(h.session.get('pageState')).toBe('Page2.5');
    expect(h.calls.map(([code]) => code)).not.toContain('A60');
  });

  it('the same customer without an agent and without the loan → /Confirm, with A60', async () => {
    const h = await next(NTB);
    expect(h.navigations).toEqual(['/Confirm']);
    expect(h.calls.map(([code]) => code)).toContain('A60');
  });
});

describe('Form2 as drawn (F2-05, F2-06, F2-44)', () => {
  async function show(session: Record<string, unknown> = NTB) {
    const store = new SessionStore(new MemoryStorage());
    store.assign(session);
    const alerts: string[] = [];
    const i18n = createI18n('zh-TW', { 'zh-TW': zh, en });
    const app = stubAppServices(store, {
      consts: CONSTS,
      schemaCheck: nodeSchemaCheck,
      translate: (key, params) => i18n.t(key, params),
      api: { call: async (code) => (ANSWERS[code] ?? { Success: true }) as Record<string, unknown>, resetRetries: () => undefined },
      host: { alert: (m) => { alerts.push(m); } },
    });
    const controller = new ScreenController(FORM2, app, {});
    render(<I18nextProvider i18n={i18n}><ScreenView controller={controller} report={(err) => { throw err; }} /></I18nextProvider>);
    await act(async () => { await controller.load(); });
    await screen.findByRole('combobox', { name: /公司名稱/ }, { timeout: 15_000 });
    return { controller, alerts };
  }

  it('typing part of a company name suggests A159\'s CompName4 entries that contain it (F2-05, F2-06)', async () => {
    await show();
    const input = document.getElementById('root_Company') as HTMLInputElement;
    const list = () => Array.from(document.getElementById(input.getAttribute('list') ?? '')?.querySelectorAll('option') ?? []).map((o) => o.value);
    fireEvent.change(input, { target: { value: '台灣' } });
    await act(async () => { await Promise.resolve(); });
    expect(list()).toEqual(['台灣積體電路製造股份有限公司', '台灣大哥大股份有限公司']);
    fireEvent.change(input, { target: { value: '電信' } });
    await act(async () => { await Promise.resolve(); });
    expect(list()).toEqual(['中華電信股份有限公司']);
  });

  it.each([
    ['industry', 'JobType', '請選擇行業類別'],
    ['city', 'CompanyCity', '請選擇公司地址縣市'],
  ])('Next with the %s select empty: its alert, and the select marked invalid until it is chosen (F2-44)', async (_what, field, text) => {
    const { controller, alerts } = await show();
    const { [field]: _gone, ...rest } = VALID as Record<string, string>;
    const blank = field === 'CompanyCity' ? { CompanyArea: undefined } : { TitleType: undefined };
    await act(async () => { await controller.change({ ...controller.state.form, ...rest, ...blank }); });
    await act(async () => { await controller.submit(); });
    expect(alerts).toEqual([text]);
    const select = () => document.getElementById(`root_${field}`) as HTMLSelectElement;
    await waitFor(() => expect(select().getAttribute('aria-invalid')).toBe('true'));
    expect(select().value).toBe('');
    fireEvent.change(select(), { target: { value: field === 'JobType' ? '01' : '63000' } });
    await waitFor(() => expect(select().getAttribute('aria-invalid')).toBeNull());
  });

  it('a text field\'s alert (the company name) marks nothing: only the selects are marked', async () => {
    const { controller, alerts } = await show();
    const { Company: _c, ...rest } = VALID;
    await act(async () => { await controller.change({ ...controller.state.form, ...rest }); });
    await act(async () => { await controller.submit(); });
    expect(alerts).toEqual(['請輸入公司名稱']);
    expect(controller.state.fieldErrors).toEqual({});
  });
});
