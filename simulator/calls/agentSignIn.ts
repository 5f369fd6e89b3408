// Agent mode's staff sign-in (issue 18 High 1; no call code in the seeds: docs/spec-gaps.md). The
// AgentID in the address is public, so it proves nothing: the agent's window signs in on the bank's
// staff portal before A131 registers a case, and every agent-side call is held to it.
// - AgentSignIn (Token, AgentID, CTID): the app's token opens a sign-in request for a known agent;
//   the answer's RequestNo is what the app posts to the staff portal (simulator/staffPortal.ts).
// - The portal checks the agent's password (data/agents.json, scrypt) and sends the browser back to
//   the app with a return code.
// - AgentSignInResult (Token, Code): only the token that opened the request redeems the code, once,
//   within agentSignInMs: that token is now signed in as the agent (agent_bindings) for its life.
// A code carried to another browser (a sign-in page an attacker made the agent fill) binds nothing.
import type { Ctx, Handler } from '../context.js';
import { agentSignInsOf } from '../store/agentSignIns.js';
import { randomToken, str } from '../util.js';

export const MSG_NO_AGENT = '查無此業務人員代號';
export const MSG_SIGN_IN_FIRST = '請先以業務人員身分登入';
export const MSG_SIGN_IN_INVALID = '業務人員登入無效或已逾時，請重新登入';

const refused = (ErrMsg: string) => ({ Success: false, ErrMsg });

/** The agent (data/agents.json) of this AgentID; undefined for an unknown one (own keys only). */
export const agentOf = (ctx: Pick<Ctx, 'ref'>, agentId: string) => (Object.hasOwn(ctx.ref.agents, agentId) ? ctx.ref.agents[agentId] : undefined);

/** The AgentID the caller's token is signed in as, '' when none. */
export const signedInAs = (ctx: Pick<Ctx, 'store'>, token: string): string => agentSignInsOf(ctx.store.db).agentOf(token) ?? '';

export const AgentSignIn: Handler = (req, ctx) => {
  const agentId = str(req, 'AgentID');
  if (!agentOf(ctx, agentId)) return refused(MSG_NO_AGENT);
  const ctid = str(req, 'CTID');
  const requestNo = randomToken();
  const now = ctx.now();
  agentSignInsOf(ctx.store.db).open(requestNo, {
    token: ctx.caller.token!.token, agent_id: agentId, ctid: ctx.campaigns.has(ctid) ? ctid : '', created_at: now, expires_at: now + ctx.policy.agentSignInMs,
  });
  return { Success: true, RequestNo: requestNo };
};

export const AgentSignInResult: Handler = (req, ctx) => {
  const token = ctx.caller.token!.token;
  const repo = agentSignInsOf(ctx.store.db);
  const request = repo.byCode(str(req, 'Code'));
  const agentId = str(req, 'AgentID');
  if (!request || request.token !== token || request.signed_at === null || ctx.now() >= request.expires_at) return refused(MSG_SIGN_IN_INVALID);
  const agent = agentOf(ctx, request.agent_id);
  if (!agent || (agentId && agentId !== request.agent_id)) return refused(MSG_SIGN_IN_INVALID);
  if (!repo.redeem(request, ctx.now())) return refused(MSG_SIGN_IN_INVALID);
  return { Success: true, AgentID: request.agent_id, AgentName: agent.AgentName };
};
