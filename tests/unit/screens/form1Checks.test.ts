// Form1's checks (001 §5.1, §8; checklist F1-52..F1-86) as data-driven cases on the real
// schemas/form1.json, run headlessly through the runtime (rules.validate, visibility,
// rules.stopAtFirst, the JSON Schema check, copy boxes, onChange/onBlur): each case starts
// from a valid baseline, changes or takes out fields, and names the one message Next reports.
import { describe, expect, it } from 'vitest';
import {
  ABSENT, CONSTS, type CheckCase, loadScreen, lookup, makeController, messageKeys, outcome, readJson, repeat, rocDay, runCase,
} from './screenChecks.js';

const FORM1 = loadScreen('form1');
const ZH = readJson<Record<string, unknown>>('locales/zh-TW.json');
const EN = readJson<Record<string, unknown>>('locales/en.json');

/** An NTB applicant born 1990-01-01 (ROC 0790101), long form. */
const NTB = { CustomerType: 'NTB', FlowType: 'NTB', Birthday: '0790101', IDNO: 'F131104093' };
const ETB = { CustomerType: 'ETB', FlowType: 'ETB', Birthday: '0790101', IDNO: 'A123456789' };
const ETP = { CustomerType: 'ETP', FlowType: 'ETP', Birthday: '0790101', IDNO: 'A123456789' };

const BASELINE: Record<string, unknown> = {
  NameChinese: '王小明', NameEnglish: 'WANG,XIAO-MING', IssueType: '1', IssueDate: '1000101', IssueCity: '63000',
  HomeCity: '63000', HomeArea: '10001', HomeZip: '100', HomeAddr: '中山路一段1號', Education: '2', HouseOwn: '1',
  TelMobile1: '0912345678', LiveTel: '0223456789', HomeTel: '0223456789', Email: 'wang@example.com',
  BillCity: '63000', BillArea: '10001', BillZip: '100', BillAddr: '中山路一段1號', Country: 'TW',
};

/** 001 §5.1: "none of ! @ # $ % ^ & * | ? < > ~ ` ’ ” + ' =" in a modified street. */
const SPECIAL = ['!', '@', '#', '$', '%', '^', '&', '*', '|', '?', '<', '>', '~', '`', '’', '”', '+', "'", '='];

/** An English name the applicant has not typed: the key is reported as undefined (absent). */
const ABSENT_VALUE = undefined;

const err = (field: string, message: string) => ({ field, message });
const ok = null;

