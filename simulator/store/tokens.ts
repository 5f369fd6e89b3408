// Session tokens the simulator issued (A6). Every later call must carry one that is known and
// not expired; A84 records on it which ID it accepted, so A5 / A28 cannot skip that step.
import type { Db } from './database.js';

export interface TokenRow {
  token: string;
  issued_at: number;
  expires_at: number;
  checked_id: string | null;
  checked_type: string | null;
  /** The birthday (ROC) A84 accepted with that ID. */
  checked_birthday: string | null;
  /** A phone token from an upload hand-over: it may only upload to this apply log (simulator/access.ts). */
  upload_log?: string | null;
}

export class Tokens {
  private readonly insertStmt;
  private readonly getStmt;
  private readonly checkedStmt;
  private readonly boundStmt;

  constructor(db: Db) {
    this.insertStmt = db.prepare('INSERT INTO tokens (token, issued_at, expires_at) VALUES (?, ?, ?)');
    this.getStmt = db.prepare('SELECT * FROM tokens WHERE token = ?');
    this.checkedStmt = db.prepare('UPDATE tokens SET checked_id = ?, checked_type = ?, checked_birthday = ? WHERE token = ?');
    // Only a token that has not been used for an application: no ID checked, no apply log opened.
    this.boundStmt = db.prepare(`UPDATE tokens SET upload_log = ?, expires_at = min(expires_at, ?)
      WHERE token = ? AND upload_log IS NULL AND checked_id IS NULL AND NOT EXISTS (SELECT 1 FROM apply_logs WHERE apply_logs.token = tokens.token)`);
  }

  get(token: string): TokenRow | undefined {
    return token ? (this.getStmt.get(token) as TokenRow | undefined) : undefined;
  }

  /** Inserts a new token; the primary key refuses a duplicate (never silently reused). */
  issue(token: string, now: number, ttlMs: number): void {
    this.insertStmt.run(token, now, now + ttlMs);
  }

  /**
   * Makes a fresh token (A6, never used for an application) a phone token that may only upload to
   * one apply log, living at most until expiresAt. False when the token is not fresh.
   */
  bindToUpload(token: string, applyLogId: string, expiresAt: number): boolean {
    return this.boundStmt.run(applyLogId, expiresAt, token).changes === 1;
  }

  /** The token when it is known and still valid at `now`. */
  valid(token: string, now: number): TokenRow | undefined {
    if (!token) return undefined;
    const row = this.getStmt.get(token) as TokenRow | undefined;
    return row && now < row.expires_at ? row : undefined;
  }

  markChecked(token: string, id: string, customerType: string, birthday: string | null = null): void {
    this.checkedStmt.run(id, customerType, birthday, token);
  }
}
