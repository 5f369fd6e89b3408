// `npm run load`: N concurrent applicant journeys against a fresh simulator process on 127.0.0.1,
// with a share of every call failing by injection, then the database check. Bounded in count and
// time; stops by itself.
import { checkDatabase } from './consistency.js';
import { type JourneyResult, type LoadStats, percentile, runJourney } from './journeys.js';
import { spawnSimulator } from './spawnSimulator.js';

export interface LoadOptions {
  journeys: number;
  /** Share of API calls failed by injection (0..1). */
  failRate: number;
  /** Give up after this long (the run is bounded even if the server hangs). */
  timeLimitMs: number;
  /** An already running simulator to load instead (no database check then). */
  url?: string;
}

export interface LoadReport {
  journeys: number;
  finished: number;
  /** Journeys whose submit the bank acknowledged (a case number). */
  submitted: number;
  abandoned: number;
  errors: string[];
  requests: number;
  failedAttempts: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  databaseFaults: string[] | null;
}

export async function runLoad(options: LoadOptions): Promise<LoadReport> {
  const sim = options.url ? undefined : await spawnSimulator();
  const url = options.url ?? sim!.url;
  try {
    if (options.failRate > 0) {
      const res = await fetch(`${url}/__dev/faults`, {
        method: 'POST', headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ api: '*', mode: 'fail', rate: options.failRate, seconds: Math.ceil(options.timeLimitMs / 1000) }),
      });
      if (!res.ok) throw new Error(`fault injection refused: HTTP ${res.status}`);
    }
    const stats: LoadStats = { latenciesMs: [], requests: 0, failedAttempts: 0 };
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`load run over its ${options.timeLimitMs} ms limit`)), options.timeLimitMs);
    });
    let results: JourneyResult[];
    try {
      results = await Promise.race([
        Promise.all(Array.from({ length: options.journeys }, (_, i) => runJourney(url, i + 1, stats))),
        limit,
      ]);
    } finally {
      clearTimeout(timer);
    }
    const seconds = (performance.now() - started) / 1000;
    await fetch(`${url}/__dev/faults`, { method: 'DELETE' });
    if (sim) await sim.stop('SIGTERM');
    return {
      journeys: options.journeys,
      finished: results.filter((r) => r.verified && r.applyId && !r.abandonedAt && !r.error).length,
      submitted: results.filter((r) => r.applyId).length,
      abandoned: results.filter((r) => r.abandonedAt).length,
      errors: results.filter((r) => r.error).map((r) => `journey ${r.index}: ${r.error}`),
      requests: stats.requests,
      failedAttempts: stats.failedAttempts,
      seconds,
      requestsPerSecond: stats.requests / seconds,
      p50Ms: percentile(stats.latenciesMs, 50),
      p99Ms: percentile(stats.latenciesMs, 99),
      databaseFaults: sim ? checkDatabase(sim.dataDir, results) : null,
    };
  } finally {
    if (sim) await sim.stop('SIGKILL');
  }
}

export function formatReport(r: LoadReport): string {
  const lines = [
    `journeys ${r.journeys}: ${r.finished} finished (${r.submitted} applications submitted), ${r.abandoned} abandoned after the retry budget (as the app would show 0000-{api}), ${r.errors.length} errors`,
    `requests ${r.requests} (${r.failedAttempts} failed attempts) in ${r.seconds.toFixed(1)} s: ${r.requestsPerSecond.toFixed(0)} requests/s, p50 ${r.p50Ms.toFixed(1)} ms, p99 ${r.p99Ms.toFixed(1)} ms`,
    r.databaseFaults === null ? 'database: not checked (external simulator)'
      : r.databaseFaults.length ? `database: ${r.databaseFaults.length} faults\n  ${r.databaseFaults.slice(0, 20).join('\n  ')}`
        : 'database: every acknowledged apply log and application once, every code record consistent, integrity ok',
    ...r.errors.slice(0, 10),
  ];
  return lines.join('\n');
}
