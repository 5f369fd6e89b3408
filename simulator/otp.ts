// SMS one-time codes (000 §4.1, §9), by flows/constants.json (6 digits, 100 s, 3 strikes, 24 h by
// the seeds): otpLength digits, good until otpSeconds after sending, that second included (the
// screen's countdown reaches 0 then); one attempt counter per session (apply log) shared by wrong
// codes, expired verifies and resends; otpMaxAttempts strikes lock the ID on that mobile for
// otpLockHours. Only the session that asked for a code can spend its attempts, so a stranger who
// knows an ID cannot lock its owner out; a retried verify with the code that passed succeeds again.
import type { Ctx, Res } from './context.js';
import { MSG_TOO_MANY_CODES, takeCode } from './limits.js';
import type { ApplyLog } from './store/index.js';
import type { OtpCode } from './store/otpCodes.js';
import { randomDigits, randomS1, sameSecret } from './util.js';

export const MSG_WRONG = '簡訊密碼錯誤，請重新發送驗證碼';
export const MSG_EXPIRED = '簡訊密碼已逾時，請重新發送驗證碼';
export const MSG_LOCKED = '簡訊密碼錯誤已達3次，請於24小時後再試；如需更新手機號碼，請洽客服專線。';
export const MSG_NO_CODE = '請先取得簡訊密碼';

/** Status values are numbers: 1 sent / verified, 0 refused, 3 locked (request only). */
export const STATUS = { OK: 1, FAIL: 0, LOCKED: 3 } as const;

const lockedAnswer = { Success: true, Status: STATUS.LOCKED, S1: '', ErrMsg: MSG_LOCKED };

function lock(ctx: Ctx, rec: OtpCode): void {
  ctx.store.otp.lock(rec.id_no, rec.mobile, ctx.now() + ctx.policy.otpLockMs, rec.apply_log_id);
  rec.code = null;
}

/** A32 / A74: a fresh code for this apply log to `mobile`, unless locked, over a limit, or this resend locks. */
export function requestCode(ctx: Ctx, log: ApplyLog, mobile: string): Res {
  const { store, policy } = ctx;
  const now = ctx.now();
  if (store.otp.lockedUntil(log.ID, mobile, now) !== null) return lockedAnswer;
  const prior = store.otp.get(log.ApplyLogID);
  // A request after one that has not yet passed is a resend, and costs an attempt.
  const resend = prior !== undefined && prior.passed_at === null;
  const attempts = resend ? prior.attempts + 1 : 0;
  if (attempts > policy.otpMaxAttempts) {
    const rec = { ...prior!, mobile, attempts };
    lock(ctx, rec);
    store.otp.put(rec);
    return lockedAnswer;
  }
  if (!takeCode(ctx, log.ID, mobile)) return { Success: true, Status: STATUS.FAIL, S1: '', ErrMsg: MSG_TOO_MANY_CODES };
  const rec: OtpCode = {
    apply_log_id: log.ApplyLogID, id_no: log.ID, mobile, code: randomDigits(policy.otpDigits), s1: randomS1(),
    issued_at: now, expires_at: now + policy.otpValidMs, attempts, passed_code: null, passed_at: null,
  };
  store.otp.put(rec);
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
  return { Success: true, Status: STATUS.FAIL, ErrMsg: expired ? MSG_EXPIRED : MSG_WRONG };
}
