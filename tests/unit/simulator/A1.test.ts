// A1, the service check (000 §7, 002 §2.5, §7): on the landing page (ClientType, IP) Flag Y; on the
// completion page with ApplyLogID and ApplyID, Flag Y only for the Token that opened that apply log
// and the case number A97 issued on it (DONE-07, DONE-08), Flag N for everything else, one answer
// whatever is wrong.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { application, contentJson } from '../../support/applications.js';
import { startTestSim, type Session, type TestSim } from './helpers.js';

const ETB = { id: 'A123456789', birthday: '0690101', mobile: '0912345678' };

let sim: TestSim;
beforeAll(async () => { sim = await startTestSim({ policy: { codesPerMobile: 1000, codesPerId: 1000, sameCardWindowMs: 0 } }); });
afterAll(async () => { await sim.close(); });

/** A verified ETB applicant who submitted: the session and the case number. */
async function submitted(): Promise<{ s: Session; applyId: string }> {
  const s = await sim.idPhotos(await sim.verified(await sim.customer(ETB.id, ETB.birthday), ETB.mobile));
  const answer = await s.call('A97', { ContentJSON: contentJson(await application(s.applyLogId, ETB, { gifts: ['CB-F02'] })) });
  expect(answer.Result).toBe('1');
  return { s, applyId: answer.ApplyID };
}

describe('A1 on the landing page', () => {
  it('answers Flag Y to any valid Token without completion data', async () => {
    const s = await sim.session();
    expect(await sim.call('A1', { Token: s.token, ClientType: 'Mobile Website', IP: '' })).toEqual({ Success: true, Flag: 'Y' });
  });
});

describe('A1 on the completion page (ApplyLogID, ApplyID)', () => {
  it('answers Flag Y to the Token that opened the apply log, for the case number A97 issued on it', async () => {
    const { s, applyId } = await submitted();
    expect(await s.call('A1', { ApplyLogID: s.applyLogId, ApplyID: applyId })).toEqual({ Success: true, Flag: 'Y' });
  });

  it('answers Flag N for a wrong, shortened or missing case number, or an apply log without an application', async () => {
    const { s, applyId } = await submitted();
    const other = applyId.slice(0, -1) + (applyId.endsWith('0') ? '1' : '0');
    for (const ApplyID of [other, applyId.slice(0, -1), `${applyId}0`, '']) {
      expect(await s.call('A1', { ApplyLogID: s.applyLogId, ApplyID })).toEqual({ Success: true, Flag: 'N' });
    }
    // Both named but empty (a completion page with no case in its session or address): N.
    expect(await s.call('A1', { ApplyLogID: '', ApplyID: '' })).toEqual({ Success: true, Flag: 'N' });
    // The case number alone (no apply log) or the apply log alone: N.
    expect(await sim.call('A1', { Token: s.token, ApplyID: applyId })).toEqual({ Success: true, Flag: 'N' });
    // A verified apply log that has not submitted yet: N.
    const fresh = await sim.verified(await sim.customer(ETB.id, ETB.birthday), ETB.mobile);
    expect(await fresh.call('A1', { ApplyID: applyId })).toEqual({ Success: true, Flag: 'N' });
  });

  it("answers Flag N to another session's Token naming someone else's case, and refuses a Token the bank never issued", async () => {
    const { s, applyId } = await submitted();
    const stranger = await sim.session();
    expect(await stranger.call('A1', { ApplyLogID: s.applyLogId, ApplyID: applyId })).toEqual({ Success: true, Flag: 'N' });
    const res = await sim.raw('A1', { Token: 'forged-token-000000000000000000', ApplyLogID: s.applyLogId, ApplyID: applyId });
    expect(await res.json()).toMatchObject({ Success: false });
  });
});
