// SMS one-time codes (000 §4.1, §9; issue 17 §3), by flows/constants.json (6 digits, 100 s, 3
// strikes, 24 h by the seeds): otpLength digits, good until otpSeconds after sending, that second
// included (the screen's countdown reaches 0 then); one failure counter per session (apply log)
// for wrong codes and expiries (a verify of an expired code, or a new code asked after the last
// one ran out unused, as the screen counts the countdown reaching 0); otpMaxAttempts failures lock
// the ID on that mobile for otpLockHours. A resend is no failure: the screen's resend link waits
// resendCooldownSeconds after each code, and the bank sends one token no new code sooner (it
// answers the code already sent, its lifetime renewed, so a reload keeps working); the rate limits
// per mobile and per ID cap the rest (limits.ts). Only the session that asked for a code can spend
// its attempts, so a stranger who knows an ID cannot lock its owner out; a retried verify with the
// code that passed succeeds again.
import type { Ctx, Res } from './context.js';
import { MSG_RESEND_WAIT, MSG_TOO_MANY_CODES, sentTo, takeCode, tooSoon } from './limits.js';
import type { ApplyLog } from './store/index.js';
import type { OtpCode } from './store/otpCodes.js';
import { randomDigits, randomS1, sameSecret } from './util.js';

/** A wrong code: enter it again (the code stays good), with the tries left before the lock. */
export const msgWrong = (left: number): string => `簡訊密碼錯誤，請重新輸入（尚可輸入${left}次）`;
export const MSG_EXPIRED = '簡訊密碼已逾時，請重新發送驗證碼';
export const MSG_LOCKED = '簡訊密碼錯誤已達3次，請於24小時後再試；如需更新手機號碼，請洽客服專線。';
export const MSG_NO_CODE = '請先取得簡訊密碼';

/** Status values are numbers: 1 sent / verified, 0 refused, 2 refused with a message (the app shows it and leaves), 3 locked (request only). */
export const STATUS = { OK: 1, FAIL: 0, MESSAGE: 2, LOCKED: 3 } as const;

const lockedAnswer = { Success: true, Status: STATUS.LOCKED, S1: '', ErrMsg: MSG_LOCKED };

/** The failures left before the lock, after `attempts` of them. */
export const triesLeft = (ctx: Ctx, attempts: number): number => ctx.policy.otpMaxAttempts - attempts;

function lock(ctx: Ctx, rec: OtpCode): void {
  ctx.store.otp.lock(rec.id_no, rec.mobile, ctx.now() + ctx.policy.otpLockMs, rec.apply_log_id);
  rec.code = null;
}

/** A32 / A74: a fresh code for this apply log to `mobile`, unless locked, too soon, or over a limit. */
export function requestCode(ctx: Ctx, log: ApplyLog, mobile: string): Res {
  const { store, policy } = ctx;
  const now = ctx.now();
  const token = ctx.caller.token!.token;
  if (store.otp.lockedUntil(log.ID, mobile, now) !== null) return lockedAnswer;
  const prior = store.otp.get(log.ApplyLogID);
  const open = prior !== undefined && prior.passed_at === null ? prior : undefined;
  const live = open !== undefined && open.code !== null && now <= open.expires_at && open.mobile === mobile;
  if (tooSoon(ctx, 'sms', token)) {
    // Asked again before the resend link's wait is over: no new SMS. The code already sent stays
    // (a reload of the screen shows its S1 again, the countdown from the start: its life renewed).
    if (!live) return { Success: true, Status: STATUS.MESSAGE, S1: '', ErrMsg: MSG_RESEND_WAIT };
    store.otp.put({ ...open!, expires_at: now + policy.otpValidMs });
    return { Success: true, Status: STATUS.OK, S1: open!.s1, ErrMsg: MSG_RESEND_WAIT };
  }
  // The code before ran out unused: an expiry, one failure (the screen counted its countdown's 0).
  let attempts = open?.attempts ?? 0;
  if (open !== undefined && open.code !== null && now > open.expires_at) attempts += 1;
  if (open !== undefined && attempts >= policy.otpMaxAttempts) {
    const rec = { ...open, attempts };
    lock(ctx, rec);
    store.otp.put(rec);
    return lockedAnswer;
  }
  if (!takeCode(ctx, log.ID, mobile)) return { Success: true, Status: STATUS.MESSAGE, S1: '', ErrMsg: MSG_TOO_MANY_CODES };
  const rec: OtpCode = {
    apply_log_id: log.ApplyLogID, id_no: log.ID, mobile, code: randomDigits(policy.otpDigits), s1: randomS1(),
    issued_at: now, expires_at: now + policy.otpValidMs, attempts, passed_code: null, passed_at: null,
  };
  store.otp.put(rec);
  sentTo(ctx, 'sms', token);
  ctx.outbox.send({
    channel: 'sms', to: mobile,
    text: `【銀行】您的簡訊動態密碼為${rec.code}，網頁識別碼${rec.s1}，請於${policy.otpValidMs / 1000}秒內輸入。`,
    code: rec.code!,
  });
  return { Success: true, Status: STATUS.OK, S1: rec.s1 };
}

/** A33 / A75: check `pin` against this apply log's code. */
export function verifyCode(ctx: Ctx, log: ApplyLog, pin: string): Res {
  const { store, policy } = ctx;
  const now = ctx.now();
  const rec = store.otp.get(log.ApplyLogID);
  if (!rec) return { Success: true, Status: STATUS.FAIL, ErrMsg: MSG_NO_CODE };
  // The answer to a passed code was lost and the client asks again: same answer, no attempt spent.
  if (rec.passed_code !== null && rec.passed_at !== null && now - rec.passed_at < policy.verifyReplayMs
    && sameSecret(pin, rec.passed_code)) {
    return { Success: true, Status: STATUS.OK, ErrMsg: '' };
  }
  if (store.otp.lockedUntil(rec.id_no, rec.mobile, now) !== null) return { Success: true, Status: STATUS.FAIL, ErrMsg: MSG_LOCKED };
  const live = rec.code !== null && now <= rec.expires_at;
  if (live && sameSecret(pin, rec.code!)) {
    store.otp.put({ ...rec, code: null, attempts: 0, passed_code: rec.code, passed_at: now });
    store.applyLogs.markVerified(log.ApplyLogID, 'sms', now);
    return { Success: true, Status: STATUS.OK, ErrMsg: '' };
  }
  const expired = rec.code !== null && !live;
  const next: OtpCode = { ...rec, attempts: rec.attempts + 1, code: expired ? null : rec.code };
  if (next.attempts >= policy.otpMaxAttempts) {
    lock(ctx, next);
    store.otp.put(next);
    return { Success: true, Status: STATUS.FAIL, ErrMsg: MSG_LOCKED };
  }
  store.otp.put(next);
  return { Success: true, Status: STATUS.FAIL, ErrMsg: expired ? MSG_EXPIRED : msgWrong(triesLeft(ctx, next.attempts)) };
}
