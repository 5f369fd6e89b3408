// The mobile-number identity check (000 §2.8): one row per apply log, the check in progress, and
// one row per applicant (ID) counting the failures towards the lock. Steps: signed (the signature request) -> saved (A151) ->
// login (A146) -> ready (A147: the portal's fields) -> shown (the portal page opened with them) ->
// answered (a tester picked the outcome there) -> queried (A148 read it). Reached through
// twidChecksOf() so the shared Store needs no new member; its table is created here (IF NOT EXISTS)
// on first use, beside the numbered migrations, as store/inquiries.ts does.
import type { Db } from './database.js';

export type TwidStep = 'signed' | 'saved' | 'login' | 'ready' | 'shown' | 'answered' | 'queried';

export interface TwidCheck {
  apply_log_id: string;
  /** The Token that owns the apply log (the app's session). */
  token: string;
  step: TwidStep;
  signature: string;
  /** The app's return route after the portal: finishVerify or finishMydata (A151's payload). */
  return_to: string;
  ctid: string;
  mdid: string;
  login_token: string | null;
  portal_token: string | null;
  verify_no: string | null;
  identify_no: string | null;
  /** The outcome picked on the portal: 'success' or a return code. */
  outcome: string | null;
  /** A148's answer (JSON) once given: the same VerifyNo asked again gets the same answer. */
  answer: string | null;
  /** The applicant's verification failures when this check started (twid_failures holds the count). */
  failures: number;
  expires_at: number;
  updated_at: number;
}

const TABLE = `
  CREATE TABLE IF NOT EXISTS twid_checks (
    apply_log_id TEXT PRIMARY KEY REFERENCES apply_logs(apply_log_id),
    token TEXT NOT NULL,
    step TEXT NOT NULL,
    signature TEXT NOT NULL,
    return_to TEXT NOT NULL,
    ctid TEXT NOT NULL,
    mdid TEXT NOT NULL,
    login_token TEXT,
    portal_token TEXT,
    verify_no TEXT UNIQUE,
    identify_no TEXT,
    outcome TEXT,
    answer TEXT,
    failures INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS twid_failures (
    id_no TEXT PRIMARY KEY,
    failures INTEGER NOT NULL,
    locked_until INTEGER
  );
`;

/** Verification failures of one applicant (ID), whatever the apply log: a new application does not reset them. */
export interface TwidFailures {
  id_no: string;
  failures: number;
  locked_until: number | null;
}

export class TwidChecks {
  private readonly getStmt;
  private readonly byVerifyStmt;
  private readonly upsertStmt;
  private readonly failGetStmt;
  private readonly failPutStmt;

  constructor(db: Db) {
    db.exec(TABLE);
    this.getStmt = db.prepare('SELECT * FROM twid_checks WHERE apply_log_id = ?');
    this.byVerifyStmt = db.prepare('SELECT * FROM twid_checks WHERE verify_no = ?');
    this.failGetStmt = db.prepare('SELECT * FROM twid_failures WHERE id_no = ?');
    this.failPutStmt = db.prepare(`INSERT INTO twid_failures (id_no, failures, locked_until) VALUES (@id_no, @failures, @locked_until)
      ON CONFLICT (id_no) DO UPDATE SET failures = excluded.failures, locked_until = excluded.locked_until`);
    this.upsertStmt = db.prepare(`INSERT INTO twid_checks
      (apply_log_id, token, step, signature, return_to, ctid, mdid, login_token, portal_token, verify_no, identify_no, outcome, answer, failures, expires_at, updated_at)
      VALUES (@apply_log_id, @token, @step, @signature, @return_to, @ctid, @mdid, @login_token, @portal_token, @verify_no, @identify_no, @outcome, @answer, @failures, @expires_at, @updated_at)
      ON CONFLICT (apply_log_id) DO UPDATE SET token = excluded.token, step = excluded.step, signature = excluded.signature,
        return_to = excluded.return_to, ctid = excluded.ctid, mdid = excluded.mdid, login_token = excluded.login_token,
        portal_token = excluded.portal_token, verify_no = excluded.verify_no, identify_no = excluded.identify_no,
        outcome = excluded.outcome, answer = excluded.answer, failures = excluded.failures,
        expires_at = excluded.expires_at, updated_at = excluded.updated_at`);
  }

  get(applyLogId: string): TwidCheck | undefined {
    return this.getStmt.get(applyLogId) as TwidCheck | undefined;
  }

  byVerifyNo(verifyNo: string): TwidCheck | undefined {
    if (!verifyNo) return undefined;
    return this.byVerifyStmt.get(verifyNo) as TwidCheck | undefined;
  }

  put(row: TwidCheck): void {
    this.upsertStmt.run(row);
  }

  failuresOf(idNo: string): TwidFailures {
    return (this.failGetStmt.get(idNo) as TwidFailures | undefined) ?? { id_no: idNo, failures: 0, locked_until: null };
  }

  putFailures(row: TwidFailures): void {
    this.failPutStmt.run(row);
  }
}

const cache = new WeakMap<Db, TwidChecks>();

export function twidChecksOf(db: Db): TwidChecks {
  let repo = cache.get(db);
  if (!repo) {
    repo = new TwidChecks(db);
    cache.set(db, repo);
  }
  return repo;
}
