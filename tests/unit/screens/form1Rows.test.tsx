// @vitest-environment jsdom
// Form1 and its entry screen on the real configs (schemas/form1.json, form1Entry.json) through the
// real controller, and Form1 drawn by the real view (ScreenView, the real widgets and zh-TW texts):
// F1-04 (the entry screen reads RSFlag, LBFlag, ApplyLogID, MDID and code), F1-13 (load order),
// F1-14 (A71 fills the four other-nationality selects), F1-17 (OCR prefill, the registered address too), F1-21/F1-24 (ID number
// and birthday shown, not inputs), F1-23 (nationality 中華民國, Country TW), F1-25 (issue type
// 初發/補發/換發, default 初發), F1-30 (HomeAddress/BillAddress = city + area + street), F1-42 (the
// English-name and middle-name tooltips), F1-51 (the saved Form1Data keys), F1-77 (mail domain
// suggestions), F1-90 (an agent goes to /Form2 whatever EmailValidate and STPFlowFlag say).
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

const FORM1 = loadScreen('form1');
const ENTRY = loadScreen('form1Entry');
const zh = readJson<Record<string, unknown>>('locales/zh-TW.json');
const en = readJson<Record<string, unknown>>('locales/en.json');

const A71 = [{ NalSwitchCode: 'US', NalNameC: '美國', NalNameE: 'United States' }, { NalSwitchCode: 'JP', NalNameC: '日本', NalNameE: 'Japan' }];
const A22 = [
  { CodeType: 'City', CodeID: '63000', CodeDescription: '臺北市', ParentType: '', ParentCodeID: '' },
  { CodeType: 'City', CodeID: '10001', CodeDescription: '中正區', ParentType: 'City', ParentCodeID: '63000' },
  { CodeType: 'City', CodeID: '64000', CodeDescription: '高雄市', ParentType: '', ParentCodeID: '' },
  { CodeType: 'City', CodeID: '80001', CodeDescription: '新興區', ParentType: 'City', ParentCodeID: '64000' },
  { CodeType: 'IssueJcicCode', CodeID: '63000', CodeDescription: '北市' },
  { CodeType: 'Education', CodeID: '2', CodeDescription: '大學' },
  { CodeType: 'HouseOwn', CodeID: '1', CodeDescription: '自有' },
];
const LOOKUPS = { A71, A22 } as unknown as Record<string, Record<string, unknown>>;
const NTB = { CustomerType: 'NTB', FlowType: 'NTB', IDNO: 'F131104093', Birthday: '0790101', ApplyLogID: 'LOG-1', CTID: 'DEMO-CASHBACK' };
const ETB = { ...NTB, CustomerType: 'ETB', FlowType: 'ETB' };

