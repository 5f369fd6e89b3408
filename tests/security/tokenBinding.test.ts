// Issue 5 §1.2 and §1.4: every call after A6 needs a Token the simulator issued; verification
// belongs to that Token and its apply log, so another Token cannot read or change it; and each
// apply log moves through its steps in order, a call out of order being refused.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG_NOT_VERIFIED, MSG_NOT_YOURS, MSG_TOKEN_INVALID } from '../../simulator/access.js';
import { calls } from '../../simulator/calls/index.js';
import { MSG_STEP_ORDER } from '../../simulator/calls/shared.js';
import { MSG_NO_CODE } from '../../simulator/otp.js';
import { defaultPolicy } from '../../simulator/policy.js';
import { lastCode, startTestSim, type Session, type TestSim } from '../unit/simulator/helpers.js';
import { withMessageTranslations } from '../../simulator/messages.js';

const VICTIM = { ID: 'A123456789', birthday: '0690101', mobile: '0912345678' };

let sim: TestSim;
let victim: Session;
beforeEach(async () => {
  sim = await startTestSim();
  victim = await sim.verified(await sim.customer(VICTIM.ID, VICTIM.birthday), VICTIM.mobile);
  expect((await victim.call('A20', { ID: VICTIM.ID })).NameChinese).toBe('王小明');
});
afterEach(async () => { await sim.close(); });

// A123 is opened from an email link, in a browser that may hold no Token: the link's cid is its key
// (tests/security/email.test.ts proves what it refuses).
const tokenFree = new Set(['A6', 'A73', 'A123']);
const guarded = Object.keys(calls).filter((c) => !tokenFree.has(c));

describe('a Token the simulator issued', () => {
  it.each([
    ['no Token', {}],
    ['a made-up Token', { Token: 'forged-token-000000000000' }],
    ['an empty Token', { Token: '' }],
  ])('every call but A6, A73 and A123 refuses %s', async (_name, token) => {
    for (const api of guarded) {
      const res = await sim.raw(api, { ...token, ApplyLogID: victim.applyLogId, ID: VICTIM.ID, CTID: 'DEMO-CASHBACK' });
      expect(res.status, api).toBe(200);
      expect(await res.json(), api).toEqual(withMessageTranslations({ Success: false, ErrMsg: MSG_TOKEN_INVALID }));
    }
  });

  it(`a Token expires ${defaultPolicy.tokenTtlMs / 3_600_000} hours after issue (A73 says so too)`, async () => {
    await sim.dev('POST', 'clock', { offsetMs: defaultPolicy.tokenTtlMs - 1000 });
    expect((await victim.call('A137', { CTID: 'DEMO-CASHBACK' })).Success).toBe(true);
    await sim.dev('POST', 'clock', { offsetMs: defaultPolicy.tokenTtlMs });
    expect(await victim.call('A137', { CTID: 'DEMO-CASHBACK' })).toEqual(withMessageTranslations({ Success: false, ErrMsg: MSG_TOKEN_INVALID }));
    expect(await victim.call('A73')).toMatchObject({ Success: false });
  });
});

describe('another Token', () => {
  it('cannot read or change the verified apply log: A20, A152, A166 and every later call refuse', async () => {
    const stranger = await sim.session();
    const onVictimLog = { ApplyLogID: victim.applyLogId, ID: VICTIM.ID };
    for (const api of ['A20', 'A152', 'A166', 'A32', 'A33', 'A74', 'A75', 'A80', 'A63', 'A103']) {
      const res = await stranger.call(api, { ...onVictimLog, PageData: Buffer.from('{"x":1}').toString('base64'), OTPPin: '123456' });
      expect(res, api).toMatchObject({ Success: false, ErrMsg: MSG_NOT_YOURS });
    }
    expect(JSON.parse((await victim.call('A152')).PageData).x).toBeUndefined();
  });

  it('gets the same answer for an apply log that does not exist (no oracle for guessed ids)', async () => {
    const stranger = await sim.session();
    const guessed = await stranger.call('A152', { ApplyLogID: `AL${'1'.repeat(24)}` });
    const real = await stranger.call('A152', { ApplyLogID: victim.applyLogId });
    expect(guessed).toEqual(real);
  });

  it("cannot use A5's masked mobile route to learn the number: A152 needs the victim's own verified Token", async () => {
    const stranger = await sim.customer(VICTIM.ID, VICTIM.birthday); // even knowing ID and birthday
    expect(await stranger.call('A152')).toEqual(withMessageTranslations({ Success: false, ErrMsg: MSG_NOT_VERIFIED }));
    expect(await stranger.call('A20', { ID: VICTIM.ID })).toEqual(withMessageTranslations({ Success: false, ErrMsg: MSG_NOT_VERIFIED }));
  });
});

