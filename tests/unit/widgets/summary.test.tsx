// @vitest-environment jsdom
// summary (001 §2.6, §3.9; CONF-04..CONF-15): sections and rows from config, each section and row
// with its visibility rule (fields absent too), formatted values (ROC dates, lookup texts instead
// of codes, masked ID and mobile, yes/no, a dash for empty), text only; both locales; axe clean.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { act, cleanup, render } from '@testing-library/react';
import axe from 'axe-core';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { contracts, everyWidget } from '../../../widgets/index.js';
import { contract, formatValue, lookupTable, maskId, rocDateText, rocMonthText, rowsOf } from '../../../widgets/summary/contract.js';
import { fakeRuntime, flush, renderForm } from './harness.js';
import { ScreenController } from '../../../renderer/engine/screen.js';
import { MemoryStorage, SessionStore } from '../../../renderer/engine/session.js';
import type { ScreenConfig } from '../../../renderer/engine/types.js';
import { ScreenForm } from '../../../renderer/react/ScreenForm.js';
import { stubAppServices } from '../support/appServices.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function locale(lang: 'zh-TW' | 'en'): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (node: unknown, at: string) => {
    if (typeof node === 'string') out[at] = node;
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, at ? `${at}.${k}` : k);
  };
  walk(JSON.parse(readFileSync(resolve(__dirname, `../../../locales/${lang}.json`), 'utf8')), '');
  return out;
}

const A22 = [
  { CodeType: 'City', CodeID: '01', CodeDescription: '臺北市', CodeDescriptionEN: 'Taipei City' },
  { CodeType: 'City', CodeID: '02', CodeDescription: '新北市', CodeDescriptionEN: 'New Taipei City' },
  { CodeType: 'City', CodeID: '10001', CodeDescription: '中正區', ParentType: 'City', ParentCodeID: '01' },
];
const A71 = [
  { NalSwitchCode: 'JP', NalNameC: '日本' },
  { NalSwitchCode: 'US', NalNameC: '美國' },
];

const labels = {
  's.personal': '個人資料', 's.name': '中文姓名', 's.id': '身分證字號', 's.birthday': '出生日期', 's.city': '戶籍縣市',
  's.house': '不動產', 's.middle': '英文中間名', 's.nations': '其他國籍', 's.mobile': '行動電話', 's.english': '英文姓名',
  's.job': '到職年月', 's.student': '是否為學生', 's.loan': '信用貸款',
};

const schema: RJSFSchema = { type: 'object', properties: { secPersonal: { type: 'null' }, secLoan: { type: 'null' } } };

function personal(extra: Record<string, unknown> = {}): UiSchema {
  return {
    'ui:field': 'summary',
    'ui:label': false,
    'ui:options': {
      heading: 's.personal',
      labels: { NameChinese: 's.name', IDNO: 's.id', NameEnglish: 's.english', Birthday: 's.birthday', HomeCity: 's.city', HouseOwn: 's.house', ENMiddleName: 's.middle', OtherNation: 's.nations', TelMobile1: 's.mobile', JobDate: 's.job', IsStudent: 's.student' },
      values: {
        NameChinese: 'form.NameChinese', IDNO: 'form.IDNO', NameEnglish: 'form.NameEnglish', Birthday: 'form.Birthday', HomeCity: 'form.HomeCity',
        HouseOwn: 'form.RealtyOwn', ENMiddleName: 'form.ENMiddleName', OtherNation: '[form.OtherNation1, form.OtherNation2, form.OtherNation3]',
        TelMobile1: 'form.TelMobile1', JobDate: 'form.JobDate', IsStudent: 'form.IsStudent',
      },
      rowVisible: { NameEnglish: "session.CustomerType = 'NTB'", ENMiddleName: "$not(session.CustomerType = 'ETP')" },
      formats: { IDNO: 'maskId', Birthday: 'rocDate', HouseOwn: 'yesNo', TelMobile1: 'maskMobile', JobDate: 'rocYearMonth' },
      lookups: { HomeCity: "server.A22[CodeType = 'City' and $not($exists(ParentType))]", OtherNation: 'server.A71' },
      lookupKeys: { HomeCity: { valueKey: 'CodeID', labelKey: 'CodeDescription', labelKeyByLanguage: { en: 'CodeDescriptionEN' } }, OtherNation: { valueKey: 'NalSwitchCode', labelKey: 'NalNameC' } },
      ...extra,
    },
  };
}

