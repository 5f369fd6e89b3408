// Issue 18 finding 4: A76 stored whatever it was sent (20 calls, 17 MB). Now the bank keeps the
// catalogue's fields only, each at most policy.deviceFieldChars, at most policy.deviceLogsPerToken
// logs per token, and only on the caller's own apply log. Each at its edge.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG_NOT_YOURS } from '../../simulator/access.js';
import { MSG_DEVICE_LOG_BAD } from '../../simulator/calls/A76.js';
import { MSG_TOO_MANY } from '../../simulator/limits.js';
import { withMessageTranslations } from '../../simulator/messages.js';
import { defaultPolicy } from '../../simulator/policy.js';
import { startTestSim, type Session, type TestSim } from '../unit/simulator/helpers.js';

const P = defaultPolicy;
let sim: TestSim;
let applicant: Session;
beforeEach(async () => {
  sim = await startTestSim();
  applicant = await sim.customer('A123456789', '0690101');
});
afterEach(async () => { await sim.close(); });

const device = { OS: 'Android', OSVersion: '9', Browser: 'Chrome', BrowserVersion: '83.0', SalesId: 'S123456', APID: 'AP01' };
const logs = async () => (await sim.dev('GET', 'state')).deviceLogs as Array<Record<string, unknown>>;

describe('A76 device log', () => {
  it(`the ${P.deviceLogsPerToken}th log of a token is kept, the ${P.deviceLogsPerToken + 1}th refused`, async () => {
    for (let i = 1; i <= P.deviceLogsPerToken; i++) expect((await applicant.call('A76', device)).Success, `log ${i}`).toBe(true);
    expect(await applicant.call('A76', device)).toEqual(withMessageTranslations({ Success: false, ErrMsg: MSG_TOO_MANY }));
    expect(await logs()).toHaveLength(P.deviceLogsPerToken);
  });

  it(`a field of ${P.deviceFieldChars} characters is kept, one of ${P.deviceFieldChars + 1} refused; a field not in the catalogue is dropped, whatever its size`, async () => {
    expect((await applicant.call('A76', { ...device, Browser: 'B'.repeat(P.deviceFieldChars) })).Success).toBe(true);
    expect(await applicant.call('A76', { ...device, Browser: 'B'.repeat(P.deviceFieldChars + 1) })).toEqual(withMessageTranslations({ Success: false, ErrMsg: MSG_DEVICE_LOG_BAD }));
    expect(await applicant.call('A76', { ...device, OS: { nested: 'x' } })).toMatchObject({ Success: false, ErrMsg: MSG_DEVICE_LOG_BAD });
    const padding = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`Junk${i}`, 'x'.repeat(900)]));
    expect((await applicant.call('A76', { ...device, ...padding })).Success).toBe(true);
    const stored = await logs();
    expect(stored).toHaveLength(2);
    expect(Object.keys(stored[1]).sort()).toEqual(['APID', 'ApplyLogID', 'Browser', 'BrowserVersion', 'OS', 'OSVersion', 'SalesId', 'at']);
    expect(JSON.stringify(stored).length).toBeLessThan(2000);
  });

  it("another token's apply log is refused; no ApplyLogID is kept without one", async () => {
    const stranger = await sim.session();
    expect(await stranger.call('A76', { ...device, ApplyLogID: applicant.applyLogId })).toEqual(withMessageTranslations({ Success: false, ErrMsg: MSG_NOT_YOURS }));
    expect((await stranger.call('A76', device)).Success).toBe(true);
    expect((await logs()).map((l) => l.ApplyLogID)).toEqual([undefined]);
  });
});