const CASES: CheckCase[] = [
  // ---------------------------------------------------------------- Chinese name (F1-52)
  { name: 'F1-52 Chinese name absent', session: NTB, form: { NameChinese: ABSENT }, expected: err('NameChinese', 'form1.errNameChinese') },
  { name: 'F1-52 Chinese name empty', session: NTB, form: { NameChinese: '' }, expected: err('NameChinese', 'form1.errNameChinese') },
  { name: 'F1-52 Chinese name of 1 character', session: NTB, form: { NameChinese: '王' }, expected: err('NameChinese', 'form1.errNameChinese') },
  { name: 'F1-52 Chinese name of 2 characters (the minimum)', session: NTB, form: { NameChinese: '王明' }, expected: ok },
  { name: 'F1-52 Chinese name of 100 characters (the maximum)', session: NTB, form: { NameChinese: repeat('王', 100) }, expected: ok },
  { name: 'F1-52 Chinese name of 101 characters (the schema maximum answers first)', session: NTB, form: { NameChinese: repeat('王', 101) }, expected: err('NameChinese', 'validation.maxLength') },
  { name: 'F1-52 Chinese name in Latin letters', session: NTB, form: { NameChinese: 'Wang' }, expected: err('NameChinese', 'form1.errNameChinese') },
  { name: 'F1-52 Chinese name with a Latin letter', session: NTB, form: { NameChinese: '王小明A' }, expected: err('NameChinese', 'form1.errNameChinese') },
  { name: 'F1-52 Chinese name with a space', session: NTB, form: { NameChinese: '王 小明' }, expected: err('NameChinese', 'form1.errNameChinese') },
  { name: 'F1-52 range edge 0x0391 accepted', session: NTB, form: { NameChinese: '\u0391\u0391' }, expected: ok },
  { name: 'F1-52 range edge 0x0390 refused', session: NTB, form: { NameChinese: '\u0390\u0390' }, expected: err('NameChinese', 'form1.errNameChinese') },
  { name: 'F1-52 range edge 0xFFE5 accepted', session: NTB, form: { NameChinese: '\uFFE5\uFFE5' }, expected: ok },
  { name: 'F1-52 range edge 0xFFE6 refused', session: NTB, form: { NameChinese: '\uFFE6\uFFE6' }, expected: err('NameChinese', 'form1.errNameChinese') },
  { name: 'F1-52 a name with a CJK Extension B character (two UTF-16 units, one character) is 2 characters', session: NTB, form: { NameChinese: '王\u{20000}' }, expected: ok },
  { name: 'F1-52 one CJK Extension B character alone is 1 character', session: NTB, form: { NameChinese: '\u{20000}' }, expected: err('NameChinese', 'form1.errNameChinese') },
  // Issue 18: characters a person neither types nor sees ($plainText): the bank refuses them too.
  { name: 'plain text: a Chinese name with one U+202E (in the 0x0391-0xFFE5 range) is refused', session: NTB, form: { NameChinese: '王小\u202e明' }, expected: err('NameChinese', 'err.plainText') },
  { name: 'plain text: a Chinese name with a zero-width space', session: NTB, form: { NameChinese: '王\u200b小明' }, expected: err('NameChinese', 'err.plainText') },
  { name: 'plain text: a Chinese name with a byte-order mark', session: NTB, form: { NameChinese: '\ufeff王小明' }, expected: err('NameChinese', 'err.plainText') },
  { name: 'plain text: a registered street with a bidi isolate', session: NTB, form: { HomeAddr: '中山路\u20661號' }, expected: err('HomeAddr', 'err.plainText') },
  { name: 'plain text: an existing customer\'s street as on file with a control character is still refused', session: ETB, server: { A20: { HouseAddr: '中山路\u00071號' } }, form: { HomeAddr: '中山路\u00071號' }, expected: err('HomeAddr', 'err.plainText') },
  { name: 'plain text: a billing street with a zero-width joiner', session: NTB, form: { BillAddr: '中山路\u200d1號' }, expected: err('BillAddr', 'err.plainText') },
  { name: 'plain text: a billing street with < keeps the seed\'s own message', session: NTB, form: { BillAddr: '中山路<b>1號' }, expected: err('BillAddr', 'form1.errAddrSpecial') },
  { name: 'F1-44 IsOCR hides the Chinese name: absent passes', session: { ...NTB, IsOCR: 'Y' }, form: { NameChinese: ABSENT }, expected: ok },
  { name: 'F1-52 existing customer: Chinese name still required', session: ETB, form: { NameChinese: ABSENT }, expected: err('NameChinese', 'form1.errNameChinese') },

  // ---------------------------------------------------------------- birthday (F1-85: its own message; shown read-only, F1-24)
  { name: 'F1-85 birthday absent from the session', session: { ...NTB, Birthday: undefined }, form: {}, expected: err('BirthdayShown', 'form1.errBirthday') },
  { name: 'F1-85 birthday not a date (0790231)', session: { ...NTB, Birthday: '0790231' }, form: {}, expected: err('BirthdayShown', 'form1.errBirthday') },
  { name: 'F1-85 birthday of 6 digits (padded: 0790101)', session: { ...NTB, Birthday: '790101' }, form: {}, expected: ok },
  { name: 'F1-85 the birthday is checked before the English name (the seed\'s order)', session: { ...NTB, Birthday: 'x' }, form: { NameEnglish: ABSENT }, expected: err('BirthdayShown', 'form1.errBirthday') },
  { name: 'F1-43 ETP: the birthday is hidden and not checked', session: { ...ETP, Birthday: 'x' }, form: {}, expected: ok },

  // ---------------------------------------------------------------- English name (F1-22, F1-54..56)
  { name: 'F1-56 English name absent (NTB)', session: NTB, form: { NameEnglish: ABSENT }, expected: err('NameEnglish', 'form1.errNameEnglish') },
  { name: 'F1-56 LAST,FIRST', session: NTB, form: { NameEnglish: 'WANG,MING' }, expected: ok },
  { name: 'F1-56 LAST,FIRST-SECOND', session: NTB, form: { NameEnglish: 'WANG,XIAO-MING' }, expected: ok },
  { name: 'F1-56 LAST,FIRST-SECOND-THIRD refused', session: NTB, form: { NameEnglish: 'WANG,XIAO-MING-LI' }, expected: err('NameEnglish', 'form1.errNameEnglish') },
  { name: 'F1-56 LAST, FIRST (space after the comma) refused', session: NTB, form: { NameEnglish: 'WANG, MING' }, expected: err('NameEnglish', 'form1.errNameEnglish') },
  { name: 'F1-56 one word refused', session: NTB, form: { NameEnglish: 'WANG' }, expected: err('NameEnglish', 'form1.errNameEnglish') },
  { name: 'F1-56 two words', session: NTB, form: { NameEnglish: 'WANG MING' }, expected: ok },
  { name: 'F1-56 four words', session: NTB, form: { NameEnglish: 'WANG XIAO MING LI' }, expected: ok },
  { name: 'F1-56 five words refused', session: NTB, form: { NameEnglish: 'WANG XIAO MING LI HU' }, expected: err('NameEnglish', 'form1.errNameEnglish') },
  { name: 'F1-56 a double space refused', session: NTB, form: { NameEnglish: 'WANG  MING' }, expected: err('NameEnglish', 'form1.errNameEnglish') },
  { name: 'F1-56 a trailing space refused', session: NTB, form: { NameEnglish: 'WANG MING ' }, expected: err('NameEnglish', 'form1.errNameEnglish') },
  { name: 'F1-56 a digit refused', session: NTB, form: { NameEnglish: 'WANG MING2' }, expected: err('NameEnglish', 'form1.errNameEnglish') },
  { name: 'F1-54 typed in lower case: upper-cased, then valid', session: NTB, form: { NameEnglish: 'wang,xiao-ming' }, expected: ok },
  { name: 'F1-55 50 characters (the maximum)', session: NTB, form: { NameEnglish: `${repeat('A', 24)} ${repeat('B', 25)}` }, expected: ok },
  { name: 'F1-55 51 characters refused', session: NTB, form: { NameEnglish: `${repeat('A', 25)} ${repeat('B', 25)}` }, expected: err('NameEnglish', 'validation.maxLength') },
  { name: 'F1-22 existing customer: the English name is hidden, absent passes', session: ETB, form: { NameEnglish: ABSENT }, expected: ok },
  { name: 'F1-22 ETP: the English name is hidden, absent passes', session: ETP, form: { NameEnglish: ABSENT }, expected: ok },
  { name: 'F1-44 IsOCR: the English name is hidden, absent passes', session: { ...NTB, IsOCR: 'Y' }, form: { NameEnglish: ABSENT }, expected: ok },

  // ---------------------------------------------------------------- middle name (F1-57, F1-58)
  { name: 'F1-57 middle name absent (optional)', session: NTB, form: { ENMiddleName: ABSENT }, expected: ok },
  { name: 'F1-57 middle name empty (optional)', session: NTB, form: { ENMiddleName: '' }, expected: ok },
  { name: 'F1-58 letters, spaces, hyphens, commas, parentheses', session: NTB, form: { ENMiddleName: 'Mary-Ann (Jr), Lee' }, expected: ok },
  { name: 'F1-58 a digit refused', session: NTB, form: { ENMiddleName: 'ANN3' }, expected: err('ENMiddleName', 'form1.errMiddleName') },
  { name: 'F1-58 a full stop refused', session: NTB, form: { ENMiddleName: 'ANN.' }, expected: err('ENMiddleName', 'form1.errMiddleName') },
  { name: 'F1-58 Chinese refused', session: NTB, form: { ENMiddleName: '安' }, expected: err('ENMiddleName', 'form1.errMiddleName') },
  { name: 'F1-57 60 characters (the maximum)', session: NTB, form: { ENMiddleName: repeat('A', 60) }, expected: ok },
  { name: 'F1-57 61 characters refused', session: NTB, form: { ENMiddleName: repeat('A', 61) }, expected: err('ENMiddleName', 'validation.maxLength') },

  // ---------------------------------------------------------------- issue type, date, place (F1-59..62)
  { name: 'F1-59 issue type absent', session: NTB, form: { IssueType: ABSENT }, expected: err('IssueType', 'form1.errIssueType') },
  { name: 'F1-59 issue type 3 (換發)', session: NTB, form: { IssueType: '3' }, expected: ok },
  { name: 'F1-59 issue type outside 1..3 refused', session: NTB, form: { IssueType: '4' }, expected: err('IssueType', 'validation.enum') },
  { name: 'F1-59 ETP: issue type hidden, absent passes', session: ETP, form: { IssueType: ABSENT }, expected: ok },
  { name: 'F1-44 IsOCR: issue type hidden, absent passes', session: { ...NTB, IsOCR: 'Y' }, form: { IssueType: ABSENT }, expected: ok },
  { name: 'F1-61 issue date absent', session: NTB, form: { IssueDate: ABSENT }, expected: err('IssueDate', 'form1.errIssueDate') },
  { name: 'F1-61 issue date 1100231 (no 31 February)', session: NTB, form: { IssueDate: '1100231' }, expected: err('IssueDate', 'form1.errIssueDate') },
  { name: 'F1-61 issue date 1130229 (ROC 113 = 2024, a leap year)', session: NTB, form: { IssueDate: '1130229' }, expected: ok },
  { name: 'F1-61 issue date 1120229 (2023 is not a leap year)', session: NTB, form: { IssueDate: '1120229' }, expected: err('IssueDate', 'form1.errIssueDate') },
  { name: 'F1-61 issue date month 13', session: NTB, form: { IssueDate: '1001301' }, expected: err('IssueDate', 'form1.errIssueDate') },
  { name: 'F1-61 issue date six digits (padded: 0990101)', session: NTB, form: { IssueDate: '990101' }, expected: ok },
  { name: 'F1-61 issue date today', session: NTB, form: { IssueDate: rocDay(0) }, expected: ok },
  { name: 'F1-61 issue date tomorrow refused', session: NTB, form: { IssueDate: rocDay(1) }, expected: err('IssueDate', 'form1.errIssueDate') },
  { name: 'F1-62 issue date the day before the birthday', session: NTB, form: { IssueDate: '0781231' }, expected: err('IssueDate', 'form1.errIssueBeforeBirth') },
  { name: 'F1-62 issue date on the birthday', session: NTB, form: { IssueDate: '0790101' }, expected: ok },
  { name: 'F1-62 issue date the day after the birthday', session: NTB, form: { IssueDate: '0790102' }, expected: ok },
  { name: 'F1-62 birthday with a 3-digit ROC year (1000101 = 2011-01-01), issue date before it', session: { ...NTB, Birthday: '1000101' }, form: { IssueDate: '0991231' }, expected: err('IssueDate', 'form1.errIssueBeforeBirth') },
  { name: 'F1-61 ETP: issue date hidden, absent passes', session: ETP, form: { IssueDate: ABSENT }, expected: ok },
  { name: 'F1-61 ETP: issue date hidden, an invalid one is not checked', session: ETP, form: { IssueDate: '1100231' }, expected: ok },
  { name: 'F1-44 IsOCR: issue date hidden, absent passes', session: { ...NTB, IsOCR: 'Y' }, form: { IssueDate: ABSENT }, expected: ok },
  { name: 'F1-60 issue place absent', session: NTB, form: { IssueCity: ABSENT }, expected: err('IssueCity', 'form1.errIssueCity') },
  { name: 'F1-60 issue place empty', session: NTB, form: { IssueCity: '' }, expected: err('IssueCity', 'form1.errIssueCity') },
  { name: 'F1-60 ETP: issue place hidden, absent passes', session: ETP, form: { IssueCity: ABSENT }, expected: ok },

  // ---------------------------------------------------------------- registered address (F1-63..68)
  { name: 'F1-63 registered city absent', session: NTB, form: { HomeCity: ABSENT }, expected: err('HomeCity', 'form1.errHomeCity') },
  { name: 'F1-64 registered area absent', session: NTB, form: { HomeArea: ABSENT }, expected: err('HomeArea', 'form1.errHomeArea') },
  { name: 'F1-65 registered street absent', session: NTB, form: { HomeAddr: ABSENT }, expected: err('HomeAddr', 'form1.errHomeAddr') },
  { name: 'F1-65 registered street empty', session: NTB, form: { HomeAddr: '' }, expected: err('HomeAddr', 'form1.errHomeAddr') },
  { name: 'F1-66 registered street of 4 characters', session: NTB, form: { HomeAddr: '中山路1' }, expected: err('HomeAddr', 'form1.errAddrLength') },
  { name: 'F1-66 registered street of 5 characters (longer than 4)', session: NTB, form: { HomeAddr: '中山路1號' }, expected: ok },
  { name: 'F1-66 registered street of 80 characters (the maximum)', session: NTB, form: { HomeAddr: repeat('路', 80) }, expected: ok },
  { name: 'F1-66 registered street of 81 characters', session: NTB, form: { HomeAddr: repeat('路', 81) }, expected: err('HomeAddr', 'validation.maxLength') },
  { name: 'F1-67 registered street with *', session: NTB, form: { HomeAddr: '中山路*1號' }, expected: err('HomeAddr', 'form1.errAddrSpecial') },
  { name: 'F1-68 registered street with - ( ) and digits', session: NTB, form: { HomeAddr: '中山路1巷2-1號(3樓)' }, expected: ok },
  { name: 'F1-68 existing customer, street as on file with # (not modified): not checked', session: ETB, server: { A20: { HouseAddr: '中山路#1號' } }, form: { HomeAddr: '中山路#1號' }, expected: ok },
  { name: 'F1-68 existing customer, modified street with #', session: ETB, server: { A20: { HouseAddr: '中山路#1號' } }, form: { HomeAddr: '中山路#2號' }, expected: err('HomeAddr', 'form1.errAddrSpecial') },
  { name: 'F1-67 existing customer, street as on file with *: * is always refused', session: ETB, server: { A20: { HouseAddr: '中山路*1號' } }, form: { HomeAddr: '中山路*1號' }, expected: err('HomeAddr', 'form1.errAddrSpecial') },
  { name: 'F1-68 NTB: a street equal to an A20 answer is still checked', session: NTB, server: { A20: { HouseAddr: '中山路#1號' } }, form: { HomeAddr: '中山路#1號' }, expected: err('HomeAddr', 'form1.errAddrSpecial') },
  ...SPECIAL.map((c): CheckCase => ({ name: `F1-68 registered street with ${c}`, session: NTB, form: { HomeAddr: `中山路${c}1號` }, expected: err('HomeAddr', 'form1.errAddrSpecial') })),
  { name: 'F1-44 IsOCR: registered address hidden, absent passes', session: { ...NTB, IsOCR: 'Y' }, form: { HomeCity: ABSENT, HomeArea: ABSENT, HomeAddr: ABSENT }, expected: ok },

  // ---------------------------------------------------------------- education, house ownership (F1-69, F1-70)
  { name: 'F1-69 education absent', session: NTB, form: { Education: ABSENT }, expected: err('Education', 'form1.errEducation') },
  { name: 'F1-69 FlowType ETP alone hides education too', session: { ...ETB, FlowType: 'ETP' }, form: { Education: ABSENT }, expected: ok },
  { name: 'F1-69 ETP: education hidden, absent passes', session: ETP, form: { Education: ABSENT }, expected: ok },
  { name: 'F1-69 short form: education still required', session: { ...NTB, ApplyShortForm: 'Y' }, form: { Education: ABSENT }, expected: err('Education', 'form1.errEducation') },
  { name: 'F1-70 house ownership absent', session: NTB, form: { HouseOwn: ABSENT }, expected: err('HouseOwn', 'form1.errHouseOwn') },
  { name: 'F1-70 ETP: house ownership hidden, absent passes', session: ETP, form: { HouseOwn: ABSENT }, expected: ok },
  { name: 'F1-70 short form: house ownership hidden, absent passes', session: { ...NTB, ApplyShortForm: 'Y' }, form: { HouseOwn: ABSENT }, expected: ok },
  { name: 'F1-70 ApplyShortForm N: house ownership required', session: { ...NTB, ApplyShortForm: 'N' }, form: { HouseOwn: ABSENT }, expected: err('HouseOwn', 'form1.errHouseOwn') },

  // ---------------------------------------------------------------- mobile (F1-71, F1-72)
  { name: 'F1-72 mobile absent', session: NTB, form: { TelMobile1: ABSENT }, expected: err('TelMobile1', 'form1.errMobile') },
  { name: 'F1-71 mobile 0912345678', session: NTB, form: { TelMobile1: '0912345678' }, expected: ok },
  { name: 'F1-71 mobile 0812345678 (not 09)', session: NTB, form: { TelMobile1: '0812345678' }, expected: err('TelMobile1', 'form1.errMobile') },
  { name: 'F1-71 mobile 09 + 7 digits (9 in all)', session: NTB, form: { TelMobile1: '091234567' }, expected: err('TelMobile1', 'form1.errMobile') },
  { name: 'F1-71 mobile 09 + 9 digits (11 in all, over the maximum 10)', session: NTB, form: { TelMobile1: '09123456789' }, expected: err('TelMobile1', 'validation.maxLength') },
  { name: 'F1-71 mobile with a hyphen', session: NTB, form: { TelMobile1: '0912-34567' }, expected: err('TelMobile1', 'form1.errMobile') },
  { name: 'F1-72 short form: mobile still required', session: { ...NTB, ApplyShortForm: 'Y' }, form: { TelMobile1: ABSENT }, expected: err('TelMobile1', 'form1.errMobile') },
  { name: 'F1-72 ETP: mobile hidden, absent passes', session: ETP, form: { TelMobile1: ABSENT }, expected: ok },

  // ---------------------------------------------------------------- current and registered phone (F1-73, F1-74)
  { name: 'F1-74 current phone absent', session: NTB, form: { LiveTel: ABSENT }, expected: err('LiveTel', 'form1.errLiveTel') },
  { name: 'F1-73 current phone 0 + 6 digits (7 in all)', session: NTB, form: { LiveTel: '0212345' }, expected: err('LiveTel', 'form1.errLiveTel') },
  { name: 'F1-73 current phone 0 + 7 digits (8 in all)', session: NTB, form: { LiveTel: '02123456' }, expected: ok },
  { name: 'F1-73 current phone 0 + 9 digits (10 in all)', session: NTB, form: { LiveTel: '0212345678' }, expected: ok },
  { name: 'F1-73 current phone 0 + 10 digits (11 in all)', session: NTB, form: { LiveTel: '02123456789' }, expected: err('LiveTel', 'form1.errLiveTel') },
  { name: 'F1-73 current phone not starting 0', session: NTB, form: { LiveTel: '2223456789' }, expected: err('LiveTel', 'form1.errLiveTel') },
  { name: 'F1-73 current phone with a hyphen', session: NTB, form: { LiveTel: '02-23456789' }, expected: err('LiveTel', 'form1.errLiveTel') },
  { name: 'F1-73 current phone over 20 characters', session: NTB, form: { LiveTel: repeat('0', 21) }, expected: err('LiveTel', 'validation.maxLength') },
  { name: 'F1-74 short form: current phone hidden, absent passes', session: { ...NTB, ApplyShortForm: 'Y' }, form: { LiveTel: ABSENT }, expected: ok },
  { name: 'F1-74 ETP: current phone hidden, absent passes', session: ETP, form: { LiveTel: ABSENT }, expected: ok },
  { name: 'F1-74 same-as-mobile ticked: the current phone is the mobile and passes', session: NTB, form: { LiveTel: ABSENT, sameAsLiveForMobile: true }, expected: ok },
  { name: 'F1-74 registered phone absent', session: NTB, form: { HomeTel: ABSENT }, expected: err('HomeTel', 'form1.errHomeTel') },
  { name: 'F1-73 registered phone 0 + 6 digits', session: NTB, form: { HomeTel: '0212345' }, expected: err('HomeTel', 'form1.errHomeTel') },
  { name: 'F1-73 registered phone 0 + 7 digits', session: NTB, form: { HomeTel: '02123456' }, expected: ok },
  { name: 'F1-73 registered phone 0 + 10 digits', session: NTB, form: { HomeTel: '02123456789' }, expected: err('HomeTel', 'form1.errHomeTel') },
  { name: 'F1-74 short form: registered phone hidden, absent passes', session: { ...NTB, ApplyShortForm: 'Y' }, form: { HomeTel: ABSENT }, expected: ok },
  { name: 'F1-74 ETP: registered phone hidden, absent passes', session: ETP, form: { HomeTel: ABSENT }, expected: ok },
  { name: 'F1-74 registered same as mobile ticked: passes', session: NTB, form: { HomeTel: ABSENT, sameAsHomeForMobile: true }, expected: ok },
  { name: 'F1-74 registered same as current phone ticked: passes', session: NTB, form: { HomeTel: ABSENT, sameAsHomeForLive: true }, expected: ok },

  // ---------------------------------------------------------------- email (F1-75, F1-76)
  { name: 'F1-75 email absent', session: NTB, form: { Email: ABSENT }, expected: err('Email', 'form1.errEmail') },
  { name: 'F1-75 email a@b', session: NTB, form: { Email: 'a@b' }, expected: err('Email', 'form1.errEmail') },
  { name: 'F1-75 email with a one-letter top-level domain', session: NTB, form: { Email: 'a@b.c' }, expected: err('Email', 'form1.errEmail') },
  { name: 'F1-75 email a@b.co', session: NTB, form: { Email: 'a@b.co' }, expected: ok },
  { name: 'F1-75 email without @', session: NTB, form: { Email: 'wang.example.com' }, expected: err('Email', 'form1.errEmail') },
  { name: 'F1-75 email with a space', session: NTB, form: { Email: 'wang @example.com' }, expected: err('Email', 'form1.errEmail') },
  { name: 'F1-75 email with + and dots', session: NTB, form: { Email: 'wang.xm+card@mail.example.com.tw' }, expected: ok },
  { name: 'F1-76 email ending with the rejected suffix', session: { ...NTB, EmailCheckReject: '@x.com' }, form: { Email: 'wang@x.com' }, expected: err('Email', 'form1.errEmailReject') },
  { name: 'F1-76 rejected suffix in other letter case', session: { ...NTB, EmailCheckReject: '@x.com' }, form: { Email: 'Wang@X.COM' }, expected: err('Email', 'form1.errEmailReject') },
  { name: 'F1-76 a domain that only ends like the suffix without its @ passes', session: { ...NTB, EmailCheckReject: '@x.com' }, form: { Email: 'wang@ax.com' }, expected: ok },
  { name: 'F1-76 the suffix inside, not at the end, passes', session: { ...NTB, EmailCheckReject: '@x.com' }, form: { Email: 'wang@x.com.tw' }, expected: ok },
  { name: 'F1-76 the campaigns\' suffix (@example-bank.com.tw) refused', session: { ...NTB, EmailCheckReject: '@example-bank.com.tw' }, form: { Email: 'wang@example-bank.com.tw' }, expected: err('Email', 'form1.errEmailReject') },
  { name: 'F1-76 a shorter domain than the campaigns\' suffix passes', session: { ...NTB, EmailCheckReject: '@example-bank.com.tw' }, form: { Email: 'wang@example-bank.com' }, expected: ok },
  { name: 'F1-76 no rejected suffix in the session: any valid email passes', session: NTB, form: { Email: 'wang@x.com' }, expected: ok },
  { name: 'F1-76 an invalid email gets the pattern message, not the suffix one', session: { ...NTB, EmailCheckReject: '@x.com' }, form: { Email: '@x.com' }, expected: err('Email', 'form1.errEmail') },
  { name: 'F1-75 ETP: email still required', session: ETP, form: { Email: ABSENT }, expected: err('Email', 'form1.errEmail') },

  // ---------------------------------------------------------------- billing address (F1-63..68)
  { name: 'F1-63 billing city absent', session: NTB, form: { BillCity: ABSENT }, expected: err('BillCity', 'form1.errBillCity') },
  { name: 'F1-64 billing area absent', session: NTB, form: { BillArea: ABSENT }, expected: err('BillArea', 'form1.errBillArea') },
  { name: 'F1-65 billing street absent', session: NTB, form: { BillAddr: ABSENT }, expected: err('BillAddr', 'form1.errBillAddr') },
  { name: 'F1-66 billing street of 4 characters', session: NTB, form: { BillAddr: '中山路1' }, expected: err('BillAddr', 'form1.errAddrLength') },
  { name: 'F1-66 billing street of 5 characters', session: NTB, form: { BillAddr: '中山路1號' }, expected: ok },
  { name: 'F1-66 billing street of 80 characters', session: NTB, form: { BillAddr: repeat('路', 80) }, expected: ok },
  { name: 'F1-66 billing street of 81 characters', session: NTB, form: { BillAddr: repeat('路', 81) }, expected: err('BillAddr', 'validation.maxLength') },
  { name: 'F1-67 billing street with *', session: NTB, form: { BillAddr: '中山路*1號' }, expected: err('BillAddr', 'form1.errAddrSpecial') },
  ...SPECIAL.map((c): CheckCase => ({ name: `F1-68 billing street with ${c}`, session: NTB, form: { BillAddr: `中山路${c}1號` }, expected: err('BillAddr', 'form1.errAddrSpecial') })),
  { name: 'F1-68 existing customer, billing street as on file with @: not checked', session: ETB, server: { A20: { ContactAddr: '中山路@1號' } }, form: { BillAddr: '中山路@1號' }, expected: ok },
  { name: 'F1-68 existing customer, modified billing street with @', session: ETB, server: { A20: { ContactAddr: '中山路@1號' } }, form: { BillAddr: '中山路@2號' }, expected: err('BillAddr', 'form1.errAddrSpecial') },
  { name: 'F1-63 IsOCR: the billing address is still required', session: { ...NTB, IsOCR: 'Y' }, form: { BillCity: ABSENT }, expected: err('BillCity', 'form1.errBillCity') },

  // ---------------------------------------------------------------- modes as a whole (F1-43..45)
  { name: 'F1-43 ETP: every hidden field absent passes', session: ETP, form: { NameEnglish: ABSENT, IssueType: ABSENT, IssueDate: ABSENT, IssueCity: ABSENT, Education: ABSENT, HouseOwn: ABSENT, TelMobile1: ABSENT, LiveTel: ABSENT, HomeTel: ABSENT }, expected: ok },
  { name: 'F1-45 short form: house ownership and phones absent pass', session: { ...NTB, ApplyShortForm: 'Y' }, form: { HouseOwn: ABSENT, LiveTel: ABSENT, HomeTel: ABSENT }, expected: ok },
  { name: 'F1-44 IsOCR: every hidden personal field absent passes', session: { ...NTB, IsOCR: 'Y' }, form: { NameChinese: ABSENT, NameEnglish: ABSENT, IssueType: ABSENT, IssueDate: ABSENT, IssueCity: ABSENT, HomeCity: ABSENT, HomeArea: ABSENT, HomeAddr: ABSENT }, expected: ok },

  // ---------------------------------------------------------------- stop at the first, in the seed's order (F1-86, 001 §8)
  { name: 'F1-86 Chinese name and email both absent: the name', session: NTB, form: { NameChinese: ABSENT, Email: ABSENT }, expected: err('NameChinese', 'form1.errNameChinese') },
  { name: 'F1-86 Chinese name and English name wrong: the Chinese name', session: NTB, form: { NameChinese: 'Wang', NameEnglish: 'WANG' }, expected: err('NameChinese', 'form1.errNameChinese') },
  { name: 'F1-86 English name and issue type: the English name', session: NTB, form: { NameEnglish: 'WANG', IssueType: ABSENT }, expected: err('NameEnglish', 'form1.errNameEnglish') },
  { name: 'F1-86 issue type and issue date: the type', session: NTB, form: { IssueType: ABSENT, IssueDate: ABSENT }, expected: err('IssueType', 'form1.errIssueType') },
  { name: 'F1-86 issue date and place (§8: type/date/place): the date', session: NTB, form: { IssueDate: '1100231', IssueCity: ABSENT }, expected: err('IssueDate', 'form1.errIssueDate') },
  { name: 'F1-86 issue before birth and registered street too short: the issue date', session: NTB, form: { IssueDate: '0781231', HomeAddr: '中山路1' }, expected: err('IssueDate', 'form1.errIssueBeforeBirth') },
  { name: 'F1-86 registered city and area absent: the city', session: NTB, form: { HomeCity: ABSENT, HomeArea: ABSENT }, expected: err('HomeCity', 'form1.errHomeCity') },
  { name: 'F1-86 a registered street of 81 characters with * and education absent: the length (schema) first', session: NTB, form: { HomeAddr: `${repeat('路', 80)}*`, Education: ABSENT }, expected: err('HomeAddr', 'validation.maxLength') },
  { name: 'F1-86 a short registered street with *: the length first', session: NTB, form: { HomeAddr: '路*1' }, expected: err('HomeAddr', 'form1.errAddrLength') },
  { name: 'F1-86 education and house ownership absent: education', session: NTB, form: { Education: ABSENT, HouseOwn: ABSENT }, expected: err('Education', 'form1.errEducation') },
  { name: 'F1-86 house ownership absent and mobile wrong: house ownership', session: NTB, form: { HouseOwn: ABSENT, TelMobile1: '0812345678' }, expected: err('HouseOwn', 'form1.errHouseOwn') },
  { name: 'F1-86 mobile and current phone wrong: the mobile', session: NTB, form: { TelMobile1: '091234567', LiveTel: '0212345' }, expected: err('TelMobile1', 'form1.errMobile') },
  { name: 'F1-86 current and registered phone wrong: the current phone', session: NTB, form: { LiveTel: '0212345', HomeTel: '0212345' }, expected: err('LiveTel', 'form1.errLiveTel') },
  { name: 'F1-86 registered phone and email wrong: the phone', session: NTB, form: { HomeTel: ABSENT, Email: 'a@b' }, expected: err('HomeTel', 'form1.errHomeTel') },
  { name: 'F1-86 email wrong and billing city absent (§8: billing after email): the email', session: NTB, form: { Email: 'a@b', BillCity: ABSENT }, expected: err('Email', 'form1.errEmail') },
  { name: 'F1-86 rejected email and billing street too short: the email', session: { ...NTB, EmailCheckReject: '@x.com' }, form: { Email: 'a@x.com', BillAddr: '中山路1' }, expected: err('Email', 'form1.errEmailReject') },
  { name: 'F1-86 registered and billing street too short: the registered one', session: NTB, form: { HomeAddr: '中山路1', BillAddr: '中山路1' }, expected: err('HomeAddr', 'form1.errAddrLength') },
  { name: 'F1-86 billing city, area and street absent: the city', session: NTB, form: { BillCity: ABSENT, BillArea: ABSENT, BillAddr: ABSENT }, expected: err('BillCity', 'form1.errBillCity') },
  { name: 'F1-86 every field absent: the Chinese name only', session: NTB, form: Object.fromEntries([...Object.keys(BASELINE), 'IssueType'].map((k) => [k, ABSENT])), expected: err('NameChinese', 'form1.errNameChinese') },
  { name: 'F1-86 ETP with every field absent: the first visible one (the Chinese name)', session: ETP, form: Object.fromEntries([...Object.keys(BASELINE), 'IssueType'].map((k) => [k, ABSENT])), expected: err('NameChinese', 'form1.errNameChinese') },
  { name: 'F1-86 IsOCR with every field absent: the first visible one (education)', session: { ...NTB, IsOCR: 'Y' }, form: Object.fromEntries([...Object.keys(BASELINE), 'IssueType'].map((k) => [k, ABSENT])), expected: err('Education', 'form1.errEducation') },
  { name: 'F1-86 ETP and IsOCR with every field absent: the email (the first field left)', session: { ...ETP, IsOCR: 'Y' }, form: Object.fromEntries([...Object.keys(BASELINE), 'IssueType'].map((k) => [k, ABSENT])), expected: err('Email', 'form1.errEmail') },
];

