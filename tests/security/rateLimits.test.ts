// Issue 5 §1.5: birthday checks, code requests per mobile and per ID, and code checks are
// rate-limited (simulator/policy.ts), at their edges; and a stranger cannot lock an applicant
// out of their own session.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG_TOO_MANY, MSG_TOO_MANY_CODES } from '../../simulator/limits.js';
import { MSG_LOCKED } from '../../simulator/otp.js';
import { defaultPolicy as P } from '../../simulator/policy.js';
import { journeyId } from '../load/journeys.js';
import { lastCode, startTestSim, type TestSim } from '../unit/simulator/helpers.js';
import { withMessageTranslations } from '../../simulator/messages.js';
import { constant } from '../support/config.js';

const VICTIM = { ID: 'A123456789', birthday: '0690101', mobile: '0912345678' };
const wrongBirthday = (i: number) => `07001${String(10 + i).padStart(2, '0')}`;

let sim: TestSim;
beforeEach(async () => { sim = await startTestSim(); });
afterEach(async () => { await sim.close(); });

describe('birthday guessing', () => {
  it(`${P.birthdayFailuresPerId} wrong birthdays for one ID, from fresh Tokens each time, then even the right one is refused`, async () => {
    for (let i = 0; i < P.birthdayFailuresPerId; i++) {
      const s = await sim.session();
      expect((await s.call('A84', { IDNO: VICTIM.ID, Birthday: wrongBirthday(i) })).CustomerType).toBe('NTB'); // as for an ID not on file
    }
    const s = await sim.session();
    expect(await s.call('A84', { IDNO: VICTIM.ID, Birthday: VICTIM.birthday })).toEqual(withMessageTranslations({ Success: false, ErrMsg: MSG_TOO_MANY }));
    expect((await s.call('A5', { ID: VICTIM.ID, BDayYMD: VICTIM.birthday })).Success).toBe(false);
    // The window passes: the owner gets in.
    await sim.dev('POST', 'clock', { offsetMs: P.birthdayWindowMs + 1000 });
    expect((await (await sim.session()).call('A84', { IDNO: VICTIM.ID, Birthday: VICTIM.birthday })).CustomerType).toBe('ETB');
  });

  it(`${P.birthdayFailuresPerId - 1} wrong birthdays still leave the right one working (the edge)`, async () => {
    const s = await sim.session();
    for (let i = 0; i < P.birthdayFailuresPerId - 1; i++) await (await sim.session()).call('A84', { IDNO: VICTIM.ID, Birthday: wrongBirthday(i) });
    expect((await s.call('A84', { IDNO: VICTIM.ID, Birthday: VICTIM.birthday })).Success).toBe(true);
  });

  it(`one Token: at most ${P.birthdayFailuresPerToken} wrong birthdays, whatever the IDs`, async () => {
    const s = await sim.session();
    const ids = ['A123456789', 'B220012340', 'H120345679', 'E220456783'];
    for (let i = 0; i < P.birthdayFailuresPerToken; i++) {
      expect((await s.call('A84', { IDNO: ids[i % 4], Birthday: wrongBirthday(i) })).CustomerType, `try ${i + 1}`).toBe('NTB');
    }
    expect((await s.call('A84', { IDNO: 'B220012340', Birthday: '0750505' })).ErrMsg).toBe(MSG_TOO_MANY);
  });

  it(`one Token: at most ${P.idChecksPerToken} ID checks (each tells whether an ID is on file)`, async () => {
    const s = await sim.session();
    for (let i = 0; i < P.idChecksPerToken; i++) expect((await s.call('A84', { IDNO: journeyId(i), Birthday: '0790101' })).Success).toBe(true);
    expect(await s.call('A84', { IDNO: journeyId(999), Birthday: '0790101' })).toEqual(withMessageTranslations({ Success: false, ErrMsg: MSG_TOO_MANY }));
  });
});

describe('codes sent', () => {
  it(`one mobile gets at most ${P.codesPerMobile} codes an hour, whatever the IDs`, async () => {
    const mobile = '0911777888';
    let sent = 0;
    for (let i = 0; sent < P.codesPerMobile; i++) {
      const s = await sim.newApplicant(journeyId(i), mobile);
      for (let r = 0; r < 2 && sent < P.codesPerMobile; r++, sent++) {
        if (r > 0) await sim.later(P.resendGapMs); // a resend after the resend link's wait
        expect((await s.call('A74', { ID: journeyId(i), Mobile: mobile })).Status, `code ${sent + 1}`).toBe(1);
      }
    }
    const next = await sim.newApplicant(journeyId(100), mobile);
    // Refused with its message (Status 2: the app shows it and leaves), not the lock popup.
    expect(await next.call('A74', { ID: journeyId(100), Mobile: mobile })).toMatchObject({ Status: 2, ErrMsg: MSG_TOO_MANY_CODES });
    expect((await sim.outbox()).filter((m) => m.to === mobile)).toHaveLength(P.codesPerMobile);
    await sim.dev('POST', 'clock', { offsetMs: P.codesPerMobileWindowMs + 1000 });
    const later = await sim.newApplicant(journeyId(101), mobile);
    expect((await later.call('A74', { ID: journeyId(101), Mobile: mobile })).Status).toBe(1);
  });

  it(`one ID gets at most ${P.codesPerId} codes a day, whatever the mobiles and sessions`, async () => {
    const id = journeyId(7);
    for (let i = 0; i < P.codesPerId; i++) {
      const mobile = `09117000${String(i).padStart(2, '0')}`;
      const s = await sim.newApplicant(id, mobile);
      expect((await s.call('A74', { ID: id, Mobile: mobile })).Status, `code ${i + 1}`).toBe(1);
    }
    const s = await sim.newApplicant(id, '0911700099');
    expect(await s.call('A74', { ID: id, Mobile: '0911700099' })).toMatchObject({ Status: 2, ErrMsg: MSG_TOO_MANY_CODES });
  });
});

