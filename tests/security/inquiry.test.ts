// The progress inquiry as an attacker tries it (issue 10 §5): A111/A124 read applications only for
// the token whose lookup (A114) passed the SMS code (A112), and only that identity's; A113/A112
// work only on the caller's own lookup; wrong birthdays and wrong codes are limited like the
// application's. Every call is made directly, as a script would, not through the app.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG_LOCKED, msgWrong } from '../../simulator/otp.js';
import { MSG_RESEND_WAIT } from '../../simulator/limits.js';
import { MSG_NO_INQUIRY, MSG_NO_MATCH, MSG_NOT_VERIFIED } from '../../simulator/inquiry.js';
import { MSG_TOO_MANY } from '../../simulator/limits.js';
import { defaultPolicy } from '../../simulator/policy.js';
import { images, lastCode, preview, startTestSim, type Session, type TestSim } from '../unit/simulator/helpers.js';
import { application, contentJson } from '../support/applications.js';

const OWNER = { id: 'M120345672', birthday: '0710303', mobile: '0910222333' };
const OTHER = { id: 'A123456789', birthday: '0690101', mobile: '0912345678' };

let sim: TestSim;
beforeEach(async () => { sim = await startTestSim(); });
afterEach(async () => { await sim.close(); });

const lookup = (s: Session, who = OWNER, extra: Record<string, unknown> = {}) =>
  s.call('A114', { IDNO: who.id, Birthday: who.birthday, ApplyID: '', ApplyType: 'CC', ...extra });
const request = (s: Session, who = OWNER) => s.call('A113', { ID: who.id, Mobile: '', Lang: 'zh_TW', ApplyType: 'CC' });
const verify = (s: Session, pin: string, who = OWNER) => s.call('A112', { ID: who.id, OTPPin: pin, ApplyType: 'CC', OTPID: '', SessionID: '', SecurityID: '' });
const rows = (s: Session, who = OWNER) => s.call('A111', { IDNO: who.id, ApplyType: 'CC' });

async function verified(): Promise<Session> {
  const s = await sim.session();
  expect((await lookup(s)).Success).toBe(true);
  expect((await request(s)).Status).toBe(1);
  expect((await verify(s, await lastCode(sim, OWNER.mobile))).Status).toBe(1);
  return s;
}

describe('A111 and A124 answer only a verified inquiry, about its own identity', () => {
  it('the owner, verified, reads three applications; the same token before A112 reads nothing', async () => {
    const s = await sim.session();
    await lookup(s);
    await request(s);
    expect(await rows(s)).toMatchObject({ Success: false, ErrMsg: MSG_NOT_VERIFIED });
    expect((await s.call('A124', { ApplyID: 'CC1151102000103', ApplyType: 'CC' })).Success).toBe(false);
    expect((await verify(s, await lastCode(sim, OWNER.mobile))).Status).toBe(1);
    const answer = await rows(s);
    expect(answer.CCPLApplyTable.map((r: { ApplyID: string }) => r.ApplyID)).toEqual(['CC1151102000103', 'CC1140310000102', 'CC1130815000101']);
  });

  it('a token with no lookup, a forged token and no token are refused', async () => {
    const s = await sim.session();
    expect(await rows(s)).toMatchObject({ Success: false, ErrMsg: MSG_NOT_VERIFIED });
    expect((await sim.raw('A111', { Token: 'forged-token-000000000000', IDNO: OWNER.id, ApplyType: 'CC' }).then((r) => r.json())).Success).toBe(false);
    expect((await sim.raw('A111', { IDNO: OWNER.id, ApplyType: 'CC' }).then((r) => r.json())).Success).toBe(false);
  });

  it("another identity's verified token cannot read the owner's applications nor name the owner's case", async () => {
    await verified();
    const attacker = await sim.session();
    // The attacker's own identity has no application: no lookup at all.
    expect(await lookup(attacker, OTHER)).toMatchObject({ Success: false, ErrMsg: MSG_NO_MATCH });
    expect(await rows(attacker)).toMatchObject({ Success: false, ErrMsg: MSG_NOT_VERIFIED });
    // A token verified for the owner, asked about another ID, answers nothing of it.
    const owner = await verified();
    expect(await rows(owner, OTHER)).toMatchObject({ Success: false, ErrMsg: MSG_NOT_VERIFIED });
    expect((await owner.call('A124', { ApplyID: 'NO-SUCH-CASE', ApplyType: 'CC' })).Success).toBe(false);
    expect((await owner.call('A124', { ApplyID: 'CC1151102000103', ApplyType: 'CC' })).CustomerType).toBe('ETB');
  });

  it("the owner's code sent on one token does not verify another token's lookup", async () => {
    const owner = await sim.session();
    await lookup(owner);
    await request(owner);
    const attacker = await sim.session();
    await lookup(attacker); // the attacker knows ID and birthday, not the phone
    expect((await verify(attacker, await lastCode(sim, OWNER.mobile))).Status).toBe(0);
    expect(await rows(attacker)).toMatchObject({ Success: false, ErrMsg: MSG_NOT_VERIFIED });
  });
});