const loan: UiSchema = {
  'ui:field': 'summary',
  'ui:label': false,
  'ui:options': { heading: 's.loan', level: 3, visibleWhen: "session.ApplyPL = 'Y'", labels: { ApplyAmt: 's.loan' }, values: { ApplyAmt: 'form.ApplyAmt' } },
};

const form = {
  NameChinese: '王小明', IDNO: 'A123456789', NameEnglish: 'WANG XIAO MING', Birthday: 1050315, HomeCity: '01', RealtyOwn: 'Y',
  OtherNation1: 'JP', OtherNation2: 'US', TelMobile1: '0912345678', JobDate: '10503', IsStudent: false, ApplyAmt: '150',
};

async function show(options: { ui?: UiSchema; formData?: Record<string, unknown>; session?: Record<string, unknown>; lang?: 'zh-TW' | 'en' } = {}) {
  const lang = options.lang ?? 'zh-TW';
  const runtime = fakeRuntime({ server: { A22, A71 }, session: options.session ?? {}, form: options.formData ?? form }, { ...locale(lang), ...labels });
  runtime.language = () => lang;
  const h = await renderForm({ schema, uiSchema: { secPersonal: options.ui ?? personal(), secLoan: loan }, formData: options.formData ?? form, runtime });
  return h;
}

