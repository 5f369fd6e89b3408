// Email one-time codes (A143/A144), one row per apply log, and the verification links the mails
// carry (A123), kept by the hash of their cid: the database never holds a usable link.
import type { Db } from './database.js';
import { hashCode } from './handOvers.js';

export interface EmailCode {
  apply_log_id: string;
  email: string;
  otpid: string;
  /** The live code; null once tried (one try per code), or passed. */
  code: string | null;
  s1: string;
  issued_at: number;
  expires_at: number;
  /** Codes sent since the last pass: the first and its resends (000 §4.2: 3 resends). */
  sends: number;
  passed_code: string | null;
  passed_at: number | null;
  /** When the email was proved (a code or a link); null until then. */
  verified_at: number | null;
}

export interface EmailLink {
  cid_hash: string;
  apply_log_id: string;
  email: string;
  issued_at: number;
  expires_at: number;
  used_at: number | null;
}

export class EmailCodes {
  private readonly getStmt;
  private readonly upsertStmt;
  private readonly verifiedStmt;
  private readonly linkInStmt;
  private readonly linkGetStmt;
  private readonly linkUseStmt;

  constructor(db: Db) {
    this.getStmt = db.prepare('SELECT * FROM email_codes WHERE apply_log_id = ?');
    this.upsertStmt = db.prepare(`INSERT INTO email_codes
      (apply_log_id, email, otpid, code, s1, issued_at, expires_at, sends, passed_code, passed_at, verified_at)
      VALUES (@apply_log_id, @email, @otpid, @code, @s1, @issued_at, @expires_at, @sends, @passed_code, @passed_at, @verified_at)
      ON CONFLICT (apply_log_id) DO UPDATE SET email = excluded.email, otpid = excluded.otpid, code = excluded.code,
        s1 = excluded.s1, issued_at = excluded.issued_at, expires_at = excluded.expires_at, sends = excluded.sends,
        passed_code = excluded.passed_code, passed_at = excluded.passed_at, verified_at = excluded.verified_at`);
    this.verifiedStmt = db.prepare('UPDATE email_codes SET verified_at = ? WHERE apply_log_id = ? AND email = ? AND verified_at IS NULL');
    this.linkInStmt = db.prepare('INSERT INTO email_links (cid_hash, apply_log_id, email, issued_at, expires_at) VALUES (?, ?, ?, ?, ?)');
    this.linkGetStmt = db.prepare('SELECT * FROM email_links WHERE cid_hash = ?');
    this.linkUseStmt = db.prepare('UPDATE email_links SET used_at = ? WHERE cid_hash = ? AND used_at IS NULL');
  }

  get(applyLogId: string): EmailCode | undefined {
    return this.getStmt.get(applyLogId) as EmailCode | undefined;
  }

  put(row: EmailCode): void {
    this.upsertStmt.run(row);
  }

  /** Marks the apply log's email (this address) proved, once. */
  markVerified(applyLogId: string, email: string, now: number): void {
    this.verifiedStmt.run(now, applyLogId, email);
  }

  addLink(cid: string, applyLogId: string, email: string, now: number, expiresAt: number): void {
    this.linkInStmt.run(hashCode(cid), applyLogId, email, now, expiresAt);
  }

  link(cid: string): EmailLink | undefined {
    return this.linkGetStmt.get(hashCode(cid)) as EmailLink | undefined;
  }

  /** Spends a link: true for the one call that did. */
  useLink(row: EmailLink, now: number): boolean {
    return this.linkUseStmt.run(now, row.cid_hash).changes === 1;
  }
}