describe('Form1 checks (001 §5.1; schemas/form1.json through the runtime)', () => {
  it('the baseline passes for NTB, ETB and ETP, and Next moves on', async () => {
    for (const session of [NTB, ETB, ETP, { ...NTB, ApplyShortForm: 'Y' }, { ...NTB, IsOCR: 'Y' }]) {
      const run = await runCase(FORM1, BASELINE, { session });
      expect(run.problems, JSON.stringify(session)).toEqual([]);
      expect(run.navigations).toHaveLength(1);
    }
  });

  it.each(CASES)('$name', async (c) => {
    const run = await runCase(FORM1, BASELINE, c);
    expect(outcome(run)).toEqual(c.expected);
    // Form1's messages stand at their fields (001 §4.2 scrolls to the field), not in alerts.
    expect(run.alerts).toEqual([]);
  });

  it('every rule of rules.validate is reached by a failing case (no rule left untested)', () => {
    const failing = new Set(CASES.filter((c) => c.expected).map((c) => `${c.expected!.field} ${c.expected!.message}`));
    const untested = (FORM1.rules?.validate ?? []).filter((r) => !failing.has(`${r.field} ${r.message}`));
    expect(untested).toEqual([]);
  });
});

/**
 * 001 §8 lists Form1's messages in the page's order, "... education, house ownership, middle
 * name, mobile ..." (ui:order puts ENMiddleName in the optional section after HouseOwn; F1-87
 * scrolls to the first invalid field): a wrong middle name waits for the fields above it.
 */
