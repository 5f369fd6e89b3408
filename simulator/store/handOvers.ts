// Upload hand-over codes (/UploadID's QR link, 002 §2.1): issued to the token that owns an apply
// log, kept only as a SHA-256, valid for a few minutes, redeemed once. Issuing a new code for an
// apply log revokes the unused ones before it (the desktop shows one QR code at a time).
import { createHash } from 'node:crypto';
import type { Db } from './database.js';

export interface HandOver {
  code_hash: string;
  apply_log_id: string;
  issued_to: string;
  issued_at: number;
  expires_at: number;
  used_at: number | null;
}

export const hashCode = (code: string): string => createHash('sha256').update(code).digest('hex');

export class HandOvers {
  private readonly insertStmt;
  private readonly getStmt;
  private readonly useStmt;
  private readonly revokeStmt;

  constructor(db: Db) {
    this.insertStmt = db.prepare('INSERT INTO upload_handovers (code_hash, apply_log_id, issued_to, issued_at, expires_at) VALUES (?, ?, ?, ?, ?)');
    this.getStmt = db.prepare('SELECT * FROM upload_handovers WHERE code_hash = ?');
    this.useStmt = db.prepare('UPDATE upload_handovers SET used_at = ? WHERE code_hash = ? AND used_at IS NULL');
    // A revoked code is marked used at the time of revocation: it can never be redeemed.
    this.revokeStmt = db.prepare('UPDATE upload_handovers SET used_at = ? WHERE apply_log_id = ? AND used_at IS NULL');
  }

  /** Stores a new code for the apply log and revokes its earlier unused ones. */
  issue(code: string, applyLogId: string, issuedTo: string, now: number, ttlMs: number): void {
    this.revokeStmt.run(now, applyLogId);
    this.insertStmt.run(hashCode(code), applyLogId, issuedTo, now, now + ttlMs);
  }

  /**
   * Redeems a code for an apply log: the row when the code is known, of that apply log, unused and
   * not expired (and it is marked used now), else undefined. One answer for every refusal.
   */
  redeem(code: string, applyLogId: string, now: number): HandOver | undefined {
    if (!code || !applyLogId) return undefined;
    const row = this.getStmt.get(hashCode(code)) as HandOver | undefined;
    if (!row || row.apply_log_id !== applyLogId || row.used_at !== null || now >= row.expires_at) return undefined;
    return this.useStmt.run(now, row.code_hash).changes === 1 ? row : undefined;
  }
}
