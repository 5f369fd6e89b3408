// Issue 18 §2, §3: A97 called as a script would, right after the SMS code, at the edges of what the
// bank now refuses. Each case starts from the complete application the app builds
// (tests/support/applications.ts), on a session that took every step its journey requires (the ID
// photos submitted where the journey passes /UploadID), and changes one thing: the forms (a
// near-empty application, one without its company form), or what the apply log proved (the mobile
// the code went to, the verified e-mail, the birthday A84 accepted, a customer's name on file).
// Each refusal stores nothing; the same session then submits the complete application and is taken.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_JUDGED } from '../../simulator/judge/a97.js';
import { MSG_BIRTHDAY_UNVERIFIED, MSG_EMAIL_UNVERIFIED, MSG_MOBILE_UNVERIFIED, MSG_NAME_ON_FILE } from '../../simulator/judge/verified.js';
import { MSG_ID_PHOTOS_MISSING } from '../../simulator/judge/steps.js';
import { withMessageTranslations } from '../../simulator/messages.js';
import { application, contentJson, type Applicant } from '../support/applications.js';
import { text, textEn } from '../support/config.js';
import { startTestSim, type Session, type TestSim } from '../unit/simulator/helpers.js';

const NTB: Applicant = { id: 'F131104093', birthday: '0790101', mobile: '0911222333' };
const ETB: Applicant = { id: 'A123456789', birthday: '0690101', mobile: '0912345678' };
const ETP: Applicant = { id: 'B220012340', birthday: '0750505', mobile: '0922333444' };

let sim: TestSim;
// Many verified sessions and applications of a few identities: the SMS limits are the rate-limit
// tests' business, one application per person and card tests/security/flags.test.ts's.
beforeAll(async () => { sim = await startTestSim({ policy: { codesPerMobile: 1000, codesPerId: 1000, sameCardWindowMs: 0 } }); });
afterAll(async () => { await sim.close(); });

/** Verified by the SMS code, the ID photos submitted (a new applicant's and an ETB's journey pass /UploadID). */
const ntb = async () => sim.idPhotos(await sim.verified(await sim.newApplicant(NTB.id, NTB.mobile), NTB.mobile));
const customer = async (who: Applicant) => sim.idPhotos(await sim.verified(await sim.customer(who.id, who.birthday), who.mobile));
const submit = (s: Session, content: Record<string, unknown>) => s.call('A97', { ContentJSON: contentJson(content) });
const stored = async (s: Session) => ((await sim.dev('GET', 'applications')) as Array<{ ApplyLogID: string; content: Record<string, unknown> }>)
  .filter((a) => a.ApplyLogID === s.applyLogId);
/** The bank's own refusal of what the apply log did not prove, with its English (simulator/messages.ts). */
const unproved = (ErrMsg: string) => withMessageTranslations({ Success: true, Result: '0', ApplyID: '', ErrMsg });
/** The screens' refusal: their own message in both languages. */
const judged = (zh: string, en: string) => ({
  Success: true, Result: '0', ApplyID: '', ErrMsg: `${MSG_JUDGED}：${zh}`, Translations: { en: { ErrMsg: `The application is not valid: ${en}` } },
});
const taken = { Success: true, Result: '1', ApplyID: expect.stringMatching(/^CC\d{20}$/) };

