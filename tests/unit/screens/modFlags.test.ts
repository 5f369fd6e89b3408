// Form1's modification flags (001 §3.2; F1-47..F1-50) on the real schemas/form1.json: an existing
// customer's field differing from what A20 had on file is Y, a change typed back is N, a field A20
// did not have turns Y when the applicant fills it; a new customer's flags stay N.
import { describe, expect, it } from 'vitest';
import { loadScreen, makeController } from './screenChecks.js';

const FORM1 = loadScreen('form1');
const A20 = {
  Success: true, NameChinese: '王小明', TelMobile: '0912345678', TelLive: '0223456789', TelHouse: '0223456789',
  HouseCity: '63000', HouseArea: '10001', HouseAddr: '忠孝東路四段100號5樓',
  ContactCity: '63000', ContactArea: '10001', ContactAddr: '忠孝東路四段100號5樓',
};
const VALID = {
  NameChinese: '王小明', IssueType: '1', IssueDate: '1000101', IssueCity: '63000',
  HomeCity: '63000', HomeArea: '10001', HomeZip: '100', HomeAddr: '忠孝東路四段100號5樓', Education: '2', HouseOwn: '1',
  TelMobile1: '0912345678', LiveTel: '0223456789', HomeTel: '0223456789', Email: 'wang@example.com',
  BillCity: '63000', BillArea: '10001', BillZip: '100', BillAddr: '忠孝東路四段100號5樓', Country: 'TW',
};
const ETB = { CustomerType: 'ETB', FlowType: 'ETB', Birthday: '0690101', IDNO: 'A123456789', ApplyLogID: 'LOG-1', ApproveCus: 'Y' };

async function flags(session: Record<string, unknown>, form: Record<string, unknown>): Promise<Record<string, string>> {
  const h = makeController(FORM1, { session, server: { A20 }, answers: { A29: { Success: true }, A60: { Success: true } } });
  await h.controller.change({ ...h.controller.state.form, ...form });
  expect(await h.controller.submit()).toEqual([]);
  return h.controller.state.form.ModFlag as Record<string, string>;
}

describe('Form1 ModFlag (F1-47..F1-50)', () => {
  it('an existing customer who changes nothing on file: every field flag N; the email A20 did not have, filled in: EmailModFlag Y', async () => {
    const got = await flags(ETB, VALID);
    expect(got).toMatchObject({ ChineseNameModFlag: 'N', HomeModFlag: 'N', BillModFlag: 'N', MobileModFlag: 'N', HomeTelModFlag: 'N', LiveTelModFlag: 'N', ENMiddleNameModFlag: 'N', EmailModFlag: 'Y', IssueModFlag: 'N' });
  });

  it('the registered street changed: HomeModFlag Y; the same street typed back: N (F1-49)', async () => {
    expect((await flags(ETB, { ...VALID, HomeAddr: '忠孝東路四段102號5樓' })).HomeModFlag).toBe('Y');
    expect((await flags(ETB, { ...VALID, HomeAddr: '忠孝東路四段100號5樓' })).HomeModFlag).toBe('N');
  });

  it('a phone changed: its own flag alone', async () => {
    const got = await flags(ETB, { ...VALID, LiveTel: '0227001234' });
    expect(got).toMatchObject({ LiveTelModFlag: 'Y', HomeTelModFlag: 'N', MobileModFlag: 'N' });
  });

  it('not an approved customer: IssueModFlag Y, ApproveCus absent included (F1-50)', async () => {
    expect((await flags({ ...ETB, ApproveCus: 'N' }, VALID)).IssueModFlag).toBe('Y');
    const { ApproveCus: _drop, ...noApprove } = ETB;
    expect((await flags(noApprove, VALID)).IssueModFlag).toBe('Y');
  });

  it('a new customer: the field flags are N whatever is typed (there is nothing on file)', async () => {
    const got = await flags({ ...ETB, CustomerType: 'NTB', FlowType: 'NTB' }, { ...VALID, NameEnglish: 'WANG,XIAO-MING', HomeAddr: '中山路1段1號' });
    expect(got).toMatchObject({ ChineseNameModFlag: 'N', HomeModFlag: 'N', EmailModFlag: 'N', MobileModFlag: 'N' });
  });
});
