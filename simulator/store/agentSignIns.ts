// Agent mode's staff sign-in (simulator/staffPortal.ts, calls/agentSignIn.ts): the sign-in requests
// an app token opens and the agent each token is signed in as. Secrets handed to the browser (the
// RequestNo posted to the portal, the return code the portal sends back) are kept as SHA-256 only.
// Reached through agentSignInsOf() so the shared Store needs no member.
import { hashSecret } from './agentCases.js';
import type { Db } from './database.js';

export interface AgentSignInRequest {
  request_hash: string;
  token: string;
  agent_id: string;
  ctid: string;
  created_at: number;
  expires_at: number;
  code_hash: string | null;
  signed_at: number | null;
  redeemed_at: number | null;
}

export class AgentSignIns {
  private readonly revokeStmt;
  private readonly insertStmt;
  private readonly byRequestStmt;
  private readonly byCodeStmt;
  private readonly signStmt;
  private readonly redeemStmt;
  private readonly bindStmt;
  private readonly agentOfStmt;

  constructor(db: Db) {
    this.revokeStmt = db.prepare('DELETE FROM agent_signins WHERE token = ?');
    this.insertStmt = db.prepare(`INSERT INTO agent_signins (request_hash, token, agent_id, ctid, created_at, expires_at)
      VALUES (@request_hash, @token, @agent_id, @ctid, @created_at, @expires_at)`);
    this.byRequestStmt = db.prepare('SELECT * FROM agent_signins WHERE request_hash = ?');
    this.byCodeStmt = db.prepare('SELECT * FROM agent_signins WHERE code_hash = ?');
    this.signStmt = db.prepare('UPDATE agent_signins SET code_hash = ?, signed_at = ? WHERE request_hash = ? AND signed_at IS NULL');
    this.redeemStmt = db.prepare('UPDATE agent_signins SET redeemed_at = ? WHERE request_hash = ? AND redeemed_at IS NULL');
    this.bindStmt = db.prepare(`INSERT INTO agent_bindings (token, agent_id, signed_in_at) VALUES (?, ?, ?)
      ON CONFLICT(token) DO UPDATE SET agent_id = excluded.agent_id, signed_in_at = excluded.signed_in_at`);
    this.agentOfStmt = db.prepare('SELECT agent_id FROM agent_bindings WHERE token = ?').pluck();
  }

  /** A new sign-in request of this token (its earlier ones stop working). */
  open(requestNo: string, row: Pick<AgentSignInRequest, 'token' | 'agent_id' | 'ctid' | 'created_at' | 'expires_at'>): void {
    this.revokeStmt.run(row.token);
    this.insertStmt.run({ ...row, request_hash: hashSecret(requestNo) });
  }

  byRequestNo(requestNo: string): AgentSignInRequest | undefined {
    return requestNo ? (this.byRequestStmt.get(hashSecret(requestNo)) as AgentSignInRequest | undefined) : undefined;
  }

  byCode(code: string): AgentSignInRequest | undefined {
    return code ? (this.byCodeStmt.get(hashSecret(code)) as AgentSignInRequest | undefined) : undefined;
  }

  /** The right password was given on the portal: the request gets its return code, once. */
  sign(requestHash: string, code: string, now: number): boolean {
    return this.signStmt.run(hashSecret(code), now, requestHash).changes === 1;
  }

  /** The token that opened the request redeems the code, once: it is signed in as that agent. */
  redeem(request: AgentSignInRequest, now: number): boolean {
    if (this.redeemStmt.run(now, request.request_hash).changes !== 1) return false;
    this.bindStmt.run(request.token, request.agent_id, now);
    return true;
  }

  /** The agent this token is signed in as; undefined when none. */
  agentOf(token: string): string | undefined {
    return (this.agentOfStmt.get(token) as string | undefined) ?? undefined;
  }
}

const repos = new WeakMap<Db, AgentSignIns>();
export function agentSignInsOf(db: Db): AgentSignIns {
  let repo = repos.get(db);
  if (!repo) repos.set(db, (repo = new AgentSignIns(db)));
  return repo;
}
