// The mobile-number identity check as an attacker tries it (000 §2.8, §4.3, §9): every step needs
// the caller's own verified apply log and the step before it with what that step answered; the
// portal accepts only the six fields A147 gave, once; A148 answers only the Token that owns the
// check, for its own VerifyNo, after the portal. Calls are made directly, as a script would.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG_NOT_VERIFIED, MSG_NOT_YOURS, MSG_TOKEN_INVALID } from '../../simulator/access.js';
import { MSG_TWID_NO_CHECK, MSG_TWID_PENDING, MSG_TWID_STEP } from '../../simulator/twid.js';
import { startTestSim, type TestSim } from '../unit/simulator/helpers.js';
import { ETP, pickOutcome, portalFields, postPortal, verifiedEtp } from '../unit/simulator/twidHelpers.js';

let sim: TestSim;
beforeEach(async () => { sim = await startTestSim(); });
afterEach(async () => { await sim.close(); });

describe('who may run the check', () => {
  it('a forged or missing Token is refused at every step', async () => {
    const s = await verifiedEtp(sim);
    for (const api of ['RequestSignature', 'A151', 'A146', 'A147', 'A148']) {
      expect(await (await sim.raw(api, { Token: 'forged-token-00000000000000000', ApplyLogID: s.applyLogId })).json()).toMatchObject({ Success: false, ErrMsg: MSG_TOKEN_INVALID });
      expect(await (await sim.raw(api, { ApplyLogID: s.applyLogId })).json()).toMatchObject({ Success: false, ErrMsg: MSG_TOKEN_INVALID });
    }
  });

  it("another applicant's Token cannot start, continue or read the check of this apply log", async () => {
    const owner = await verifiedEtp(sim);
    const a147 = await portalFields(owner);
    await postPortal(sim, a147);
    expect((await pickOutcome(sim, a147, 'success')).status).toBe(303);
    const attacker = await sim.verified(await sim.customer('A123456789', '0690101'), '0912345678');
    for (const api of ['RequestSignature', 'A151', 'A146', 'A147']) {
      expect(await attacker.call(api, { ApplyLogID: owner.applyLogId })).toMatchObject({ Success: false, ErrMsg: MSG_NOT_YOURS });
    }
    expect(await attacker.call('A148', { ApplyLogID: owner.applyLogId, VerifyNo: a147.VerifyNo })).toMatchObject({ Success: false, ErrMsg: MSG_NOT_YOURS });
    // The attacker's own apply log with the owner's VerifyNo: not that check.
    expect(await attacker.call('A148', { VerifyNo: a147.VerifyNo })).toMatchObject({ Success: false, ReturnCode: '', ErrMsg: MSG_TWID_NO_CHECK });
    // The owner still reads the outcome.
    expect((await owner.call('A148', { VerifyNo: a147.VerifyNo })).Success).toBe(true);
  });

  it('an apply log that has not passed the SMS code cannot start the check', async () => {
    const s = await sim.customer(ETP.id, ETP.birthday);
    expect(await s.call('RequestSignature', {})).toMatchObject({ Success: false, ErrMsg: MSG_NOT_VERIFIED });
  });
});

