// @vitest-environment jsdom
// /Confirm's summary sections (001 §2.6) as the real screen (schemas/confirm.json) draws them:
// the real controller and ScreenForm with the shipped zh-TW texts, the saved Form1Data/Form2Data
// of the session and lookup lists as A22/A71 answer them, each row read from the page (label and
// the text a reader sees). CONF-05 (the personal rows of a new customer's long form), CONF-06
// (the English name for NTB only), CONF-09 (the five contact rows), CONF-10 (the company rows of
// the long form), CONF-20 (the saved Form1 state is what the preview shows).
import { act, cleanup, render } from '@testing-library/react';
import type { ValidatorType } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { ScreenForm } from '../../../renderer/react/ScreenForm.js';
import { loadRuleTablesFor } from '../../../rules/evaluator.js';
import { everyWidget } from '../../../widgets/index.js';
import { flush } from '../widgets/harness.js';
import { loadScreen, makeController, readJson } from './screenChecks.js';

afterEach(() => { cleanup(); });

const CONFIRM = loadScreen('confirm');
const A22 = [
  { CodeType: 'City', CodeID: '63000', CodeDescription: '臺北市' },
  { CodeType: 'City', CodeID: '65000', CodeDescription: '新北市' },
  { CodeType: 'City', CodeID: '10601', CodeDescription: '大安區' },
  { CodeType: 'City', CodeID: '22001', CodeDescription: '板橋區' },
  { CodeType: 'City', CodeID: '11001', CodeDescription: '信義區' },
  { CodeType: 'IssueJcicCode', CodeID: '09007', CodeDescription: '北市' },
  { CodeType: 'Education', CodeID: '3', CodeDescription: '大學' },
  { CodeType: 'HouseOwn', CodeID: '2', CodeDescription: '本人所有' },
  { CodeType: 'tpJobType', CodeID: '05', CodeDescription: '製造業' },
  { CodeType: 'tpTitleType', CodeID: '12', CodeDescription: '工程師' },
];
const A71 = [{ NalSwitchCode: 'TW', NalNameC: '中華民國' }, { NalSwitchCode: 'JP', NalNameC: '日本' }];
const FORM1 = {
  NameChinese: '林小華', NameEnglish: 'LIN HSIAO HUA', ENMiddleName: 'AMY', Country: 'TW', IssueType: '1', IssueCity: '09007', IssueDate: '1050315',
  HomeZip: '106', HomeCity: '63000', HomeArea: '10601', HomeAddr: '復興南路一段1號', Education: '3', HouseOwn: '2', OtherNation1: 'JP',
  TelMobile1: '0912345678', LiveTel: '0227181234', HomeTel: '0223456789', Email: 'hua@example.com',
  BillZip: '220', BillCity: '65000', BillArea: '22001', BillAddr: '文化路二段2號',
};
const FORM2 = {
  IsStudent: 'N', Company: '臺灣測試股份有限公司', JobDate: '10803', CompTel: '0225551234', CompTelExt: '321',
  CompanyZip: '110', CompanyCity: '63000', CompanyArea: '11001', CompanyAddr: '信義路五段7號', JobType: '05', TitleType: '12', IncomeY: '60', BinId: '22099131',
};
const SESSION = { CustomerType: 'NTB', FlowType: 'NTB', IDNO: 'F131104093', Birthday: '0790101', ApplyLogID: 'AL1', Form1Data: FORM1, Form2Data: FORM2 };

async function show(session: Record<string, unknown>): Promise<void> {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'zh-TW', resources: { 'zh-TW': { translation: readJson<Record<string, unknown>>('locales/zh-TW.json') } }, interpolation: { prefix: '{', suffix: '}' } });
  // As the app's screen loader does (renderer/react/main.tsx): the payload mappings the rows read load first.
  await loadRuleTablesFor(CONFIRM);
  const h = makeController(CONFIRM, { session, answers: { A22, A71 } });
  render(<I18nextProvider i18n={i18n}><main><ScreenForm registry={everyWidget} controller={h.controller} report={(e) => { throw e; }} validator={validator as ValidatorType} /></main></I18nextProvider>);
  await act(async () => { await h.controller.load(); });
  await flush();
  await flush();
}

