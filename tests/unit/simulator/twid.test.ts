// The mobile-number identity check in the simulator (000 §2.8, §4.3, §9; TWID-02..16): the chain
// answers what the app reads, the portal shows one button per outcome and sends the browser back
// to the return route with what the app needs, and A148 answers the outcome picked there.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestSim, type TestSim } from './helpers.js';
import { check, pickOutcome, portalFields, postPortal, verifiedEtp } from './twidHelpers.js';
import { isTwidSignature, MSG_TWID_LOCKED, MSG_TWID_E136 } from '../../../simulator/twid.js';
import { openStore } from '../../../simulator/store/index.js';

let sim: TestSim;
beforeEach(async () => { sim = await startTestSim(); });
afterEach(async () => { await sim.close(); });

describe('the chain to the portal', () => {
  it('RequestSignature, A151, A146 and A147 answer the fields the app reads; A147 gives the six portal fields', async () => {
    const s = await verifiedEtp(sim);
    const a147 = await portalFields(s);
    expect(a147).toMatchObject({ Success: true, BusinessNo: '12345678', ApiVersion: '1.0', HashKeyNo: '1' });
    expect(a147.Token).toMatch(/^[\w-]{20,}$/);
    expect(a147.VerifyNo).toMatch(/^VN\d{24}$/);
    expect(a147.IdentifyNo).toMatch(/^ID\d{12}$/);
  });

  it('the portal page shows a button per outcome and the return address carries CTID (in the search), token, ApplyLogID, VerifyNo and MDID', async () => {
    const s = await verifiedEtp(sim);
    const a147 = await portalFields(s, 'finishMydata', 'MD-123');
    const page = await postPortal(sim, a147);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    for (const code of ['success', '3644013', '3645002', '3645017', '2035916', '3645011', '3645021', '3645024', '9999999', 'E136']) {
      expect(html).toContain(`value="${code}"`);
    }
    expect(html).toContain('成功');
    expect(html).not.toContain('<script');
    const back = await pickOutcome(sim, a147, 'success');
    expect(back.status).toBe(303);
    const location = back.headers.get('location')!;
    expect(location.startsWith('/?CTID=DEMO-CASHBACK#/finishMydata?')).toBe(true);
    const q = new URLSearchParams(location.split('#/finishMydata?')[1]);
    expect(Object.fromEntries(q)).toEqual({ token: s.token, ApplyLogID: s.applyLogId, VerifyNo: a147.VerifyNo, MDID: 'MD-123' });
  });
});

describe('A148 answers the outcome picked on the portal', () => {
  it('成功: Success, ReturnCode 0000 and the signature data, which the data platform check accepts', async () => {
    const s = await verifiedEtp(sim);
    const answer = await check(sim, s, 'success');
    expect(answer).toMatchObject({ Success: true, ReturnCode: '0000' });
    const store = openStore(sim.dataDir);
    try {
      expect(isTwidSignature({ store }, s.applyLogId, answer.PKCS7Signatures).ok).toBe(true);
      expect(isTwidSignature({ store }, s.applyLogId, `${answer.PKCS7Signatures}x`).ok).toBe(false);
    } finally { store.db.close(); }
  });

  it.each(['3644013', '3645002', '3645017', '2035916', '3645011', '3645021', '3645024', '9999999'])('%s: Success false with that ReturnCode and its message in both languages', async (code) => {
    const s = await verifiedEtp(sim);
    const answer = await check(sim, s, code);
    expect(answer).toMatchObject({ Success: false, ReturnCode: code });
    expect(answer.ErrMsg).toContain(code);
    expect(answer.Translations.en.ErrMsg).toContain(code);
  });

  it('E136: the query error, not counted as a failure', async () => {
    const s = await verifiedEtp(sim);
    for (let i = 0; i < 5; i += 1) expect(await check(sim, s, 'E136')).toMatchObject({ Success: false, ReturnCode: 'E136', ErrMsg: MSG_TWID_E136 });
    expect((await check(sim, s, 'success')).Success).toBe(true);
  });

  it("the fifth failure answers 3644029 and the applicant's check is locked for 24 hours, on any apply log; the fourth is still its own code (TWID-16)", async () => {
    const s = await verifiedEtp(sim);
    for (let i = 1; i <= 4; i += 1) expect((await check(sim, s, '3645017')).ReturnCode).toBe('3645017');
    expect(await check(sim, s, '3645017')).toMatchObject({ Success: false, ReturnCode: '3644029', ErrMsg: MSG_TWID_LOCKED });
    expect(await s.call('RequestSignature', {})).toMatchObject({ Success: false, ReturnCode: '3644029' });
    // A new application of the same applicant is locked too; 24 hours later the check starts again.
    const again = await verifiedEtp(sim);
    expect(await again.call('RequestSignature', {})).toMatchObject({ Success: false, ReturnCode: '3644029' });
    await sim.dev('POST', 'clock', { offsetMs: 24 * 60 * 60 * 1000 - 60_000 });
    expect((await (await verifiedEtp(sim)).call('RequestSignature', {})).ReturnCode).toBe('3644029');
    await sim.dev('POST', 'clock', { offsetMs: 24 * 60 * 60 * 1000 + 1 });
    expect((await check(sim, await verifiedEtp(sim), '3645017')).ReturnCode).toBe('3645017');
  });

  it('a success clears the failures: four, a success, four more are not locked', async () => {
    const s = await verifiedEtp(sim);
    for (let i = 0; i < 4; i += 1) await check(sim, s, '3645011');
    expect((await check(sim, s, 'success')).Success).toBe(true);
    for (let i = 0; i < 4; i += 1) expect((await check(sim, s, '3645011')).ReturnCode).toBe('3645011');
  });

  it('the same VerifyNo asked again gets the same answer, counted once (a reload of the return page)', async () => {
    const s = await verifiedEtp(sim);
    for (let i = 0; i < 4; i += 1) await check(sim, s, '3645002');
    const a147 = await portalFields(s);
    await postPortal(sim, a147);
    await pickOutcome(sim, a147, '3645002');
    const first = await s.call('A148', { VerifyNo: a147.VerifyNo });
    expect(first.ReturnCode).toBe('3644029');
    expect(await s.call('A148', { VerifyNo: a147.VerifyNo })).toEqual(first);
  });

  it('A146 can be forced to a login return code through /__dev/faults (2035901, E133)', async () => {
    const s = await verifiedEtp(sim);
    const sig = await s.call('RequestSignature', {});
    await s.call('A151', { Signature: sig.Signature, ReturnTo: 'finishVerify', MDID: '' });
    await sim.dev('POST', 'faults', { api: 'A146', mode: 'answer', answer: { Success: false, OutputParams: { Token: '' }, ReturnCode: '2035901', ErrMsg: '(2035901) 身分驗證登入失敗' } });
    const forced = await s.call('A146', {});
    expect(forced).toMatchObject({ Success: false, ReturnCode: '2035901' });
    expect(forced.Translations.en.ErrMsg).toContain('2035901');
    expect((await s.call('A146', {})).Success).toBe(true);
  });
});
