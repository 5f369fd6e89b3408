// Form3's checks (001 §5.3, §9; checklist F3-08, F3-27..F3-48) as data-driven cases on the real
// schemas/form3.json, run headlessly through the runtime: each case starts from a valid baseline,
// changes or takes out fields, and names the one message Next shows (stop at first, at the field).
import { describe, expect, it } from 'vitest';
import { ABSENT, type CheckCase, loadScreen, lookup, messageKeys, outcome, readJson, repeat, runCase } from './screenChecks.js';

const FORM3 = loadScreen('form3');
const ZH = readJson<Record<string, unknown>>('locales/zh-TW.json');
const EN = readJson<Record<string, unknown>>('locales/en.json');
const S = { CustomerType: 'NTB', ApplyPL: 'Y', ApplyLogID: 'L1' };

/** A loan of 50 (no related-party part). */
const BASELINE: Record<string, unknown> = { ApplyPL: 'Y', ApplyAmt: '50', ApplyPeriod: '7', LoanFor: '2', RealtyOwn: 'N' };
/** Above 100 with the spouse filled in. */
const REL = { ApplyAmt: '101', RelatedFlag: 'Y', Related: 'Spouse', CustNameChinese: '王美麗', CustId1: 'A212345606' };
const NO_SPOUSE = { ...REL, CustNameChinese: ABSENT, CustId1: ABSENT };
const REL1 = { RelationType1: '2', RelationName1: '王大同', RelationID1: 'A212424791' };
const REL2 = { RelationType2: '4', RelationName2: '王小同', RelationID2: 'A212503984' };
const OWN1 = { OwnCompNm1: '台灣積體電路製造', OwnCompBin1: '22099131', OwnCompPosition1: '董事長' };
const OWN2 = { OwnCompNm2: '聯發科技', OwnCompBin2: '04595257', OwnCompPosition2: '董事' };
const SPC1 = { SpouseCompNm1: '鴻海精密', SpouseCompBin1: '10458575', SpouseCompPosition1: '董事' };
const SPC2 = { SpouseCompNm2: '廣達電腦', SpouseCompBin2: '04595252', SpouseCompPosition2: '監察人' };

const err = (field: string, message: string) => ({ field, message: `form3.${message}` });
const ok = null;
const c = (name: string, form: Record<string, unknown>, expected: CheckCase['expected']): CheckCase => ({ name, session: S, form, expected });