describe('step order on an apply log', () => {
  it('A5 and A28 only after A84 accepted that ID on this Token', async () => {
    const s = await sim.session();
    expect(await s.call('A5', { ID: VICTIM.ID, BDayYMD: VICTIM.birthday })).toMatchObject({ Success: false, ErrMsg: MSG_STEP_ORDER });
    expect(await s.call('A28', { ID: 'F131104093' })).toMatchObject({ Success: false, ErrMsg: MSG_STEP_ORDER });
    await s.call('A84', { IDNO: 'F131104093', Birthday: '0790101' });
    expect(await s.call('A5', { ID: VICTIM.ID, BDayYMD: VICTIM.birthday })).toMatchObject({ Success: false, ErrMsg: MSG_STEP_ORDER });
    expect((await s.call('A28', { ID: 'F131104093' })).Success).toBe(true);
  });

  it('NTB: no code before the other-bank check, no verify before a code, no data before the verify', async () => {
    const s = await sim.session();
    await s.call('A84', { IDNO: 'F131104093', Birthday: '0790101' });
    s.applyLogId = (await s.call('A28', { ID: 'F131104093' })).ApplyLogID;
    expect((await s.call('A74', { ID: 'F131104093', Mobile: '0911222333' })).Success).toBe(false);
    expect(await s.call('A75', { ID: 'F131104093', OTPPin: '123456' })).toMatchObject({ Status: 0, ErrMsg: MSG_NO_CODE });
    expect(await s.call('A152')).toEqual(withMessageTranslations({ Success: false, ErrMsg: MSG_NOT_VERIFIED }));
    expect(await s.call('A166', { PageData: Buffer.from('{}').toString('base64') })).toEqual(withMessageTranslations({ Success: false, ErrMsg: MSG_NOT_VERIFIED }));
    await s.call('A80', { CardNo: '4111111111111111', CardEffective: '1299', CardCVV2: '123', Mobile: '0911222333' });
    expect((await s.call('A74', { ID: 'F131104093', Mobile: '0911222333' })).Status).toBe(1);
    expect((await s.call('A75', { ID: 'F131104093', OTPPin: await lastCode(sim, '0911222333') })).Status).toBe(1);
    expect((await s.call('A152')).Success).toBe(true);
  });

  it('ETB: A20 only after the code passed on this apply log, not after another log of the same ID passed', async () => {
    const second = await sim.customer(VICTIM.ID, VICTIM.birthday);
    expect(await second.call('A20', { ID: VICTIM.ID })).toEqual(withMessageTranslations({ Success: false, ErrMsg: MSG_NOT_VERIFIED }));
    await sim.verified(second, VICTIM.mobile);
    expect((await second.call('A20', { ID: VICTIM.ID })).Success).toBe(true);
  });

  it('a banking token (A99) opens a verified apply log for its own Token only', async () => {
    const s = await sim.session();
    const res = await s.call('A99', { ForwardJWT: 'IB-TOKEN-A123456789', CTID: 'DEMO-CASHBACK' });
    const stranger = await sim.session();
    expect(await stranger.call('A20', { ApplyLogID: res.ApplyLogID, ID: VICTIM.ID })).toMatchObject({ Success: false, ErrMsg: MSG_NOT_YOURS });
    expect((await s.call('A20', { ApplyLogID: res.ApplyLogID, ID: VICTIM.ID })).Success).toBe(true);
  });
});
