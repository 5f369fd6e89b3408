// Issue 5 §2: the embedded database. Acknowledged writes survive kill -9; 200 concurrent journeys
// lose and duplicate nothing; a large table does not slow an unrelated call; oversized fields are
// refused, not stored.
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPolicy as P } from '../../simulator/policy.js';
import { DB_FILE } from '../../simulator/store/database.js';
import { percentile } from '../load/journeys.js';
import { runLoad } from '../load/runLoad.js';
import { spawnSimulator } from '../load/spawnSimulator.js';
import { startTestSim, type TestSim } from '../unit/simulator/helpers.js';

const call = (url: string, api: string, data: Record<string, unknown> = {}) =>
  fetch(`${url}/api/Common`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ApiName: api, ApiData: JSON.stringify(data) }),
  });

describe('crash safety', () => {
  it('every token and apply log acknowledged before kill -9 is in the database afterwards', async () => {
    const sim = await spawnSimulator();
    // A verified journey first, acknowledged step by step.
    const Token = (await (await call(sim.url, 'A6')).json()).Token as string;
    await call(sim.url, 'A84', { Token, IDNO: 'A123456789', Birthday: '0690101' });
    const { ApplyLogID } = await (await call(sim.url, 'A5', { Token, ID: 'A123456789', BDayYMD: '0690101', CTID: 'DEMO-CASHBACK' })).json();
    await call(sim.url, 'A32', { Token, ApplyLogID, ID: 'A123456789' });
    const box = await (await fetch(`${sim.url}/__dev/outbox`)).json();
    expect((await (await call(sim.url, 'A33', { Token, ApplyLogID, ID: 'A123456789', OTPPin: box.at(-1).code })).json()).Status).toBe(1);
    // Then a burst of writes, killed in the middle.
    const acknowledged: string[] = [];
    let killed: Promise<void> | undefined;
    await Promise.allSettled(Array.from({ length: 300 }, async () => {
      const res = await call(sim.url, 'A6');
      const body = await res.json();
      acknowledged.push(body.Token);
      if (acknowledged.length === 100) killed = sim.stop('SIGKILL');
    }));
    await killed;
    expect(sim.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(100);
    const db = new Database(path.join(sim.dataDir, DB_FILE), { readonly: true });
    try {
      const has = db.prepare('SELECT 1 FROM tokens WHERE token = ?').pluck();
      const missing = acknowledged.filter((t) => !has.get(t));
      expect(missing).toEqual([]);
      expect(db.prepare('SELECT state FROM apply_logs WHERE apply_log_id = ?').pluck().get(ApplyLogID)).toBe('verified');
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      db.close();
    }
  }, 60_000);
});

describe('concurrency', () => {
  it('200 concurrent journeys: every acknowledged apply log stored once, every code record consistent', async () => {
    const report = await runLoad({ journeys: 200, failRate: 0, timeLimitMs: 90_000 });
    expect(report.errors).toEqual([]);
    expect(report.databaseFaults).toEqual([]);
    expect(report.finished).toBe(200);
  }, 120_000);
});

describe('size', () => {
  let sim: TestSim;
  beforeAll(async () => { sim = await startTestSim(); });
  afterAll(async () => { await sim.close(); });

  async function medianA1Ms(): Promise<number> {
    const times: number[] = [];
    for (let i = 0; i < 40; i++) {
      const t0 = performance.now();
      await sim.call('A1', { ClientType: '2' });
      times.push(performance.now() - t0);
    }
    return percentile(times, 50);
  }

  it('50 MB of audit records do not slow an unrelated call', async () => {
    const before = await medianA1Ms();
    // Written beside the running simulator (WAL lets a second connection in), as years of audit would be.
    const db = new Database(path.join(sim.dataDir, DB_FILE));
    db.pragma('busy_timeout = 5000');
    const insert = db.prepare('INSERT INTO audit (id_no, action, remark, at) VALUES (?, ?, ?, ?)');
    const remark = 'x'.repeat(1000);
    db.transaction(() => { for (let i = 0; i < 50_000; i++) insert.run('A123456789', 'ccOTP', remark, i); })();
    db.close();
    const after = await medianA1Ms();
    console.log(`A1 median: ${before.toFixed(2)} ms with an empty audit table, ${after.toFixed(2)} ms with 50,000 rows (50 MB)`);
    expect(after).toBeLessThan(before * 3 + 5);
    // An audit write stays cheap too: it appends one row.
    const own = await sim.customer('A123456789', '0690101'); // A43 writes only about the token's own applicant
    const t0 = performance.now();
    expect(await own.call('A43', { ID: 'A123456789', Action: 'ccGift', Remark: 'ok' })).toEqual({ Success: true });
    expect(performance.now() - t0).toBeLessThan(250);
  }, 60_000);

  it(`a field of ${P.maxFieldChars} characters is stored; ${P.maxFieldChars + 1} is refused with 413 and not stored`, async () => {
    const audits = async () => (await sim.dev('GET', 'state')).audit.filter((a: { Action: string }) => a.Action === 'edge');
    const own = await sim.customer('A123456789', '0690101'); // A43 writes only about the token's own applicant
    expect(await own.call('A43', { ID: 'A123456789', Action: 'edge', Remark: 'y'.repeat(P.maxFieldChars) })).toEqual({ Success: true });
    const tooLong = await sim.raw('A43', { ID: 'A123456789', Action: 'edge', Remark: 'y'.repeat(P.maxFieldChars + 1), Token: own.token });
    expect(tooLong.status).toBe(413);
    expect((await tooLong.json()).error).toMatch(/Remark/);
    expect(await audits()).toHaveLength(1);
  });

  it('nested and large fields are checked too: a device log with an oversized nested value, page data over its limit', async () => {
    const s = await sim.session();
    expect((await sim.raw('A76', { Token: s.token, Device: { Model: 'z'.repeat(P.maxFieldChars + 1) } })).status).toBe(413);
    expect((await sim.raw('A76', { Token: s.token, ['k'.repeat(101)]: 'v' })).status).toBe(413);
    expect((await sim.raw('A166', { Token: s.token, PageData: 'A'.repeat(P.largeFields.PageData + 1) })).status).toBe(413);
    expect((await sim.dev('GET', 'state')).deviceLogs).toEqual([]);
  });
});
