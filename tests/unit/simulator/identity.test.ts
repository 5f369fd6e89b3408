// Identities and customer calls: A84 per identity (IDX-39, SESS-06/07), A5, A28, A20, A99, A37,
// apply logs and page data (A152/A166), and the small fixed calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCustomersFile, loadCustomers } from '../../../simulator/data.js';
import { isNationalId } from '../../../simulator/util.js';
import { startTestSim, type TestSim } from './helpers.js';
import { withMessageTranslations } from '../../../simulator/messages.js';
import { text, textEn } from '../../support/config.js';

let sim: TestSim;
beforeAll(async () => { sim = await startTestSim(); });
afterAll(async () => { await sim.close(); });

describe('customer file', () => {
  it.each(['F131104093', 'A123456789', 'B220012340', 'H120345679', 'E220456783', 'I100000003'])('%s is a valid national ID', (id) => {
    expect(isNationalId(id)).toBe(true);
  });

  it.each(['A123456788', 'I100000009', 'A323456789', 'a123456789', 'A12345678'])('%s is not', (id) => {
    expect(isNationalId(id)).toBe(false);
  });

  it('holds the eight customers with every A20 field', async () => {
    const customers = await loadCustomers(defaultCustomersFile);
    expect([...customers.keys()].sort()).toEqual(['A123456789', 'B220012340', 'D234567805', 'E220456783', 'G112233409', 'H120345679', 'K122334452', 'M120345672']);
    for (const c of customers.values()) {
      // PLDefaultAmt: the ETP personal-loan default amount (001 §5.3), only on the customers that have one.
      expect(Object.keys(c.A20).filter((k) => k !== 'PLDefaultAmt').sort()).toEqual(['ContactAddr', 'ContactArea', 'ContactCity', 'Education', 'Email', 'GetDate',
        'Get_Type', 'HouseAddr', 'HouseArea', 'HouseCity', 'HouseOwn', 'IssueCity', 'MiddleName', 'NameChinese',
        'NameEnglish_Family', 'NameEnglish_First', 'TelHouse', 'TelLive', 'TelMobile']);
    }
    expect(customers.get('B220012340')!.A20.PLDefaultAmt).toBe('200');
  });
});

describe('A84 validate type', () => {
  it.each([
    ['F131104093', '0790101', { FlowType: 'NTB', CustomerType: 'NTB', ApproveCus: 'N', OFFUSFlag: 'N', PERMASFlag: 'N' }],
    ['A123456789', '0690101', { FlowType: 'ETB', CustomerType: 'ETB', ApproveCus: 'N', OFFUSFlag: 'N' }],
    ['B220012340', '0750505', { FlowType: 'ETP', CustomerType: 'ETP', ApproveCus: 'Y' }],
    ['H120345679', '0700707', { FlowType: 'ETB', CustomerType: 'ETB', OFFUSFlag: 'Y' }],
    ['E220456783', '0800808', { FlowType: 'ETB', CustomerType: 'ETP', ApproveCus: 'N' }],
  ])('%s / %s', async (IDNO, Birthday, expected) => {
    const res = await sim.call('A84', { IDNO, Birthday, Mobile: '', ApplyType: 'X' });
    expect(res).toMatchObject({ Success: true, ...expected, TandemID: expect.any(String) });
    expect(Object.keys(res).sort()).toEqual(['ApproveCus', 'CustomerType', 'FlowType', 'OFFUSFlag', 'PERMASFlag', 'Success', 'TandemID']);
  });

  it('any valid ID not on file is NTB, whatever the birthday', async () => {
    expect((await sim.call('A84', { IDNO: 'I100000003', Birthday: '0800101' })).CustomerType).toBe('NTB');
  });

  it('a customer on file with another birthday gets what an ID not on file gets (tests/security/customerOracle.test.ts)', async () => {
    const { TandemID: _t, ...answer } = await sim.call('A84', { IDNO: 'A123456789', Birthday: '0690102' });
    expect(answer).toEqual({ Success: true, FlowType: 'NTB', CustomerType: 'NTB', ApproveCus: 'N', OFFUSFlag: 'N', PERMASFlag: 'N' });
  });

  // The start screen's own checks judge A84 first (simulator/judge): its message in both languages.
  it.each([
    ['A123456788', '0690101', 'err.idInvalid'],
    ['F131104093', '79', 'err.birthdayInvalid'],
  ])('%s / %s -> Success false, the start screen\'s %s', async (IDNO, Birthday, key) => {
    expect(await sim.call('A84', { IDNO, Birthday })).toEqual({ Success: false, ErrMsg: text(key), Translations: { en: { ErrMsg: textEn(key) } } });
  });

  it('accepts a lower-case ID and a 6-digit birthday', async () => {
    expect((await sim.call('A84', { IDNO: 'a123456789', Birthday: '690101' })).CustomerType).toBe('ETB');
  });
});

