// Issue 18 (low): control, text-direction, zero-width characters and markup in an application's
// free text (names, addresses, company) are refused by the bank with the screens' own rule
// ($plainText in schemas/form1.json, form2.json, form3.json: the browser shows the same message
// under the field), and nothing is stored. Each case changes one field of the complete application
// the app builds (tests/support/applications.ts); the same session then submits the name without
// the character and is taken.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_JUDGED } from '../../simulator/judge/a97.js';
import { application, contentJson, type Applicant } from '../support/applications.js';
import { readConfig, text, textEn } from '../support/config.js';
import { startTestSim, type Session, type TestSim } from '../unit/simulator/helpers.js';

const NTB: Applicant = { id: 'F131104093', birthday: '0790101', mobile: '0911222333' };

let sim: TestSim;
beforeAll(async () => { sim = await startTestSim({ policy: { codesPerMobile: 1000, codesPerId: 1000, sameCardWindowMs: 0 } }); });
afterAll(async () => { await sim.close(); });

const session = async () => sim.idPhotos(await sim.verified(await sim.newApplicant(NTB.id, NTB.mobile), NTB.mobile));
const submit = (s: Session, content: Record<string, unknown>) => s.call('A97', { ContentJSON: contentJson(content) });
const stored = async (s: Session) => ((await sim.dev('GET', 'applications')) as Array<{ ApplyLogID: string }>).filter((a) => a.ApplyLogID === s.applyLogId);
/** The bank's refusal with the screen's own message (Form1's under the field, Form2's alerts name theirs). */
const refusedWith = (key: string) => ({
  Success: true, Result: '0', ApplyID: '',
  ErrMsg: `${MSG_JUDGED}：${text(key)}`, Translations: { en: { ErrMsg: `The application is not valid: ${textEn(key)}` } },
});
const refused = refusedWith('err.plainText');
const taken = { Success: true, Result: '1', ApplyID: expect.stringMatching(/^CC\d{20}$/) };

describe('A97: free text holds only what a person types and sees', () => {
  it('the screens name $plainText for every free-text field the application carries', () => {
    const plain = (screen: string) => (readConfig<{ rules: { validate: Array<{ field?: string; assert: string }> } }>(`schemas/${screen}.json`).rules.validate)
      .filter((r) => r.assert === `$plainText(form.${r.field})`).map((r) => r.field);
    expect(plain('form1')).toEqual(['NameChinese', 'HomeAddr', 'BillAddr']);
    expect(plain('form2')).toEqual(['Company', 'CompanyAddr']);
    expect(plain('form3')).toEqual(expect.arrayContaining(['CustNameChinese', 'RelationName1', 'OwnCompNm1', 'OwnCompPosition1', 'SpouseCompNm2']));
  });

  it('a name with one U+202E is refused and stores nothing; the same name without it is taken', async () => {
    const s = await session();
    expect(await submit(s, await application(s.applyLogId, NTB, { form1: { NameChinese: '王小\u202e明' } }))).toEqual(refused);
    expect(await stored(s)).toEqual([]);
    expect(await submit(s, await application(s.applyLogId, NTB, { form1: { NameChinese: '王小明' } }))).toEqual(taken);
  });

  it.each([
    { what: 'a bidi isolate (U+2066) in the home address', form1: { HomeAddr: '復興南路一段\u2066390號' } },
    { what: 'a zero-width space (U+200B) in the name', form1: { NameChinese: '王\u200b小明' } },
    { what: 'a byte-order mark (U+FEFF) in the mailing address', form1: { BillAddr: '\ufeff復興南路一段390號' } },
    { what: 'a control character (U+0007) in the mailing address', form1: { BillAddr: '復興南路一段\u0007390號' } },
    { what: 'markup in the company name', form2: { Company: '<b>台灣積體電路</b>' }, message: 'form2.errCompanyPlain' },
    { what: 'a zero-width joiner (U+200D) in the company address', form2: { CompanyAddr: '復興南路一段\u200d390號' }, message: 'form2.errCompanyAddrPlain' },
  ])('$what is refused and stores nothing', async ({ form1, form2, message }) => {
    const s = await session();
    expect(await submit(s, await application(s.applyLogId, NTB, { form1, form2 }))).toEqual(refusedWith(message ?? 'err.plainText'));
    expect(await stored(s)).toEqual([]);
  });
});

