// Form2's ten checks (001 §5.2 "in this order, alerts, stop at first", §8, §9; checklist
// F2-22, F2-23, F2-27..F2-45) as data-driven cases on the real schemas/form2.json, run headlessly
// through the runtime: each case starts from a valid baseline, changes or takes out fields,
// and names the one alert Next shows.
import { describe, expect, it } from 'vitest';
import { gui } from '../../../rules/functions/gui.js';
import {
  ABSENT, CONSTS, type CheckCase, loadScreen, lookup, messageKeys, outcome, readJson, repeat, rocYearMonth, runCase,
} from './screenChecks.js';

const FORM2 = loadScreen('form2');
const ZH = readJson<Record<string, unknown>>('locales/zh-TW.json');
const EN = readJson<Record<string, unknown>>('locales/en.json');

/** Born 1990-01-01 (ROC 0790101); Form1's registered and billing addresses kept in the session. */
const FORM1_DATA = {
  HomeCity: '63000', HomeArea: '10001', HomeZip: '100', HomeAddr: '中山路@1號',
  BillCity: '64000', BillArea: '80001', BillZip: '800', BillAddr: '中正四路*1號',
};
const NTB = { CustomerType: 'NTB', FlowType: 'NTB', Birthday: '0790101', 'Form1Data': FORM1_DATA };
const SHORT = { ...NTB, ApplyShortForm: 'Y' };

const BASELINE: Record<string, unknown> = {
  IsStudent: 'N', Company: '臺灣測試股份有限公司', JobDate: '10801', CompTel: '0223456789', CompTelExt: '123',
  CompanyCity: '63000', CompanyArea: '10001', CompanyZip: '100', CompanyAddr: '中山路一段1號',
  JobType: '01', TitleType: '01', IncomeY: '60', BinId: '04595257',
};

/** The fields short form hides (001 §2.3). */
const SHORT_HIDDEN = ['JobDate', 'CompanyCity', 'CompanyArea', 'CompanyZip', 'CompanyAddr', 'JobType', 'TitleType', 'IncomeY', 'BinId'];

/** 001 §5.1's special characters, which §5.2 rule 7 refers to. */
const SPECIAL = ['!', '@', '#', '$', '%', '^', '&', '*', '|', '?', '<', '>', '~', '`', '’', '”', '+', "'", '='];

/** Valid business IDs (shared/DOMAIN.md): under both divisors, 7th digit 7, and only under the 2023 rule. */
const VALID_GUI = ['04595257', '10458575', '22099131', '04595252', '10458570'];

const err = (field: string, message: string) => ({ field, message });
const ok = null;
const allAbsent = (...keep: string[]) => Object.fromEntries(Object.keys(BASELINE).filter((k) => !keep.includes(k)).map((k) => [k, ABSENT]));

