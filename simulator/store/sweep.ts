// What the bank deletes as it goes (issue 18): tokens that expired with nothing of an application
// hanging on them (A6 floods, abandoned start screens), with their unsubmitted previews; previews
// no one submitted within their lifetime; rate events older than the longest window. An apply log,
// an application or anything else that names a token keeps that token's row (the foreign keys).
import type { Db } from './database.js';

export interface SweepLimits {
  /** Unsubmitted previews older than this are deleted. */
  previewTtlMs: number;
  /** Rate events older than this are counted by no window. */
  longestWindowMs: number;
}

/** Every (table, column) that names a token, read from the schema (tables opened later included). */
function tokenReferences(db: Db): Array<[string, string]> {
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").pluck().all() as string[];
  const refs: Array<[string, string]> = [];
  for (const t of tables) {
    for (const fk of db.pragma(`foreign_key_list("${t}")`) as Array<{ table: string; from: string }>) {
      if (fk.table === 'tokens') refs.push([t, fk.from]);
    }
  }
  return refs;
}

/** Deletes what expired; returns how many tokens went. Runs inside the caller's transaction. */
export function sweep(db: Db, now: number, limits: SweepLimits): number {
  db.prepare('DELETE FROM uploads WHERE submitted_at IS NULL AND (created_at <= ? OR token IN (SELECT token FROM tokens WHERE expires_at <= ?))')
    .run(now - limits.previewTtlMs, now);
  db.prepare('DELETE FROM rate_events WHERE at <= ?').run(now - limits.longestWindowMs);
  const held = tokenReferences(db).map(([t, c]) => `NOT EXISTS (SELECT 1 FROM "${t}" WHERE "${t}"."${c}" = tokens.token)`);
  return db.prepare(`DELETE FROM tokens WHERE expires_at <= ? ${held.map((h) => `AND ${h}`).join(' ')}`).run(now).changes;
}