describe('the entry screen /Loading reads its address parameters (F1-04)', () => {
  function entry(query: Record<string, string>, session: Record<string, unknown> = NTB) {
    const store = new SessionStore(new MemoryStorage());
    store.assign(session);
    const calls: Array<[string, Record<string, unknown>]> = [];
    const left: string[] = [];
    const went: string[] = [];
    const app = stubAppServices(store, {
      consts: CONSTS,
      api: { call: async (code, body) => { calls.push([code, body]); return { Success: true }; }, resetRetries: () => undefined },
      host: { navigate: (route) => { went.push(route); } },
      leave: async (url) => { left.push(url); },
      service: async (name, _args, screen) => { if (name === 'readAddress') screen.setForm({ Address: 'https://apply.example/?CTID=DEMO-CASHBACK#/Loading' }); },
    });
    return { controller: new ScreenController(ENTRY, app, query), calls, left, went, session: store };
  }

  it.each([
    ['RSFlag', 'resumeHash'],
    ['LBFlag', 'loanBalanceHash'],
  ])('%s=Y: leaves for the sibling path (the page address with consts.%s), no call, not /Form1', async (flag, hash) => {
    const e = entry({ CTID: 'DEMO-CASHBACK', [flag]: 'Y' });
    await e.controller.load();
    expect(e.left).toEqual([`https://apply.example/?CTID=DEMO-CASHBACK${String(CONSTS[hash])}`]);
    expect(e.went).toEqual([]);
  });

  it('RSFlag/LBFlag N: not read as a redirect', async () => {
    const e = entry({ CTID: 'DEMO-CASHBACK', RSFlag: 'N', LBFlag: 'N' });
    await e.controller.load();
    expect(e.left).toEqual([]);
    expect(e.went).toEqual(['/Form1']);
  });

  it('MDID, ApplyLogID and code from the address reach A166 (a tab whose session has no ApplyLogID takes the address\'s)', async () => {
    const { ApplyLogID: _gone, ...noLog } = NTB;
    const e = entry({ CTID: 'DEMO-CASHBACK', MDID: 'MD-7', ApplyLogID: 'LOG-ADDR', code: '200' }, noLog);
    await e.controller.load();
    const a166 = e.calls.filter(([code]) => code === 'A166');
    expect(a166).toHaveLength(1);
    expect(a166[0][1]).toMatchObject({ ApplyLogID: 'LOG-ADDR', MDIDCode: '200' });
    const page = JSON.parse(Buffer.from(String(a166[0][1].PageData), 'base64').toString('utf8')) as { PageParameter: Record<string, unknown> };
    expect(page.PageParameter.MDID).toBe('MD-7');
    expect(e.went).toEqual(['/Form1']);
  });

  it('code other than 200: STPFlowFlag N and /Form1 at once, without GetUserTypeInData; code 200 keeps STPFlowFlag', async () => {
    const e = entry({ CTID: 'DEMO-CASHBACK', code: '401' }, { ...NTB, STPFlowFlag: 'Y' });
    await e.controller.load();
    expect(e.session.get('STPFlowFlag')).toBe('N');
    expect(e.went).toEqual(['/Form1']);
    expect(e.calls.map(([code]) => code)).not.toContain('GetUserTypeInData');
    const ok = entry({ CTID: 'DEMO-CASHBACK', code: '200' }, { ...NTB, STPFlowFlag: 'Y' });
    await ok.controller.load();
    expect(ok.session.get('STPFlowFlag')).toBe('Y');
    expect(ok.calls.map(([code]) => code)).toContain('GetUserTypeInData');
  });
});

describe('Form1 load order (F1-13) and the lookups (F1-14)', () => {
  async function loaded(session: Record<string, unknown>) {
    const h = makeController(FORM1, { session, answers: { ...LOOKUPS, A20: { Success: true, NameChinese: '王大明' }, A59: { Success: true, ContentJson: '' }, A132: { Success: true } } });
    await h.controller.load();
    return h.calls.map(([code]) => code);
  }

  it('existing customer: user data, other nationalities, lookup list, existing-customer data, then the held application', async () => {
    expect(await loaded(ETB)).toEqual(['GetUserTypeInData', 'A71', 'A22', 'A20', 'A59']);
  });

  it('new customer: no existing-customer data', async () => {
    expect(await loaded(NTB)).toEqual(['GetUserTypeInData', 'A71', 'A22', 'A59']);
  });

  it('agent: the agent data (A132) in the held application\'s place', async () => {
    expect(await loaded({ ...NTB, Agent: 'Y', AgentID: 'AG01' })).toEqual(['GetUserTypeInData', 'A71', 'A22', 'A132']);
  });

  it('A71 is asked with an empty body; A71 refused (an empty list) stops the screen', async () => {
    const h = makeController(FORM1, { session: NTB, answers: { ...LOOKUPS } });
    await h.controller.load();
    expect(h.calls.find(([code]) => code === 'A71')?.[1]).toEqual({});
    const none = makeController(FORM1, { session: NTB, answers: { ...LOOKUPS, A71: [] as unknown as Record<string, unknown> } });
    await none.controller.load();
    expect(none.failures).toEqual(['serverRefused']);
    expect(none.calls.map(([code]) => code)).not.toContain('A22');
  });
});

