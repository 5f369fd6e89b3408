// SMS one-time codes (000 §4.1, §9): 6 digits, 100 s, one attempt counter per ID shared by wrong
// codes, expired verifies and resends; 3 strikes lock the ID for 24 hours. Enforced here so a
// client that skips the UI cannot try a 4th code.
import type { OtpRecord } from './db.js';
import type { Ctx, Res } from './context.js';
import { randomDigits, randomS1, sameSecret } from './util.js';

export const OTP_DIGITS = 6;
export const OTP_VALID_MS = 100_000;
export const OTP_MAX_ATTEMPTS = 3;
export const OTP_LOCK_MS = 24 * 60 * 60 * 1000;

export const MSG_WRONG = '簡訊密碼錯誤，請重新發送驗證碼';
export const MSG_EXPIRED = '簡訊密碼已逾時，請重新發送驗證碼';
export const MSG_LOCKED = '簡訊密碼錯誤已達3次，請於24小時後再試；如需更新手機號碼，請洽客服專線。';

/** Status values are numbers: 1 sent / verified, 0 refused, 3 locked (request only). */
export const STATUS = { OK: 1, FAIL: 0, LOCKED: 3 } as const;

function record(ctx: Ctx, id: string): OtpRecord {
  const data = ctx.db.data;
  let rec = data.otp[id];
  if (!rec) {
    rec = { code: null, s1: '', mobile: '', issuedAt: 0, expiresAt: 0, attempts: 0, requested: false, lockedUntil: null, verifiedAt: null };
    data.otp[id] = rec;
  }
  // A lock that has run its 24 hours is lifted with a clean counter.
  if (rec.lockedUntil !== null && ctx.now() >= rec.lockedUntil) {
    Object.assign(rec, { lockedUntil: null, attempts: 0, requested: false, code: null });
  }
  return rec;
}

function lock(ctx: Ctx, rec: OtpRecord): void {
  rec.lockedUntil = ctx.now() + OTP_LOCK_MS;
  rec.code = null;
}

export function isLocked(ctx: Ctx, id: string): boolean {
  return record(ctx, id).lockedUntil !== null;
}

/** A32 / A74: issue a fresh code to `mobile`, unless the ID is locked or this resend locks it. */
export function requestCode(ctx: Ctx, id: string, mobile: string): Res {
  const rec = record(ctx, id);
  const locked = { Success: true, Status: STATUS.LOCKED, S1: '', ErrMsg: MSG_LOCKED };
  if (rec.lockedUntil !== null) return locked;
  if (rec.requested) {
    rec.attempts += 1; // every request after the first is a resend and costs an attempt
    if (rec.attempts > OTP_MAX_ATTEMPTS) {
      lock(ctx, rec);
      return locked;
    }
  }
  const now = ctx.now();
  Object.assign(rec, {
    code: randomDigits(OTP_DIGITS), s1: randomS1(), mobile, issuedAt: now,
    expiresAt: now + OTP_VALID_MS, requested: true,
  });
  const seconds = OTP_VALID_MS / 1000;
  ctx.outbox.send({
    channel: 'sms', to: mobile,
    text: `【銀行】您的簡訊動態密碼為${rec.code}，網頁識別碼${rec.s1}，請於${seconds}秒內輸入。`,
    code: rec.code!,
  });
  return { Success: true, Status: STATUS.OK, S1: rec.s1 };
}

/** A33 / A75: check `pin` against the ID's current code. */
export function verifyCode(ctx: Ctx, id: string, pin: string, applyLogId: string): Res {
  const rec = record(ctx, id);
  if (rec.lockedUntil !== null) return { Success: true, Status: STATUS.FAIL, ErrMsg: MSG_LOCKED };
  const now = ctx.now();
  const live = rec.code !== null && now < rec.expiresAt;
  if (live && sameSecret(pin, rec.code!)) {
    Object.assign(rec, { code: null, attempts: 0, requested: false, verifiedAt: now });
    ctx.db.data.verified[id] = { at: now, via: 'sms' };
    const log = ctx.db.data.applyLogs[applyLogId];
    if (log && log.ID === id) log.otpVerifiedAt = new Date(now).toISOString();
    return { Success: true, Status: STATUS.OK, ErrMsg: '' };
  }
  const expired = rec.code !== null && !live;
  if (expired) rec.code = null; // an expired code is spent: the user must resend
  rec.attempts += 1;
  if (rec.attempts >= OTP_MAX_ATTEMPTS) {
    lock(ctx, rec);
    return { Success: true, Status: STATUS.FAIL, ErrMsg: MSG_LOCKED };
  }
  return { Success: true, Status: STATUS.FAIL, ErrMsg: expired ? MSG_EXPIRED : MSG_WRONG };
}
