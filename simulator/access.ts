// Who may make a call: the server admits a request before its handler runs. Every call but A6
// (and A73, which checks the token itself) needs a token the simulator issued; calls on an apply
// log need the token that opened it; calls that read or write personal data need that apply log
// verified (an SMS code or a banking token). Refusals are Success false with a plain ErrMsg.
import type { Caller, Ctx, Req, Res } from './context.js';
import { signedInAs } from './calls/agentSignIn.js';
import type { PastApplication } from './data.js';
import type { ApplyLog } from './store/index.js';
import { applicationsOf } from './store/applications.js';
import { inquiriesOf } from './store/inquiries.js';
import { str } from './util.js';

export type Access = 'public' | 'token' | 'owner' | 'verified';

export const MSG_TOKEN_INVALID = '連線已逾時或無效，請重新申請。';
export const MSG_NOT_YOURS = '查無申請資料或無權存取此申請';
export const MSG_NOT_VERIFIED = '尚未完成身分驗證';

/**
 * What a phone token from an upload hand-over (/UploadID's QR link) may call, and only on its own
 * apply log: the upload notes, the quota, recognition and the two file calls. Nothing that reads or
 * changes the application.
 */
export const UPLOAD_TOKEN_CALLS: ReadonlySet<string> = new Set(['A25', 'A61', 'A66', 'FileUploadPreview', 'FileUploadSubmit']);

/** The caller when admitted, or the refusal to send instead. `call` names the call (a phone token is held to UPLOAD_TOKEN_CALLS). */
export function admit(access: Access, req: Req, ctx: Pick<Ctx, 'store' | 'now'> & Partial<Pick<Ctx, 'customers'>>, call = ''): { caller: Caller } | { refusal: Res } {
  if (access === 'public') return { caller: {} };
  const token = ctx.store.tokens.valid(str(req, 'Token'), ctx.now());
  if (!token) return { refusal: { Success: false, ErrMsg: MSG_TOKEN_INVALID } };
  if (token.upload_log && !UPLOAD_TOKEN_CALLS.has(call)) return { refusal: { Success: false, ErrMsg: MSG_NOT_YOURS } };
  if (access === 'token') return { caller: { token } };
  const log = ctx.store.applyLogs.get(str(req, 'ApplyLogID')) ?? pastApplyLog(ctx, token.token, str(req, 'ApplyLogID'), call);
  // One answer for "no such log" and "not yours": an id guesser learns nothing. A phone token owns
  // nothing but the apply log it was handed.
  const owns = log !== undefined && (token.upload_log ? token.upload_log === log.ApplyLogID
    : log.token === token.token || inquiryUploads(ctx, token.token, log.ApplyLogID, log.ID, call));
  if (!log || !owns) return { refusal: { Success: false, ErrMsg: MSG_NOT_YOURS } };
  // An agent's apply log, verified by its customer's code step (agent mode): only while its token
  // is signed in as that case's agent (calls/agentSignIn.ts).
  if (log.verifiedVia === 'agent' && signedInAs(ctx, token.token) !== ctx.store.agents.ofApplyLog(log.ApplyLogID)?.agent_id) {
    return { refusal: { Success: false, ErrMsg: MSG_NOT_YOURS } };
  }
  if (access === 'verified' && log.state !== 'verified') return { refusal: { Success: false, ErrMsg: MSG_NOT_VERIFIED } };
  return { caller: { token, log } };
}

/**
 * The progress inquiry's supplement link (002 §2.9): a token whose inquiry passed the SMS code
 * (A112) may make the upload calls (UPLOAD_TOKEN_CALLS) on a submitted application of that
 * identity, and nothing else of it.
 */
function inquiryUploads(ctx: Pick<Ctx, 'store'> & Partial<Pick<Ctx, 'customers'>>, token: string, applyLogId: string, id: string, call: string): boolean {
  if (!UPLOAD_TOKEN_CALLS.has(call)) return false;
  const inquiry = inquiriesOf(ctx.store.db).get(token);
  return inquiry !== undefined && inquiry.verified_at !== null && inquiry.id_no === id
    && (applicationsOf(ctx.store.db).get(applyLogId) !== undefined || pastApplication(ctx, id, applyLogId) !== undefined);
}

/** A customer's earlier application on file (data/customers.json PastApplications) by its apply log. */
function pastApplication(ctx: Partial<Pick<Ctx, 'customers'>>, id: string, applyLogId: string): PastApplication | undefined {
  return ctx.customers?.get(id)?.PastApplications?.find((p) => p.ApplyLogID === applyLogId);
}

/**
 * The apply log of an earlier application on file, for the supplement link of a verified inquiry
 * (002 §2.9): the bank holds those cases, so their documents are filed on them like a new
 * application's. The first upload call of a verified inquiry on one of its identity's earlier
 * applications opens its apply log (its campaign from the file, verified, owned by a token of its
 * own that no caller holds); an upload call is the only thing that opens it, and every inquiry of
 * the identity, this one included, reaches it through inquiryUploads (the upload calls only).
 */
function pastApplyLog(ctx: Pick<Ctx, 'store' | 'now'> & Partial<Pick<Ctx, 'customers'>>, token: string, applyLogId: string, call: string): ApplyLog | undefined {
  if (!applyLogId || !UPLOAD_TOKEN_CALLS.has(call)) return undefined;
  const inquiry = inquiriesOf(ctx.store.db).get(token);
  if (inquiry === undefined || inquiry.verified_at === null) return undefined;
  const past = pastApplication(ctx, inquiry.id_no, applyLogId);
  const customer = ctx.customers?.get(inquiry.id_no);
  if (!past || !customer) return undefined;
  // The case's own token, issued expired: no caller ever holds it, so the log is reached through inquiryUploads only.
  const caseToken = `case:${applyLogId}`;
  if (!ctx.store.tokens.get(caseToken)) ctx.store.tokens.issue(caseToken, ctx.now(), 0);
  ctx.store.applyLogs.insert({
    ApplyLogID: applyLogId, token: caseToken, ID: inquiry.id_no, CTID: past.CTID ?? '', CustomerType: customer.CustomerType,
    FlowType: customer.FlowType, Mobile: inquiry.mobile, fields: {}, PageData: {}, createdAt: ctx.now(),
  });
  ctx.store.applyLogs.markVerified(applyLogId, 'inquiry', ctx.now());
  const log = ctx.store.applyLogs.get(applyLogId);
  return log && inquiryUploads(ctx, token, applyLogId, log.ID, call) ? log : undefined;
}

/** The name of the first string in `value` longer than the policy allows, or undefined. */
export function oversizedField(value: unknown, maxChars: number, large: Record<string, number>, key = ''): string | undefined {
  if (typeof value === 'string') return value.length > (Object.hasOwn(large, key) ? large[key] : maxChars) ? key || '(value)' : undefined;
  if (Array.isArray(value)) {
    for (const v of value) {
      const bad = oversizedField(v, maxChars, large, key);
      if (bad) return bad;
    }
    return undefined;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      if (k.length > 100) return k.slice(0, 40);
      const bad = oversizedField(v, maxChars, large, k);
      if (bad) return bad;
    }
  }
  return undefined;
}