const SEED_ORDER_CASES: CheckCase[] = [
  { name: 'F1-86 issue type absent and middle name wrong: the issue type (§8: issue type before middle name)', session: NTB, form: { IssueType: ABSENT, ENMiddleName: 'ANN3' }, expected: err('IssueType', 'form1.errIssueType') },
  { name: 'F1-86 registered street too short and middle name wrong: the street', session: NTB, form: { HomeAddr: '中山路1', ENMiddleName: 'ANN3' }, expected: err('HomeAddr', 'form1.errAddrLength') },
  { name: 'F1-86 education absent and middle name wrong: education', session: NTB, form: { Education: ABSENT, ENMiddleName: 'ANN3' }, expected: err('Education', 'form1.errEducation') },
  { name: 'F1-86 house ownership absent and middle name wrong: house ownership', session: NTB, form: { HouseOwn: ABSENT, ENMiddleName: 'ANN3' }, expected: err('HouseOwn', 'form1.errHouseOwn') },
];

describe('Form1 order as 001 §8 gives it: the middle name after house ownership', () => {
  it.each(SEED_ORDER_CASES)('$name', async (c) => {
    expect(outcome(await runCase(FORM1, BASELINE, c))).toEqual(c.expected);
  });
});

describe('the middle name before the mobile (001 §8 and the config agree)', () => {
  it('F1-86 middle name wrong and mobile absent: the middle name', async () => {
    expect(outcome(await runCase(FORM1, BASELINE, { session: NTB, form: { ENMiddleName: 'ANN3', TelMobile1: ABSENT } }))).toEqual(err('ENMiddleName', 'form1.errMiddleName'));
  });
});

