// SMS one-time codes enforced by the simulator (000 §4.1, §9; OTP-15..OTP-35; issue 17 §3): 6
// digits, 100 s, one counter per session (apply log) for wrong codes and expiries, not resends; 3
// strikes lock the ID on that mobile for 24 hours; one token gets no new code within the resend
// link's wait (resendCooldownSeconds).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG_EXPIRED, MSG_LOCKED, msgWrong } from '../../../simulator/otp.js';
import { MSG_RESEND_WAIT, MSG_TOO_MANY_CODES } from '../../../simulator/limits.js';
import { defaultPolicy } from '../../../simulator/policy.js';
import { lastCode, startTestSim, type Session, type TestSim } from './helpers.js';
import { withMessageTranslations } from '../../../simulator/messages.js';

const ETB = { ID: 'A123456789', birthday: '0690101', mobile: '0912345678' };
const NTB = { ID: 'F131104093', mobile: '0911222333' };
const DAY = 24 * 60 * 60 * 1000;
/** The resend link's wait, which the bank holds each token to (flows/constants.json resendCooldownSeconds). */
const GAP = defaultPolicy.resendGapMs;

let sim: TestSim;
let etb: Session;
beforeEach(async () => {
  sim = await startTestSim();
  etb = await sim.customer(ETB.ID, ETB.birthday);
});
afterEach(async () => { await sim.close(); });

const request = (s = etb) => s.call('A32', { ID: ETB.ID, Mobile: ETB.mobile, OTPMobile: ETB.mobile });
const verify = (pin: string, s = etb) => s.call('A33', { ID: ETB.ID, OTPPin: pin });
/** A code that is certainly not the current one. */
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('request and verify', () => {
  it('sends a 6-digit code with a 4-character S1 to the mobile on file; the code passes (OTP-16, OTP-21)', async () => {
    const res = await request();
    expect(res).toEqual({ Success: true, Status: 1, S1: expect.stringMatching(/^[A-Z0-9]{4}$/) });
    const [sms] = await sim.outbox();
    expect(sms).toMatchObject({ channel: 'sms', to: ETB.mobile, code: expect.stringMatching(/^\d{6}$/) });
    expect(sms.text).toBe(`【銀行】您的簡訊動態密碼為${sms.code}，網頁識別碼${res.S1}，請於100秒內輸入。`);
    expect(await verify(sms.code)).toEqual({ Success: true, Status: 1, ErrMsg: '' });
  });

  it('uses numbers for Status and booleans for Success', async () => {
    const res = await request();
    expect(typeof res.Status).toBe('number');
    expect(typeof res.Success).toBe('boolean');
    expect(typeof (await verify('000000')).Status).toBe('number');
  });

  it('A74/A75: an NTB code goes to the Mobile the card check proved (OTP-15, OTP-19)', async () => {
    const ntb = await sim.newApplicant(NTB.ID, NTB.mobile);
    const res = await ntb.call('A74', { IDNO: NTB.ID, Mobile: NTB.mobile, Lang: 'zh_TW' });
    expect(res.Status).toBe(1);
    const code = await lastCode(sim, NTB.mobile);
    expect((await ntb.call('A75', { IDNO: NTB.ID, OTPPin: code })).Status).toBe(1);
  });

  it('ignores a request mobile for an on-us customer', async () => {
    await etb.call('A32', { ID: ETB.ID, Mobile: '0900000001' });
    expect((await sim.outbox()).map((m) => m.to)).toEqual([ETB.mobile]);
  });

  it('a retried verify with the code that passed succeeds again, without spending an attempt', async () => {
    await request();
    const code = await lastCode(sim, ETB.mobile);
    expect((await verify(code)).Status).toBe(1);
    expect((await verify(code)).Status).toBe(1);
    await sim.dev('POST', 'clock', { offsetMs: 3 * 60_000 }); // past the replay window: spent
    expect(await verify(code)).toMatchObject({ Status: 0, ErrMsg: msgWrong(2) });
  });

  it('50 parallel verifies with the right code all succeed and lock nothing', async () => {
    await request();
    const code = await lastCode(sim, ETB.mobile);
    const answers = await Promise.all(Array.from({ length: 50 }, () => verify(code)));
    expect(answers.every((a) => a.Status === 1)).toBe(true);
    expect((await sim.dev('GET', 'state')).locks).toEqual([]);
  });
});