const CASES: CheckCase[] = [
  // amount (F3-27..29)
  c('F3-29 amount absent', { ApplyAmt: ABSENT }, err('ApplyAmt', 'errAmount')),
  c('F3-29 amount empty', { ApplyAmt: '' }, err('ApplyAmt', 'errAmount')),
  c('F3-27 amount 1a', { ApplyAmt: '1a' }, err('ApplyAmt', 'errAmount')),
  c('F3-27 amount of 4 digits', { ApplyAmt: '1000' }, err('ApplyAmt', 'errAmount')),
  c('F3-28 amount 0', { ApplyAmt: '0' }, err('ApplyAmt', 'errAmount')),
  c('F3-28 amount 00', { ApplyAmt: '00' }, err('ApplyAmt', 'errAmount')),
  c('F3-28 amount 000', { ApplyAmt: '000' }, err('ApplyAmt', 'errAmount')),
  c('F3-27 amount 1', { ApplyAmt: '1' }, ok),
  c('F3-27 amount 001', { ApplyAmt: '001' }, ok),
  c('F3-09 amount 350 (the maximum; related No)', { ApplyAmt: '350', RelatedFlag: 'N' }, ok),
  c('F3-09 amount 351', { ApplyAmt: '351', RelatedFlag: 'N' }, err('ApplyAmt', 'errAmount')),
  // tenor (F3-31)
  c('F3-31 tenor absent', { ApplyPeriod: ABSENT }, err('ApplyPeriod', 'errPeriod')),
  c('F3-31 tenor 0', { ApplyPeriod: '0' }, err('ApplyPeriod', 'errPeriod')),
  c('F3-31 tenor 1', { ApplyPeriod: '1' }, ok),
  c('F3-31 tenor 8', { ApplyPeriod: '8' }, err('ApplyPeriod', 'errPeriod')),
  c('F3-31 tenor 10', { ApplyPeriod: '10' }, err('ApplyPeriod', 'errPeriod')),
  // purpose (F3-32)
  c('F3-32 purpose absent', { LoanFor: ABSENT }, err('LoanFor', 'errLoanFor')),
  c('F3-32 purpose empty', { LoanFor: '' }, err('LoanFor', 'errLoanFor')),
  // pre-screen No (F3-08)
  c('F3-08 pre-screen No with everything absent passes', { ApplyPL: 'N', ApplyAmt: ABSENT, ApplyPeriod: ABSENT, LoanFor: ABSENT }, ok),
  c('F3-08 pre-screen absent counts as Yes', { ApplyPL: ABSENT, ApplyAmt: ABSENT }, err('ApplyAmt', 'errAmount')),
  // related-party part only above 100 with Yes (F3-35, F3-36)
  c('F3-35 amount 100, no related party: passes', { ...NO_SPOUSE, ApplyAmt: '100' }, ok),
  c('F3-35 amount 101, related No: passes', { ...NO_SPOUSE, RelatedFlag: 'N' }, ok),
  c('F3-36 amount 101, related absent counts as Yes, all groups empty', { ...NO_SPOUSE, RelatedFlag: ABSENT }, err('Related', 'errRelatedNone')),
  c('F3-36 amount 101, related Yes, all groups empty', NO_SPOUSE, err('Related', 'errRelatedNone')),
  c('F3-36 the spouse alone is enough', REL, ok),
  c('F3-36 one relative alone is enough', { ...NO_SPOUSE, Related: 'SecondDegreeRelatives', ...REL1 }, ok),
  c('F3-36 one own company alone is enough', { ...NO_SPOUSE, Related: 'OwnerSelf', ...OWN1 }, ok),
  c('F3-36 one spouse company alone is enough', { ...NO_SPOUSE, Related: 'OwnerSpouse', ...SPC1 }, ok),
  c('F3-36 all groups, both rows', { ...REL, ...REL1, ...REL2, ...OWN1, ...OWN2, ...SPC1, ...SPC2 }, ok),
  // spouse (F3-37..39)
  c('F3-37 spouse name only: the ID is flagged', { ...REL, CustId1: ABSENT }, err('CustId1', 'errSpouseIdMissing')),
  c('F3-37 spouse ID only: the name is flagged', { ...REL, CustNameChinese: '' }, err('CustNameChinese', 'errSpouseNameMissing')),
  c('F3-38 spouse name Amy', { ...REL, CustNameChinese: 'Amy' }, err('CustNameChinese', 'errSpouseName')),
  c('F3-38 spouse name with a space', { ...REL, CustNameChinese: '王 美' }, err('CustNameChinese', 'errSpouseName')),
  c('F3-39 spouse ID A123456788 (checksum)', { ...REL, CustId1: 'A123456788' }, err('CustId1', 'errSpouseId')),
  c('F3-39 spouse ID of 9 characters', { ...REL, CustId1: 'A21234560' }, err('CustId1', 'errSpouseId')),
  c('F3-39 spouse ID in lower case passes', { ...REL, CustId1: 'a212345606' }, ok),
  // relatives (F3-40..43)
  c('F3-40 row 2 only: row 1 is flagged', { ...REL, ...REL2 }, err('RelationType1', 'errRelativeRow1')),
  c('F3-41 row 1 without a title', { ...REL, ...REL1, RelationType1: ABSENT }, err('RelationType1', 'errRelationType')),
  c('F3-42 row 1 name Latin', { ...REL, ...REL1, RelationName1: 'Tom' }, err('RelationName1', 'errRelationName')),
  c('F3-42 row 1 name of 12 Chinese characters', { ...REL, ...REL1, RelationName1: repeat('王', 12) }, ok),
  c('F3-42 row 1 name of 13 Chinese characters', { ...REL, ...REL1, RelationName1: repeat('王', 13) }, err('RelationName1', 'errRelationName')),
  c('F3-42 row 1 name absent', { ...REL, ...REL1, RelationName1: ABSENT }, err('RelationName1', 'errRelationName')),
  c('F3-43 row 1 ID invalid', { ...REL, ...REL1, RelationID1: 'A212424790' }, err('RelationID1', 'errRelationId')),
  c('F3-43 row 1 ID absent', { ...REL, ...REL1, RelationID1: ABSENT }, err('RelationID1', 'errRelationId')),
  c('F3-41 row 2 without a title', { ...REL, ...REL1, ...REL2, RelationType2: '' }, err('RelationType2', 'errRelationType')),
  c('F3-42 row 2 name of 13 characters', { ...REL, ...REL1, ...REL2, RelationName2: repeat('王', 13) }, err('RelationName2', 'errRelationName')),
  c('F3-43 row 2 ID invalid', { ...REL, ...REL1, ...REL2, RelationID2: 'A212503985' }, err('RelationID2', 'errRelationId')),
  // own company and spouse company (F3-44..48)
  ...([['Own', OWN1, OWN2], ['Spouse', SPC1, SPC2]] as const).flatMap(([p, r1, r2]): CheckCase[] => [
    c(`F3-44 ${p}: row 2 only, row 1 flagged`, { ...REL, ...r2 }, err(`${p}CompNm1`, `err${p}CompRow1`)),
    c(`F3-45 ${p}: name A*B`, { ...REL, ...r1, [`${p}CompNm1`]: 'A*B' }, err(`${p}CompNm1`, `err${p}CompName`)),
    c(`F3-45 ${p}: name of 15 characters`, { ...REL, ...r1, [`${p}CompNm1`]: repeat('企', 15) }, ok),
    c(`F3-45 ${p}: name of 16 characters`, { ...REL, ...r1, [`${p}CompNm1`]: repeat('企', 16) }, err(`${p}CompNm1`, `err${p}CompName`)),
    c(`F3-48 ${p}: name absent`, { ...REL, ...r1, [`${p}CompNm1`]: ABSENT }, err(`${p}CompNm1`, `err${p}CompName`)),
    c(`F3-46 ${p}: tax ID of 7 digits`, { ...REL, ...r1, [`${p}CompBin1`]: '2209913' }, err(`${p}CompBin1`, `err${p}CompBin`)),
    c(`F3-46 ${p}: tax ID of 9 digits`, { ...REL, ...r1, [`${p}CompBin1`]: '220991310' }, err(`${p}CompBin1`, `err${p}CompBin`)),
    c(`F3-46 ${p}: tax ID with a wrong checksum`, { ...REL, ...r1, [`${p}CompBin1`]: '22099132' }, err(`${p}CompBin1`, `err${p}CompBin`)),
    c(`F3-48 ${p}: tax ID absent`, { ...REL, ...r1, [`${p}CompBin1`]: ABSENT }, err(`${p}CompBin1`, `err${p}CompBin`)),
    c(`F3-47 ${p}: position of 10 characters`, { ...REL, ...r1, [`${p}CompPosition1`]: repeat('職', 10) }, ok),
    c(`F3-47 ${p}: position of 11 characters`, { ...REL, ...r1, [`${p}CompPosition1`]: repeat('職', 11) }, err(`${p}CompPosition1`, `err${p}CompPosition`)),
    c(`F3-47 ${p}: position with *`, { ...REL, ...r1, [`${p}CompPosition1`]: '董*' }, err(`${p}CompPosition1`, `err${p}CompPosition`)),
    c(`F3-48 ${p}: position absent`, { ...REL, ...r1, [`${p}CompPosition1`]: ABSENT }, err(`${p}CompPosition1`, `err${p}CompPosition`)),
    c(`F3-45 ${p}: row 2 name with *`, { ...REL, ...r1, ...r2, [`${p}CompNm2`]: '*' }, err(`${p}CompNm2`, `err${p}CompName`)),
    c(`F3-46 ${p}: row 2 tax ID 00000000`, { ...REL, ...r1, ...r2, [`${p}CompBin2`]: '00000000' }, err(`${p}CompBin2`, `err${p}CompBin`)),
    c(`F3-47 ${p}: row 2 position absent`, { ...REL, ...r1, ...r2, [`${p}CompPosition2`]: ABSENT }, err(`${p}CompPosition2`, `err${p}CompPosition`)),
  ]),
  // Issue 18: characters a person neither types nor sees ($plainText): the bank refuses them too.
  ...([
    ['CustNameChinese', REL], ['RelationName1', { ...REL, ...REL1 }], ['RelationName2', { ...REL, ...REL1, ...REL2 }],
    ['OwnCompNm1', { ...REL, ...OWN1 }], ['OwnCompPosition1', { ...REL, ...OWN1 }], ['OwnCompNm2', { ...REL, ...OWN1, ...OWN2 }], ['OwnCompPosition2', { ...REL, ...OWN1, ...OWN2 }],
    ['SpouseCompNm1', { ...REL, ...SPC1 }], ['SpouseCompPosition1', { ...REL, ...SPC1 }], ['SpouseCompNm2', { ...REL, ...SPC1, ...SPC2 }], ['SpouseCompPosition2', { ...REL, ...SPC1, ...SPC2 }],
  ] as const).map(([field, rows]): CheckCase => c(`plain text: ${field} with a U+202E`, { ...rows, [field]: `${(rows as Record<string, string>)[field]}\u202e` }, { field, message: 'err.plainText' })),
  // not checked when the related-party part does not apply
  c('F3-35 amount 100: an invalid spouse ID is not checked', { ...REL, ApplyAmt: '100', CustId1: 'A123456788' }, ok),
];