describe('other nationalities: at most 4 (F1-81, F1-33)', () => {
  it('the form has exactly OtherNation1..4 and each next one shows only when the one before is chosen', async () => {
    const nations = Object.keys(FORM1.schema.properties as object).filter((k) => /^OtherNation\d+$/.test(k));
    expect(nations).toEqual(['OtherNation1', 'OtherNation2', 'OtherNation3', 'OtherNation4']);
    const h = makeController(FORM1, { session: NTB });
    await h.controller.change({ ...BASELINE });
    expect(['OtherNation1', 'OtherNation2', 'OtherNation3', 'OtherNation4'].filter((f) => !h.controller.state.hidden.has(f))).toEqual(['OtherNation1']);
    await h.controller.change({ ...BASELINE, OtherNation1: 'US', OtherNation2: 'JP', OtherNation3: 'KR' });
    expect(['OtherNation1', 'OtherNation2', 'OtherNation3', 'OtherNation4'].filter((f) => !h.controller.state.hidden.has(f))).toEqual(['OtherNation1', 'OtherNation2', 'OtherNation3', 'OtherNation4']);
    expect(await h.controller.submit()).toEqual([]);
  });
});

describe('same-as boxes need their source first (F1-82..84, real config)', () => {
  const BOXES: Array<{ name: string; form: Record<string, unknown>; box: string; alert: string | null; copied?: Record<string, unknown> }> = [
    { name: 'F1-82 current phone same as mobile, mobile absent', form: { TelMobile1: undefined }, box: 'sameAsLiveForMobile', alert: 'form1.enterMobileFirst' },
    { name: 'F1-82 current phone same as mobile, mobile of 9 digits', form: { TelMobile1: '091234567' }, box: 'sameAsLiveForMobile', alert: 'form1.enterMobileFirst' },
    { name: 'F1-82 current phone same as a valid mobile: copied', form: { TelMobile1: '0987654321' }, box: 'sameAsLiveForMobile', alert: null, copied: { LiveTel: '0987654321' } },
    { name: 'F1-82 registered phone same as mobile, mobile absent', form: { TelMobile1: undefined }, box: 'sameAsHomeForMobile', alert: 'form1.enterMobileFirst' },
    { name: 'F1-82 registered phone same as a valid mobile: copied', form: { TelMobile1: '0987654321' }, box: 'sameAsHomeForMobile', alert: null, copied: { HomeTel: '0987654321' } },
    { name: 'F1-83 registered phone same as current phone, current phone absent', form: { LiveTel: undefined }, box: 'sameAsHomeForLive', alert: 'form1.enterLiveFirst' },
    { name: 'F1-83 registered phone same as current phone of 7 digits', form: { LiveTel: '0212345' }, box: 'sameAsHomeForLive', alert: 'form1.enterLiveFirst' },
    { name: 'F1-83 registered phone same as a valid current phone: copied', form: { LiveTel: '02123456' }, box: 'sameAsHomeForLive', alert: null, copied: { HomeTel: '02123456' } },
    { name: 'F1-84 billing same as registered, registered street empty', form: { HomeAddr: '' }, box: 'sameAsContactForHome', alert: 'form1.enterHomeFirst' },
    { name: 'F1-84 billing same as registered, registered area absent', form: { HomeArea: undefined }, box: 'sameAsContactForHome', alert: 'form1.enterHomeFirst' },
    { name: 'F1-84 billing same as a complete registered address: copied', form: { HomeCity: '64000', HomeArea: '80001', HomeZip: '800', HomeAddr: '中正四路1號' }, box: 'sameAsContactForHome', alert: null, copied: { BillCity: '64000', BillArea: '80001', BillZip: '800', BillAddr: '中正四路1號' } },
  ];
  it.each(BOXES)('$name', async (c) => {
    const h = makeController(FORM1, { session: NTB });
    const start = { ...BASELINE, ...c.form };
    for (const [k, v] of Object.entries(start)) if (v === undefined) delete start[k];
    await h.controller.change(start);
    await h.controller.change({ ...start, [c.box]: true });
    if (c.alert) {
      expect(h.alerts).toEqual([c.alert]);
      expect(h.controller.state.form[c.box]).toBe(false);
    } else {
      expect(h.alerts).toEqual([]);
      expect(h.controller.state.form[c.box]).toBe(true);
      expect(h.controller.state.form).toMatchObject(c.copied!);
    }
  });
});

