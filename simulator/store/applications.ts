// Submitted applications (A97): one row per apply log, read by the application-form PDF and, later,
// the progress inquiry. A repository over the migration-5 table, reached through applicationsOf()
// so the shared Store needs no new member.
import type { Db } from './database.js';

/** The card as the apply log's campaign names it (never what the browser sent). */
export interface SubmittedCard {
  CTID: string;
  CardName: string;
  CardCaption: string;
  CardType: string;
  CardLevel: string;
  CardCode: string;
  GatewayNo: string;
}

/** One chosen gift, with its group and description from the campaign. */
export interface SubmittedGift {
  GroupName: string;
  GiftCode: string;
  Description: string;
}

export interface Application {
  ApplyLogID: string;
  ApplyID: string;
  token: string;
  ID: string;
  CTID: string;
  /** The decoded ContentJSON: the submitted fields under the seeds' names. */
  content: Record<string, unknown>;
  contentSha256: string;
  card: SubmittedCard;
  gifts: SubmittedGift[];
  submittedAt: number;
}

interface Row {
  apply_log_id: string; apply_id: string; token: string; id_no: string; ctid: string; content: string;
  content_sha256: string; card: string; gifts: string; submitted_at: number;
}

const fromRow = (r: Row): Application => ({
  ApplyLogID: r.apply_log_id, ApplyID: r.apply_id, token: r.token, ID: r.id_no, CTID: r.ctid,
  content: JSON.parse(r.content), contentSha256: r.content_sha256, card: JSON.parse(r.card),
  gifts: JSON.parse(r.gifts), submittedAt: r.submitted_at,
});

export class Applications {
  private readonly insertStmt;
  private readonly getStmt;
  private readonly byApplyIdStmt;
  private readonly allStmt;
  private readonly latestStmt;

  constructor(db: Db) {
    this.insertStmt = db.prepare(`INSERT INTO applications
      (apply_log_id, apply_id, token, id_no, ctid, content, content_sha256, card, gifts, submitted_at)
      VALUES (@ApplyLogID, @ApplyID, @token, @ID, @CTID, @content, @contentSha256, @card, @gifts, @submittedAt)`);
    this.getStmt = db.prepare('SELECT * FROM applications WHERE apply_log_id = ?');
    this.byApplyIdStmt = db.prepare('SELECT * FROM applications WHERE apply_id = ?');
    this.allStmt = db.prepare('SELECT * FROM applications ORDER BY submitted_at, rowid');
    this.latestStmt = db.prepare('SELECT * FROM applications WHERE id_no = ? AND ctid = ? ORDER BY submitted_at DESC, rowid DESC LIMIT 1');
  }

  /** Inserts one application; the keys make a second row for the apply log or a reused ApplyID an error. */
  insert(a: Application): void {
    this.insertStmt.run({
      ...a, content: JSON.stringify(a.content), card: JSON.stringify(a.card), gifts: JSON.stringify(a.gifts),
    });
  }

  get(applyLogId: string): Application | undefined {
    if (!applyLogId) return undefined;
    const row = this.getStmt.get(applyLogId) as Row | undefined;
    return row && fromRow(row);
  }

  byApplyId(applyId: string): Application | undefined {
    if (!applyId) return undefined;
    const row = this.byApplyIdStmt.get(applyId) as Row | undefined;
    return row && fromRow(row);
  }

  /** The newest application of one ID for one campaign (one application per person and card). */
  latestOf(id: string, ctid: string): Application | undefined {
    const row = this.latestStmt.get(id, ctid) as Row | undefined;
    return row && fromRow(row);
  }

  /** Every application, oldest first (newest last), for the development endpoint. */
  all(): Application[] {
    return (this.allStmt.all() as Row[]).map(fromRow);
  }
}

const cache = new WeakMap<Db, Applications>();

/** The applications repository of this database (statements prepared once per database). */
export function applicationsOf(db: Db): Applications {
  let repo = cache.get(db);
  if (!repo) {
    repo = new Applications(db);
    cache.set(db, repo);
  }
  return repo;
}
