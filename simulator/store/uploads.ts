// Uploaded files: a preview (FileUploadPreview) belongs to the token that sent it; FileUploadSubmit
// binds it to that token's apply log. Content is kept in the row (a BLOB), with its size, kind
// (sniffed from the bytes) and SHA-256.
import type { Db } from './database.js';

export interface Upload {
  uuid: string;
  token: string;
  apply_log_id: string | null;
  slot_type: string;
  file_name: string;
  kind: string;
  size: number;
  sha256: string;
  created_at: number;
  submitted_at: number | null;
}

const COLUMNS = 'uuid, token, apply_log_id, slot_type, file_name, kind, size, sha256, created_at, submitted_at';

export class Uploads {
  private readonly insertStmt;
  private readonly getStmt;
  private readonly contentStmt;
  private readonly submitStmt;
  private readonly byTokenStmt;
  private readonly submittedSizeStmt;
  private readonly submittedLogSizeStmt;
  private readonly submittedToStmt;
  private readonly pendingStmt;
  private readonly allStmt;

  constructor(db: Db) {
    this.insertStmt = db.prepare(`INSERT INTO uploads (uuid, token, slot_type, file_name, kind, size, sha256, content, created_at)
      VALUES (@uuid, @token, @slot_type, @file_name, @kind, @size, @sha256, @content, @created_at)`);
    this.getStmt = db.prepare(`SELECT ${COLUMNS} FROM uploads WHERE uuid = ?`);
    this.contentStmt = db.prepare('SELECT content FROM uploads WHERE uuid = ?').pluck();
    this.submitStmt = db.prepare('UPDATE uploads SET apply_log_id = ?, submitted_at = ? WHERE uuid = ?');
    this.byTokenStmt = db.prepare(`SELECT ${COLUMNS} FROM uploads WHERE token = ? ORDER BY created_at, uuid`);
    this.submittedSizeStmt = db.prepare('SELECT coalesce(sum(size), 0) FROM uploads WHERE token = ? AND submitted_at IS NOT NULL').pluck();
    this.submittedLogSizeStmt = db.prepare('SELECT coalesce(sum(size), 0) FROM uploads WHERE apply_log_id = ? AND submitted_at IS NOT NULL').pluck();
    this.submittedToStmt = db.prepare(`SELECT ${COLUMNS} FROM uploads WHERE apply_log_id = ? AND submitted_at IS NOT NULL ORDER BY submitted_at, created_at, uuid`);
    this.pendingStmt = db.prepare('SELECT count(*) FROM uploads WHERE token = ? AND submitted_at IS NULL AND created_at > ?').pluck();
    this.allStmt = db.prepare(`SELECT ${COLUMNS} FROM uploads ORDER BY created_at, uuid`);
  }

  insert(row: Omit<Upload, 'apply_log_id' | 'submitted_at'> & { content: Buffer }): void {
    this.insertStmt.run(row);
  }

  get(uuid: string): Upload | undefined {
    return uuid ? (this.getStmt.get(uuid) as Upload | undefined) : undefined;
  }

  content(uuid: string): Buffer | undefined {
    return this.contentStmt.get(uuid) as Buffer | undefined;
  }

  submit(uuid: string, applyLogId: string, now: number): void {
    this.submitStmt.run(applyLogId, now, uuid);
  }

  byToken(token: string): Upload[] {
    return this.byTokenStmt.all(token) as Upload[];
  }

  /** KB-accounted bytes of the files a token submitted (its apply logs' quota). */
  submittedBytes(token: string): number {
    return this.submittedSizeStmt.get(token) as number;
  }

  /** Bytes submitted to an apply log, whichever token sent them (the desktop's, or a phone's by the QR link). */
  submittedBytesOfLog(applyLogId: string): number {
    return this.submittedLogSizeStmt.get(applyLogId) as number;
  }

  /** The files submitted to an apply log, oldest submit first (within one submit: in upload order). */
  submittedTo(applyLogId: string): Upload[] {
    return this.submittedToStmt.all(applyLogId) as Upload[];
  }

  /** A token's unsubmitted previews uploaded after `since` (older ones have expired). */
  pendingCount(token: string, since: number): number {
    return this.pendingStmt.get(token, since) as number;
  }

  all(): Upload[] {
    return this.allStmt.all() as Upload[];
  }
}
