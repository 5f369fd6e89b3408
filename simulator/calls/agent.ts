// Agent mode (000 §2.1, §2.3, §2.4, §6, §7; 001 §4.4, §4.6, §6; issue 10 §1). The seeds name the
// calls but not how the bank ties the agent's window to the customer's phone; the simulator does
// it as a bank would (simulator/README.md, Agent mode):
// - A131 at AgentStep 0 (the agent's start screen): the agent's token, on the apply log it just
//   opened, registers a case for a known AgentID and gets the customer a code-step link (outbox,
//   channel sms: to the mobile on file, or to the agent for a new-to-bank customer the bank has no
//   mobile of). The link carries a random code (ForwardToken), kept only as its SHA-256.
// - A131 on the customer's side (any other AgentStep but 10 and 20): the customer's own apply log,
//   verified by the SMS code, with the link's code, for the same AgentID and ID, before the link
//   expires, once: the case is verified and so is the agent's apply log (verifiedVia 'agent').
// - A129 (Token, AgentID): only the agent's token that registered the case sees its result.
// - A132 (AgentID): the agent's data; with the caller's own verified case, the customer's data too.
// - A127 (Token, ApplyLogID, ContentJSON): the agent's verified case stores the filled application
//   and texts the customer a continuation link (AgentStep 20, a new ForwardToken; an earlier one
//   stops working).
// - A128 (ForwardToken, IDNO, Birthday, Mobile): that link, for the customer's ID and birthday,
//   before it expires, to the first token that opens it (and again to that token only).
// - A131 at AgentStep 20: that token's own apply log of the same ID continues the case.
// Issue 18 (High 1): the AgentID is public, so the agent's side is held to a staff sign-in
// (calls/agentSignIn.ts, simulator/staffPortal.ts): A131 at AgentStep 0, A129, A132 and A127 only
// from a token signed in as that agent, and every call on the agent's apply log once the customer
// verified it (access.ts) too; a signed-in agent's token is never the customer's side (A131 at
// another step, A128) and never submits (A97). The texts the bank sends for an agent are limited per
// agent, per customer and per token (limits.ts takeAgentText).
import type { Ctx, Handler, Req } from '../context.js';
import { randomToken, str, toRocBirthday } from '../util.js';
import { decodeContent, MAX_CONTENT_CHARS, MSG_CONTENT_BAD, MSG_CONTENT_TOO_BIG } from './A60.js';
import { customerOfLog, idOf, verifiedMobile } from './shared.js';
import { hashSecret } from '../store/agentCases.js';
import { MSG_TOO_MANY_AGENT_TEXTS, takeAgentText } from '../limits.js';
import { agentOf, MSG_NO_AGENT, MSG_SIGN_IN_FIRST, signedInAs } from './agentSignIn.js';

export { MSG_NO_AGENT, MSG_SIGN_IN_FIRST } from './agentSignIn.js';
export const MSG_AGENT_CASE = '查無代填案件或連結已失效';
export const MSG_AGENT_NOT_VERIFIED = '客戶尚未完成身分驗證';
/** A97 on an agent's case or from a signed-in agent: the application goes in only from the customer's own confirmation (AgentStep 20). */
export const MSG_AGENT_SUBMIT = '代填案件須由客戶本人確認後送出';

/** What the customer's side may pass to the agent (A131's ContentJSON): the page data of 000 §2.4. */
const USER_KEYS = ['CustomerType', 'FlowType', 'Mobile', 'imageFlag', 'ApproveCus', 'PERMASFlag', 'OFFUSFlag', 'TandemID', 'ApplyShortForm'];

/** The app's address a text message's link opens: the start route, absolute (ctx.appLink). */
const link = (ctx: Ctx, ctid: string, agentId: string, step: string, code: string): string =>
  ctx.appLink(`/?CTID=${encodeURIComponent(ctid)}&AgentID=${encodeURIComponent(agentId)}&AgentStep=${step}&ForwardToken=${encodeURIComponent(code)}`);

const refused = (ErrMsg: string) => ({ Success: false, ErrMsg });