describe('A113 and A112 need the caller\'s own lookup', () => {
  it('without A114 on this token: refused without a status (the app shows 0131)', async () => {
    const s = await sim.session();
    expect(await request(s)).toMatchObject({ Success: false, ErrMsg: MSG_NO_INQUIRY });
    expect((await verify(s, '123456')).Status).toBe(0);
  });

  it('a request naming another ID than the lookup is refused and sends nothing', async () => {
    const s = await sim.session();
    await lookup(s);
    const before = (await sim.outbox()).length;
    expect((await request(s, OTHER)).Success).toBe(false);
    expect((await sim.outbox()).length).toBe(before);
  });

  it('A114 answers the mobile masked (first 4 characters), never the number', async () => {
    const s = await sim.session();
    expect((await lookup(s)).Mobile).toBe('0910******');
  });
});

describe('limits', () => {
  it('three wrong codes lock the identity for 24 hours: the right code then fails and a new lookup gets Status 3', async () => {
    const s = await sim.session();
    await lookup(s);
    await request(s);
    const code = await lastCode(sim, OWNER.mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await verify(s, wrong)).toMatchObject({ Status: 0, ErrMsg: msgWrong(2) });
    expect(await verify(s, wrong)).toMatchObject({ Status: 0, ErrMsg: msgWrong(1) });
    expect(await verify(s, wrong)).toMatchObject({ Status: 0, ErrMsg: MSG_LOCKED });
    expect(await verify(s, code)).toMatchObject({ Status: 0 });
    const again = await sim.session();
    await lookup(again);
    expect(await request(again)).toMatchObject({ Status: 3, ErrMsg: MSG_LOCKED });
    expect(await rows(again)).toMatchObject({ Success: false, ErrMsg: MSG_NOT_VERIFIED });
  });

  it('resends are no failure (issue 17): the first code and four resends, each after the wait, all send; the newest passes', async () => {
    const s = await sim.session();
    await lookup(s);
    expect((await request(s)).Status).toBe(1);
    for (let i = 0; i < 4; i++) {
      await sim.later(defaultPolicy.resendGapMs);
      expect((await request(s)).Status, `resend ${i + 1}`).toBe(1);
    }
    expect((await verify(s, await lastCode(sim, OWNER.mobile))).Status).toBe(1);
  });

  it('a script that resends without pause gets no new SMS before the wait is over: the same S1, the code sent still good', async () => {
    const s = await sim.session();
    await lookup(s);
    const first = await request(s);
    for (let i = 0; i < 5; i++) expect(await request(s)).toMatchObject({ Success: true, Status: 1, S1: first.S1, ErrMsg: MSG_RESEND_WAIT });
    expect((await sim.outbox()).filter((m) => m.to === OWNER.mobile)).toHaveLength(1);
    expect((await verify(s, await lastCode(sim, OWNER.mobile))).Status).toBe(1);
  });

  it('two codes that ran out unused (the screen\'s countdown) and a wrong code lock (QRY-26, QRY-28)', async () => {
    const s = await sim.session();
    await lookup(s);
    await request(s);
    await sim.later(defaultPolicy.otpValidMs + 1000);
    expect((await request(s)).Status).toBe(1); // failure 1
    await sim.later(defaultPolicy.otpValidMs + 1000);
    expect((await request(s)).Status).toBe(1); // failure 2
    const code = await lastCode(sim, OWNER.mobile);
    expect(await verify(s, code === '000000' ? '111111' : '000000')).toMatchObject({ Status: 0, ErrMsg: MSG_LOCKED });
  });

  it('an expired code fails and counts', async () => {
    const s = await sim.session();
    await lookup(s);
    await request(s);
    const code = await lastCode(sim, OWNER.mobile);
    await sim.dev('POST', 'clock', { offsetMs: defaultPolicy.otpValidMs + 1000 });
    expect((await verify(s, code)).Status).toBe(0);
    expect(await rows(s)).toMatchObject({ Success: false, ErrMsg: MSG_NOT_VERIFIED });
  });

  it('wrong birthdays for one ID are limited: after the limit even the right one is refused', async () => {
    for (let i = 0; i < defaultPolicy.birthdayFailuresPerId; i++) {
      const s = await sim.session();
      expect(await lookup(s, { ...OWNER, birthday: `07101${String(10 + i).padStart(2, '0')}` })).toMatchObject({ Success: false, ErrMsg: MSG_NO_MATCH });
    }
    expect(await lookup(await sim.session())).toMatchObject({ Success: false, ErrMsg: MSG_TOO_MANY });
  });

  it('an ApplyID that is not the identity\'s gives the same 查無此人', async () => {
    expect(await lookup(await sim.session(), OWNER, { ApplyID: 'CC0000000000000' })).toMatchObject({ Success: false, ErrMsg: MSG_NO_MATCH });
    expect((await lookup(await sim.session(), OWNER, { ApplyID: 'CC1140310000102' })).Success).toBe(true);
  });
});