describe('attempt counter and lock', () => {
  it('a wrong code answers Status 0, saying to enter it again and the tries left (OTP-27; issue 17: not "resend", the code stays good)', async () => {
    await request();
    expect(await verify(wrongOf(await lastCode(sim, ETB.mobile)))).toEqual(withMessageTranslations({ Success: true, Status: 0, ErrMsg: msgWrong(2) }));
    expect(withMessageTranslations({ ErrMsg: msgWrong(2) })).toMatchObject({ ErrMsg: '簡訊密碼錯誤，請重新輸入（尚可輸入2次）', Translations: { en: { ErrMsg: 'The SMS code is wrong. Please enter it again (2 tries left).' } } });
    expect(withMessageTranslations({ ErrMsg: msgWrong(1) })).toMatchObject({ Translations: { en: { ErrMsg: 'The SMS code is wrong. Please enter it again (1 try left).' } } });
  });

  it('after a wrong code the same code still passes', async () => {
    await request();
    const code = await lastCode(sim, ETB.mobile);
    await verify(wrongOf(code));
    expect((await verify(code)).Status).toBe(1);
  });

  it('three wrong codes lock; a 4th try with the RIGHT code is still refused (OTP-29)', async () => {
    await request();
    const code = await lastCode(sim, ETB.mobile);
    expect((await verify(wrongOf(code))).ErrMsg).toBe(msgWrong(2));
    expect((await verify(wrongOf(code))).ErrMsg).toBe(msgWrong(1));
    expect(await verify(wrongOf(code))).toMatchObject({ Status: 0, ErrMsg: MSG_LOCKED });
    expect(await verify(code)).toMatchObject({ Status: 0, ErrMsg: MSG_LOCKED });
    // A new code cannot be had either, in this session or a new one: Status 3 opens the lock popup (OTP-35).
    const before = (await sim.outbox()).length;
    await sim.later(GAP);
    expect(await request()).toMatchObject({ Success: true, Status: 3, S1: '' });
    expect(await request(await sim.customer(ETB.ID, ETB.birthday))).toMatchObject({ Status: 3 });
    expect((await sim.outbox()).length).toBe(before);
  });

  it('verifying an expired code counts as a failure: an expiry and two wrong codes lock (OTP-30, OTP-31)', async () => {
    await request();
    const code = await lastCode(sim, ETB.mobile);
    await sim.later(101_000); // valid for 100 s: a second later it is gone
    expect(await verify(code)).toMatchObject({ Status: 0, ErrMsg: MSG_EXPIRED }); // failure 1
    expect((await request()).Status).toBe(1); // a resend: no failure
    const fresh = await lastCode(sim, ETB.mobile);
    expect(await verify(wrongOf(fresh))).toMatchObject({ Status: 0, ErrMsg: msgWrong(1) }); // failure 2
    expect(await verify(wrongOf(fresh))).toMatchObject({ Status: 0, ErrMsg: MSG_LOCKED }); // failure 3
  });

  it('a code that ran out unused (the screen counted its countdown\'s 0) is a failure when the next is asked (QRY-26, OTP-30)', async () => {
    await request();
    await sim.later(101_000);
    expect((await request()).Status).toBe(1); // failure 1, and a new code
    await sim.later(101_000);
    expect((await request()).Status).toBe(1); // failure 2
    expect(await verify(wrongOf(await lastCode(sim, ETB.mobile)))).toMatchObject({ ErrMsg: MSG_LOCKED }); // failure 3
  });

  it('a code still good is no failure when the next is asked', async () => {
    await request();
    await sim.later(99_000);
    await request();
    const fresh = await lastCode(sim, ETB.mobile);
    expect((await verify(wrongOf(fresh))).ErrMsg).toBe(msgWrong(2));
  });

  it('a code is still good just before 100 s', async () => {
    await request();
    await sim.dev('POST', 'clock', { offsetMs: 99_000 });
    expect((await verify(await lastCode(sim, ETB.mobile))).Status).toBe(1);
  });

  it('resends are no failure (issue 17, not OTP-32): a wrong code, a resend and a wrong code leave the right code working', async () => {
    await request();
    await verify(wrongOf(await lastCode(sim, ETB.mobile)));
    await sim.later(GAP);
    expect((await request()).Status).toBe(1);
    const fresh = await lastCode(sim, ETB.mobile);
    expect((await verify(wrongOf(fresh))).ErrMsg).toBe(msgWrong(1));
    expect((await verify(fresh)).Status).toBe(1);
  });

  it('resends alone never lock: the first code and five resends, each after the wait, all send; the newest passes', async () => {
    expect((await request()).Status).toBe(1);
    for (let i = 0; i < 5; i++) {
      await sim.later(GAP);
      expect((await request()).Status, `resend ${i + 1}`).toBe(1);
    }
    expect((await sim.outbox()).filter((m) => m.to === ETB.mobile)).toHaveLength(6);
    expect((await verify(await lastCode(sim, ETB.mobile))).Status).toBe(1);
  });

  it('only the newest code is valid after a resend', async () => {
    await request();
    const old = await lastCode(sim, ETB.mobile);
    await sim.later(GAP);
    await request();
    const fresh = await lastCode(sim, ETB.mobile);
    if (old !== fresh) expect((await verify(old)).Status).toBe(0);
    expect((await verify(fresh)).Status).toBe(1);
  });

  it('a successful verify clears the counter', async () => {
    await request();
    const code = await lastCode(sim, ETB.mobile);
    await verify(wrongOf(code));
    await verify(wrongOf(code));
    expect((await verify(code)).Status).toBe(1);
    await sim.later(GAP);
    expect((await request()).Status).toBe(1); // first request again
    const next = await lastCode(sim, ETB.mobile);
    expect((await verify(wrongOf(next))).ErrMsg).toBe(msgWrong(2));
    expect((await verify(wrongOf(next))).ErrMsg).toBe(msgWrong(1));
  });

  it('parallel guesses cannot get past the lock', async () => {
    await request();
    const code = await lastCode(sim, ETB.mobile);
    const guesses = await Promise.all(Array.from({ length: 8 }, () => verify(wrongOf(code))));
    expect(guesses.filter((g) => g.ErrMsg === MSG_LOCKED)).toHaveLength(6);
    expect((await verify(code)).ErrMsg).toBe(MSG_LOCKED);
  });

  it('locks are per ID and mobile: locking one ID leaves another alone', async () => {
    await request();
    for (let i = 0; i < 3; i++) await verify('999999x');
    expect((await request()).Status).toBe(3);
    const ntb = await sim.newApplicant(NTB.ID, NTB.mobile);
    expect((await ntb.call('A74', { ID: NTB.ID, Mobile: NTB.mobile })).Status).toBe(1);
  });

  it('the lock lifts after 24 hours', async () => {
    await request();
    for (let i = 0; i < 3; i++) await verify('abcdef');
    await sim.dev('POST', 'clock', { offsetMs: DAY - 1000 });
    expect((await request(await sim.customer(ETB.ID, ETB.birthday))).Status).toBe(3);
    await sim.dev('POST', 'clock', { offsetMs: DAY + 1000 });
    const next = await sim.customer(ETB.ID, ETB.birthday);
    expect((await request(next)).Status).toBe(1);
    expect((await verify(await lastCode(sim, ETB.mobile), next)).Status).toBe(1);
  });

  it('a lock survives a restart on the same data folder', async () => {
    await request();
    for (let i = 0; i < 3; i++) await verify('000000x');
    await sim.stop();
    sim = await startTestSim({ dataDir: sim.dataDir });
    const same = sim.resume(etb);
    expect((await request(same)).Status).toBe(3);
    expect((await verify('123456', same)).ErrMsg).toBe(MSG_LOCKED);
  });

  it('a code and its counter survive a restart too', async () => {
    await request();
    const code = await lastCode(sim, ETB.mobile);
    await verify(wrongOf(code));
    await sim.stop();
    sim = await startTestSim({ dataDir: sim.dataDir });
    const same = sim.resume(etb);
    await verify(wrongOf(code), same);
    expect((await verify(wrongOf(code), same)).ErrMsg).toBe(MSG_LOCKED);
  });
});

