// Apply logs: one application attempt, owned by the token that opened it, with its server-side
// state (opened -> verified by an SMS code or a banking token). Page data (A152/A166) and the
// campaign/source fields are JSON columns: read and written whole, but only for that row.
import type { Db } from './database.js';

export type ApplyLogState = 'opened' | 'verified';

export interface ApplyLog {
  ApplyLogID: string;
  token: string;
  ID: string;
  CTID: string;
  CustomerType: string;
  FlowType: string;
  Mobile: string;
  state: ApplyLogState;
  verifiedVia: string | null;
  verifiedAt: number | null;
  checkedMobile: string | null;
  fields: Record<string, string>;
  PageData: Record<string, unknown>;
  createdAt: number;
}

interface Row {
  apply_log_id: string; token: string; id_no: string; ctid: string; customer_type: string;
  flow_type: string; mobile: string; state: ApplyLogState; verified_via: string | null;
  verified_at: number | null; checked_mobile: string | null; fields: string; page_data: string; created_at: number;
}

const fromRow = (r: Row): ApplyLog => ({
  ApplyLogID: r.apply_log_id, token: r.token, ID: r.id_no, CTID: r.ctid, CustomerType: r.customer_type,
  FlowType: r.flow_type, Mobile: r.mobile, state: r.state, verifiedVia: r.verified_via, verifiedAt: r.verified_at,
  checkedMobile: r.checked_mobile, fields: JSON.parse(r.fields), PageData: JSON.parse(r.page_data), createdAt: r.created_at,
});

export type NewApplyLog = Pick<ApplyLog, 'ApplyLogID' | 'token' | 'ID' | 'CTID' | 'CustomerType' | 'FlowType' | 'Mobile' | 'fields' | 'PageData' | 'createdAt'>;

export class ApplyLogs {
  private readonly insertStmt;
  private readonly getStmt;
  private readonly verifyStmt;
  private readonly checkedStmt;
  private readonly pageDataStmt;
  private readonly allStmt;

  constructor(db: Db) {
    this.insertStmt = db.prepare(`INSERT INTO apply_logs
      (apply_log_id, token, id_no, ctid, customer_type, flow_type, mobile, state, fields, page_data, created_at)
      VALUES (@ApplyLogID, @token, @ID, @CTID, @CustomerType, @FlowType, @Mobile, 'opened', @fields, @pageData, @createdAt)`);
    this.getStmt = db.prepare('SELECT * FROM apply_logs WHERE apply_log_id = ?');
    this.verifyStmt = db.prepare("UPDATE apply_logs SET state = 'verified', verified_via = ?, verified_at = ? WHERE apply_log_id = ?");
    this.checkedStmt = db.prepare('UPDATE apply_logs SET checked_mobile = ? WHERE apply_log_id = ?');
    this.pageDataStmt = db.prepare('UPDATE apply_logs SET page_data = ? WHERE apply_log_id = ?');
    this.allStmt = db.prepare('SELECT * FROM apply_logs ORDER BY created_at, apply_log_id');
  }

  /** Inserts a new apply log; the primary key makes a duplicate id an error, never an overwrite. */
  insert(log: NewApplyLog): void {
    this.insertStmt.run({ ...log, fields: JSON.stringify(log.fields), pageData: JSON.stringify(log.PageData) });
  }

  get(id: string): ApplyLog | undefined {
    if (!id) return undefined;
    const row = this.getStmt.get(id) as Row | undefined;
    return row && fromRow(row);
  }

  markVerified(id: string, via: string, now: number): void {
    this.verifyStmt.run(via, now, id);
  }

  markCheckedMobile(id: string, mobile: string): void {
    this.checkedStmt.run(mobile, id);
  }

  setPageData(id: string, pageData: Record<string, unknown>): void {
    this.pageDataStmt.run(JSON.stringify(pageData), id);
  }

  /** Every apply log (development state dump and consistency checks). */
  all(): ApplyLog[] {
    return (this.allStmt.all() as Row[]).map(fromRow);
  }
}