describe('apply logs and customer data', () => {
  it('A5 opens an apply log for a customer on file (after A84 on the same token) and masks the mobile', async () => {
    const s = await sim.session();
    expect((await s.call('A5', { ID: 'A123456789', BDayYMD: '0690101' })).Success).toBe(false); // A84 first
    await s.call('A84', { IDNO: 'A123456789', Birthday: '0690101' });
    const res = await s.call('A5', { ID: 'A123456789', CTID: 'DEMO-CASHBACK', BDayYMD: '0690101', ProductType: '1' });
    expect(res).toEqual({ Success: true, Mobile: '0912***678', ApplyLogID: expect.stringMatching(/^AL\d{24}$/) });
    expect((await s.call('A5', { ID: 'A123456789', BDayYMD: '19800101' })).Success).toBe(true);
    expect((await s.call('A5', { ID: 'A123456789', BDayYMD: '0690102' })).Success).toBe(false);
    expect((await s.call('A5', { ID: 'F131104093', BDayYMD: '0790101' })).Success).toBe(false);
  });

  it('A28 opens an NTB apply log; A152 returns its page data once verified; A166 merges more', async () => {
    const s = await sim.newApplicant('F131104093', '0911222333');
    expect(s.applyLogId).toMatch(/^AL\d{24}$/);
    expect(await s.call('A152', {})).toMatchObject({ Success: false, ErrMsg: '尚未完成身分驗證' });
    await sim.verified(s, '0911222333');
    const page = JSON.parse((await s.call('A152', {})).PageData);
    expect(page.PageParameter).toMatchObject({ ApplyLogID: s.applyLogId, CTID: 'DEMO-CASHBACK', CustomerType: 'NTB', FlowType: 'NTB' });
    const saved = Buffer.from(JSON.stringify({ CardAndGiftInfos: { GiftCombination: 'TR-F01|TR-M01' } })).toString('base64');
    expect((await s.call('A166', { PageData: saved, MDIDCode: 'M1' })).Success).toBe(true);
    const after = JSON.parse((await s.call('A152', {})).PageData);
    expect(after.CardAndGiftInfos.GiftCombination).toBe('TR-F01|TR-M01');
    expect(after.PageParameter.ApplyLogID).toBe(s.applyLogId);
    expect((await s.call('A152', { ApplyLogID: 'AL0' })).Success).toBe(false);
    expect((await s.call('A28', { ID: 'A123456788' })).Success).toBe(false);
  });

  it('A28 refuses an ID on file, and an ID A84 did not accept on this token', async () => {
    const s = await sim.session();
    await s.call('A84', { IDNO: 'A123456789', Birthday: '0690101' });
    expect((await s.call('A28', { ID: 'A123456789', CTID: 'DEMO-CASHBACK' })).Success).toBe(false);
    expect((await s.call('A28', { ID: 'F131104093', CTID: 'DEMO-CASHBACK' })).Success).toBe(false);
  });

  it('A20 gives the record only on the apply log that passed an SMS code', async () => {
    const ID = 'E220456783';
    const s = await sim.customer(ID, '0800808');
    expect(await s.call('A20', { ID, ApplyType: 'X' })).toMatchObject({ Success: false, ErrMsg: '尚未完成身分驗證' });
    await sim.verified(s, '0955666777');
    const res = await s.call('A20', { ID, ApplyType: 'X' });
    expect(res).toMatchObject({ Success: true, NameChinese: '林淑芬', TelMobile: '0955666777', NameEnglish_Family: 'LIN' });
    expect((await s.call('A20', { ID: 'F131104093' })).Success).toBe(false);
  });

  it('A99: a banking token proves the customer on a verified apply log; an unknown token fails', async () => {
    const s = await sim.session();
    const res = await s.call('A99', { ForwardJWT: 'MB-TOKEN-A123456789', CTID: 'DEMO-CASHBACK' });
    expect(res).toMatchObject({
      Success: true, Channel: 'MB', IDNO: 'A123456789', Birthday: '0690101', MobileNo: '0912345678',
      OFFUSFlag: 'N', PERMASFlag: 'N', MobileIDTCVer: '1.0.2', ApplyLogID: expect.stringMatching(/^AL/),
    });
    s.applyLogId = res.ApplyLogID;
    expect((await s.call('A20', { ID: 'A123456789' })).NameChinese).toBe('王小明');
    expect((await s.call('A99', { ForwardJWT: 'IB-TOKEN-A123456789' })).Channel).toBe('IB');
    expect((await s.call('A99', { ForwardJWT: 'forged' })).Success).toBe(false);
    expect((await s.call('A99', { ForwardJWT: 'constructor' })).Success).toBe(false);
  });
});

describe('small calls', () => {
  it('A37 names a 7-character sales code; unknown or partial codes fail', async () => {
    expect(await sim.call('A37', { SalesId: 'S123456' })).toEqual({ Success: true, SalesName: '陳美玲' });
    expect((await sim.call('A37', { SalesId: 'S999999' })).Success).toBe(false);
    expect((await sim.call('A37', { SalesId: 'S12345' })).Success).toBe(false);
  });

  it('A1, A31, A64, A155, A103, A43, A76', async () => {
    expect(await sim.call('A1', { ClientType: '2', IP: '' })).toMatchObject({ Flag: 'Y' });
    expect((await sim.call('A31')).CancelRedirectURL).toMatch(/^https:\/\//);
    expect(await sim.call('A64', {})).toEqual({ Success: true, IdleTime: 10 });
    expect(await sim.call('A155')).toEqual({ Success: true, Enable: false, ORG_ID: '', TMX_PAGE_ID: '' });
    const banked = await sim.customer('A123456789', '0690101');
    expect((await banked.call('A103', { IBMB: 'Y' })).ForwardToken).toMatch(/^[\w-]{20,}$/);
    expect(await sim.call('A43', { ID: 'A123456789', Action: 'ccOTP', Remark: '' })).toEqual({ Success: true });
    expect(await sim.call('A76', { OS: 'iOS', Browser: 'Safari' })).toEqual({ Success: true });
    const state = await sim.dev('GET', 'state');
    expect(state.audit.at(-1)).toMatchObject({ Action: 'ccOTP' });
    expect(state.deviceLogs.at(-1)).toMatchObject({ OS: 'iOS' });
    expect(state.deviceLogs.at(-1).Token).toBeUndefined();
  });
});