/** The rows of a section as label -> the text a reader sees (the spoken-only text left out). */
function rowsShown(sectionId: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const row of document.querySelectorAll(`#${sectionId} .wg-summary__row`)) {
    const dd = row.querySelector('dd') as HTMLElement;
    const seen = [...dd.childNodes].filter((n) => !(n instanceof HTMLElement && n.classList.contains('wg-summary__sr'))).map((n) => n.textContent).join('');
    out[row.querySelector('dt')?.textContent ?? ''] = seen;
  }
  return out;
}

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('summary: a section of the preview', () => {
  it('formats each row: masked ID and mobile, ROC date and month, lookup texts, yes/no, a list joined, a dash for empty (CONF-05)', async () => {
    await show({ session: { CustomerType: 'NTB' } });
    expect(document.querySelector('#root_secPersonal h2')?.textContent).toBe('個人資料');
    expect(rowsShown('root_secPersonal')).toEqual({
      中文姓名: '王小明',
      身分證字號: 'A12****789',
      英文姓名: 'WANG XIAO MING',
      出生日期: '105/03/15',
      戶籍縣市: '臺北市',
      不動產: '是',
      英文中間名: '—',
      其他國籍: '日本、美國',
      行動電話: '0912***678',
      到職年月: '105/03',
      是否為學生: '否',
    });
    const empty = document.getElementById('root_secPersonal__ENMiddleName') as HTMLElement;
    expect(empty.querySelector('[aria-hidden="true"]')?.textContent).toBe('—');
    expect(empty.querySelector('.wg-summary__sr')?.textContent).toBe('未填寫');
  });

  it('rows with a rule: shown only when it is true, and hidden with the session keys absent (CONF-06, CONF-07)', async () => {
    await show({ session: {} });
    const shown = rowsShown('root_secPersonal');
    expect(shown).not.toHaveProperty('英文姓名');
    expect(shown).toHaveProperty('英文中間名');
    cleanup();
    await show({ session: { CustomerType: 'ETP' } });
    expect(rowsShown('root_secPersonal')).not.toHaveProperty('英文中間名');
    cleanup();
    await show({ session: { CustomerType: 'NTB' } });
    expect(rowsShown('root_secPersonal')).toHaveProperty('英文姓名', 'WANG XIAO MING');
  });

  it('a section with visibleWhen draws nothing until it is true, and appears when the data changes (CONF-13)', async () => {
    const h = await show({ session: {} });
    expect(document.getElementById('root_secLoan')).toBeNull();
    await h.update({ session: { ApplyPL: 'N' } });
    expect(document.getElementById('root_secLoan')).toBeNull();
    await h.update({ session: { ApplyPL: 'Y' } });
    const section = document.getElementById('root_secLoan') as HTMLElement;
    expect(section.querySelector('h3')?.textContent).toBe('信用貸款');
    expect(rowsShown('root_secLoan')).toEqual({ 信用貸款: '150' });
  });

  it('English: lookup names in English where the entries have them, Yes/No, the list separator, Not provided', async () => {
    await show({ lang: 'en', session: { CustomerType: 'NTB' } });
    const shown = rowsShown('root_secPersonal');
    expect(shown['戶籍縣市']).toBe('Taipei City');
    expect(shown['不動產']).toBe('Yes');
    expect(shown['是否為學生']).toBe('No');
    expect(shown['其他國籍']).toBe('日本, 美國');
    expect(document.querySelector('#root_secPersonal__ENMiddleName .wg-summary__sr')?.textContent).toBe('Not provided');
  });

  it('values are text: markup in the data is shown as typed, a code the lookup lacks as the code', async () => {
    await show({ formData: { ...form, NameChinese: '<b>王</b><img src=x onerror=alert(1)>', HomeCity: '99' } });
    const name = document.getElementById('root_secPersonal__NameChinese') as HTMLElement;
    expect(name.querySelector('b, img')).toBeNull();
    expect(name.querySelector('dd')?.textContent).toBe('<b>王</b><img src=x onerror=alert(1)>');
    expect(rowsShown('root_secPersonal')['戶籍縣市']).toBe('99');
  });

  it('an address from codes: zip, city and area looked up in A22, the street as typed, joined by its joinWith text', async () => {
    const address: UiSchema = { 'ui:field': 'summary', 'ui:label': false, 'ui:options': {
      heading: 's.personal', labels: { HomeAddress: 's.city', OtherNation: 's.nations' },
      values: { HomeAddress: '[form.HomeZip, form.HomeCity, form.HomeArea, form.HomeAddr]', OtherNation: '[form.OtherNation1, form.OtherNation2]' },
      lookups: { HomeAddress: "server.A22[CodeType = 'City']", OtherNation: 'server.A71' },
      lookupKeys: { HomeAddress: { valueKey: 'CodeID', labelKey: 'CodeDescription' }, OtherNation: { valueKey: 'NalSwitchCode', labelKey: 'NalNameC' } },
      joinWith: { HomeAddress: 's.addressJoin' } } };
    const runtime = fakeRuntime({ server: { A22, A71 }, form: {} }, { ...locale('zh-TW'), ...labels, 's.addressJoin': '' });
    await renderForm({ schema, uiSchema: { secPersonal: address }, runtime, formData: { HomeZip: '100', HomeCity: '01', HomeArea: '10001', HomeAddr: '重慶南路一段122號', OtherNation1: 'JP', OtherNation2: 'US' } });
    expect(rowsShown('root_secPersonal')).toEqual({ 戶籍縣市: '100臺北市中正區重慶南路一段122號', 其他國籍: '日本、美國' });
  });

  it('every value absent: every row a dash', async () => {
    await show({ formData: {}, session: { CustomerType: 'NTB' } });
    expect(Object.values(rowsShown('root_secPersonal')).every((v) => v === '—')).toBe(true);
  });

  it('passes axe (headings, description list, the spoken empty text)', async () => {
    await show({ session: { CustomerType: 'NTB', ApplyPL: 'Y' } });
    expect(document.getElementById('root_secLoan')).not.toBeNull();
    expect(await violations()).toEqual([]);
  });

  it('a row without a value rule, or with an unknown format, is a config fault naming it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(show({ ui: personal({ values: { NameChinese: 'form.NameChinese' } }) })).rejects.toThrow(/IDNO/);
    cleanup();
    await expect(show({ ui: personal({ formats: { IDNO: 'stars' } }) })).rejects.toThrow(/stars/);
  });
});