describe('step order', () => {
  it('A151 without the signature, A146 before A151, A147 before A146 or with another login token are refused', async () => {
    const s = await verifiedEtp(sim);
    expect(await s.call('A146', {})).toMatchObject({ Success: false, ErrMsg: MSG_TWID_STEP });
    const sig = await s.call('RequestSignature', {});
    expect(await s.call('A151', { Signature: 'not-the-signature', ReturnTo: 'finishVerify' })).toMatchObject({ Success: false, ErrMsg: MSG_TWID_STEP });
    expect(await s.call('A151', { Signature: sig.Signature, ReturnTo: 'https://evil.example/' })).toMatchObject({ Success: false, ErrMsg: MSG_TWID_STEP });
    expect(await s.call('A146', {})).toMatchObject({ Success: false, ErrMsg: MSG_TWID_STEP });
    expect(await s.call('A147', { TWIDToken: 'anything' })).toMatchObject({ Success: false, ErrMsg: MSG_TWID_STEP });
    expect((await s.call('A151', { Signature: sig.Signature, ReturnTo: 'finishVerify' })).Success).toBe(true);
    const login = await s.call('A146', {});
    expect(await s.call('A147', { TWIDToken: `${login.OutputParams.Token}x` })).toMatchObject({ Success: false, ErrMsg: MSG_TWID_STEP });
    expect((await s.call('A147', { TWIDToken: login.OutputParams.Token })).Success).toBe(true);
    // The login token is spent: a second A147 gets nothing.
    expect(await s.call('A147', { TWIDToken: login.OutputParams.Token })).toMatchObject({ Success: false, ErrMsg: MSG_TWID_STEP });
  });

  it('A148 before the portal (or before the outcome was picked) reads nothing and counts nothing', async () => {
    const s = await verifiedEtp(sim);
    const a147 = await portalFields(s);
    expect(await s.call('A148', { VerifyNo: a147.VerifyNo })).toMatchObject({ Success: false, ReturnCode: '', ErrMsg: MSG_TWID_PENDING });
    await postPortal(sim, a147);
    expect(await s.call('A148', { VerifyNo: a147.VerifyNo })).toMatchObject({ Success: false, ReturnCode: '', ErrMsg: MSG_TWID_PENDING });
    // Picking the outcome without the portal page (no form post of the six fields) is refused.
    const other = await portalFields(s);
    expect((await pickOutcome(sim, other, 'success')).status).toBe(409);
  });
});

describe('the portal', () => {
  it('refuses the post when any of the six fields is not what A147 gave, and a GET or another content type', async () => {
    const s = await verifiedEtp(sim);
    const a147 = await portalFields(s);
    for (const field of ['BusinessNo', 'ApiVersion', 'HashKeyNo', 'VerifyNo', 'Token', 'IdentifyNo']) {
      const page = await postPortal(sim, { ...a147, [field]: `${a147[field]}0` });
      expect(page.status).toBe(400);
      expect(await page.text()).not.toContain('value="success"');
    }
    expect((await fetch(`${sim.url}/__portal/twid`)).status).toBe(405);
    const json = await fetch(`${sim.url}/__portal/twid`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(a147) });
    expect(json.status).toBe(415);
    expect((await postPortal(sim, a147)).status).toBe(200);
  });

  it('a replayed VerifyNo: once an outcome is picked the portal refuses the same post and a second outcome', async () => {
    const s = await verifiedEtp(sim);
    const a147 = await portalFields(s);
    await postPortal(sim, a147);
    expect((await pickOutcome(sim, a147, '3645017')).status).toBe(303);
    expect((await postPortal(sim, a147)).status).toBe(400);
    expect((await pickOutcome(sim, a147, 'success')).status).toBe(409);
    expect((await s.call('A148', { VerifyNo: a147.VerifyNo })).ReturnCode).toBe('3645017');
  });

  it('an earlier check\'s VerifyNo is dead once a new check starts; an unknown outcome is refused', async () => {
    const s = await verifiedEtp(sim);
    const first = await portalFields(s);
    await postPortal(sim, first);
    const second = await portalFields(s);
    expect((await pickOutcome(sim, first, 'success')).status).toBe(409);
    expect(await s.call('A148', { VerifyNo: first.VerifyNo })).toMatchObject({ Success: false, ErrMsg: MSG_TWID_NO_CHECK });
    await postPortal(sim, second);
    expect((await pickOutcome(sim, second, '1234567')).status).toBe(409);
    expect((await pickOutcome(sim, second, 'success')).status).toBe(303);
  });

  it('a check older than its 15 minutes is refused by the portal', async () => {
    const s = await verifiedEtp(sim);
    const a147 = await portalFields(s);
    await sim.dev('POST', 'clock', { offsetMs: 15 * 60 * 1000 + 1 });
    expect((await postPortal(sim, a147)).status).toBe(400);
  });
});