describe('Form1 OCR prefill (F1-17)', () => {
  const OCR = {
    NameChinese: '陳小美', IssueType: '3', IssueCity: '63000', IssueDateY: '105', IssueDateM: '07', IssueDateD: '01',
    LiveAddr1: '高雄市', LiveAddr2: '新興區', LiveAddr3: '中正四路1號', BirthdayY: '79', BirthdayM: '01', BirthdayD: '01', OwnCompBin: 'F131104093',
  };

  it('a new customer after the ID upload: name, issue type, issue place and issue date from the recognised ID', async () => {
    const h = makeController(FORM1, { session: { ...NTB, 'form.uploadId': { OcrResult: OCR } }, answers: { ...LOOKUPS, A59: { Success: true, ContentJson: '' } } });
    await h.controller.load();
    expect(h.controller.state.form).toMatchObject({ NameChinese: '陳小美', IssueType: '3', IssueCity: '63000', IssueDate: '1050701' });
  });

  it('the registered address from LiveAddr1/2/3 (city and district names, street): the A22 codes of that city and its district, the street', async () => {
    const h = makeController(FORM1, { session: { ...NTB, 'form.uploadId': { OcrResult: OCR } }, answers: { ...LOOKUPS, A59: { Success: true, ContentJson: '' } } });
    await h.controller.load();
    expect(h.controller.state.form).toMatchObject({ HomeCity: '64000', HomeArea: '80001', HomeAddr: '中正四路1號' });
  });

  it('a district name of another city is not taken; an address already held is not replaced', async () => {
    const wrong = makeController(FORM1, { session: { ...NTB, 'form.uploadId': { OcrResult: { ...OCR, LiveAddr1: '臺北市', LiveAddr2: '新興區' } } }, answers: { ...LOOKUPS, A59: { Success: true, ContentJson: '' } } });
    await wrong.controller.load();
    expect(wrong.controller.state.form).toMatchObject({ HomeCity: '63000', HomeAddr: '中正四路1號' });
    expect(wrong.controller.state.form.HomeArea).toBeUndefined();
    const held = makeController(FORM1, { session: { ...ETB, 'form.uploadId': { OcrResult: OCR } }, answers: { ...LOOKUPS, A20: { Success: true, HouseCity: '63000', HouseArea: '10001', HouseAddr: '忠孝東路1號' }, A59: { Success: true, ContentJson: '' } } });
    await held.controller.load();
    expect(held.controller.state.form).toMatchObject({ HomeCity: '63000', HomeArea: '10001', HomeAddr: '忠孝東路1號' });
  });

  it('without a recognised ID: nothing prefilled, issue type its default 1', async () => {
    const h = makeController(FORM1, { session: NTB, answers: { ...LOOKUPS, A59: { Success: true, ContentJson: '' } } });
    await h.controller.load();
    expect(h.controller.state.form.NameChinese).toBeUndefined();
    expect(h.controller.state.form.IssueDate).toBeUndefined();
    expect(h.controller.state.form.IssueType).toBe('1');
  });

  it('an existing customer: the bank\'s record wins for the name, the OCR fills what the record lacks', async () => {
    const h = makeController(FORM1, { session: { ...ETB, 'form.uploadId': { OcrResult: OCR } }, answers: { ...LOOKUPS, A20: { Success: true, NameChinese: '王大明' }, A59: { Success: true, ContentJson: '' } } });
    await h.controller.load();
    expect(h.controller.state.form).toMatchObject({ NameChinese: '王大明', IssueCity: '63000', IssueDate: '1050701' });
  });
});