describe('summary formatting (no React)', () => {
  const texts = { yes: '是', no: '否', separator: '、' };

  it('ROC dates and months at their edges', () => {
    expect(rocDateText(1050315)).toBe('105/03/15');
    expect(rocDateText('1050315')).toBe('105/03/15');
    expect(rocDateText('0990101')).toBe('99/01/01');
    expect(rocDateText('990101')).toBe('99/01/01');
    expect(rocDateText('1050229')).toBe('105/02/29');
    expect(rocDateText('1060229')).toBeUndefined();
    expect(rocDateText('105031')).toBeUndefined(); // six digits are a year below 100: 010/50/31 is no date
    expect(rocMonthText('10503')).toBe('105/03');
    expect(rocMonthText('10513')).toBeUndefined();
    expect(formatValue('1060229', 'rocDate', texts)).toBe('1060229');
  });

  it('textKey: a fixed code shown by its text from locales (issue type 1 -> 初發), nothing when absent', () => {
    const t = (key: string) => ({ 'form1.issueType1': '初發' } as Record<string, string>)[key] ?? key;
    expect(formatValue('form1.issueType1', 'textKey', { ...texts, t })).toBe('初發');
    expect(formatValue(undefined, 'textKey', { ...texts, t })).toBeUndefined();
    expect(formatValue('form1.issueType1', 'textKey', texts)).toBe('form1.issueType1');
  });

  it('masks: ID number and mobile', () => {
    expect(maskId('A123456789')).toBe('A12****789');
    expect(maskId('A12345')).toBe('******');
    expect(formatValue('a123456789', 'maskId', texts)).toBe('a12****789');
    expect(formatValue('0912345678', 'maskMobile', texts)).toBe('0912***678');
  });

  it('empty, yes/no, numbers, booleans, lists', () => {
    for (const empty of [undefined, null, '', '  ', [], ['', null]]) expect(formatValue(empty, undefined, texts)).toBeUndefined();
    expect(formatValue(0, undefined, texts)).toBe('0');
    expect(formatValue(true, undefined, texts)).toBe('是');
    expect(formatValue(false, 'yesNo', texts)).toBe('否');
    expect(formatValue('N', 'yesNo', texts)).toBe('否');
    expect(formatValue('X', 'yesNo', texts)).toBe('X');
    expect(formatValue('N', undefined, texts)).toBe('N');
    expect(formatValue(['JP', '', 'US'], undefined, texts, lookupTable(A71, { valueKey: 'NalSwitchCode', labelKey: 'NalNameC' }))).toBe('日本、美國');
  });

  it('lookup tables: default keys, language names', () => {
    expect(lookupTable(A22, { valueKey: 'CodeID', labelKey: 'CodeDescription' }).get('02')).toBe('新北市');
    expect(lookupTable(A22, { valueKey: 'CodeID', labelKey: 'CodeDescription', labelKeyByLanguage: { en: 'CodeDescriptionEN' } }, 'en').get('02')).toBe('New Taipei City');
  });

  it('rowsOf keeps the config order and names faults', () => {
    expect(rowsOf({ heading: 'h', labels: { B: 'b', A: 'a' }, values: { A: 'x', B: 'y' } })).toEqual([['B', 'b'], ['A', 'a']]);
    expect(() => rowsOf({ labels: { A: 'a' }, values: { A: 'x' } })).toThrow(/heading/);
    expect(() => rowsOf({ heading: 'h', labels: {}, values: {} })).toThrow(/labels/);
  });

  it('is registered as a field of no value', () => {
    expect(contracts.summary).toBe(contract);
    expect(contract.kind).toBe('field');
    expect(contract.valueType).toBe('null');
  });
});