const CASES: CheckCase[] = [
  // ---------------------------------------------------------------- 1. student (F2-28)
  { name: 'F2-28 rule 1: a student (long form)', session: NTB, form: { IsStudent: 'Y' }, expected: err('IsStudent', 'form2.errStudent') },
  { name: 'F2-28 rule 1: IsStudent absent is not a student', session: NTB, form: { IsStudent: ABSENT }, expected: ok },
  { name: 'F2-28 rule 1: a student with the short form is accepted', session: SHORT, form: { IsStudent: 'Y' }, expected: ok },

  // ---------------------------------------------------------------- 2. company name (F2-29)
  { name: 'F2-29 rule 2: company name absent', session: NTB, form: { Company: ABSENT }, expected: err('Company', 'form2.errCompany') },
  { name: 'F2-29 rule 2: company name empty', session: NTB, form: { Company: '' }, expected: err('Company', 'form2.errCompany') },
  { name: 'F2-29 rule 2: company name of spaces only', session: NTB, form: { Company: '   ' }, expected: err('Company', 'form2.errCompany') },
  { name: 'F2-29 rule 2: a one-character company name', session: NTB, form: { Company: '宏' }, expected: ok },
  { name: 'F2-29 rule 2: short form, company name still required', session: SHORT, form: { Company: ABSENT }, expected: err('Company', 'form2.errCompany') },

  // ---------------------------------------------------------------- 3. job start date (F2-30..32)
  { name: 'F2-30 rule 3: job date absent', session: NTB, form: { JobDate: ABSENT }, expected: err('JobDate', 'form2.errJobDate') },
  { name: 'F2-30 rule 3: job date empty', session: NTB, form: { JobDate: '' }, expected: err('JobDate', 'form2.errJobDate') },
  { name: 'F2-30 rule 3: month 13', session: NTB, form: { JobDate: '10813' }, expected: err('JobDate', 'form2.errJobDate') },
  { name: 'F2-30 rule 3: month 00', session: NTB, form: { JobDate: '10800' }, expected: err('JobDate', 'form2.errJobDate') },
  { name: 'F2-30 rule 3: four digits', session: NTB, form: { JobDate: '1081' }, expected: err('JobDate', 'form2.errJobDate') },
  { name: 'F2-30 rule 3: month 12', session: NTB, form: { JobDate: '10812' }, expected: ok },
  { name: 'F2-31 rule 3: this month (Taiwan time) is not in the future', session: NTB, form: { JobDate: rocYearMonth(0) }, expected: ok },
  { name: 'F2-31 rule 3: next month is in the future', session: NTB, form: { JobDate: rocYearMonth(1) }, expected: err('JobDate', 'form2.errJobDateFuture') },
  { name: 'F2-31 rule 3: next year is in the future', session: NTB, form: { JobDate: rocYearMonth(12) }, expected: err('JobDate', 'form2.errJobDateFuture') },
  { name: 'F2-31 rule 3: last month', session: NTB, form: { JobDate: rocYearMonth(-1) }, expected: ok },
  { name: 'F2-32 rule 3: the birth month is not before it', session: NTB, form: { JobDate: '07901' }, expected: ok },
  { name: 'F2-32 rule 3: the month before the birth month', session: NTB, form: { JobDate: '07812' }, expected: err('JobDate', 'form2.errJobDateBirth') },
  { name: 'F2-32 rule 3: born in ROC 100 (2011), job date in ROC 99', session: { ...NTB, Birthday: '1000515' }, form: { JobDate: '09912' }, expected: err('JobDate', 'form2.errJobDateBirth') },
  { name: 'F2-32 rule 3: born in ROC 100, job date the birth month', session: { ...NTB, Birthday: '1000515' }, form: { JobDate: '10005' }, expected: ok },
  { name: 'F2-30 rule 3: short form hides the job date, absent passes', session: SHORT, form: { JobDate: ABSENT }, expected: ok },
  { name: 'F2-30 rule 3: short form, an invalid hidden job date is not checked', session: SHORT, form: { JobDate: '10813' }, expected: ok },

  // ---------------------------------------------------------------- 4. phone (F2-33)
  { name: 'F2-33 rule 4: phone absent', session: NTB, form: { CompTel: ABSENT }, expected: err('CompTel', 'form2.errCompTel') },
  { name: 'F2-33 rule 4: 1234567 (not starting 0)', session: NTB, form: { CompTel: '1234567' }, expected: err('CompTel', 'form2.errCompTel') },
  { name: 'F2-33 rule 4: 0 + 6 digits', session: NTB, form: { CompTel: '0212345' }, expected: err('CompTel', 'form2.errCompTel') },
  { name: 'F2-33 rule 4: 0 + 7 digits', session: NTB, form: { CompTel: '02123456' }, expected: ok },
  { name: 'F2-33 rule 4: 0 + 9 digits', session: NTB, form: { CompTel: '0212345678' }, expected: ok },
  { name: 'F2-33 rule 4: 0 + 10 digits', session: NTB, form: { CompTel: '02123456789' }, expected: err('CompTel', 'form2.errCompTel') },
  { name: 'F2-33 rule 4: a mobile number is a phone (09 + 8 digits)', session: NTB, form: { CompTel: '0912345678' }, expected: ok },
  { name: 'F2-33 rule 4: over 20 characters', session: NTB, form: { CompTel: repeat('0', 21) }, expected: err('CompTel', 'validation.maxLength') },
  { name: 'F2-33 rule 4: short form, phone still required', session: SHORT, form: { CompTel: ABSENT }, expected: err('CompTel', 'form2.errCompTel') },

  // ---------------------------------------------------------------- 5. extension (F2-34)
  { name: 'F2-34 rule 5: extension absent (optional)', session: NTB, form: { CompTelExt: ABSENT }, expected: ok },
  { name: 'F2-34 rule 5: extension empty (optional)', session: NTB, form: { CompTelExt: '' }, expected: ok },
  { name: 'F2-34 rule 5: extension 12a', session: NTB, form: { CompTelExt: '12a' }, expected: err('CompTelExt', 'form2.errCompTelExt') },
  { name: 'F2-34 rule 5: extension with #', session: NTB, form: { CompTelExt: '#123' }, expected: err('CompTelExt', 'form2.errCompTelExt') },
  { name: 'F2-34 rule 5: extension of 8 digits (the maximum)', session: NTB, form: { CompTelExt: '12345678' }, expected: ok },
  { name: 'F2-34 rule 5: extension of 9 digits', session: NTB, form: { CompTelExt: '123456789' }, expected: err('CompTelExt', 'validation.maxLength') },

  // ---------------------------------------------------------------- 6. city, area (F2-35, F2-36)
  { name: 'F2-35 rule 6: city absent', session: NTB, form: { CompanyCity: ABSENT }, expected: err('CompanyCity', 'form2.errCity') },
  { name: 'F2-36 rule 6: area absent', session: NTB, form: { CompanyArea: ABSENT }, expected: err('CompanyArea', 'form2.errArea') },
  { name: 'F2-35 rule 6: short form hides the city, absent passes', session: SHORT, form: { CompanyCity: ABSENT }, expected: ok },
  { name: 'F2-36 rule 6: short form hides the area, absent passes', session: SHORT, form: { CompanyArea: ABSENT }, expected: ok },

  // ---------------------------------------------------------------- 7. street (F2-37..39)
  { name: 'F2-37 rule 7: street absent (address too short)', session: NTB, form: { CompanyAddr: ABSENT }, expected: err('CompanyAddr', 'form2.errAddrLength') },
  { name: 'F2-37 rule 7: street empty', session: NTB, form: { CompanyAddr: '' }, expected: err('CompanyAddr', 'form2.errAddrLength') },
  { name: 'F2-37 rule 7: street of 4 characters', session: NTB, form: { CompanyAddr: '中山路1' }, expected: err('CompanyAddr', 'form2.errAddrLength') },
  { name: 'F2-37 rule 7: street of 5 characters (longer than 4)', session: NTB, form: { CompanyAddr: '中山路1號' }, expected: ok },
  { name: 'F2-37 rule 7: street of 80 characters (the maximum)', session: NTB, form: { CompanyAddr: repeat('路', 80) }, expected: ok },
  { name: 'F2-37 rule 7: street of 81 characters', session: NTB, form: { CompanyAddr: repeat('路', 81) }, expected: err('CompanyAddr', 'validation.maxLength') },
  { name: 'F2-38 rule 7: street with *', session: NTB, form: { CompanyAddr: '中山路*1號' }, expected: err('CompanyAddr', 'form2.errAddrSpecial') },
  ...SPECIAL.map((c): CheckCase => ({ name: `F2-39 rule 7: typed street with ${c}`, session: NTB, form: { CompanyAddr: `中山路${c}1號` }, expected: err('CompanyAddr', 'form2.errAddrSpecial') })),
  // Issue 18: characters a person neither types nor sees ($plainText): the bank refuses them too.
  { name: 'plain text: a company name with markup', session: NTB, form: { Company: '<b>台積電</b>' }, expected: err('Company', 'form2.errCompanyPlain') },
  { name: 'plain text: a company name with a U+202E', session: NTB, form: { Company: '台積\u202e電' }, expected: err('Company', 'form2.errCompanyPlain') },
  { name: 'plain text: a typed company street with a zero-width space', session: NTB, form: { CompanyAddr: '中山路\u200b1號' }, expected: err('CompanyAddr', 'form2.errCompanyAddrPlain') },
  { name: 'F2-39 rule 7: street with - ( ) and digits', session: NTB, form: { CompanyAddr: '中山路1巷2-1號(3樓)' }, expected: ok },
  { name: 'F2-39 rule 7: registered address copied (its street has @): not checked', session: NTB, form: { sameAsCompanyForHome: true }, expected: ok },
  { name: 'F2-38 rule 7: billing address copied (its street has *): the asterisk is still refused', session: NTB, form: { sameAsCompanyForContact: true }, expected: err('CompanyAddr', 'form2.errAddrSpecial') },
  { name: 'F2-37 rule 7: short form hides the street, absent passes', session: SHORT, form: { CompanyAddr: ABSENT }, expected: ok },

  // ---------------------------------------------------------------- 8. industry, occupation (F2-40, F2-41)
  { name: 'F2-40 rule 8: industry absent', session: NTB, form: { JobType: ABSENT }, expected: err('JobType', 'form2.errJobType') },
  { name: 'F2-40 rule 8: industry empty', session: NTB, form: { JobType: '' }, expected: err('JobType', 'form2.errJobType') },
  { name: 'F2-41 rule 8: occupation absent', session: NTB, form: { TitleType: ABSENT }, expected: err('TitleType', 'form2.errTitleType') },
  { name: 'F2-40 rule 8: short form hides industry and occupation, absent passes', session: SHORT, form: { JobType: ABSENT, TitleType: ABSENT }, expected: ok },

  // ---------------------------------------------------------------- 9. income (F2-42)
  { name: 'F2-42 rule 9: income absent', session: NTB, form: { IncomeY: ABSENT }, expected: err('IncomeY', 'form2.errIncome') },
  { name: 'F2-42 rule 9: income empty', session: NTB, form: { IncomeY: '' }, expected: err('IncomeY', 'form2.errIncome') },
  { name: 'F2-42 rule 9: income 12a', session: NTB, form: { IncomeY: '12a' }, expected: err('IncomeY', 'form2.errIncome') },
  { name: 'F2-42 rule 9: income with a decimal point', session: NTB, form: { IncomeY: '12.5' }, expected: err('IncomeY', 'form2.errIncome') },
  { name: 'F2-42 rule 9: income negative', session: NTB, form: { IncomeY: '-12' }, expected: err('IncomeY', 'form2.errIncome') },
  { name: 'F2-42 rule 9: income 0', session: NTB, form: { IncomeY: '0' }, expected: ok },
  { name: 'F2-42 rule 9: income 99999 (5 digits, the maximum)', session: NTB, form: { IncomeY: '99999' }, expected: ok },
  { name: 'F2-42 rule 9: income of 6 digits', session: NTB, form: { IncomeY: '100000' }, expected: err('IncomeY', 'validation.maxLength') },
  { name: 'F2-42 rule 9: short form hides the income, absent passes', session: SHORT, form: { IncomeY: ABSENT }, expected: ok },

  // ---------------------------------------------------------------- 10. GUI (F2-43)
  { name: 'F2-43 rule 10: GUI absent (optional)', session: NTB, form: { BinId: ABSENT }, expected: ok },
  { name: 'F2-43 rule 10: GUI empty (optional)', session: NTB, form: { BinId: '' }, expected: ok },
  { name: 'F2-43 rule 10: GUI of 7 digits', session: NTB, form: { BinId: '1234567' }, expected: err('BinId', 'form2.errBinId') },
  { name: 'F2-43 rule 10: GUI of 9 digits', session: NTB, form: { BinId: '123456789' }, expected: err('BinId', 'validation.maxLength') },
  { name: 'F2-43 rule 10: GUI with a letter', session: NTB, form: { BinId: '0459525A' }, expected: err('BinId', 'form2.errBinId') },
  ...VALID_GUI.map((bin): CheckCase => ({ name: `F2-43 rule 10: GUI ${bin} (valid, shared/DOMAIN.md)`, session: NTB, form: { BinId: bin }, expected: ok })),
  { name: 'F2-43 rule 10: short form hides the GUI, an invalid one is not checked', session: SHORT, form: { BinId: '1234567' }, expected: ok },

  // ---------------------------------------------------------------- short form as a whole (F2-22, F2-23)
  { name: 'F2-23 short form: every hidden field absent passes', session: SHORT, form: Object.fromEntries(SHORT_HIDDEN.map((k) => [k, ABSENT])), expected: ok },
  { name: 'F2-23 short form with only company name, phone and extension: passes', session: SHORT, form: allAbsent('Company', 'CompTel', 'CompTelExt'), expected: ok },

  // ---------------------------------------------------------------- in this order, stop at first (F2-27)
  { name: 'F2-27 every field absent: the company name (IsStudent absent is N)', session: NTB, form: allAbsent(), expected: err('Company', 'form2.errCompany') },
  { name: 'F2-27 every field absent but a student: rule 1', session: NTB, form: { ...allAbsent(), IsStudent: 'Y' }, expected: err('IsStudent', 'form2.errStudent') },
  { name: 'F2-27 rules 2 and 3 broken: rule 2', session: NTB, form: { Company: ABSENT, JobDate: '10813' }, expected: err('Company', 'form2.errCompany') },
  { name: 'F2-27 rules 3 and 4 broken: rule 3', session: NTB, form: { JobDate: rocYearMonth(1), CompTel: '1234567' }, expected: err('JobDate', 'form2.errJobDateFuture') },
  { name: 'F2-27 rule 3 format before future', session: NTB, form: { JobDate: '99913' }, expected: err('JobDate', 'form2.errJobDate') },
  { name: 'F2-27 rules 4 and 5 broken: rule 4', session: NTB, form: { CompTel: '1234567', CompTelExt: '12a' }, expected: err('CompTel', 'form2.errCompTel') },
  { name: 'F2-27 rules 5 and 6 broken: rule 5', session: NTB, form: { CompTelExt: '12a', CompanyCity: ABSENT }, expected: err('CompTelExt', 'form2.errCompTelExt') },
  { name: 'F2-27 rule 6: city before area', session: NTB, form: { CompanyCity: ABSENT, CompanyArea: ABSENT }, expected: err('CompanyCity', 'form2.errCity') },
  { name: 'F2-27 rules 6 and 7 broken: rule 6', session: NTB, form: { CompanyArea: ABSENT, CompanyAddr: '中山路1' }, expected: err('CompanyArea', 'form2.errArea') },
  { name: 'F2-27 rule 7: length before the asterisk', session: NTB, form: { CompanyAddr: '路*1' }, expected: err('CompanyAddr', 'form2.errAddrLength') },
  { name: 'F2-27 rules 7 and 8 broken: rule 7', session: NTB, form: { CompanyAddr: '中山路#1號', JobType: ABSENT }, expected: err('CompanyAddr', 'form2.errAddrSpecial') },
  { name: 'F2-27 rule 8: industry before occupation', session: NTB, form: { JobType: ABSENT, TitleType: ABSENT }, expected: err('JobType', 'form2.errJobType') },
  { name: 'F2-27 rules 8 and 9 broken: rule 8', session: NTB, form: { TitleType: ABSENT, IncomeY: '12a' }, expected: err('TitleType', 'form2.errTitleType') },
  { name: 'F2-27 rules 9 and 10 broken: rule 9', session: NTB, form: { IncomeY: '12a', BinId: '1234567' }, expected: err('IncomeY', 'form2.errIncome') },
  { name: 'F2-27 a street of 81 characters and rule 2 broken: rule 2 (the schema maximum stands at rule 7)', session: NTB, form: { CompanyAddr: repeat('路', 81), Company: ABSENT }, expected: err('Company', 'form2.errCompany') },
  { name: 'F2-27 income of 6 digits and rule 10 broken: the income', session: NTB, form: { IncomeY: '100000', BinId: '1234567' }, expected: err('IncomeY', 'validation.maxLength') },
];