describe('Form3 checks (001 §5.3; schemas/form3.json through the runtime)', () => {
  it('the baseline passes and Next goes to /Confirm', async () => {
    const run = await runCase(FORM3, BASELINE, { session: S });
    expect(run.problems).toEqual([]);
    expect(run.navigations).toEqual(['/Confirm']);
  });

  it.each(CASES)('$name', async (k) => {
    const run = await runCase(FORM3, BASELINE, k);
    expect(outcome(run)).toEqual(k.expected);
  });

  it('every rule of rules.validate is reached by a failing case', () => {
    const failing = new Set(CASES.filter((k) => k.expected).map((k) => `${k.expected!.field} ${k.expected!.message}`));
    expect((FORM3.rules?.validate ?? []).filter((r) => !failing.has(`${r.field} ${r.message}`))).toEqual([]);
  });

  it('§5.3 order: amount, tenor, purpose, then the related-party part', async () => {
    const form: Record<string, unknown> = { ApplyAmt: ABSENT, ApplyPeriod: ABSENT, LoanFor: ABSENT };
    const seen: string[] = [];
    for (const [field, value] of [['ApplyAmt', '101'], ['ApplyPeriod', '7'], ['LoanFor', '2']] as const) {
      const run = await runCase(FORM3, BASELINE, { session: S, form: { ...form, RelatedFlag: 'Y', Related: 'Spouse' } });
      seen.push(String(outcome(run) && (outcome(run) as { message: string }).message));
      form[field] = value;
    }
    const last = await runCase(FORM3, BASELINE, { session: S, form: { ...form, RelatedFlag: 'Y', Related: 'Spouse' } });
    seen.push(String((outcome(last) as { message: string }).message));
    expect(seen).toEqual(['form3.errAmount', 'form3.errPeriod', 'form3.errLoanFor', 'form3.errRelatedNone']);
  });

  it('every message has its Chinese text (the seed\'s where it gives one) and an English one', () => {
    for (const key of messageKeys(FORM3)) {
      expect(typeof lookup(ZH, key), key).toBe('string');
      expect(typeof lookup(EN, key), key).toBe('string');
    }
    expect(lookup(ZH, 'form3.errAmount')).toBe('貸款金額不正確');
    expect(lookup(ZH, 'form3.errPeriod')).toBe('借款年限不正確');
    expect(lookup(ZH, 'form3.errLoanFor')).toBe('借款用途不正確');
    expect(lookup(ZH, 'form3.errRelatedNone')).toBe('請輸入同一關係人');
  });
});
