// /Confirm's A97 body (001 §3.4, §3.9) for a personal-loan applicant with each of the
// four related-party groups of Form3: the group's fields go under the seeds' names with their
// <name>Flag Y, every other related field is absent with its Flag N; without the loan (ApplyPL
// absent or N) no loan or related field is sent at all, whatever Form3Data still holds.
import { describe, expect, it } from 'vitest';
import { loadScreen, makeController } from './screenChecks.js';

const CONFIRM = loadScreen('confirm');
const LOOKUPS = { A71: [{ NalCode: 'TW' }], A22: [{ CodeType: 'City', CodeID: '63000' }], A97: { Result: '1', ApplyID: 'CC1' } };
const BASE = {
  CustomerType: 'NTB', FlowType: 'NTB', IDNO: 'f131104093', Birthday: '0790101', ApplyLogID: 'AL1', STPFlowFlag: 'N',
  Form1Data: { NameChinese: '林小華', TelMobile1: '0912345678' }, Form2Data: { Company: '臺灣測試股份有限公司', IncomeY: '60' },
  ModFlag: { IssueModFlag: 'Y', sameAsCompanyForHome: 'N' }, GiftInfo: { GiftCombination: 'CB-F02|CB-A03' },
};
const LOAN = { ApplyAmt: '150', ApplyPeriod: '7', LoanFor: '2', RealtyOwn: 'N', RelatedFlag: 'Y' };
const RELATED_NAMES = [
  'SpouseName', 'SpouseId', 'CustId1', 'RelationType1', 'RelationType2', 'RelationName1', 'RelationName2', 'RelationID1', 'RelationID2',
  'OwnCompNm1', 'OwnCompNm2', 'OwnCompBin1', 'OwnCompBin2', 'OwnCompPosition1', 'OwnCompPosition2',
  'SpouseCompNm1', 'SpouseCompNm2', 'SpouseCompBin1', 'SpouseCompBin2', 'SpouseCompPosition1', 'SpouseCompPosition2',
];

async function sent(session: Record<string, unknown>): Promise<Record<string, unknown>> {
  const h = makeController(CONFIRM, { session: { ...BASE, ...session }, answers: LOOKUPS });
  await h.controller.load();
  await h.controller.submit();
  const a97 = h.calls.filter(([code]) => code === 'A97');
  expect(a97).toHaveLength(1);
  return JSON.parse(Buffer.from(String(a97[0][1].ContentJSON), 'base64').toString('utf8')) as Record<string, unknown>;
}

function flagsOf(body: Record<string, unknown>): string[] {
  return RELATED_NAMES.filter((n) => body[`${n}Flag`] === 'Y');
}

describe('A97 ContentJSON with each related-party group (001 §3.4, §3.9)', () => {
  it.each<[string, Record<string, string>, Record<string, string>, string[]]>([
    ['the spouse', { Related: 'Spouse', CustNameChinese: '王美麗', CustId1: 'A212345606' },
      { SpouseName: '王美麗', SpouseId: 'A212345606', CustId1: 'A212345606' }, ['SpouseName', 'SpouseId', 'CustId1']],
    ['two second-degree relatives', { Related: 'SecondDegreeRelatives', RelationType1: '2', RelationName1: '王大同', RelationID1: 'A212424791', RelationType2: '4', RelationName2: '王大明', RelationID2: 'A212503984' },
      { RelationType1: '2', RelationName1: '王大同', RelationID1: 'A212424791', RelationType2: '4', RelationName2: '王大明', RelationID2: 'A212503984' },
      ['RelationType1', 'RelationType2', 'RelationName1', 'RelationName2', 'RelationID1', 'RelationID2']],
    ['one own company', { Related: 'OwnerSelf', OwnCompNm1: '台灣積體電路製造股份有限公司', OwnCompBin1: '22099131', OwnCompPosition1: '董事長' },
      { OwnCompNm1: '台灣積體電路製造股份有限公司', OwnCompBin1: '22099131', OwnCompPosition1: '董事長' }, ['OwnCompNm1', 'OwnCompBin1', 'OwnCompPosition1']],
    ['two spouse companies', { Related: 'OwnerSpouse', SpouseCompNm1: '鴻海精密', SpouseCompBin1: '04595257', SpouseCompPosition1: '董事', SpouseCompNm2: '廣達電腦', SpouseCompBin2: '10458575', SpouseCompPosition2: '監察人' },
      { SpouseCompNm1: '鴻海精密', SpouseCompBin1: '04595257', SpouseCompNm2: '廣達電腦', SpouseCompBin2: '10458575' },
      ['SpouseCompNm1', 'SpouseCompNm2', 'SpouseCompBin1', 'SpouseCompBin2', 'SpouseCompPosition1', 'SpouseCompPosition2']],
  ])('%s: the group under the seeds\' names, its flags Y, every other related flag N', async (_name, form3, expected, flagged) => {
    const body = await sent({ ApplyPL: 'Y', Form3Data: { ...LOAN, ...form3 } });
    expect(body).toMatchObject({ ...expected, ApplyPL: 'Y', ApplyAmt: '150', ApplyPeriod: '7', LoanFor: '2', RelatedFlag: 'Y', Related: form3.Related });
    expect(flagsOf(body).sort()).toEqual([...flagged].sort());
    for (const n of RELATED_NAMES) expect(body[`${n}Flag`]).toBe(flagged.includes(n) ? 'Y' : 'N');
  });

  it.each([['absent', {}], ['N', { ApplyPL: 'N' }]])('ApplyPL %s: no loan or related field is sent, every related flag N', async (_name, applyPl) => {
    const body = await sent({ ...applyPl, Form3Data: { ...LOAN, Related: 'Spouse', CustNameChinese: '王美麗', CustId1: 'A212345606' } });
    expect(body.ApplyPL).toBe('N');
    for (const key of ['ApplyAmt', 'LoanFor', 'SpouseName', 'CustId1', 'Related']) expect(body).not.toHaveProperty(key);
    expect(flagsOf(body)).toEqual([]);
  });

  it('the five saved parts reach A97: the forms, GiftInfo and the session ModFlag; the ID upper-cased', async () => {
    const body = await sent({});
    expect(body).toMatchObject({
      ChineseName: '林小華', Mobile: '0912345678', Company: '臺灣測試股份有限公司', YearlyIncome: '60', IDNO: 'F131104093',
      Combination: 'CB-F02|CB-A03', GiftInfo: { GiftCombination: 'CB-F02|CB-A03' }, ModFlag: { IssueModFlag: 'Y', sameAsCompanyForHome: 'N' },
    });
  });
});

