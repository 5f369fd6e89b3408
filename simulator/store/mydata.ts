// Government data platform (MyData) transactions (002 §2.4, §3.5), one row per A149: bound to the
// Token and the verified apply log that opened it, moving through its steps in order (signed by the
// identity query A148, signature checked by A150, addressed by A153, forwarded by A104, opened on
// the platform page, answered once). Secrets handed to the browser (the platform key, the forward
// token) are kept as SHA-256 only. Reached through mydataOf() so the shared Store needs no member.
import { createHash } from 'node:crypto';
import type { Db } from './database.js';

export interface MydataTx {
  mdid: string;
  tx_id: string;
  salt: string;
  apply_log_id: string;
  token: string;
  id_no: string;
  items: string;
  created_at: number;
  expires_at: number;
  signature: string | null;
  signed_at: number | null;
  validated_at: number | null;
  return_url: string | null;
  platform_key_hash: string | null;
  addressed_at: number | null;
  forward_hash: string | null;
  forward_expires_at: number | null;
  opened_at: number | null;
  result_code: string | null;
  returned_at: number | null;
}

export const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');

export class MydataTransactions {
  private readonly insertStmt;
  private readonly byMdid;
  private readonly byTx;
  private readonly byKey;
  private readonly byForward;
  private readonly signStmt;
  private readonly validateStmt;
  private readonly addressStmt;
  private readonly forwardStmt;
  private readonly openStmt;
  private readonly answerStmt;
  private readonly allStmt;
  private readonly ofLogStmt;

  constructor(db: Db) {
    this.insertStmt = db.prepare(`INSERT INTO mydata_tx (mdid, tx_id, salt, apply_log_id, token, id_no, items, created_at, expires_at)
      VALUES (@mdid, @tx_id, @salt, @apply_log_id, @token, @id_no, @items, @created_at, @expires_at)`);
    this.byMdid = db.prepare('SELECT * FROM mydata_tx WHERE mdid = ?');
    this.byTx = db.prepare('SELECT * FROM mydata_tx WHERE tx_id = ?');
    this.byKey = db.prepare('SELECT * FROM mydata_tx WHERE platform_key_hash = ?');
    this.byForward = db.prepare('SELECT * FROM mydata_tx WHERE forward_hash = ?');
    this.signStmt = db.prepare('UPDATE mydata_tx SET signature = ?, signed_at = ? WHERE mdid = ?');
    this.validateStmt = db.prepare('UPDATE mydata_tx SET validated_at = ? WHERE mdid = ?');
    // A new address revokes the earlier one, its forward token and its opened page (a reload of /finishMydata).
    this.addressStmt = db.prepare(`UPDATE mydata_tx SET return_url = ?, platform_key_hash = ?, addressed_at = ?,
      forward_hash = NULL, forward_expires_at = NULL, opened_at = NULL WHERE mdid = ?`);
    this.forwardStmt = db.prepare('UPDATE mydata_tx SET forward_hash = ?, forward_expires_at = ? WHERE mdid = ?');
    this.openStmt = db.prepare('UPDATE mydata_tx SET opened_at = ?, forward_hash = NULL WHERE mdid = ? AND opened_at IS NULL');
    this.answerStmt = db.prepare('UPDATE mydata_tx SET result_code = ?, returned_at = ? WHERE mdid = ? AND returned_at IS NULL');
    this.allStmt = db.prepare('SELECT * FROM mydata_tx ORDER BY created_at, mdid');
    this.ofLogStmt = db.prepare('SELECT * FROM mydata_tx WHERE apply_log_id = ? ORDER BY created_at, mdid');
  }

  insert(tx: Pick<MydataTx, 'mdid' | 'tx_id' | 'salt' | 'apply_log_id' | 'token' | 'id_no' | 'items' | 'created_at' | 'expires_at'>): void {
    this.insertStmt.run(tx);
  }

  get(mdid: string): MydataTx | undefined {
    return mdid ? (this.byMdid.get(mdid) as MydataTx | undefined) : undefined;
  }

  byTxId(txId: string): MydataTx | undefined {
    return txId ? (this.byTx.get(txId) as MydataTx | undefined) : undefined;
  }

  byPlatformKey(key: string): MydataTx | undefined {
    return key ? (this.byKey.get(sha256(key)) as MydataTx | undefined) : undefined;
  }

  byForwardToken(token: string): MydataTx | undefined {
    return token ? (this.byForward.get(sha256(token)) as MydataTx | undefined) : undefined;
  }

  sign(mdid: string, signature: string, now: number): void {
    this.signStmt.run(signature, now, mdid);
  }

  validated(mdid: string, now: number): void {
    this.validateStmt.run(now, mdid);
  }

  address(mdid: string, returnUrl: string, platformKey: string, now: number): void {
    this.addressStmt.run(returnUrl, sha256(platformKey), now, mdid);
  }

  forward(mdid: string, forwardToken: string, expiresAt: number): void {
    this.forwardStmt.run(sha256(forwardToken), expiresAt, mdid);
  }

  /** Spends the forward token: true only the first time. */
  open(mdid: string, now: number): boolean {
    return this.openStmt.run(now, mdid).changes === 1;
  }

  /** Records the applicant's choice on the platform: true only the first time. */
  answer(mdid: string, code: string, now: number): boolean {
    return this.answerStmt.run(code, now, mdid).changes === 1;
  }

  /** One apply log's transactions, oldest first. */
  ofApplyLog(applyLogId: string): MydataTx[] {
    return this.ofLogStmt.all(applyLogId) as MydataTx[];
  }

  all(): MydataTx[] {
    return this.allStmt.all() as MydataTx[];
  }
}

const cache = new WeakMap<Db, MydataTransactions>();

/** The data platform transactions of this database (statements prepared once per database). */
export function mydataOf(db: Db): MydataTransactions {
  let repo = cache.get(db);
  if (!repo) {
    repo = new MydataTransactions(db);
    cache.set(db, repo);
  }
  return repo;
}