export const A131: Handler = (req, ctx) => {
  const agentId = str(req, 'AgentID');
  const agent = agentOf(ctx, agentId);
  if (!agent) return refused(MSG_NO_AGENT);
  const step = str(req, 'AgentStep');
  const signedIn = signedInAs(ctx, ctx.caller.token!.token);
  if (step === '0') return signedIn === agentId ? register(ctx, agentId, agent.AgentName) : refused(MSG_SIGN_IN_FIRST);
  // The customer's side (the code step, the continuation) is the customer's own session, never an agent's.
  if (signedIn) return refused(MSG_AGENT_CASE);
  if (step === '20') return continueCase(req, ctx, agentId);
  if (step === '10') return refused(MSG_AGENT_CASE);
  return customerVerified(req, ctx, agentId);
};

function register(ctx: Ctx, agentId: string, agentName: string) {
  const { token, log } = ctx.caller as Required<Ctx['caller']>;
  // The apply log the agent's token opened after A84 accepted this ID and birthday.
  if (log.state !== 'opened' || token.checked_id !== log.ID || !token.checked_birthday) return refused(MSG_AGENT_CASE);
  const existing = ctx.store.agents.ofApplyLog(log.ApplyLogID);
  if (existing) return existing.agent_id === agentId ? { Success: true } : refused(MSG_AGENT_CASE);
  if (!takeAgentText(ctx, agentId, log.ID, token.token)) return refused(MSG_TOO_MANY_AGENT_TEXTS);
  const code = randomToken();
  const now = ctx.now();
  ctx.store.agents.insert({
    case_id: randomToken(), agent_id: agentId, agent_token: token.token, apply_log_id: log.ApplyLogID, id_no: log.ID,
    birthday: token.checked_birthday, link_hash: hashSecret(code), link_expires_at: now + ctx.policy.agentLinkMs, created_at: now,
  });
  const mobile = customerOfLog(ctx, log)?.Mobile ?? '';
  const minutes = ctx.policy.agentLinkMs / 60_000;
  ctx.outbox.send({
    channel: 'sms', to: mobile || agentId, code: '',
    text: `【銀行】業務人員${agentName}為您代填信用卡申請，請以本人手機於${minutes}分鐘內開啟連結完成身分驗證：${link(ctx, log.CTID, agentId, '1', code)}`,
  });
  return { Success: true };
}

function customerVerified(req: Req, ctx: Ctx, agentId: string) {
  const { token, log } = ctx.caller as Required<Ctx['caller']>;
  if (log.state !== 'verified') return refused(MSG_AGENT_NOT_VERIFIED);
  const c = ctx.store.agents.byLink(str(req, 'ForwardToken'));
  const now = ctx.now();
  if (!c || c.agent_id !== agentId || c.id_no !== log.ID || c.apply_log_id === log.ApplyLogID) return refused(MSG_AGENT_CASE);
  // A retry of the same customer's pass answers the same; anyone else after it, or after expiry, nothing.
  if (c.verified_at !== null) return c.customer_token === token.token ? { Success: true } : refused(MSG_AGENT_CASE);
  if (now >= c.link_expires_at) return refused(MSG_AGENT_CASE);
  const sent = decodeContent(str(req, 'ContentJSON', 'ContentJson')) ?? {};
  const passed = Object.fromEntries(USER_KEYS.filter((k) => typeof sent[k] === 'string').map((k) => [k, sent[k] as string]));
  // What the bank knows wins over what the page sent: the customer's type, flow and verified mobile.
  const userData = { ...passed, CustomerType: log.CustomerType, FlowType: log.FlowType, Mobile: verifiedMobile(ctx, log), VerifyType: '9' };
  if (!ctx.store.agents.verify(c.case_id, token.token, now, userData)) return refused(MSG_AGENT_CASE);
  const agentLog = ctx.store.applyLogs.get(c.apply_log_id)!;
  ctx.store.applyLogs.markVerified(agentLog.ApplyLogID, 'agent', now);
  const pageParameter = { ...(agentLog.PageData.PageParameter as Record<string, unknown>), ...userData, ApplyLogID: agentLog.ApplyLogID };
  ctx.store.applyLogs.setPageData(agentLog.ApplyLogID, { ...agentLog.PageData, PageParameter: pageParameter });
  return { Success: true };
}

function continueCase(req: Req, ctx: Ctx, agentId: string) {
  const { token, log } = ctx.caller as Required<Ctx['caller']>;
  const c = ctx.store.agents.byForward(str(req, 'ForwardToken'));
  if (!c || c.agent_id !== agentId || c.forward_token_owner !== token.token || c.id_no !== log.ID) return refused(MSG_AGENT_CASE);
  ctx.store.agents.continueOn(c.case_id, log.ApplyLogID);
  return { Success: true };
}

