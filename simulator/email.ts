// Email verification (000 §2.7, §4.2, §9; 002 §2.8, §3.8), by flows/constants.json (6 digits,
// 240 s, 3 resends by the seeds): A143 sends a code of emailOtpLength digits with a web
// identification code and a verification link to the email the apply log gave on Form1 (A29),
// never to an address the request names; A144 checks the code (good until emailOtpSeconds after
// sending, that second included; one try per code; the first and emailResendMax resends per apply
// log); A123 spends a link once, before it expires, and re-sends a fresh link when an expired one
// is opened while the email is not yet proved.
import type { Ctx, Res } from './context.js';
import { MSG_RESEND_WAIT, MSG_TOO_MANY_MAILS, sentTo, takeMail, tooSoon } from './limits.js';
import type { ApplyLog } from './store/index.js';
import type { EmailCode, EmailLink } from './store/emailCodes.js';
import { randomDigits, randomS1, randomToken, sameSecret } from './util.js';

export const MSG_NO_EMAIL = '查無電子郵件資料';
export const MSG_MAIL_LIMIT = '驗證碼發送次數已達上限';
export const MSG_EMAIL_WRONG = '驗證碼錯誤';
export const MSG_EMAIL_EXPIRED = '驗證碼已逾時';
export const MSG_EMAIL_NO_CODE = '請先取得驗證碼';
export const MSG_LINK_INVALID = '驗證連結無效';
export const MSG_LINK_USED = '驗證連結已使用';
export const MSG_LINK_EXPIRED = '驗證連結已失效';

/** The app's route a mail's link opens (000 §2, 002 §2.8); the mail carries it absolute (ctx.appLink). */
export const linkRoute = (cid: string): string => `/EmailCheck?cid=${encodeURIComponent(cid)}`;

/** A new link for this apply log's email, stored by its hash; the cid itself only goes in the mail. */
function newLink(ctx: Ctx, applyLogId: string, email: string): string {
  const cid = randomToken();
  const now = ctx.now();
  ctx.store.email.addLink(cid, applyLogId, email, now, now + ctx.policy.emailLinkValidMs);
  return cid;
}

/**
 * A143: a fresh code (and link) to the email on file, unless over the resends or the mail limits.
 * Asked again before the resend link's wait is over (resendCooldownSeconds) while the code sent is
 * still unused and good: no new mail, the same code (its life renewed), as a reload needs.
 */
export function requestEmailCode(ctx: Ctx, log: ApplyLog): Res {
  const { store, policy } = ctx;
  const email = store.held.email(log.ApplyLogID);
  if (!email) return { Success: false, ErrMsg: MSG_NO_EMAIL };
  const prior = store.email.get(log.ApplyLogID);
  const token = ctx.caller.token!.token;
  if (prior !== undefined && tooSoon(ctx, 'mail', token) && prior.email === email && prior.passed_at === null
    && prior.code !== null && ctx.now() <= prior.expires_at) {
    store.email.put({ ...prior, expires_at: ctx.now() + policy.emailOtpValidMs });
    return { Success: true, OTPID: prior.otpid, S1: prior.s1, ErrMsg: MSG_RESEND_WAIT };
  }
  // Counted per apply log and address: a changed email on Form1 starts again.
  const sameRun = prior !== undefined && prior.email === email && prior.passed_at === null;
  const sends = sameRun ? prior.sends + 1 : 1;
  if (sends > 1 + policy.emailMaxResends) return { Success: false, ErrMsg: MSG_MAIL_LIMIT };
  if (!takeMail(ctx, log.ID, email)) return { Success: false, ErrMsg: MSG_TOO_MANY_MAILS };
  const now = ctx.now();
  const rec: EmailCode = {
    apply_log_id: log.ApplyLogID, email, otpid: randomToken(), code: randomDigits(policy.emailOtpDigits), s1: randomS1(),
    issued_at: now, expires_at: now + policy.emailOtpValidMs, sends, passed_code: null, passed_at: null,
    verified_at: prior !== undefined && prior.email === email ? prior.verified_at : null,
  };
  store.email.put(rec);
  sentTo(ctx, 'mail', token);
  const cid = newLink(ctx, log.ApplyLogID, email);
  ctx.outbox.send({
    channel: 'email', to: email,
    text: `【銀行】您的電子郵件驗證碼為${rec.code}，網頁識別碼${rec.s1}，請於${policy.emailOtpValidMs / 1000}秒內輸入；`
      + `或於${policy.emailLinkValidMs / 60_000}分鐘內點選以下連結完成驗證：${ctx.appLink(linkRoute(cid))}`,
    code: rec.code!,
  });
  return { Success: true, OTPID: rec.otpid, S1: rec.s1 };
}

