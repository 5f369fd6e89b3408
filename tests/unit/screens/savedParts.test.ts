// The saved form data parts of 001 §3.9 (CONF-38): Form1Data, Form2Data, Form3Data, GiftInfo and
// ModFlag. The real Form1 and Form2 configs run headlessly on one session, one after the other,
// as the applicant would: each form is kept under its seed key, and ModFlag gathers both forms' flags.
import { describe, expect, it } from 'vitest';
import { MemoryStorage, SessionStore } from '../../../renderer/engine/session.js';
import { formSessionKey } from '../../../renderer/engine/screen.js';
import { loadScreen, makeController } from './screenChecks.js';

const FORM1 = loadScreen('form1');
const FORM2 = loadScreen('form2');
const NTB = { CustomerType: 'NTB', FlowType: 'NTB', Birthday: '0790101', IDNO: 'F131104093', ApplyLogID: 'LOG-1' };
const FORM1_VALID = {
  NameChinese: '林小華', NameEnglish: 'LIN,XIAO-HUA', IssueType: '1', IssueDate: '1000101', IssueCity: '63000',
  HomeCity: '63000', HomeArea: '10001', HomeZip: '100', HomeAddr: '忠孝東路四段100號5樓', Education: '2', HouseOwn: '1',
  TelMobile1: '0912345678', LiveTel: '0223456789', HomeTel: '0223456789', Email: 'lin@example.com',
  BillCity: '63000', BillArea: '10001', BillZip: '100', BillAddr: '忠孝東路四段100號5樓', Country: 'TW',
};
const FORM2_VALID = {
  IsStudent: 'N', Company: '臺灣測試股份有限公司', JobDate: '10801', CompTel: '0223456789', CompTelExt: '123',
  CompanyCity: '63000', CompanyArea: '10001', CompanyZip: '100', CompanyAddr: '中山路一段1號',
  JobType: '01', TitleType: '01', IncomeY: '60', BinId: '04595257', sameAsCompanyForContact: false,
};

/** Runs a screen on the given session's values and submits the form; answers the session after. */
async function submitOn(values: Record<string, unknown>, screen: typeof FORM1, form: Record<string, unknown>): Promise<Record<string, unknown>> {
  const h = makeController(screen, { session: values, answers: { A29: { Success: true }, A60: { Success: true }, A43: { Success: true } } });
  await h.controller.change({ ...h.controller.state.form, ...form });
  expect(await h.controller.submit()).toEqual([]);
  return h.session.snapshot();
}

describe('the saved parts Form1Data, Form2Data, Form3Data, GiftInfo, ModFlag (001 §3.9, CONF-38)', () => {
  it('the three forms name their seed keys as where their data is kept', () => {
    expect(['form1', 'form2', 'form3'].map((id) => formSessionKey(loadScreen(id)))).toEqual(['Form1Data', 'Form2Data', 'Form3Data']);
    expect(formSessionKey({ id: 'gift' })).toBe('form.gift');
  });

  it('Form1 then Form2: each form under its key, no form.<id> copies, and ModFlag holds the flags of both', async () => {
    const afterForm1 = await submitOn(NTB, FORM1, FORM1_VALID);
    expect(afterForm1.Form1Data).toMatchObject({ NameChinese: '林小華', Email: 'lin@example.com' });
    expect(afterForm1).not.toHaveProperty('form.form1');
    // EmailValidate is A29's answer on this submit (the flags are computed after it).
    expect(afterForm1.ModFlag).toMatchObject({ ChineseNameModFlag: 'N', IssueModFlag: 'Y', sameAsContactForHome: 'N', EmailValidate: 'Y' });

    const afterForm2 = await submitOn(afterForm1, FORM2, { ...FORM2_VALID, sameAsCompanyForHome: true });
    expect(afterForm2.Form2Data).toMatchObject({ Company: '臺灣測試股份有限公司', IncomeY: '60' });
    expect(afterForm2.Form1Data).toEqual(afterForm1.Form1Data);
    // Form1's flags stay beside Form2's own.
    expect(afterForm2.ModFlag).toMatchObject({ IssueModFlag: 'Y', sameAsCompanyForHome: 'Y', sameAsCompanyForContact: 'N' });
  });

  it('a saved Form1Data comes back when the screen is opened again (a reload, or Edit from /Confirm)', () => {
    const session = new SessionStore(new MemoryStorage());
    session.assign({ ...NTB, Form1Data: { NameChinese: '林小華' } });
    const h = makeController(FORM1, { session: session.snapshot() });
    expect(h.controller.state.form.NameChinese).toBe('林小華');
  });
});