describe('Form1 Next: saved data (F1-30, F1-51) and the agent route (F1-90)', () => {
  const VALID = {
    NameChinese: '王小明', NameEnglish: 'WANG,XIAO-MING', IssueType: '1', IssueDate: '1000101', IssueCity: '63000',
    HomeCity: '63000', HomeArea: '10001', HomeAddr: '忠孝東路四段100號5樓', Education: '2', HouseOwn: '1',
    TelMobile1: '0912345678', LiveTel: '0223456789', HomeTel: '0223456789', Email: 'wang@example.com',
    BillCity: '64000', BillArea: '80001', BillAddr: '中正四路1號', ENMiddleName: 'LEE', OtherNation1: 'US',
  };

  async function next(session: Record<string, unknown>) {
    const h = makeController(FORM1, { session, answers: { ...LOOKUPS, A29: { Success: true }, A60: { Success: true }, A59: { Success: true, ContentJson: '' } } });
    await h.controller.load();
    await h.controller.change({ ...h.controller.state.form, ...VALID });
    expect(await h.controller.submit()).toEqual([]);
    return h;
  }

  it('HomeAddress and BillAddress are the city and area texts of A22 and the street; the zips the area code\'s first 3 digits', async () => {
    const h = await next(NTB);
    expect(h.session.get('Form1Data')).toMatchObject({
      HomeAddress: '臺北市中正區忠孝東路四段100號5樓', BillAddress: '高雄市新興區中正四路1號', HomeZip: '100', BillZip: '800',
    });
  });

  it('the saved Form1Data holds the seed\'s Form1 keys (IDNO and Birthday stay session values)', async () => {
    const h = await next(NTB);
    const saved = h.session.get('Form1Data') as Record<string, unknown>;
    for (const key of ['Country', 'OtherNation1', 'HomeZip', 'BillZip', 'IssueType', 'IssueCity', 'IssueDate', 'HomeCity', 'HomeArea', 'HomeAddr', 'HomeAddress',
      'Education', 'HouseOwn', 'NameChinese', 'NameEnglish', 'ENMiddleName', 'TelMobile1', 'LiveTel', 'HomeTel', 'Email', 'BillCity', 'BillArea', 'BillAddr', 'BillAddress']) {
      expect(saved, key).toHaveProperty(key);
    }
    expect(saved.Country).toBe('TW');
    expect(h.session.get('IDNO')).toBe('F131104093');
    expect(h.session.get('Birthday')).toBe('0790101');
  });

  it.each([
    ['EmailValidate Y (A29 accepted) and STPFlowFlag Y', { STPFlowFlag: 'Y' }],
    ['STPFlowFlag N', { STPFlowFlag: 'N' }],
  ])('an agent (NTB) with %s → /Form2 with Page2.4, no A60', async (_what, flags) => {
    const h = await next({ ...NTB, ...flags, Agent: 'Y', AgentID: 'AG01' });
    expect(h.session.get('EmailValidate')).toBe('Y');
    expect(h.navigations).toEqual(['/Form2']);
    expect(h.session.get('pageState')).toBe('Page2.4');
    expect(h.calls.map(([code]) => code)).not.toContain('A60');
  });

  it('the same customer (no agent) with EmailValidate Y and STPFlowFlag Y → /EmailValidate', async () => {
    const h = await next({ ...NTB, STPFlowFlag: 'Y' });
    expect(h.navigations).toEqual(['/EmailValidate']);
  });
});