describe('the app\'s allowance fits the bank\'s limits (issue 17 §3)', () => {
  /** The resends the code screens allow (flows/constants.json otpResendMax); the bank itself does not count them. */
  const RESENDS = constant('otpResendMax');
  it(`a code step's first code and ${RESENDS} resends, each after the ${P.resendGapMs / 1000} s wait, twice within the hour: all sent (${2 * (1 + RESENDS)} ≤ ${P.codesPerMobile} a mobile)`, async () => {
    expect(2 * (1 + RESENDS)).toBeLessThanOrEqual(P.codesPerMobile);
    for (let step = 0; step < 2; step++) {
      const s = await sim.customer(VICTIM.ID, VICTIM.birthday);
      for (let i = 0; i <= RESENDS; i++) {
        expect((await s.call('A32', { ID: VICTIM.ID })).Status, `step ${step + 1}, send ${i + 1}`).toBe(1);
        await sim.later(P.resendGapMs);
      }
    }
    expect((await sim.outbox()).filter((m) => m.to === VICTIM.mobile)).toHaveLength(2 * (1 + RESENDS));
  });
});

describe('code checks and locks', () => {
  it('three A33 calls with only the victim ID lock nothing: the victim then gets and uses a code', async () => {
    const stranger = await sim.session();
    for (let i = 0; i < 3; i++) {
      expect((await stranger.call('A33', { ID: VICTIM.ID, OTPPin: '000000' })).Success).toBe(false);
      expect((await stranger.call('A75', { ID: VICTIM.ID, OTPPin: '000000', ApplyLogID: `AL${'0'.repeat(24)}` })).Success).toBe(false);
    }
    const own = await sim.newApplicant('F131104093', '0900666777');
    for (let i = 0; i < 3; i++) expect((await own.call('A33', { ID: VICTIM.ID, OTPPin: '000000' })).Success).toBe(false);
    const victim = await sim.customer(VICTIM.ID, VICTIM.birthday);
    expect((await victim.call('A32', { ID: VICTIM.ID })).Status).toBe(1);
    expect((await victim.call('A33', { ID: VICTIM.ID, OTPPin: await lastCode(sim, VICTIM.mobile) })).Status).toBe(1);
    expect((await sim.dev('GET', 'state')).locks).toEqual([]);
  });

  it("a stranger's own wrong codes for an NTB ID lock that ID on the stranger's mobile only", async () => {
    const id = 'F131104093';
    const stranger = await sim.newApplicant(id, '0900666777');
    await stranger.call('A74', { ID: id, Mobile: '0900666777' });
    for (let i = 0; i < 3; i++) await stranger.call('A75', { ID: id, OTPPin: 'x' });
    expect((await stranger.call('A74', { ID: id, Mobile: '0900666777' })).Status).toBe(3);
    const owner = await sim.newApplicant(id, '0911222333');
    expect((await owner.call('A74', { ID: id, Mobile: '0911222333' })).Status).toBe(1);
    expect((await owner.call('A75', { ID: id, OTPPin: await lastCode(sim, '0911222333') })).Status).toBe(1);
  });

  it(`code checks on one session stop at ${P.otpMaxAttempts}: the third wrong code locks (the seeds' rule)`, async () => {
    const s = await sim.customer(VICTIM.ID, VICTIM.birthday);
    await s.call('A32', { ID: VICTIM.ID });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await s.call('A33', { ID: VICTIM.ID, OTPPin: 'bad' })).ErrMsg);
    expect(answers.slice(2)).toEqual([MSG_LOCKED, MSG_LOCKED, MSG_LOCKED]);
  });
});

describe('a retried verify (§1.6)', () => {
  it('the right code sent again after a lost answer succeeds again; 50 in parallel lock nothing', async () => {
    const s = await sim.customer(VICTIM.ID, VICTIM.birthday);
    await s.call('A32', { ID: VICTIM.ID });
    const code = await lastCode(sim, VICTIM.mobile);
    const all = await Promise.all(Array.from({ length: 50 }, () => s.call('A33', { ID: VICTIM.ID, OTPPin: code })));
    expect(all.map((a) => a.Status)).toEqual(Array(50).fill(1));
    expect((await s.call('A33', { ID: VICTIM.ID, OTPPin: code })).Status).toBe(1); // the "lost answer" retry
    expect((await sim.dev('GET', 'state')).locks).toEqual([]);
    // Another session cannot replay it.
    const other = await sim.customer(VICTIM.ID, VICTIM.birthday);
    expect((await other.call('A33', { ID: VICTIM.ID, OTPPin: code })).Status).toBe(0);
  });
});
