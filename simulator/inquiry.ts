// The progress inquiry (000 §2.10, §3.5, §8; 002 §2.9, §3.7, §7): A114 finds an identity by ID
// number and birthday (and the ApplyID when the address named one), A113 sends its SMS code to the
// mobile the bank holds, A112 checks it, and A111 / A124 answer only for the token that passed
// A112, and only about that identity. The code follows the application's SMS rules (otp.ts, the
// same constants): its digits and lifetime, one counter for wrong codes and expiries (resends are
// no failure, and come no sooner than the resend link's wait), the strikes that lock that ID and
// mobile (the same lock as the application's code), the per-mobile and per-ID sending limits,
// wrong birthdays counted like A84's.
//
// The applications are the ones A97 stored (status 審核中 until the bank decides) and a customer's
// PastApplications from data/customers.json.
import { MSG_TOKEN_INVALID } from './access.js';
import type { Ctx, Req, Res } from './context.js';
import type { PastApplication } from './data.js';
import { birthdayBlocked, birthdayFailed, MSG_RESEND_WAIT, MSG_TOO_MANY, MSG_TOO_MANY_CODES, sentTo, takeCode, tooSoon } from './limits.js';
import { MSG_EXPIRED, MSG_LOCKED, MSG_NO_CODE, msgWrong, STATUS, triesLeft } from './otp.js';
import { applicationsOf } from './store/applications.js';
import { type Inquiry, inquiriesOf } from './store/inquiries.js';
import { randomDigits, randomS1, sameSecret, str, toRocBirthday } from './util.js';

export const MSG_NO_MATCH = '查無此人';
export const MSG_NOT_VERIFIED = '尚未完成身分驗證';
export const MSG_NO_INQUIRY = '請重新查詢';

/** A submitted application's status until the bank decides (A97's applications). */
export const PENDING = { Status: '審核中', StatusEN: 'Under review' } as const;

const idOf = (req: Req): string => str(req, 'IDNO', 'ID').toUpperCase();
/** 0912345678 -> 0912****** (000 §2.10: the first 4 characters visible). */
export const maskInquiryMobile = (m: string): string => (m.length > 4 ? m.slice(0, 4) + '*'.repeat(m.length - 4) : m);

const rocDay = (ms: number): string => {
  const d = new Date(ms + 8 * 3600_000); // Taiwan time
  return String(d.getUTCFullYear() - 1911).padStart(3, '0') + String(d.getUTCMonth() + 1).padStart(2, '0') + String(d.getUTCDate()).padStart(2, '0');
};

interface Found { id: string; birthday: string; mobile: string; customerType: string; tandemId: string; rows: PastApplication[] }

/** Everything the bank knows of an ID: the customer file and the applications A97 stored. */
function identity(ctx: Ctx, id: string): Found | undefined {
  const customer = ctx.customers.get(id);
  const submitted = applicationsOf(ctx.store.db).all().filter((a) => a.ID === id);
  // A111's row fields only: the file's campaign (CTID) is the bank's own note of the case.
  const rows: PastApplication[] = (customer?.PastApplications ?? []).map(({ CTID: _campaign, ...row }) => row);
  let birthday = customer?.Birthday ?? '';
  let mobile = customer?.Mobile ?? '';
  for (const a of submitted) {
    const log = ctx.store.applyLogs.get(a.ApplyLogID);
    const c = a.content as Record<string, unknown>;
    if (!birthday && typeof c.Birthday === 'string') birthday = toRocBirthday(c.Birthday);
    if (!mobile) mobile = [c.Mobile, c.TelMobile1, log?.Mobile].find((m): m is string => typeof m === 'string' && m !== '') ?? '';
    rows.push({
      ApplyID: a.ApplyID, ApplyLogID: a.ApplyLogID, ApplyDate: rocDay(a.submittedAt), ...PENDING, IsApprove: 'N',
      // The row's VerifyType: 9 when the applicant passed the SMS code or came from banking, X otherwise (002 §2.9's STP).
      VerifyType: log?.state === 'verified' ? '9' : 'X',
    });
  }
  if (!rows.length || !birthday || !mobile) return undefined;
  rows.sort((x, y) => y.ApplyDate.localeCompare(x.ApplyDate) || y.ApplyID.localeCompare(x.ApplyID));
  return { id, birthday, mobile, customerType: customer?.CustomerType ?? 'NTB', tandemId: customer?.TandemID ?? '', rows };
}

