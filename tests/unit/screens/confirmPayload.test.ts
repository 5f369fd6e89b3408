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