export const A129: Handler = (req, ctx) => {
  const token = ctx.caller.token!.token;
  const agentId = str(req, 'AgentID');
  if (!agentId || signedInAs(ctx, token) !== agentId) return refused(MSG_SIGN_IN_FIRST);
  const c = ctx.store.agents.ofAgent(token, agentId);
  if (!c) return refused(MSG_AGENT_CASE);
  if (c.verified_at === null) return { Success: true, VerifyType: '', ApplyLogID: '', PageData: '' };
  return { Success: true, VerifyType: '9', ApplyLogID: c.apply_log_id, PageData: JSON.stringify(ctx.store.applyLogs.get(c.apply_log_id)!.PageData) };
};

export const A132: Handler = (req, ctx) => {
  const agentId = str(req, 'AgentID');
  const agent = agentOf(ctx, agentId);
  if (!agent) return refused(MSG_NO_AGENT);
  // The agent's own data, and the customer's verified data of the agent's case: the signed-in agent only.
  if (signedInAs(ctx, ctx.caller.token!.token) !== agentId) return refused(MSG_SIGN_IN_FIRST);
  const c = ctx.store.agents.ofAgent(ctx.caller.token!.token, agentId);
  const userData = c && c.verified_at !== null && c.user_data ? (JSON.parse(c.user_data) as Record<string, unknown>) : {};
  return { Success: true, ContentJson: JSON.stringify({ AgentID: agentId, AgentName: agent.AgentName, Branch: agent.Branch, PageParameter: userData, Translations: { en: { Branch: agent.BranchEN } } }) };
};

export const A127: Handler = (req, ctx) => {
  const { token, log } = ctx.caller as Required<Ctx['caller']>;
  const c = ctx.store.agents.ofApplyLog(log.ApplyLogID);
  if (!c || c.verified_at === null || c.agent_token !== log.token) return refused(MSG_AGENT_CASE);
  if (signedInAs(ctx, token.token) !== c.agent_id) return refused(MSG_SIGN_IN_FIRST);
  const raw = str(req, 'ContentJSON', 'ContentJson');
  if (raw.length > MAX_CONTENT_CHARS) return refused(MSG_CONTENT_TOO_BIG);
  const content = decodeContent(raw);
  if (!content) return refused(MSG_CONTENT_BAD);
  if (!takeAgentText(ctx, c.agent_id, c.id_no, token.token)) return refused(MSG_TOO_MANY_AGENT_TEXTS);
  const forward = randomToken();
  ctx.store.agents.send(c.case_id, content, forward, ctx.now() + ctx.policy.agentForwardMs);
  const userData = JSON.parse(c.user_data ?? '{}') as { Mobile?: string };
  const agent = ctx.ref.agents[c.agent_id];
  const hours = ctx.policy.agentForwardMs / 3_600_000;
  ctx.outbox.send({
    channel: 'sms', to: userData.Mobile || c.agent_id, code: '',
    text: `【銀行】業務人員${agent?.AgentName ?? ''}已為您代填信用卡申請書，請以本人手機於${hours}小時內開啟連結確認並送出申請：${link(ctx, log.CTID, c.agent_id, '20', forward)}`,
  });
  return { Success: true };
};

export const A128: Handler = (req, ctx) => {
  const token = ctx.caller.token!;
  // The continuation link is the customer's to open: a signed-in agent's session reads nothing of it.
  if (signedInAs(ctx, token.token)) return refused(MSG_AGENT_CASE);
  const c = ctx.store.agents.byForward(str(req, 'ForwardToken'));
  const now = ctx.now();
  if (!c || c.content === null || c.forward_expires_at === null || now >= c.forward_expires_at) return refused(MSG_AGENT_CASE);
  if (idOf(req) !== c.id_no || toRocBirthday(str(req, 'Birthday')) !== c.birthday) return refused(MSG_AGENT_CASE);
  if (c.forward_token_owner !== token.token && !ctx.store.agents.redeem(c.case_id, token.token)) return refused(MSG_AGENT_CASE);
  return { Success: true, ContentJson: c.content };
};