/** A144: the code of this apply log's OTPID; Status Y passes, N refuses (and spends the code). */
export function verifyEmailCode(ctx: Ctx, log: ApplyLog, otpid: string, pin: string): Res {
  const { store, policy } = ctx;
  const now = ctx.now();
  const rec = store.email.get(log.ApplyLogID);
  if (!rec || !sameSecret(otpid, rec.otpid)) return { Success: true, Status: 'N', ErrMsg: MSG_EMAIL_NO_CODE };
  // The answer to a passed code was lost and the client asks again: the same answer.
  if (rec.passed_code !== null && rec.passed_at !== null && now - rec.passed_at < policy.verifyReplayMs
    && sameSecret(pin, rec.passed_code)) {
    return { Success: true, Status: 'Y', ErrMsg: '' };
  }
  if (rec.code === null) return { Success: true, Status: 'N', ErrMsg: MSG_EMAIL_WRONG };
  if (now > rec.expires_at) {
    store.email.put({ ...rec, code: null });
    return { Success: true, Status: 'N', ErrMsg: MSG_EMAIL_EXPIRED };
  }
  if (pin.length === policy.emailOtpDigits && /^\d+$/.test(pin) && sameSecret(pin, rec.code)) {
    store.email.put({ ...rec, code: null, sends: 0, passed_code: rec.code, passed_at: now, verified_at: rec.verified_at ?? now });
    return { Success: true, Status: 'Y', ErrMsg: '' };
  }
  // One try per code: a guesser gets at most the first code and its 3 resends, 4 tries in all.
  store.email.put({ ...rec, code: null });
  return { Success: true, Status: 'N', ErrMsg: MSG_EMAIL_WRONG };
}

/** A123: the link's cid, spent once before it expires; an expired link of an email not yet proved sends a fresh one. */
export function checkEmailLink(ctx: Ctx, cid: string): Res {
  const { store } = ctx;
  const now = ctx.now();
  const link: EmailLink | undefined = cid ? store.email.link(cid) : undefined;
  if (!link) return { Success: false, ErrMsg: MSG_LINK_INVALID };
  if (link.used_at !== null) return { Success: false, ErrMsg: MSG_LINK_USED };
  const log = store.applyLogs.get(link.apply_log_id);
  if (!log) return { Success: false, ErrMsg: MSG_LINK_INVALID };
  const code = store.email.get(link.apply_log_id);
  const proved = code !== undefined && code.email === link.email && code.verified_at !== null;
  if (now >= link.expires_at) {
    // Spent either way: opening the same expired link again sends nothing more.
    if (!store.email.useLink(link, now)) return { Success: false, ErrMsg: MSG_LINK_USED };
    if (!proved && takeMail(ctx, log.ID, link.email)) {
      const fresh = newLink(ctx, link.apply_log_id, link.email);
      ctx.outbox.send({
        channel: 'email', to: link.email,
        text: `【銀行】您的驗證連結已失效，請於${ctx.policy.emailLinkValidMs / 60_000}分鐘內點選以下新連結完成電子郵件驗證：${ctx.appLink(linkRoute(fresh))}`,
        code: '',
      });
    }
    return { Success: false, ErrMsg: MSG_LINK_EXPIRED };
  }
  if (!store.email.useLink(link, now)) return { Success: false, ErrMsg: MSG_LINK_USED };
  store.email.markVerified(link.apply_log_id, link.email, now);
  return { Success: true, TandemID: '', CustomerType: log.CustomerType, LibDetails: '' };
}
