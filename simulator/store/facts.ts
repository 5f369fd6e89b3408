// What the bank itself recorded of an apply log, as it happened (issue 18 §2): the ID photos
// recognised as the applicant's (A61, `ocr`), the mobile-number identity check passed (A148,
// `twid`). A97 takes the flags an application claims (IsOCR, STPFlowFlag) only when these prove
// them (simulator/judge/flags.ts), and judges the screens on them. One row per apply log and fact,
// the first time it held; never removed (a later failed check does not undo a passed one). Reached
// through factsOf() so the shared Store needs no new member; its table is created here (IF NOT
// EXISTS) on first use, beside the numbered migrations, as store/twidChecks.ts does.
import type { Db } from './database.js';

export type Fact = 'ocr' | 'twid';

const TABLE = `
  CREATE TABLE IF NOT EXISTS apply_log_facts (
    apply_log_id TEXT NOT NULL REFERENCES apply_logs(apply_log_id),
    fact TEXT NOT NULL,
    at INTEGER NOT NULL,
    PRIMARY KEY (apply_log_id, fact)
  );
`;

export class ApplyLogFacts {
  private readonly putStmt;
  private readonly getStmt;

  constructor(db: Db) {
    db.exec(TABLE);
    this.putStmt = db.prepare('INSERT OR IGNORE INTO apply_log_facts (apply_log_id, fact, at) VALUES (?, ?, ?)');
    this.getStmt = db.prepare('SELECT 1 FROM apply_log_facts WHERE apply_log_id = ? AND fact = ?').pluck();
  }

  /** Records that the fact held for the apply log (the first time only: later ones change nothing). */
  record(applyLogId: string, fact: Fact, now: number): void {
    this.putStmt.run(applyLogId, fact, now);
  }

  has(applyLogId: string, fact: Fact): boolean {
    return this.getStmt.get(applyLogId, fact) !== undefined;
  }
}

const cache = new WeakMap<Db, ApplyLogFacts>();

/** The apply-log facts of this database (statements prepared once per database). */
export function factsOf(db: Db): ApplyLogFacts {
  let repo = cache.get(db);
  if (!repo) {
    repo = new ApplyLogFacts(db);
    cache.set(db, repo);
  }
  return repo;
}
