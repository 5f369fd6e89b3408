// Agent cases (000 §2.1, §2.4, §6; 001 §4.4, §6): a sales agent's waiting session for one customer.
// The agent's token opens an apply log at AgentStep 0 and registers the case (A131), which issues
// the customer's code-step link (its code kept only as a SHA-256). The customer's own session,
// verified by the SMS code, passes its result with that code (A131), which verifies the agent's
// apply log; the agent's poll (A129) sees it. The agent's send (A127) stores the filled
// application and issues the customer's continuation link (ForwardToken, again only its SHA-256),
// which A128 hands to the first token that opens it with the customer's ID and birthday.
import { createHash } from 'node:crypto';
import type { Db } from './database.js';

export interface AgentCase {
  case_id: string;
  agent_id: string;
  agent_token: string;
  apply_log_id: string;
  id_no: string;
  birthday: string;
  link_hash: string;
  link_expires_at: number;
  /** The customer's token that passed the code step with the link, and when. */
  customer_token: string | null;
  verified_at: number | null;
  /** The customer's verified data (A131's ContentJSON, decoded, and what the bank knows). */
  user_data: string | null;
  /** A127: the agent's filled application (JSON) and the customer's continuation link. */
  content: string | null;
  forward_hash: string | null;
  forward_expires_at: number | null;
  /** The customer's token that opened the continuation link (A128), and its apply log (A131, step 20). */
  forward_token_owner: string | null;
  forward_apply_log_id: string | null;
  created_at: number;
}

export const hashSecret = (s: string): string => createHash('sha256').update(s).digest('hex');

export class AgentCases {
  private readonly insertStmt;
  private readonly byLinkStmt;
  private readonly byForwardStmt;
  private readonly byAgentTokenStmt;
  private readonly byLogStmt;
  private readonly verifyStmt;
  private readonly sendStmt;
  private readonly redeemStmt;
  private readonly continueStmt;
  private readonly revokeStmt;
  private readonly involvingStmt;

  constructor(db: Db) {
    this.insertStmt = db.prepare(`INSERT INTO agent_cases (case_id, agent_id, agent_token, apply_log_id, id_no, birthday, link_hash, link_expires_at, created_at)
      VALUES (@case_id, @agent_id, @agent_token, @apply_log_id, @id_no, @birthday, @link_hash, @link_expires_at, @created_at)`);
    this.byLinkStmt = db.prepare('SELECT * FROM agent_cases WHERE link_hash = ?');
    this.byForwardStmt = db.prepare('SELECT * FROM agent_cases WHERE forward_hash = ?');
    this.byAgentTokenStmt = db.prepare('SELECT * FROM agent_cases WHERE agent_token = ? AND agent_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1');
    this.byLogStmt = db.prepare('SELECT * FROM agent_cases WHERE apply_log_id = ?');
    this.verifyStmt = db.prepare('UPDATE agent_cases SET customer_token = ?, verified_at = ?, user_data = ? WHERE case_id = ? AND verified_at IS NULL');
    this.sendStmt = db.prepare('UPDATE agent_cases SET content = ?, forward_hash = ?, forward_expires_at = ?, forward_token_owner = NULL, forward_apply_log_id = NULL WHERE case_id = ?');
    this.redeemStmt = db.prepare('UPDATE agent_cases SET forward_token_owner = ? WHERE case_id = ? AND forward_token_owner IS NULL');
    this.continueStmt = db.prepare('UPDATE agent_cases SET forward_apply_log_id = ? WHERE case_id = ?');
    // A new registration by the same agent token revokes its earlier unverified links.
    this.revokeStmt = db.prepare('UPDATE agent_cases SET link_expires_at = 0 WHERE agent_token = ? AND verified_at IS NULL');
    this.involvingStmt = db.prepare('SELECT 1 FROM agent_cases WHERE apply_log_id = ? OR forward_apply_log_id = ? LIMIT 1').pluck();
  }

  insert(c: Pick<AgentCase, 'case_id' | 'agent_id' | 'agent_token' | 'apply_log_id' | 'id_no' | 'birthday' | 'link_hash' | 'link_expires_at' | 'created_at'>): void {
    this.revokeStmt.run(c.agent_token);
    this.insertStmt.run(c);
  }

  byLink(code: string): AgentCase | undefined {
    return code ? (this.byLinkStmt.get(hashSecret(code)) as AgentCase | undefined) : undefined;
  }

  byForward(token: string): AgentCase | undefined {
    return token ? (this.byForwardStmt.get(hashSecret(token)) as AgentCase | undefined) : undefined;
  }

  /** The newest case this token registered for this agent. */
  ofAgent(token: string, agentId: string): AgentCase | undefined {
    return this.byAgentTokenStmt.get(token, agentId) as AgentCase | undefined;
  }

  ofApplyLog(applyLogId: string): AgentCase | undefined {
    return this.byLogStmt.get(applyLogId) as AgentCase | undefined;
  }

  /** Whether an agent case runs on the apply log: the agent's own, or the customer's that continues it (AgentStep 20). */
  involving(applyLogId: string): boolean {
    return this.involvingStmt.get(applyLogId, applyLogId) !== undefined;
  }

  /** Marks the case verified by the customer's token, once. */
  verify(caseId: string, customerToken: string, now: number, userData: Record<string, unknown>): boolean {
    return this.verifyStmt.run(customerToken, now, JSON.stringify(userData), caseId).changes === 1;
  }

  /** Stores the agent's send and a new continuation link (the earlier one stops working). */
  send(caseId: string, content: Record<string, unknown>, forwardToken: string, expiresAt: number): void {
    this.sendStmt.run(JSON.stringify(content), hashSecret(forwardToken), expiresAt, caseId);
  }

  /** Binds the continuation link to the first token that opens it. */
  redeem(caseId: string, token: string): boolean {
    return this.redeemStmt.run(token, caseId).changes === 1;
  }

  continueOn(caseId: string, applyLogId: string): void {
    this.continueStmt.run(applyLogId, caseId);
  }
}