// Through the renderer itself: the screen's controller gives the session and form, i18next the real locales.
describe('summary on a configured screen', () => {
  // The heading and labels borrow keys the real locales hold (widgets.summary.*), so both languages are the shipped texts.
  const SCREEN = {
    version: 1,
    id: 'sum',
    title: 'sum.title',
    schema: { type: 'object', properties: { IDNO: { type: 'string' }, IssueDate: { type: 'string' }, HouseOwn: { type: 'string' }, ApplyAmt: { type: 'string' }, secPersonal: { type: 'null' }, secLoan: { type: 'null' } } },
    uiSchema: {
      'ui:order': ['secPersonal', 'secLoan', '*'],
      IDNO: { 'ui:widget': 'hidden' }, IssueDate: { 'ui:widget': 'hidden' }, HouseOwn: { 'ui:widget': 'hidden' }, ApplyAmt: { 'ui:widget': 'hidden' },
      secPersonal: { 'ui:field': 'summary', 'ui:label': false, 'ui:options': {
        heading: 'widgets.summary.yes', labels: { IDNO: 'widgets.summary.no', IssueDate: 'widgets.summary.emptyLabel', HouseOwn: 'widgets.summary.empty' },
        values: { IDNO: 'form.IDNO', IssueDate: 'form.IssueDate', HouseOwn: 'form.HouseOwn' },
        rowVisible: { HouseOwn: "$not(session.ApplyShortForm = 'Y')" },
        formats: { IDNO: 'maskId', IssueDate: 'rocDate', HouseOwn: 'yesNo' } } },
      secLoan: { 'ui:field': 'summary', 'ui:label': false, 'ui:options': { heading: 'widgets.summary.no', visibleWhen: "session.ApplyPL = 'Y'", labels: { ApplyAmt: 'widgets.summary.yes' }, values: { ApplyAmt: 'form.ApplyAmt' } } },
    },
  } as unknown as ScreenConfig;

  async function showScreen(session: Record<string, unknown>, lang: 'zh-TW' | 'en') {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: lang, resources: { [lang]: { translation: JSON.parse(readFileSync(resolve(__dirname, `../../../locales/${lang}.json`), 'utf8')) } }, interpolation: { prefix: '{', suffix: '}' } });
    const store = new SessionStore(new MemoryStorage());
    store.assign(session);
    store.set('form.sum', { IDNO: 'A123456789', IssueDate: '1050315', HouseOwn: 'N', ApplyAmt: '150' });
    const controller = new ScreenController(SCREEN, stubAppServices(store), {});
    render(<I18nextProvider i18n={i18n}><main><ScreenForm registry={everyWidget} controller={controller} report={(e) => { throw e; }} validator={validator as ValidatorType} /></main></I18nextProvider>);
    await act(async () => { await controller.load(); });
    await flush();
    await flush();
  }

  it('zh-TW: formatted rows; the short form hides its row; ApplyPL absent hides the loan section', async () => {
    await showScreen({ ApplyShortForm: 'Y' }, 'zh-TW');
    expect(rowsShown('root_secPersonal')).toEqual({ 否: 'A12****789', 未填寫: '105/03/15' });
    expect(document.getElementById('root_secLoan')).toBeNull();
    expect(await violations()).toEqual([]);
  });

  it('en: Yes/No texts, the loan section with ApplyPL Y', async () => {
    await showScreen({ ApplyPL: 'Y' }, 'en');
    expect(rowsShown('root_secPersonal')).toEqual({ No: 'A12****789', 'Not provided': '105/03/15', '—': 'No' });
    expect(rowsShown('root_secLoan')).toEqual({ Yes: '150' });
  });
});