describe('blur effects of §5.1 (F1-53, F1-80)', () => {
  it('F1-53 a valid Chinese name on blur asks A108 and fills the English name; an invalid one asks nothing', async () => {
    const h = makeController(FORM1, { session: NTB, answers: { A108: { Success: true, ENameLast: 'WANG', ENameFirst: 'XIAO-MING' } } });
    await h.controller.change({ ...BASELINE, NameChinese: '王', NameEnglish: ABSENT_VALUE });
    await h.controller.blur('NameChinese');
    expect(h.calls.filter(([code]) => code === 'A108')).toEqual([]);
    await h.controller.change({ ...BASELINE, NameChinese: '王小明', NameEnglish: ABSENT_VALUE });
    await h.controller.blur('NameChinese');
    expect(h.calls.filter(([code]) => code === 'A108')).toEqual([['A108', { CName: '王小明' }]]);
    expect(h.controller.state.form.NameEnglish).toBe('WANG,XIAO-MING');
  });

  it('F1-80 a valid email on blur alerts once that a code or link will be mailed; an invalid or rejected one does not', async () => {
    const h = makeController(FORM1, { session: { ...NTB, EmailCheckReject: '@x.com' } });
    for (const email of ['a@b', 'wang@x.com']) {
      await h.controller.change({ ...BASELINE, Email: email });
      await h.controller.blur('Email');
    }
    expect(h.alerts).toEqual([]);
    await h.controller.change({ ...BASELINE, Email: 'wang@example.com' });
    await h.controller.blur('Email');
    await h.controller.blur('Email');
    expect(h.alerts).toEqual(['form1.emailWillVerify']);
  });
});

