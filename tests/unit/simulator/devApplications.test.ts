// GET /__dev/applications: the submitted applications as JSON, newest last,
// [{ ApplyLogID, ApplyID, at, content }] with content the submitted fields under the seeds' names
// (ContentJSON decoded); a repeated submit adds nothing; only with the development endpoints.
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator } from '../../../simulator/server.js';
import { application, contentJson } from '../../support/applications.js';
import { startTestSim, tempDataDir, type TestSim } from './helpers.js';

const ETB = { id: 'A123456789', birthday: '0690101', mobile: '0912345678' };

let sim: TestSim;
beforeAll(async () => { sim = await startTestSim({ policy: { codesPerMobile: 1000, codesPerId: 1000, sameCardWindowMs: 0 } }); });
afterAll(async () => { await sim.close(); });

describe('GET /__dev/applications', () => {
  it('is empty before any submit, then lists each application once, newest last, with its decoded fields', async () => {
    await sim.dev('POST', 'reset');
    expect(await sim.dev('GET', 'applications')).toEqual([]);
    const sent: Array<{ ApplyLogID: string; ApplyID: string }> = [];
    for (const homeAddr of ['復興南路一段390號5樓', '復興南路一段1號']) {
      const s = await sim.idPhotos(await sim.verified(await sim.customer(ETB.id, ETB.birthday), ETB.mobile));
      const content = await application(s.applyLogId, ETB, { gifts: ['CB-F02'], form1: { HomeAddr: homeAddr } });
      const first = await s.call('A97', { ContentJSON: contentJson(content) });
      expect(first.Result).toBe('1');
      // The same submit again (a double click): the same case number, nothing more stored.
      expect(await s.call('A97', { ContentJSON: contentJson(content) })).toEqual(first);
      sent.push({ ApplyLogID: s.applyLogId, ApplyID: first.ApplyID });
    }
    const listed = (await sim.dev('GET', 'applications')) as Array<{ ApplyLogID: string; ApplyID: string; at: string; content: Record<string, unknown> }>;
    expect(listed.map(({ ApplyLogID, ApplyID }) => ({ ApplyLogID, ApplyID }))).toEqual(sent);
    expect(listed.map((a) => a.content.HomeAddr)).toEqual(['復興南路一段390號5樓', '復興南路一段1號']);
    expect(listed[0].content).toMatchObject({ ApplyLogID: sent[0].ApplyLogID, IDNO: ETB.id, CustomerType: 'ETB', Combination: 'CB-F02', ApplyPL: 'N' });
    for (const a of listed) expect(new Date(a.at).toISOString()).toBe(a.at);
    expect(Date.parse(listed[0].at)).toBeLessThanOrEqual(Date.parse(listed[1].at));
  });

  it('does not exist without the development endpoints', async () => {
    const dataDir = await tempDataDir();
    const plain = await startSimulator({ port: 0, dataDir, devEndpoints: false });
    try {
      expect((await fetch(`${plain.url}/__dev/applications`)).status).toBe(404);
    } finally {
      await plain.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
