// Sliding-window counters for the rate limits (simulator/policy.ts): one row per counted event,
// counted by key over the last window. Rows older than the longest window are pruned as we go.
import type { Db } from './database.js';

export class RateEvents {
  private readonly addStmt;
  private readonly countStmt;
  private readonly pruneStmt;

  constructor(db: Db) {
    this.addStmt = db.prepare('INSERT INTO rate_events (key, at) VALUES (?, ?)');
    this.countStmt = db.prepare('SELECT count(*) FROM rate_events WHERE key = ? AND at > ?').pluck();
    this.pruneStmt = db.prepare('DELETE FROM rate_events WHERE key = ? AND at <= ?');
  }

  add(key: string, now: number): void {
    this.addStmt.run(key, now);
  }

  /** Events of `key` in the `windowMs` before `now` (older ones of that key are dropped). */
  count(key: string, now: number, windowMs: number): number {
    this.pruneStmt.run(key, now - windowMs);
    return this.countStmt.get(key, now - windowMs) as number;
  }
}
