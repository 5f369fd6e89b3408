// One-time codes, one row per apply log (the session that asked for it), and the 24-hour locks,
// one row per ID and mobile: only a session that received a code can spend its attempts.
import type { Db } from './database.js';

export interface OtpCode {
  apply_log_id: string;
  id_no: string;
  mobile: string;
  /** The live code; null once used, expired-and-tried, or replaced by a lock. */
  code: string | null;
  s1: string;
  issued_at: number;
  expires_at: number;
  /** The seeds' counter: wrong codes, expired verifies and resends (000 §4.1). */
  attempts: number;
  passed_code: string | null;
  passed_at: number | null;
}

export class OtpCodes {
  private readonly getStmt;
  private readonly upsertStmt;
  private readonly lockGetStmt;
  private readonly lockPutStmt;
  private readonly lockDropStmt;
  private readonly allStmt;
  private readonly locksStmt;

  constructor(db: Db) {
    this.getStmt = db.prepare('SELECT * FROM otp_codes WHERE apply_log_id = ?');
    this.upsertStmt = db.prepare(`INSERT INTO otp_codes
      (apply_log_id, id_no, mobile, code, s1, issued_at, expires_at, attempts, passed_code, passed_at)
      VALUES (@apply_log_id, @id_no, @mobile, @code, @s1, @issued_at, @expires_at, @attempts, @passed_code, @passed_at)
      ON CONFLICT (apply_log_id) DO UPDATE SET mobile = excluded.mobile, code = excluded.code, s1 = excluded.s1,
        issued_at = excluded.issued_at, expires_at = excluded.expires_at, attempts = excluded.attempts,
        passed_code = excluded.passed_code, passed_at = excluded.passed_at`);
    this.lockGetStmt = db.prepare('SELECT locked_until FROM otp_locks WHERE id_no = ? AND mobile = ?');
    this.lockPutStmt = db.prepare(`INSERT INTO otp_locks (id_no, mobile, locked_until, apply_log_id) VALUES (?, ?, ?, ?)
      ON CONFLICT (id_no, mobile) DO UPDATE SET locked_until = excluded.locked_until, apply_log_id = excluded.apply_log_id`);
    this.lockDropStmt = db.prepare('DELETE FROM otp_locks WHERE id_no = ? AND mobile = ?');
    this.allStmt = db.prepare('SELECT * FROM otp_codes ORDER BY issued_at');
    this.locksStmt = db.prepare('SELECT * FROM otp_locks');
  }

  get(applyLogId: string): OtpCode | undefined {
    return this.getStmt.get(applyLogId) as OtpCode | undefined;
  }

  put(row: OtpCode): void {
    this.upsertStmt.run(row);
  }

  /** The end of a running lock on this ID and mobile, or null; a lock that ran out is removed. */
  lockedUntil(id: string, mobile: string, now: number): number | null {
    const row = this.lockGetStmt.get(id, mobile) as { locked_until: number } | undefined;
    if (!row) return null;
    if (now < row.locked_until) return row.locked_until;
    this.lockDropStmt.run(id, mobile);
    return null;
  }

  lock(id: string, mobile: string, until: number, applyLogId: string): void {
    this.lockPutStmt.run(id, mobile, until, applyLogId);
  }

  all(): OtpCode[] {
    return this.allStmt.all() as OtpCode[];
  }

  locks(): Array<{ id_no: string; mobile: string; locked_until: number; apply_log_id: string }> {
    return this.locksStmt.all() as Array<{ id_no: string; mobile: string; locked_until: number; apply_log_id: string }>;
  }
}
