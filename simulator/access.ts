// Who may make a call: the server admits a request before its handler runs. Every call but A6
// (and A73, which checks the token itself) needs a token the simulator issued; calls on an apply
// log need the token that opened it; calls that read or write personal data need that apply log
// verified (an SMS code or a banking token). Refusals are Success false with a plain ErrMsg.
import type { Caller, Ctx, Req, Res } from './context.js';
import { signedInAs } from './calls/agentSignIn.js';
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
export function admit(access: Access, req: Req, ctx: Pick<Ctx, 'store' | 'now'>, call = ''): { caller: Caller } | { refusal: Res } {
  if (access === 'public') return { caller: {} };
  const token = ctx.store.tokens.valid(str(req, 'Token'), ctx.now());
  if (!token) return { refusal: { Success: false, ErrMsg: MSG_TOKEN_INVALID } };
  if (token.upload_log && !UPLOAD_TOKEN_CALLS.has(call)) return { refusal: { Success: false, ErrMsg: MSG_NOT_YOURS } };
  if (access === 'token') return { caller: { token } };
  const log = ctx.store.applyLogs.get(str(req, 'ApplyLogID'));
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
function inquiryUploads(ctx: Pick<Ctx, 'store'>, token: string, applyLogId: string, id: string, call: string): boolean {
  if (!UPLOAD_TOKEN_CALLS.has(call)) return false;
  const inquiry = inquiriesOf(ctx.store.db).get(token);
  return inquiry !== undefined && inquiry.verified_at !== null && inquiry.id_no === id && applicationsOf(ctx.store.db).get(applyLogId) !== undefined;
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