/** Checks whose message the config shows as an alert (001 §5.2: "alerts"). */
const ALERT_KEYS = new Set((FORM2.rules?.validate ?? []).filter((r) => r.display === 'alert').map((r) => r.message));

describe('Form2 checks (001 §5.2; schemas/form2.json through the runtime)', () => {
  it('the baseline passes, long and short form, and Next moves on', async () => {
    for (const session of [NTB, SHORT]) {
      const run = await runCase(FORM2, BASELINE, { session });
      expect(run.problems, JSON.stringify(session)).toEqual([]);
      expect(run.navigations).toEqual(['/Confirm']);
    }
  });

  it.each(CASES)('$name', async (c) => {
    const run = await runCase(FORM2, BASELINE, c);
    expect(outcome(run)).toEqual(c.expected);
    // One alert, the failed check's, when it is one of §5.2's alerts; none when the form passes.
    expect(run.alerts).toEqual(c.expected && ALERT_KEYS.has(c.expected.message) ? [c.expected.message] : []);
  });

  it('every §5.2 check is shown as an alert', () => {
    expect((FORM2.rules?.validate ?? []).filter((r) => r.display !== 'alert')).toEqual([]);
  });

  it('every rule of rules.validate is reached by a failing case (no rule left untested)', () => {
    const failing = new Set(CASES.filter((c) => c.expected).map((c) => `${c.expected!.field} ${c.expected!.message}`));
    expect((FORM2.rules?.validate ?? []).filter((r) => !failing.has(`${r.field} ${r.message}`))).toEqual([]);
  });

  it('F2-27 fixing one check at a time walks the ten rules in the seed\'s order, one alert each', async () => {
    // Each step fixes the field the step before reported; the alerts come one at a time in §5.2's order.
    const form: Record<string, unknown> = { ...allAbsent(), IsStudent: 'Y', CompTelExt: '12a', BinId: '1234567' };
    const fixes: Array<[string, unknown]> = [
      ['IsStudent', 'N'], ['Company', BASELINE.Company], ['JobDate', BASELINE.JobDate], ['CompTel', BASELINE.CompTel],
      ['CompTelExt', BASELINE.CompTelExt], ['CompanyCity', BASELINE.CompanyCity], ['CompanyArea', BASELINE.CompanyArea],
      ['CompanyAddr', BASELINE.CompanyAddr], ['JobType', BASELINE.JobType], ['TitleType', BASELINE.TitleType],
      ['IncomeY', BASELINE.IncomeY], ['BinId', BASELINE.BinId],
    ];
    const seen: string[] = [];
    for (const [field, value] of fixes) {
      const run = await runCase(FORM2, BASELINE, { session: NTB, form });
      expect(run.problems).toHaveLength(1);
      expect(run.problems[0].field).toBe(field);
      seen.push(run.alerts[0]);
      form[field] = value;
    }
    expect(seen).toEqual([
      'form2.errStudent', 'form2.errCompany', 'form2.errJobDate', 'form2.errCompTel', 'form2.errCompTelExt', 'form2.errCity',
      'form2.errArea', 'form2.errAddrLength', 'form2.errJobType', 'form2.errTitleType', 'form2.errIncome', 'form2.errBinId',
    ]);
    expect(outcome(await runCase(FORM2, BASELINE, { session: NTB, form }))).toBeNull();
  });
});