// Every key of 001 §3.9's identity/card, contact, work and loan lists, each from its own source
// with a value no other key holds, so a key left out or read from the wrong field fails
// (CONF-30, CONF-32, CONF-33, CONF-34).
describe('A97 ContentJSON: the seed\'s key lists (001 §3.9)', () => {
  const GIFT = { CardCaption: '現金回饋卡', CardType: 'VISA', CardLevel: 'P', CardCode: 'CB01', GatewayNo: 'GW7', GiftCombination: 'CB-F02|CB-A03', FirstGiftCaption: '保溫瓶+行李吊牌' };
  const FORM1 = {
    NameChinese: '林小華', TelMobile1: '0912345678', LiveTel: '0227181234', HomeTel: '0223456789', Email: 'hua@example.com',
    HomeZip: '106', HomeCity: '63000', HomeArea: '10601', HomeAddr: '復興南路一段1號',
    BillZip: '220', BillCity: '65000', BillArea: '22001', BillAddr: '文化路二段2號', HouseOwn: '3',
  };
  const FORM2 = {
    IsStudent: 'N', Company: '臺灣測試股份有限公司', JobDate: '1080301', CompTel: '0225551234', CompTelExt: '321',
    CompanyZip: '110', CompanyCity: '63001', CompanyArea: '11001', CompanyAddr: '信義路五段7號', JobType: '05', TitleType: '12', IncomeY: '60', BinId: '22099131',
  };

  it('CONF-30: ApplyLogID, CustomerType, FlowType and the card fields from GiftInfo (card caption, type and level from the session when GiftInfo has none)', async () => {
    // CustomerType and FlowType differ so a swap fails (an ETP one would submit by itself on load).
    const body = await sent({ CustomerType: 'ETB', FlowType: 'NTB', ApplyLogID: 'AL77', GiftInfo: GIFT });
    expect(body).toMatchObject({
      ApplyLogID: 'AL77', CustomerType: 'ETB', FlowType: 'NTB', CardCaption: '現金回饋卡', CardType: 'VISA', CardLevel: 'P',
      CardCode: 'CB01', GatewayNo: 'GW7', Combination: 'CB-F02|CB-A03', FirstGiftCaption: '保溫瓶+行李吊牌',
    });
    const fallback = await sent({ CardCaption: '旅遊卡', CardType: 'JCB', CardLevel: 'G', GiftInfo: { GiftCombination: 'TR-01' } });
    expect(fallback).toMatchObject({ CardCaption: '旅遊卡', CardType: 'JCB', CardLevel: 'G', Combination: 'TR-01' });
  });

  it('CONF-32: the contact keys from Form1Data (Mobile from TelMobile1)', async () => {
    const body = await sent({ Form1Data: FORM1 });
    const { NameChinese: _n, TelMobile1, HouseOwn: _h, ...same } = FORM1;
    expect(body).toMatchObject({ Mobile: TelMobile1, ...same });
  });

  it('CONF-33: the work keys from Form2Data (YearlyIncome from IncomeY) and HouseOwn from Form1Data', async () => {
    const body = await sent({ Form1Data: FORM1, Form2Data: FORM2 });
    const { IncomeY, ...same } = FORM2;
    expect(body).toMatchObject({ ...same, YearlyIncome: IncomeY, HouseOwn: '3' });
  });

  it('CONF-34: the loan keys with the loan: the saved ones from Form3Data, the validity flags Y, RealtyOwnRadio the choice\'s text, no credit-loan or accessory question (\'\')', async () => {
    const form3 = { ...LOAN, LoanForSelect: '購置耐久性消費財', RealtyOwn: 'Y', Related: 'Spouse', RelatedSelect: '配偶', CustNameChinese: '王美麗', CustId1: 'A212345606' };
    const body = await sent({ ApplyPL: 'Y', Form3Data: form3 });
    expect(body).toMatchObject({
      LoanForSelect: '購置耐久性消費財', LoanFor: '2', LoanForFlag: 'Y', ApplyAmt: '150', ApplyAmtFlag: 'Y', ApplyPeriod: '7',
      RealtyOwn: 'Y', RealtyOwnRadio: '是', RelatedFlag: 'Y', Related: 'Spouse', RelatedSelect: '配偶', CreditLoanRadio: '', AccessoryRadio: '', ApplyPL: 'Y',
    });
    expect(await sent({ ApplyPL: 'Y', Form3Data: { ...form3, RealtyOwn: 'N' } })).toMatchObject({ RealtyOwn: 'N', RealtyOwnRadio: '否' });
    const none = await sent({ ApplyPL: 'N', Form3Data: form3 });
    for (const key of ['LoanForSelect', 'LoanForFlag', 'ApplyAmtFlag', 'RealtyOwnRadio', 'RelatedSelect', 'CreditLoanRadio', 'AccessoryRadio']) expect(none).not.toHaveProperty(key);
  });
});
