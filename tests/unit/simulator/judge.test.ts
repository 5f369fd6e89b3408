// The bank judges an application with the screens the browser ran (simulator/judge): given the
// A97 content a real ETB journey submitted (tests/fixtures/etb-confirm-submit.json's), when a
// value is broken as a script could send it, then the screen's own rule refuses it, in both
// languages; hidden fields and fields the payload does not carry are left to the browser.
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadJudgeConfig, type JudgeConfig } from '../../../simulator/judge/config.js';
import { formsFromPayload } from '../../../simulator/judge/forms.js';
import { judgeApplication, type Facts } from '../../../simulator/judge/judge.js';

const ROOT = resolve(import.meta.dirname, '../../..');
let config: JudgeConfig;
beforeAll(() => { config = loadJudgeConfig(ROOT); });

const ETB_CONTENT: Record<string, unknown> = {
  ApplyLogID: 'AL1', CustomerType: 'ETB', FlowType: 'ETB', CardCode: 'CB01', ChineseName: '王小明', EnglishName: 'WANG,HSIAO-MING',
  Birthday: '1980-01-01', Country: 'TW', IDNO: 'A123456789', IssueType: '3', IssueDate: '1050315', IssueCity: '63000', Education: '2',
  Mobile: '0912345678', LiveTel: '0227001234', HomeTel: '0227001234', Email: 'xiaoming.wang@example.com', HomeZip: '106', HomeCity: '63000',
  HomeArea: '10601', HomeAddr: '復興南路一段390號5樓', BillZip: '110', BillCity: '63000', BillArea: '11001', BillAddr: '信義路五段7號35樓',
  IsStudent: 'N', Company: '台灣積體電路製造股份有限公司', JobDate: '10001', CompTel: '0227001234', CompanyZip: '110', CompanyCity: '63000',
  CompanyArea: '11001', CompanyAddr: '信義路五段7號35樓', JobType: '02', TitleType: '04', YearlyIncome: '150', HouseOwn: '1', ApplyPL: 'N',
  ApplyShortForm: 'N', STPFlowFlag: 'N', ClientType: 'O',
};
const etb = (over: Partial<Facts['session']> = {}): Facts => ({
  session: { CustomerType: 'ETB', FlowType: 'ETB', IDNO: 'A123456789', Birthday: '0690101', ApplyShortForm: 'N', ApplyPL: 'N', ...over },
  server: {},
});

describe('formsFromPayload', () => {
  it('given the A97 content, then the forms it was filled from, by their session keys and fields', () => {
    const sent = formsFromPayload(ETB_CONTENT, config.payloads.A97);
    expect(sent.forms.Form1Data).toMatchObject({ NameChinese: '王小明', TelMobile1: '0912345678', Email: 'xiaoming.wang@example.com' });
    expect(sent.forms.Form2Data).toMatchObject({ Company: '台灣積體電路製造股份有限公司', IncomeY: '150', JobType: '02' });
    expect(sent.forms.Form3Data).toBeUndefined();
    expect(sent.carried.Form2Data.has('IncomeY')).toBe(true);
    expect(sent.session).toMatchObject({ CustomerType: 'ETB', ApplyShortForm: 'N' });
    // A transformation (an agent's is N) cannot be read back: the bank judges STPFlowFlag by its records (judge/flags.ts).
    expect(sent.session).not.toHaveProperty('STPFlowFlag');
  });
});

describe('judgeApplication', () => {
  it('given what a real ETB journey sent, then nothing to refuse', async () => {
    expect(await judgeApplication(ETB_CONTENT, etb(), config)).toEqual([]);
  });

  it.each([
    { change: { YearlyIncome: 'abc' }, field: 'IncomeY', message: 'form2.errIncome' },
    { change: { Company: '   ' }, field: 'Company', message: 'form2.errCompany' },
    { change: { JobDate: '99912' }, field: 'JobDate', message: 'form2.errJobDateFuture' },
    { change: { CompTel: '12' }, field: 'CompTel', message: 'form2.errCompTel' },
    { change: { Email: 'not-an-address' }, field: 'Email', message: 'form1.errEmail' },
  ])('given $change sent by a script, then refused by $message on $field', async ({ change, field, message }) => {
    const problems = await judgeApplication({ ...ETB_CONTENT, ...change }, etb(), config);
    expect(problems.map((p) => [p.field, p.message])).toContainEqual([field, message]);
    const refused = problems.find((p) => p.field === field)!;
    expect(refused.text['zh-TW']).toBe(config.texts['zh-TW'][message]);
    expect(refused.text.en).toBe(config.texts.en[message]);
  });

  it('given an ETB application without its company form, then refused: the form is missing', async () => {
    const content = Object.fromEntries(Object.entries(ETB_CONTENT).filter(([k]) => !['IsStudent', 'Company', 'JobDate', 'CompTel', 'CompanyZip', 'CompanyCity', 'CompanyArea', 'CompanyAddr', 'JobType', 'TitleType', 'YearlyIncome'].includes(k)));
    const problems = await judgeApplication(content, etb(), config);
    expect(problems).toEqual([expect.objectContaining({ form: 'Form2Data', screen: 'form2', text: expect.objectContaining({ 'zh-TW': `缺少「${config.texts['zh-TW']['form2.title']}」` }) })]);
  });

  it('given a script claiming another customer type than the bank holds, then the bank\'s decides (the company form is still needed)', async () => {
    const content = Object.fromEntries(Object.entries(ETB_CONTENT).filter(([k]) => !['IsStudent', 'Company', 'JobDate', 'CompTel', 'CompanyZip', 'CompanyCity', 'CompanyArea', 'CompanyAddr', 'JobType', 'TitleType', 'YearlyIncome'].includes(k)));
    const problems = await judgeApplication({ ...content, CustomerType: 'ETP', FlowType: 'ETP' }, etb(), config);
    expect(problems.map((p) => p.form)).toEqual(['Form2Data']);
  });

  it('given an ETP applicant (flows/session.json: Form2Data optional for the ETP flow), then no company form is fine', async () => {
    const content = Object.fromEntries(Object.entries(ETB_CONTENT).filter(([k]) => !['IsStudent', 'Company', 'JobDate', 'CompTel', 'CompanyZip', 'CompanyCity', 'CompanyArea', 'CompanyAddr', 'JobType', 'TitleType', 'YearlyIncome'].includes(k)));
    expect(await judgeApplication({ ...content, CustomerType: 'ETP', FlowType: 'ETP' }, etb({ CustomerType: 'ETP', FlowType: 'ETP' }), config)).toEqual([]);
  });
});