/** A114: the lookup. One answer (查無此人) for an unknown ID, a wrong birthday, an ApplyID not theirs or no application. */
export function lookup(req: Req, ctx: Ctx): Res {
  const token = ctx.caller.token!.token;
  const id = idOf(req);
  if (birthdayBlocked(ctx, id, token)) return { Success: false, ErrMsg: MSG_TOO_MANY };
  const found = identity(ctx, id);
  const applyId = str(req, 'ApplyID');
  const match = found && found.birthday === toRocBirthday(str(req, 'Birthday'))
    && (!applyId || found.rows.some((r) => r.ApplyID === applyId));
  if (!found || !match) {
    birthdayFailed(ctx, id, token);
    return { Success: false, ErrMsg: MSG_NO_MATCH };
  }
  const now = ctx.now();
  const repo = inquiriesOf(ctx.store.db);
  repo.put({
    token, id_no: id, mobile: found.mobile, apply_id: applyId, code: null, s1: '', issued_at: null, expires_at: null,
    attempts: 0, passed_code: null, passed_at: null, verified_at: null, created_at: now,
  });
  return { Success: true, TandemID: found.tandemId, CustomerType: found.customerType, LibDetails: '', Mobile: maskInquiryMobile(found.mobile) };
}

/** The caller's inquiry for the request's ID, or undefined (no lookup on this token, another ID). */
function ownInquiry(req: Req, ctx: Ctx): Inquiry | undefined {
  const row = inquiriesOf(ctx.store.db).get(ctx.caller.token!.token);
  if (!row) return undefined;
  const id = idOf(req);
  return id === '' || id === row.id_no ? row : undefined;
}

const lockedAnswer = { Success: true, Status: STATUS.LOCKED, S1: '', ErrMsg: MSG_LOCKED };

function lock(ctx: Ctx, row: Inquiry): void {
  ctx.store.otp.lock(row.id_no, row.mobile, ctx.now() + ctx.policy.otpLockMs, `inquiry:${row.token.slice(0, 8)}`);
}

/** A113: a code to the identity's mobile, unless locked, too soon after the last, or over a limit; a code before that ran out unused is a failure. */
export function requestInquiryCode(req: Req, ctx: Ctx): Res {
  const row = ownInquiry(req, ctx);
  if (!row) return { Success: false, ErrMsg: MSG_NO_INQUIRY };
  const now = ctx.now();
  const repo = inquiriesOf(ctx.store.db);
  if (ctx.store.otp.lockedUntil(row.id_no, row.mobile, now) !== null) return lockedAnswer;
  const open = row.issued_at !== null && row.passed_at === null;
  const live = open && row.code !== null && row.expires_at !== null && now <= row.expires_at;
  if (tooSoon(ctx, 'sms', row.token)) {
    // Before the resend link's wait is over: no new SMS; the code sent stays, its life renewed.
    if (!live) return { Success: true, Status: STATUS.MESSAGE, S1: '', ErrMsg: MSG_RESEND_WAIT };
    repo.put({ ...row, expires_at: now + ctx.policy.otpValidMs });
    return { Success: true, Status: STATUS.OK, S1: row.s1, ErrMsg: MSG_RESEND_WAIT };
  }
  // The code before ran out unused: one failure, as the screen counts its countdown's 0 (QRY-26).
  const attempts = open && row.code !== null && row.expires_at !== null && now > row.expires_at ? row.attempts + 1 : row.attempts;
  if (attempts >= ctx.policy.otpMaxAttempts) {
    lock(ctx, row);
    repo.put({ ...row, attempts, code: null });
    return lockedAnswer;
  }
  if (!takeCode(ctx, row.id_no, row.mobile)) return { Success: true, Status: STATUS.MESSAGE, S1: '', ErrMsg: MSG_TOO_MANY_CODES };
  sentTo(ctx, 'sms', row.token);
  const code = randomDigits(ctx.policy.otpDigits);
  const s1 = randomS1();
  repo.put({ ...row, code, s1, issued_at: now, expires_at: now + ctx.policy.otpValidMs, attempts, passed_code: null, passed_at: null, verified_at: null });
  ctx.outbox.send({
    channel: 'sms', to: row.mobile,
    // The message in the language the app asks for (Lang: zh_TW, en_US).
    text: /^en/i.test(str(req, 'Lang'))
      ? `[Bank] Your progress inquiry one-time password is ${code}, web identification code ${s1}. Enter it within ${ctx.policy.otpValidMs / 1000} seconds.`
      : `【銀行】您的申請進度查詢簡訊動態密碼為${code}，網頁識別碼${s1}，請於${ctx.policy.otpValidMs / 1000}秒內輸入。`,
    code,
  });
  return { Success: true, Status: STATUS.OK, S1: s1, ErrMsg: '' };
}

