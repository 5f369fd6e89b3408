// The progress inquiry: one row per token that found an identity with A114, the SMS code A113
// sent for it and when A112 passed it. Reached through inquiriesOf() so the shared Store needs no
// new member; its table is created here (IF NOT EXISTS) on first use, beside the numbered
// migrations, so it never competes with another feature's next migration number.
import type { Db } from './database.js';

export interface Inquiry {
  token: string;
  id_no: string;
  /** The mobile on file (or of the applications), never sent to the browser unmasked. */
  mobile: string;
  /** The ApplyID the lookup named ('' when none). */
  apply_id: string;
  /** The live code; null before the first request, once used, or expired-and-tried. */
  code: string | null;
  s1: string;
  issued_at: number | null;
  expires_at: number | null;
  /** Wrong codes, expired verifies and resends (000 §2.10) of this lookup. */
  attempts: number;
  passed_code: string | null;
  passed_at: number | null;
  verified_at: number | null;
  created_at: number;
}

const TABLE = `
  CREATE TABLE IF NOT EXISTS inquiries (
    token TEXT PRIMARY KEY REFERENCES tokens(token),
    id_no TEXT NOT NULL,
    mobile TEXT NOT NULL,
    apply_id TEXT NOT NULL,
    code TEXT,
    s1 TEXT NOT NULL,
    issued_at INTEGER,
    expires_at INTEGER,
    attempts INTEGER NOT NULL,
    passed_code TEXT,
    passed_at INTEGER,
    verified_at INTEGER,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS inquiries_id_no ON inquiries(id_no, created_at);
`;

export class Inquiries {
  private readonly getStmt;
  private readonly upsertStmt;

  constructor(db: Db) {
    db.exec(TABLE);
    this.getStmt = db.prepare('SELECT * FROM inquiries WHERE token = ?');
    this.upsertStmt = db.prepare(`INSERT INTO inquiries
      (token, id_no, mobile, apply_id, code, s1, issued_at, expires_at, attempts, passed_code, passed_at, verified_at, created_at)
      VALUES (@token, @id_no, @mobile, @apply_id, @code, @s1, @issued_at, @expires_at, @attempts, @passed_code, @passed_at, @verified_at, @created_at)
      ON CONFLICT (token) DO UPDATE SET id_no = excluded.id_no, mobile = excluded.mobile, apply_id = excluded.apply_id,
        code = excluded.code, s1 = excluded.s1, issued_at = excluded.issued_at, expires_at = excluded.expires_at,
        attempts = excluded.attempts, passed_code = excluded.passed_code, passed_at = excluded.passed_at,
        verified_at = excluded.verified_at, created_at = excluded.created_at`);
  }

  get(token: string): Inquiry | undefined {
    if (!token) return undefined;
    return this.getStmt.get(token) as Inquiry | undefined;
  }

  put(row: Inquiry): void {
    this.upsertStmt.run(row);
  }

}

const cache = new WeakMap<Db, Inquiries>();

export function inquiriesOf(db: Db): Inquiries {
  let repo = cache.get(db);
  if (!repo) {
    repo = new Inquiries(db);
    cache.set(db, repo);
  }
  return repo;
}