describe("the supplement link: upload calls on the identity's own submitted application", () => {
  async function submittedByOwner(): Promise<string> {
    // An ETB: the journey passes /UploadID, so the ID photos go first.
    const applicant = await sim.idPhotos(await sim.verified(await sim.customer(OWNER.id, OWNER.birthday), OWNER.mobile));
    const content = await application(applicant.applyLogId, OWNER, { gifts: ['CB-F02', 'CB-A01'] });
    expect((await applicant.call('A97', { ContentJSON: contentJson(content) })).Result).toBe('1');
    return applicant.applyLogId;
  }

  it('a verified inquiry of the owner may ask the upload quota (A25) of it, not its personal data (A20)', async () => {
    const applyLogId = await submittedByOwner();
    const s = await verified();
    expect((await s.call('A25', { ApplyLogID: applyLogId })).Success).toBe(true);
    expect((await s.call('A20', { ID: OWNER.id, ApplyLogID: applyLogId })).Success).toBe(false);
  });

  it("an earlier application on file (PastApplications): the verified owner's documents are filed on its apply log, with its campaign; nobody else's (issue 17 §6)", async () => {
    const PENDING_LOG = 'AL100000000000000000000103';
    // Another identity's verified inquiry (an application of its own, so its lookup passes) reaches none of it.
    const other = await sim.idPhotos(await sim.verified(await sim.customer(OTHER.id, OTHER.birthday), OTHER.mobile));
    expect((await other.call('A97', { ContentJSON: contentJson(await application(other.applyLogId, OTHER)) })).Result).toBe('1');
    const stranger = await sim.session();
    expect((await lookup(stranger, OTHER)).Success).toBe(true);
    expect((await request(stranger, OTHER)).Status).toBe(1);
    expect((await verify(stranger, await lastCode(sim, OTHER.mobile), OTHER)).Status).toBe(1);
    expect((await stranger.call('A25', { ApplyLogID: PENDING_LOG })).Success).toBe(false);
    // An unverified lookup of the owner: nothing either.
    const early = await sim.session();
    await lookup(early);
    expect((await early.call('A25', { ApplyLogID: PENDING_LOG })).Success).toBe(false);

    const s = await verified();
    expect(await s.call('A25', { ApplyLogID: PENDING_LOG })).toMatchObject({ Success: true, CTID: 'DEMO-TRAVEL' });
    const uuid = await preview(sim, s, images.pdf(), 'payslip.pdf', 3);
    expect(await (await sim.file('FileUploadSubmit', { Token: s.token, ApplyLogID: PENDING_LOG, uuidList: [uuid], ApplyType: 'X' })).json()).toEqual({ status: 0, errMsg: '' });
    const state = await sim.dev('GET', 'state');
    expect(state.uploads.filter((u: { uuid: string }) => u.uuid === uuid).map((u: { apply_log_id: string }) => u.apply_log_id)).toEqual([PENDING_LOG]);
    // A second inquiry of the owner files on the same case; the rows stay three, without the campaign.
    const again = await verified();
    expect((await again.call('A25', { ApplyLogID: PENDING_LOG })).Success).toBe(true);
    const answer = await rows(again);
    expect(answer.CCPLApplyTable).toHaveLength(3);
    expect(answer.CCPLApplyTable.every((r: Record<string, unknown>) => !('CTID' in r))).toBe(true);
    // Not the application's other calls (its personal data), and not a case the owner does not have.
    expect((await s.call('A20', { ID: OWNER.id, ApplyLogID: PENDING_LOG })).Success).toBe(false);
    expect((await s.call('A25', { ApplyLogID: 'AL100000000000000000000999' })).Success).toBe(false);
  });

  it('an unverified inquiry of the owner, and a token with no inquiry, are refused', async () => {
    const applyLogId = await submittedByOwner();
    const s = await sim.session();
    await lookup(s);
    await request(s);
    expect((await s.call('A25', { ApplyLogID: applyLogId })).Success).toBe(false);
    expect((await (await sim.session()).call('A25', { ApplyLogID: applyLogId })).Success).toBe(false);
  });
});