describe('A97: the application must be complete by the screens\' rules', () => {
  it('right after the SMS code, each step short of the complete application is refused and stores nothing; the complete one is taken', async () => {
    const s = await sim.verified(await sim.newApplicant(NTB.id, NTB.mobile), NTB.mobile);
    // The near-empty application of the finding: no birthday, so not the one A84 accepted.
    expect(await submit(s, { ApplyLogID: s.applyLogId, IDNO: NTB.id, ChineseName: '王小明' })).toEqual(unproved(MSG_BIRTHDAY_UNVERIFIED));
    // With that birthday: the ID photos the journey takes through /UploadID are not there.
    expect(await submit(s, { ApplyLogID: s.applyLogId, IDNO: NTB.id, ChineseName: '王小明', Birthday: '1990-01-01' })).toEqual(unproved(MSG_ID_PHOTOS_MISSING));
    await sim.idPhotos(s);
    // With them: Form1 is there but not filled (its first check, the English name).
    expect(await submit(s, { ApplyLogID: s.applyLogId, IDNO: NTB.id, ChineseName: '王小明', Birthday: '1990-01-01' }))
      .toEqual(judged(text('form1.errNameEnglish'), textEn('form1.errNameEnglish')));
    // Form1 complete, the company form an NTB applicant must fill missing.
    expect(await submit(s, await application(s.applyLogId, NTB, { form2: null })))
      .toEqual(judged(`缺少「${text('form2.title')}」`, `the "${textEn('form2.title')}" step is missing`));
    expect(await stored(s)).toEqual([]);
    expect(await submit(s, await application(s.applyLogId, NTB))).toEqual(taken);
  });

  it('an ETP applicant (flows/session.json: Form2Data optional in the ETP flow) is taken without a company form; an ETB applicant is not', async () => {
    // An ETP customer with an ETP flag: no /UploadID on its way, no photos.
    const etp = await sim.verified(await sim.customer(ETP.id, ETP.birthday), ETP.mobile);
    const content = await application(etp.applyLogId, ETP);
    expect(content).not.toHaveProperty('Company');
    expect(await submit(etp, content)).toEqual(taken);
    expect((await stored(etp))[0].content).not.toHaveProperty('Company');

    const etb = await customer(ETB);
    expect(await submit(etb, await application(etb.applyLogId, ETB, { form2: null })))
      .toEqual(judged(`缺少「${text('form2.title')}」`, `the "${textEn('form2.title')}" step is missing`));
    expect(await stored(etb)).toEqual([]);
  });
});

describe('A97: the application says what the apply log proved', () => {
  it.each([
    { who: 'a new applicant', start: ntb, applicant: NTB },
    { who: 'a customer', start: () => customer(ETB), applicant: ETB },
  ])('$who: a mobile other than the one the SMS code went to is refused; that one is taken', async ({ start, applicant }) => {
    const s = await start();
    const other = `${applicant.mobile.slice(0, -1)}${(Number(applicant.mobile.slice(-1)) + 1) % 10}`;
    expect(await submit(s, await application(s.applyLogId, applicant, { form1: { TelMobile1: other } }))).toEqual(unproved(MSG_MOBILE_UNVERIFIED));
    expect(await stored(s)).toEqual([]);
    expect(await submit(s, await application(s.applyLogId, applicant))).toEqual(taken);
  });

  it('an e-mail other than the verified one (A29, A143, A144) is refused; the verified one, in any case, is taken', async () => {
    const email = 'xiaoming@gmail.com';
    const verifiedEmail = async () => {
      const s = await ntb();
      expect((await s.call('A29', { EMail: email, NTBETB: 'NTB' })).Success).toBe(true);
      const { OTPID } = await s.call('A143');
      const code = (await sim.outbox()).filter((m) => m.channel === 'email' && m.to === email).at(-1)!.code;
      expect((await s.call('A144', { OTPID, OTPPin: code })).Status).toBe('Y');
      return s;
    };
    const s = await verifiedEmail();
    expect(await submit(s, await application(s.applyLogId, NTB, { form1: { Email: 'xiaoming2@gmail.com' } }))).toEqual(unproved(MSG_EMAIL_UNVERIFIED));
    expect(await stored(s)).toEqual([]);
    expect(await submit(s, await application(s.applyLogId, NTB, { form1: { Email: email } }))).toEqual(taken);
    const upper = await verifiedEmail();
    expect(await submit(upper, await application(upper.applyLogId, NTB, { form1: { Email: email.toUpperCase() } }))).toEqual(taken);
  });

  it('a birthday a day other than the one A84 accepted is refused; that one is taken', async () => {
    const s = await ntb();
    const dayLater = await application(s.applyLogId, { ...NTB, birthday: '0790102' });
    expect(dayLater.Birthday).toBe('1990-01-02');
    expect(await submit(s, dayLater)).toEqual(unproved(MSG_BIRTHDAY_UNVERIFIED));
    expect(await stored(s)).toEqual([]);
    expect(await submit(s, await application(s.applyLogId, NTB))).toEqual(taken);
  });

  it('a customer on file under another name is refused; the name on file is taken (a new applicant names himself)', async () => {
    const s = await customer(ETB);
    expect(await submit(s, await application(s.applyLogId, ETB, { form1: { NameChinese: '王大明' } }))).toEqual(unproved(MSG_NAME_ON_FILE));
    expect(await stored(s)).toEqual([]);
    const own = await application(s.applyLogId, ETB);
    expect(own.ChineseName).toBe('王小明');
    expect(await submit(s, own)).toEqual(taken);
    const n = await ntb();
    expect(await submit(n, await application(n.applyLogId, NTB, { form1: { NameChinese: '王大明' } }))).toEqual(taken);
  });
});