describe('Form1 message texts (F1-85, 001 §5.1, §8)', () => {
  const keys = [...messageKeys(FORM1), 'validation.maxLength', 'validation.enum', 'form1.emailWillVerify'];

  it.each(keys)('%s exists in zh-TW and en, and they differ', (key) => {
    const zh = lookup(ZH, key);
    const en = lookup(EN, key);
    expect(typeof zh === 'string' && zh.trim().length > 0, `zh-TW ${key}`).toBe(true);
    expect(typeof en === 'string' && en.trim().length > 0, `en ${key}`).toBe(true);
    expect(zh).not.toBe(en);
  });

  it('each field has its own message (F1-85): the field-named keys are distinct texts in both languages', () => {
    const own = (FORM1.rules?.validate ?? []).map((r) => r.message).filter((m) => !['form1.errAddrLength', 'form1.errAddrSpecial'].includes(m));
    for (const texts of [ZH, EN]) {
      const unique = [...new Set(own)];
      expect(new Set(unique.map((k) => lookup(texts, k))).size).toBe(unique.length);
    }
  });

  it('the texts the seed quotes (001 §5.1, §8) keep its wording in English', () => {
    const en = (key: string) => String(lookup(EN, key)).toLowerCase();
    expect(en('form1.errIssueBeforeBirth')).toContain('issue date should be later than');
    expect(en('form1.errEmailReject')).toContain('not applicable for applying for this card product');
    expect(en('form1.enterMobileFirst')).toContain('enter your mobile phone number first');
    expect(en('form1.enterHomeFirst')).toContain('enter your complete registered address');
    expect(en('form1.emailWillVerify')).toMatch(/one-time (code|password)|link/);
  });

  it('the texts carry the limits of flows/constants.json and the seed\'s special characters', () => {
    for (const texts of [ZH, EN]) {
      const t = (key: string) => String(lookup(texts, key));
      expect(t('form1.errNameChinese')).toContain(String(CONSTS.chineseNameMin));
      expect(t('form1.errNameChinese')).toContain(String(CONSTS.chineseNameMax));
      expect(t('form1.errNameEnglish')).toContain(String(CONSTS.englishNameMax));
      expect(t('form1.errMiddleName')).toContain(String(CONSTS.middleNameMax));
      expect(t('form1.errAddrLength')).toContain(String(CONSTS.addressMinExclusive));
      expect(t('form1.errAddrLength')).toContain(String(CONSTS.addressMax));
      for (const c of SPECIAL) expect(t('form1.errAddrSpecial')).toContain(c);
    }
  });
});