/**
 * The business-ID checksum (000 §5 "Business ID helper", 001 §5.3, shared/DOMAIN.md: weights
 * 1,2,1,2,1,2,4,1, divisor 5 since 2023, 00000000 and 11111111 refused) for Form2's GUI: 001 §5.2
 * rule 10 says only "exactly 8 digits"; a bank checks the number it records, so
 * schemas/form2.json rules.validate[15] adds $gui(form.BinId): these known-bad numbers are refused.
 */
const GUI_CHECKSUM_CASES: CheckCase[] = ['04595253', '00000000', '11111111', '12345678'].map((bin) => ({
  name: `F2-43 GUI ${bin} fails the checksum`, session: NTB, form: { BinId: bin }, expected: err('BinId', 'form2.errBinId'),
}));

describe('the GUI numbers of these cases (shared/DOMAIN.md)', () => {
  it('the valid ones pass $gui and the checksum cases fail it', () => {
    expect(VALID_GUI.filter((bin) => !gui(bin))).toEqual([]);
    expect(GUI_CHECKSUM_CASES.map((c) => c.form!.BinId as string).filter((bin) => gui(bin))).toEqual([]);
  });
});

describe('Form2 GUI checksum ($gui: 000 §5, shared/DOMAIN.md)', () => {
  it.each(GUI_CHECKSUM_CASES)('$name', async (c) => {
    expect(outcome(await runCase(FORM2, BASELINE, c))).toEqual(c.expected);
  });
});

