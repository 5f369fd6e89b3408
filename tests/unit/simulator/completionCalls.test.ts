// The bank's side of the calls the upload and completion pages make (NET-14, NET-16, NET-18):
// A141 (whether the income documents must be uploaded), each admitted on a valid Token only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSim, type TestSim } from './helpers.js';

let sim: TestSim;
beforeAll(async () => { sim = await startTestSim(); });
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
