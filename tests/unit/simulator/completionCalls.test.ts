// The bank's side of the calls the upload and completion pages make (NET-14, NET-16, NET-18):
// A141 (whether the income documents must be uploaded), A161 (the case the completion page shows)
// and A110 (the data platform transaction of the case), each admitted on a valid Token only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { application, contentJson } from '../../support/applications.js';
import { startTestSim, type Session, type TestSim } from './helpers.js';
import { mydata } from './mydataHelpers.js';
import { verifiedEtp } from './twidHelpers.js';

let sim: TestSim;
beforeAll(async () => { sim = await startTestSim({ policy: { codesPerMobile: 1000, codesPerId: 1000, sameCardWindowMs: 0 } }); });
afterAll(async () => { await sim.close(); });

describe('A141 (NET-14): whether the applicant must upload files', () => {
  it('a sales code on file (data/sales.json): N, the sales person collects the documents; any case or spacing of the code', async () => {
    expect(await sim.call('A141', { ApplyType: 'CC', SalesID: 'S123456' })).toEqual({ Success: true, UploadFileFlag: 'N' });
    expect(await sim.call('A141', { ApplyType: 'CC', SalesID: 's234567' })).toEqual({ Success: true, UploadFileFlag: 'N' });
  });

  it('no sales code, an unknown one, or one a character short or long: Y', async () => {
    for (const SalesID of ['', 'S999999', 'S12345', 'S1234567']) {
      expect(await sim.call('A141', { ApplyType: 'CC', SalesID })).toEqual({ Success: true, UploadFileFlag: 'Y' });
    }
    expect(await sim.call('A141', { ApplyType: 'CC' })).toEqual({ Success: true, UploadFileFlag: 'Y' });
  });

  it('refuses another ApplyType, and a missing or unknown Token', async () => {
    expect(await sim.call('A141', { ApplyType: 'X', SalesID: 'S123456' })).toMatchObject({ Success: false });
    expect(await (await sim.raw('A141', { ApplyType: 'CC', SalesID: 'S123456' })).json()).toMatchObject({ Success: false });
    const forged = await sim.call('A141', { Token: 'not-a-token', ApplyType: 'CC', SalesID: 'S123456' });
    expect(forged.Success).toBe(false);
    expect(forged).not.toHaveProperty('UploadFileFlag');
  });
});

const ETB = { id: 'A123456789', birthday: '0690101', mobile: '0912345678' };

/** A verified ETB applicant who submitted: the session and the case number A97 issued. */
async function submitted(): Promise<{ s: Session; applyId: string }> {
  const s = await sim.idPhotos(await sim.verified(await sim.customer(ETB.id, ETB.birthday), ETB.mobile));
  const answer = await s.call('A97', { ContentJSON: contentJson(await application(s.applyLogId, ETB, { gifts: ['CB-F02'] })) });
  expect(answer.Result).toBe('1');
  return { s, applyId: answer.ApplyID };
}

describe('A161 (NET-16): the completion page reports the submitted case', () => {
  it('Success for the case number A97 issued to this Token', async () => {
    const { s, applyId } = await submitted();
    expect(await s.call('A161', { ApplyID: applyId, ApplyType: 'CC' })).toEqual({ Success: true });
  });

  it("refuses another Token's case, a case number one character short or unknown, an empty one, and ApplyType X, with one message", async () => {
    const { s, applyId } = await submitted();
    const other = await sim.session();
    for (const answer of [
      await other.call('A161', { ApplyID: applyId, ApplyType: 'CC' }),
      await s.call('A161', { ApplyID: applyId.slice(0, -1), ApplyType: 'CC' }),
      await s.call('A161', { ApplyID: 'CC20990101000000000001', ApplyType: 'CC' }),
      await s.call('A161', { ApplyID: '', ApplyType: 'CC' }),
    ]) expect(answer).toEqual({ Success: false, ErrMsg: '查無申請案件' });
    expect(await s.call('A161', { ApplyID: applyId, ApplyType: 'X' })).toMatchObject({ Success: false });
  });
});

describe('A110 (NET-18): the data platform transaction of the case', () => {
  it("Success for the Token's own MDID, with its tx_id as tqID or without tqID", async () => {
    const s = await verifiedEtp(sim);
    const tx = await mydata(sim).open(s);
    expect(await s.call('A110', { MDID: tx.mdid, tqID: tx.tx_id })).toEqual({ Success: true });
    expect(await s.call('A110', { MDID: tx.mdid, tqID: '' })).toEqual({ Success: true });
  });

  it("refuses another Token's MDID, another transaction's tqID, an unknown or empty MDID, with one message", async () => {
    const s = await verifiedEtp(sim);
    const tx = await mydata(sim).open(s);
    const second = await mydata(sim).open(s);
    const other = await sim.session();
    for (const answer of [
      await other.call('A110', { MDID: tx.mdid, tqID: tx.tx_id }),
      await s.call('A110', { MDID: tx.mdid, tqID: second.tx_id }),
      await s.call('A110', { MDID: 'MD000000000000000000000000', tqID: '' }),
      await s.call('A110', { MDID: '', tqID: tx.tx_id }),
    ]) expect(answer).toEqual({ Success: false, ErrMsg: '查無資料平台交易' });
  });
});