describe('Form2 message texts (F2-45, 001 §5.2, §8)', () => {
  const keys = [...messageKeys(FORM2), 'validation.maxLength'];

  it.each(keys)('%s exists in zh-TW and en, and they differ', (key) => {
    const zh = lookup(ZH, key);
    const en = lookup(EN, key);
    expect(typeof zh === 'string' && zh.trim().length > 0, `zh-TW ${key}`).toBe(true);
    expect(typeof en === 'string' && en.trim().length > 0, `en ${key}`).toBe(true);
    expect(zh).not.toBe(en);
  });

  it('each check has its own message (F2-45): distinct texts in both languages', () => {
    const own = [...new Set((FORM2.rules?.validate ?? []).map((r) => r.message))];
    // §8: student, company name, date (format, future, birth), phone, extension, city, area, address too short, special characters, industry, occupation, income, GUI;
    // and issue 18's invisible or control characters in the company name and in its street.
    expect(own).toHaveLength(17);
    for (const texts of [ZH, EN]) expect(new Set(own.map((k) => lookup(texts, k))).size).toBe(own.length);
  });

  it('the texts the seed quotes (001 §5.2) keep its wording in English; limits and special characters in both', () => {
    const en = (key: string) => String(lookup(EN, key)).toLowerCase();
    expect(en('form2.errJobDateBirth')).toContain('start date must be later than');
    expect(en('form2.errStudent')).toMatch(/student/);
    for (const texts of [ZH, EN]) {
      const t = (key: string) => String(lookup(texts, key));
      expect(t('form2.errAddrLength')).toContain(String(CONSTS.addressMinExclusive));
      expect(t('form2.errAddrLength')).toContain(String(CONSTS.addressMax));
      expect(t('form2.errCompTelExt')).toContain('8');
      expect(t('form2.errIncome')).toContain('5');
      expect(t('form2.errBinId')).toContain('8');
      for (const c of SPECIAL) expect(t('form2.errAddrSpecial')).toContain(c);
    }
  });
});
