// SMS one-time codes enforced by the simulator (000 §4.1, §9; OTP-15..OTP-35): 6 digits, 100 s,
// one counter per session (apply log) for wrong codes, expired verifies and resends; 3 strikes
// lock the ID on that mobile for 24 hours.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG_EXPIRED, MSG_LOCKED, MSG_WRONG } from '../../../simulator/otp.js';
import { lastCode, startTestSim, type Session, type TestSim } from './helpers.js';
import { withMessageTranslations } from '../../../simulator/messages.js';

const ETB = { ID: 'A123456789', birthday: '0690101', mobile: '0912345678' };
const NTB = { ID: 'F131104093', mobile: '0911222333' };
const DAY = 24 * 60 * 60 * 1000;

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
    expect(await verify(code)).toMatchObject({ Status: 0, ErrMsg: MSG_WRONG });
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
  it('a wrong code answers Status 0 with the seed text (OTP-14, OTP-27)', async () => {
    await request();
    expect(await verify(wrongOf(await lastCode(sim, ETB.mobile)))).toEqual(withMessageTranslations({ Success: true, Status: 0, ErrMsg: MSG_WRONG }));
  });

  it('three wrong codes lock; a 4th try with the RIGHT code is still refused (OTP-29)', async () => {
    await request();
    const code = await lastCode(sim, ETB.mobile);
    expect((await verify(wrongOf(code))).ErrMsg).toBe(MSG_WRONG);
    expect((await verify(wrongOf(code))).ErrMsg).toBe(MSG_WRONG);
    expect(await verify(wrongOf(code))).toMatchObject({ Status: 0, ErrMsg: MSG_LOCKED });
    expect(await verify(code)).toMatchObject({ Status: 0, ErrMsg: MSG_LOCKED });
    // A new code cannot be had either, in this session or a new one: Status 3 opens the lock popup (OTP-35).
    const before = (await sim.outbox()).length;
    expect(await request()).toMatchObject({ Success: true, Status: 3, S1: '' });
    expect(await request(await sim.customer(ETB.ID, ETB.birthday))).toMatchObject({ Status: 3 });
    expect((await sim.outbox()).length).toBe(before);
  });

  it('verifying an expired code counts as an attempt (OTP-30, OTP-31)', async () => {
    await request();
    const code = await lastCode(sim, ETB.mobile);
    await sim.dev('POST', 'clock', { offsetMs: 101_000 }); // valid for 100 s: a second later it is gone
    expect(await verify(code)).toMatchObject({ Status: 0, ErrMsg: MSG_EXPIRED });
    await request(); // resend: attempt 2
    const fresh = await lastCode(sim, ETB.mobile);
    expect(await verify(wrongOf(fresh))).toMatchObject({ Status: 0, ErrMsg: MSG_LOCKED }); // attempt 3
  });

  it('a code is still good just before 100 s', async () => {
    await request();
    await sim.dev('POST', 'clock', { offsetMs: 99_000 });
    expect((await verify(await lastCode(sim, ETB.mobile))).Status).toBe(1);
  });

  it('resends count: request + 3 resends work, the 4th resend locks (OTP-32, OTP-33)', async () => {
    expect((await request()).Status).toBe(1);
    for (let i = 0; i < 3; i++) expect((await request()).Status).toBe(1);
    expect((await request()).Status).toBe(3);
    expect((await verify(await lastCode(sim, ETB.mobile))).ErrMsg).toBe(MSG_LOCKED);
  });

  it('two resends then one wrong code lock (OTP-32)', async () => {
    await request();
    await request();
    await request();
    expect((await verify(wrongOf(await lastCode(sim, ETB.mobile)))).ErrMsg).toBe(MSG_LOCKED);
  });

  it('only the newest code is valid after a resend', async () => {
    await request();
    const old = await lastCode(sim, ETB.mobile);
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
    expect((await request()).Status).toBe(1); // first request again, not a resend
    const next = await lastCode(sim, ETB.mobile);
    expect((await verify(wrongOf(next))).ErrMsg).toBe(MSG_WRONG);
    expect((await verify(wrongOf(next))).ErrMsg).toBe(MSG_WRONG);
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