describe('Form1 as drawn (F1-14, F1-21, F1-23, F1-24, F1-25, F1-42, F1-77)', () => {
  async function show(session: Record<string, unknown> = NTB, language: 'zh-TW' | 'en' = 'zh-TW') {
    const store = new SessionStore(new MemoryStorage());
    store.assign(session);
    const popups: string[] = [];
    const i18n = createI18n(language, { 'zh-TW': zh, en });
    const app = stubAppServices(store, {
      consts: CONSTS,
      schemaCheck: nodeSchemaCheck,
      translate: (key, params) => i18n.t(key, params),
      api: { call: async (code) => (LOOKUPS[code] ?? { Success: true, ContentJson: '' }) as Record<string, unknown>, resetRetries: () => undefined },
      host: { popup: (view) => { popups.push(String(view.title ?? view.body)); return () => undefined; } },
    });
    const controller = new ScreenController(FORM1, app, {});
    render(<I18nextProvider i18n={i18n}><ScreenView controller={controller} report={(err) => { throw err; }} /></I18nextProvider>);
    await act(async () => { await controller.load(); });
    await screen.findByLabelText('身分證換補發類別', {}, { timeout: 15_000 }).catch(() => undefined);
    return { controller, popups };
  }

  it('the ID number (masked) and the birthday are shown as text, with no input holding them (F1-21, F1-24)', async () => {
    const { controller } = await show();
    await screen.findByText('F13****093', { exact: false });
    const body = document.body.textContent ?? '';
    expect(body).toContain('身分證字號');
    expect(body).toContain('F13****093');
    expect(body).toContain('0790101');
    const inputs = Array.from(document.querySelectorAll('input, select, textarea')) as HTMLInputElement[];
    expect(inputs.map((i) => i.value)).not.toContain('F131104093');
    expect(inputs.map((i) => i.value)).not.toContain('0790101');
    expect(document.getElementById('root_IDNO')).toBeNull();
    expect(document.getElementById('root_Birthday')).toBeNull();
    expect(controller.state.form.IDNO).toBeUndefined();
  });

  it('nationality is the text 國籍：中華民國, not a field; Country is TW in the form (F1-23)', async () => {
    const { controller } = await show();
    expect(document.body.textContent).toContain('國籍：中華民國');
    expect(controller.state.form.Country).toBe('TW');
    expect(document.querySelector('#root_Country:not([type=hidden])')).toBeNull();
  });

  it('the issue type select offers 初發, 補發, 換發 (1, 2, 3) and shows 初發 (F1-25)', async () => {
    const { controller } = await show();
    const select = () => document.getElementById('root_IssueType') as HTMLSelectElement;
    expect(Array.from(select().options).filter((o) => o.value !== '').map((o) => o.textContent)).toEqual(['初發', '補發', '換發']);
    expect(select().selectedOptions[0]?.textContent).toBe('初發');
    expect(controller.state.form.IssueType).toBe('1');
    for (const [label, value] of [['換發', '3'], ['補發', '2'], ['初發', '1']]) {
      const option = Array.from(select().options).find((o) => o.textContent === label)!;
      fireEvent.change(select(), { target: { value: option.value } });
      await act(async () => { await Promise.resolve(); });
      expect(controller.state.form.IssueType, label).toBe(value);
    }
  });

  it('the four other-nationality selects list A71\'s NalSwitchCode values with NalNameC, each shown once the one before is chosen (F1-14)', async () => {
    const { controller } = await show();
    for (const n of [1, 2, 3, 4]) {
      await waitFor(() => expect(document.getElementById(`root_OtherNation${n}`), `OtherNation${n}`).not.toBeNull());
      const el = document.getElementById(`root_OtherNation${n}`) as HTMLSelectElement;
      if (n < 4) expect(document.getElementById(`root_OtherNation${n + 1}`), `OtherNation${n + 1} before ${n} is chosen`).toBeNull();
      expect(Array.from(el.options).filter((o) => o.value !== '').map((o) => [o.value, o.textContent])).toEqual([['US', '美國'], ['JP', '日本']]);
      fireEvent.change(el, { target: { value: n % 2 ? 'US' : 'JP' } });
      await act(async () => { await Promise.resolve(); });
      expect(controller.state.form[`OtherNation${n}`]).toBe(n % 2 ? 'US' : 'JP');
    }
  });

  it('the English-name and middle-name links open their tooltips (F1-42)', async () => {
    const { popups } = await show();
    fireEvent.click(screen.getByRole('button', { name: '英文姓名說明' }));
    await act(async () => { await Promise.resolve(); });
    fireEvent.click(screen.getByRole('button', { name: '英文中間名說明' }));
    await act(async () => { await Promise.resolve(); });
    expect(popups).toEqual(['英文姓名', '英文中間名']);
    const tips = FORM1.popups as Record<string, { title: string; body: string }>;
    expect(i18nText(tips.englishNameTip.body)).toMatch(/\S/);
    expect(i18nText(tips.middleNameTip.body)).toMatch(/\S/);
  });

  it('the email field suggests the seed\'s free-mail domains as the local part is typed (F1-77)', async () => {
    await show();
    const email = document.getElementById('root_Email') as HTMLInputElement;
    fireEvent.change(email, { target: { value: 'a' } });
    await act(async () => { await Promise.resolve(); });
    const list = () => Array.from(document.getElementById(email.getAttribute('list') ?? '')?.querySelectorAll('option') ?? []).map((o) => o.value);
    expect(list()).toEqual(['a@gmail.com', 'a@yahoo.com', 'a@yahoo.com.tw', 'a@hotmail.com', 'a@hotmail.com.tw', 'a@livemail.com', 'a@livemail.tw']);
    fireEvent.change(email, { target: { value: 'a@gm' } });
    await act(async () => { await Promise.resolve(); });
    expect(list()).toEqual(['a@gmail.com']);
    fireEvent.change(email, { target: { value: 'a@hotmail.com.' } });
    await act(async () => { await Promise.resolve(); });
    expect(list()).toEqual(['a@hotmail.com.tw']);
  });
});

function i18nText(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), zh);
}
