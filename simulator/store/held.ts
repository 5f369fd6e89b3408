// Held applications (A60 saves, A59 restores) and the email each apply log gave (A29).
import type { Db } from './database.js';

export interface Held {
  apply_log_id: string;
  id_no: string;
  mobile: string;
  content: string;
  sales_id: string;
  saved_at: number;
}

export class HeldApplications {
  private readonly putStmt;
  private readonly getStmt;
  private readonly latestStmt;
  private readonly emailStmt;
  private readonly emailGetStmt;

  constructor(db: Db) {
    this.putStmt = db.prepare(`INSERT INTO held_applications (apply_log_id, id_no, mobile, content, sales_id, saved_at)
      VALUES (@apply_log_id, @id_no, @mobile, @content, @sales_id, @saved_at)
      ON CONFLICT (apply_log_id) DO UPDATE SET mobile = excluded.mobile, content = excluded.content,
        sales_id = excluded.sales_id, saved_at = excluded.saved_at`);
    this.getStmt = db.prepare('SELECT * FROM held_applications WHERE apply_log_id = ?');
    this.latestStmt = db.prepare(`SELECT * FROM held_applications WHERE id_no = ? AND mobile = ? AND saved_at > ?
      ORDER BY saved_at DESC, apply_log_id LIMIT 1`);
    this.emailStmt = db.prepare(`INSERT INTO apply_emails (apply_log_id, email, customer_type, at) VALUES (?, ?, ?, ?)
      ON CONFLICT (apply_log_id) DO UPDATE SET email = excluded.email, customer_type = excluded.customer_type, at = excluded.at`);
    this.emailGetStmt = db.prepare('SELECT email FROM apply_emails WHERE apply_log_id = ?').pluck();
  }

  put(row: Held): void {
    this.putStmt.run(row);
  }

  get(applyLogId: string): Held | undefined {
    return this.getStmt.get(applyLogId) as Held | undefined;
  }

  /** The newest application held for this ID and verified mobile since `after`. */
  latest(id: string, mobile: string, after: number): Held | undefined {
    return this.latestStmt.get(id, mobile, after) as Held | undefined;
  }

  saveEmail(applyLogId: string, email: string, customerType: string, now: number): void {
    this.emailStmt.run(applyLogId, email, customerType, now);
  }

  email(applyLogId: string): string | undefined {
    return this.emailGetStmt.get(applyLogId) as string | undefined;
  }
}