describe('the resend link\'s wait at the bank (issue 17 §3): a script that resends without pause', () => {
  // The edges to the millisecond: a simulator on a clock of the test's own.
  let t = Date.parse('2026-03-01T09:00:00+08:00');
  let own: TestSim;
  let s: Session;
  beforeEach(async () => {
    own = await startTestSim({ now: () => t });
    s = await own.customer(ETB.ID, ETB.birthday);
  });
  afterEach(async () => { await own.close(); });
  const ask = (who = s) => who.call('A32', { ID: ETB.ID });
  const check = (pin: string, who = s) => who.call('A33', { ID: ETB.ID, OTPPin: pin });
  const sent = async () => (await own.outbox()).filter((m) => m.to === ETB.mobile).length;

  it(`gets no new SMS before ${GAP / 1000} s: the same S1, the one code still good; at exactly ${GAP / 1000} s a new one`, async () => {
    expect(GAP).toBe(30_000);
    const first = await ask();
    const code = await lastCode(own, ETB.mobile);
    for (let i = 0; i < 10; i++) expect(await ask()).toMatchObject({ Success: true, Status: 1, S1: first.S1, ErrMsg: MSG_RESEND_WAIT });
    expect(await sent()).toBe(1);
    t += GAP - 1;
    expect(await ask()).toMatchObject({ S1: first.S1, ErrMsg: MSG_RESEND_WAIT });
    expect(await sent()).toBe(1);
    t += 1;
    expect(await ask()).toEqual({ Success: true, Status: 1, S1: expect.stringMatching(/^[A-Z0-9]{4}$/) });
    expect(await sent()).toBe(2);
    if (await lastCode(own, ETB.mobile) !== code) expect((await check(code)).Status).toBe(0);
  });

  it('costs the applicant nothing: the asks in between are no failures and the code sent passes', async () => {
    await ask();
    for (let i = 0; i < 5; i++) await ask();
    const code = await lastCode(own, ETB.mobile);
    expect((await check(wrongOf(code))).ErrMsg).toBe(msgWrong(2));
    expect((await check(code)).Status).toBe(1);
  });

  it('renews the code it answers again (a reload of the screen counts down from the start): gone a millisecond after 100 s from that answer', async () => {
    await ask();
    t += 20_000;
    await ask(); // within the wait: the same code, its life from now
    t += 100_001;
    expect(await check(await lastCode(own, ETB.mobile))).toMatchObject({ Status: 0, ErrMsg: MSG_EXPIRED });
  });

  it('renewed: the code answered again is still good at 100 s after that answer', async () => {
    await ask();
    t += 20_000;
    await ask();
    t += 100_000;
    expect((await check(await lastCode(own, ETB.mobile))).Status).toBe(1);
  });

  it('holds per token: another session of the same customer gets its code at once (the per-mobile limit still counts both)', async () => {
    await ask();
    await ask(await own.customer(ETB.ID, ETB.birthday));
    expect(await sent()).toBe(2);
  });

  it('the same token with no code of its other apply log to answer is refused with a message (Status 2), nothing sent', async () => {
    await ask();
    const reopened = await s.call('A5', { ID: ETB.ID, BDayYMD: ETB.birthday, CTID: 'DEMO-CASHBACK' });
    expect(reopened.Success).toBe(true);
    const again = own.resume({ token: s.token, applyLogId: reopened.ApplyLogID });
    expect(await again.call('A32', { ID: ETB.ID })).toMatchObject({ Success: true, Status: 2, S1: '', ErrMsg: MSG_RESEND_WAIT });
    expect(await sent()).toBe(1);
  });
});

describe('the per-mobile limit', () => {
  it('over it the refusal is Status 2 with its message (shown, then the app leaves), not a lock', async () => {
    const own = await startTestSim({ policy: { codesPerMobile: 2 } });
    try {
      const s = await own.customer(ETB.ID, ETB.birthday);
      const ask = () => s.call('A32', { ID: ETB.ID });
      expect((await ask()).Status).toBe(1);
      await own.later(GAP);
      expect((await ask()).Status).toBe(1);
      await own.later(GAP);
      expect(await ask()).toMatchObject({ Success: true, Status: 2, S1: '', ErrMsg: MSG_TOO_MANY_CODES });
      expect((await own.dev('GET', 'state')).locks).toEqual([]);
    } finally {
      await own.close();
    }
  });
});