/** A112: the code check; Status 1 verifies the inquiry (A111 then answers for this token). */
export function verifyInquiryCode(req: Req, ctx: Ctx): Res {
  const row = ownInquiry(req, ctx);
  if (!row) return { Success: false, Status: STATUS.FAIL, ErrMsg: MSG_NO_INQUIRY };
  const now = ctx.now();
  const repo = inquiriesOf(ctx.store.db);
  const pin = str(req, 'OTPPin');
  if (row.passed_code !== null && row.passed_at !== null && now - row.passed_at < ctx.policy.verifyReplayMs && sameSecret(pin, row.passed_code)) {
    return { Success: true, Status: STATUS.OK, ErrMsg: '' };
  }
  if (row.issued_at === null) return { Success: true, Status: STATUS.FAIL, ErrMsg: MSG_NO_CODE };
  if (ctx.store.otp.lockedUntil(row.id_no, row.mobile, now) !== null) return { Success: true, Status: STATUS.FAIL, ErrMsg: MSG_LOCKED };
  const live = row.code !== null && row.expires_at !== null && now <= row.expires_at;
  if (live && sameSecret(pin, row.code!)) {
    repo.put({ ...row, code: null, attempts: 0, passed_code: row.code, passed_at: now, verified_at: now });
    return { Success: true, Status: STATUS.OK, ErrMsg: '' };
  }
  const expired = row.code !== null && !live;
  const next: Inquiry = { ...row, attempts: row.attempts + 1, code: expired ? null : row.code };
  if (next.attempts >= ctx.policy.otpMaxAttempts) {
    lock(ctx, next);
    repo.put({ ...next, code: null });
    return { Success: true, Status: STATUS.FAIL, ErrMsg: MSG_LOCKED };
  }
  repo.put(next);
  return { Success: true, Status: STATUS.FAIL, ErrMsg: expired ? MSG_EXPIRED : msgWrong(triesLeft(ctx, next.attempts)) };
}

/** The verified inquiry of this token for the request's ID, or the refusal. */
function verified(req: Req, ctx: Ctx): { row: Inquiry } | { refusal: Res } {
  const row = ownInquiry(req, ctx);
  if (!row || row.verified_at === null) return { refusal: { Success: false, ErrMsg: MSG_NOT_VERIFIED } };
  return { row };
}

/** A111: the verified identity's applications, newest first, Status in zh-TW with its English in Translations. */
export function applicationRows(req: Req, ctx: Ctx): Res {
  const v = verified(req, ctx);
  if ('refusal' in v) return v.refusal;
  const rows = identity(ctx, v.row.id_no)?.rows ?? [];
  const table = rows.map(({ StatusEN: _en, ...r }) => r);
  return {
    Success: true,
    CCPLApplyTable: table,
    Translations: { en: { CCPLApplyTable: rows.map((r) => ({ Status: r.StatusEN })) } },
  };
}

/** A124: one case of the verified identity by its ApplyID (TandemID, CustomerType); another's or none: refused. */
export function applicationOwner(req: Req, ctx: Ctx): Res {
  const v = verified(req, ctx);
  if ('refusal' in v) return v.refusal;
  const found = identity(ctx, v.row.id_no);
  const applyId = str(req, 'ApplyID');
  if (!found || !found.rows.some((r) => r.ApplyID === applyId)) return { Success: false, ErrMsg: MSG_NO_MATCH };
  return { Success: true, TandemID: found.tandemId, CustomerType: found.customerType };
}