/** The rows of a section as label -> the text a reader sees (the spoken-only text left out). */
function rowsShown(sectionId: string): Record<string, string> {
  const section = document.getElementById(sectionId);
  if (!section) throw new Error(`no section ${sectionId}`);
  const out: Record<string, string> = {};
  for (const row of section.querySelectorAll('.wg-summary__row')) {
    const dd = row.querySelector('dd') as HTMLElement;
    out[row.querySelector('dt')?.textContent ?? ''] = [...dd.childNodes].filter((n) => !(n instanceof HTMLElement && n.classList.contains('wg-summary__sr'))).map((n) => n.textContent).join('');
  }
  return out;
}

describe('/Confirm summary on the real screen (001 §2.6)', () => {
  it('CONF-05, CONF-20: a new customer\'s long form shows every personal row, from the saved Form1Data', async () => {
    await show(SESSION);
    expect(rowsShown('root_secPersonal')).toEqual({
      中文姓名: '林小華', 身分證字號: 'F13****093', 英文姓名: 'LIN HSIAO HUA', 國籍: '中華民國', 出生日期: '79/01/01',
      身分證換補發類別: '初發', 身分證發證地點: '北市', 身分證發證日期: '105/03/15', 戶籍地址: '106臺北市大安區復興南路一段1號',
      教育程度: '大學', 現居房屋所有權: '本人所有', 英文別名: 'AMY', 其他國籍: '日本',
    });
  });

  it('CONF-06: the English name row for NTB only, not for an existing customer (ETB)', async () => {
    await show(SESSION);
    expect(rowsShown('root_secPersonal')).toHaveProperty('英文姓名', 'LIN HSIAO HUA');
    cleanup();
    await show({ ...SESSION, CustomerType: 'ETB', FlowType: 'ETB' });
    const etb = rowsShown('root_secPersonal');
    expect(etb).not.toHaveProperty('英文姓名');
    expect(etb).toHaveProperty('中文姓名', '林小華');
  });

  it('CONF-09: the contact section\'s five rows: mobile (typed by the new customer: in full, issue 17 §9), current and registered phone, email, billing address', async () => {
    await show(SESSION);
    expect(rowsShown('root_secContact')).toEqual({
      行動電話: '0912345678', 現居電話: '0227181234', 戶籍電話: '0223456789', 電子郵件: 'hua@example.com', 帳單地址: '220新北市板橋區文化路二段2號',
    });
  });

  it.each([
    { who: 'an existing customer whose number the bank gave (A20 TelMobile)', session: { CustomerType: 'ETB', FlowType: 'ETB', EtbData: { TelMobile: '0912345678' } }, shown: '0912***678' },
    { who: 'an existing customer without a number on file (typed it)', session: { CustomerType: 'ETB', FlowType: 'ETB', EtbData: { TelMobile: '' } }, shown: '0912345678' },
    { who: 'a new customer', session: {}, shown: '0912345678' },
  ])('the mobile on the preview for $who: $shown (issue 17 §9)', async ({ session, shown }) => {
    await show({ ...SESSION, ...session });
    expect(rowsShown('root_secContact')['行動電話']).toBe(shown);
  });

  it('CONF-10: the long form\'s company rows: name, start date, phone and extension, address, industry, occupation, income, GUI number', async () => {
    await show(SESSION);
    expect(rowsShown('root_secCompany')).toEqual({
      公司名稱: '臺灣測試股份有限公司', 到職年月: '108/03', 公司電話: '0225551234', 分機: '321', 公司地址: '110臺北市信義區信義路五段7號',
      行業類別: '製造業', 職稱: '工程師', '年收入（萬元）': '60', 公司統一編號: '22099131',
    });
  });
});
