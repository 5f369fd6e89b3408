// Issue 5 §1.3: apply log ids and tokens come from the crypto source with at least 64 random bits,
// and the database refuses a duplicate rather than overwrite another applicant.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../simulator/store/index.js';
import { newApplyLogId, randomToken } from '../../simulator/util.js';
import { journeyId } from '../load/journeys.js';
import { startTestSim, type TestSim } from '../unit/simulator/helpers.js';

let sim: TestSim;
beforeAll(async () => { sim = await startTestSim(); });
afterAll(async () => { await sim.close(); });

describe('ids and tokens', () => {
  it('apply log ids carry 24 random digits (about 80 bits) and tokens 32 base64url characters (192 bits)', () => {
    expect(Math.log2(10 ** 24)).toBeGreaterThan(64);
    expect(newApplyLogId()).toMatch(/^AL\d{24}$/);
    expect(randomToken()).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // Digits are spread evenly: no clock, no counter, no fixed prefix beyond AL.
    const ids = Array.from({ length: 2000 }, newApplyLogId);
    const counts = Array(10).fill(0);
    for (const id of ids) for (const d of id.slice(2)) counts[Number(d)] += 1;
    for (const c of counts) expect(Math.abs(c - 4800)).toBeLessThan(400); // 48,000 digits
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('200 concurrent journeys get 200 different apply logs, none overwritten', async () => {
    const ids = Array.from({ length: 200 }, (_, i) => journeyId(i));
    const sessions = await Promise.all(ids.map(async (id) => {
      const s = await sim.session();
      await s.call('A84', { IDNO: id, Birthday: '0790101' });
      const { ApplyLogID } = await s.call('A28', { ID: id, CTID: 'DEMO-CASHBACK' });
      return { id, ApplyLogID: ApplyLogID as string };
    }));
    expect(new Set(sessions.map((s) => s.ApplyLogID)).size).toBe(200);
    const stored = (await sim.dev('GET', 'state')).applyLogs as Record<string, { ID: string }>;
    for (const s of sessions) expect(stored[s.ApplyLogID].ID).toBe(s.id);
  });

  it('the database refuses a second apply log or token with the same id', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-unique-'));
    const store = openStore(dir);
    try {
      store.tokens.issue('T1', 0, 1000);
      expect(() => store.tokens.issue('T1', 0, 1000)).toThrow(/UNIQUE|PRIMARY/);
      const log = { ApplyLogID: 'AL1', token: 'T1', ID: 'F131104093', CTID: 'C', CustomerType: 'NTB', FlowType: 'NTB', Mobile: '', fields: {}, PageData: {}, createdAt: 0 };
      store.applyLogs.insert(log);
      expect(() => store.applyLogs.insert({ ...log, ID: 'A123456789' })).toThrow(/UNIQUE|PRIMARY/);
      expect(store.applyLogs.get('AL1')!.ID).toBe('F131104093');
    } finally {
      store.db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
