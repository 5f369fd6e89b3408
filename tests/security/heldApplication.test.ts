// A held application (A60/A59) is personal data: only its owner gets it back. Another Token
// cannot read or overwrite it; a new session gets it only once verified, for the same ID, on the
// mobile the application was verified on, and within the retention period.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG_NOT_VERIFIED, MSG_NOT_YOURS } from '../../simulator/access.js';
import { defaultPolicy } from '../../simulator/policy.js';
import { startTestSim, type Session, type TestSim } from '../unit/simulator/helpers.js';

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64');
const SECRET = { Page2_4: { HomeAddr: '復興南路一段390號5樓', Email: 'victim@example.com' } };

let sim: TestSim;
let victim: Session;
beforeEach(async () => {
  sim = await startTestSim();
  victim = await sim.verified(await sim.newApplicant('F131104093', '0911222333'), '0911222333');
  expect(await victim.call('A60', { ContentJSON: b64(SECRET) })).toEqual({ Success: true });
});
afterEach(async () => { await sim.close(); });

describe('a held application only for its owner', () => {
  it("another Token cannot read or overwrite it by naming the victim's apply log", async () => {
    const attacker = await sim.verified(await sim.customer('A123456789', '0690101'), '0912345678');
    expect(await attacker.call('A59', { ApplyLogID: victim.applyLogId })).toEqual({ Success: false, ErrMsg: MSG_NOT_YOURS });
    expect(await attacker.call('A60', { ApplyLogID: victim.applyLogId, ContentJSON: b64({ Page2_4: {} }) })).toEqual({ Success: false, ErrMsg: MSG_NOT_YOURS });
    expect(JSON.parse((await victim.call('A59')).ContentJson)).toEqual(SECRET);
  });

  it('a session that knows the ID but has not passed the SMS code gets nothing', async () => {
    const stranger = await sim.newApplicant('F131104093', '0911222333');
    expect(await stranger.call('A59')).toEqual({ Success: false, ErrMsg: MSG_NOT_VERIFIED });
  });

  it('the same ID verified on another mobile (a stranger with their own card) gets nothing', async () => {
    const stranger = await sim.verified(await sim.newApplicant('F131104093', '0944555666'), '0944555666');
    expect(await stranger.call('A59')).toEqual({ Success: true, ContentJson: '' });
  });

  it('the owner in a new session gets it back; not after the retention period', async () => {
    const again = await sim.verified(await sim.newApplicant('F131104093', '0911222333'), '0911222333');
    expect(JSON.parse((await again.call('A59')).ContentJson)).toEqual(SECRET);
    await sim.dev('POST', 'clock', { offsetMs: defaultPolicy.heldRetentionMs + 60_000 });
    const late = await sim.verified(await sim.newApplicant('F131104093', '0911222333'), '0911222333');
    expect(await late.call('A59')).toEqual({ Success: true, ContentJson: '' });
  });
});
