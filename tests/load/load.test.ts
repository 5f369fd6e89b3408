// The 50-journey version of `npm run load` (issue 5 §4, issue 18): concurrent API-level journeys
// to the submit of a complete application against a simulator process with 10% of calls failing
// by injection; the client's retry rule absorbs what it can, and the database holds every
// acknowledged apply log and application once with consistent code records.
import { describe, expect, it } from 'vitest';
import { formatReport, runLoad } from './runLoad.js';

describe('load', () => {
  it('50 concurrent journeys with 10% injected failures: nothing lost, nothing duplicated', async () => {
    const report = await runLoad({ journeys: 50, failRate: 0.1, timeLimitMs: 60_000 });
    console.log(formatReport(report));
    expect(report.errors).toEqual([]);
    expect(report.databaseFaults).toEqual([]);
    expect(report.finished + report.abandoned).toBe(50);
    expect(report.failedAttempts).toBeGreaterThan(0); // the faults really were injected
    expect(report.finished).toBeGreaterThanOrEqual(35);
    expect(report.submitted).toBeGreaterThanOrEqual(report.finished); // a finished journey is a submitted application
  }, 90_000);
});
