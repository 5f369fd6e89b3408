// The mobile-number identity check (000 §2.8, §4.3, §8, §9) as the bank and the identity portal
// play it: the chain RequestSignature -> A151 -> A146 -> A147 on the caller's verified apply log,
// the portal (a plain page on the simulator's origin, /__portal/twid) receiving the app's form POST
// and letting a tester pick the outcome, and A148 reading that outcome once the browser is back.
// Each step needs the one before it on the same apply log, with what that step returned; 5
// verification failures of an applicant (ID, whatever the apply log) lock the check for 24 hours
// (3644029).
import type { Ctx } from './context.js';
import { twidChecksOf, type TwidCheck, type TwidStep } from './store/twidChecks.js';
import { factsOf } from './store/facts.js';
import { randomDigits, randomToken, sameSecret } from './util.js';
import { createHmac, randomBytes } from 'node:crypto';

/** 000 §9: the identity verification locks after 5 errors. */
export const TWID_LOCK_AFTER = 5;
/** How long the lock after the 5th failure holds (the seeds give none; the SMS code's lock is 24 hours too). */
export const TWID_LOCK_MS = 24 * 60 * 60 * 1000;
/** How long one check (signature to A148) may take: the portal's session. */
export const TWID_CHECK_MS = 15 * 60 * 1000;
/** The portal's fixed business fields (A137 answers the same ones). */
export const TWID_PORTAL = { BusinessNo: '12345678', ApiVersion: '1.0', HashKeyNo: '1' } as const;
/** Where the app may be sent back: the two return routes of 000 §2.8. */
export const TWID_RETURN_ROUTES: readonly string[] = ['finishVerify', 'finishMydata'];

export const RC_SUCCESS = '0000';
export const RC_LOCKED = '3644029';
/** The login code that goes to /idError (000 §4.3). */
export const RC_LOGIN_ID_ERROR = '2035901';

export const MSG_TWID_STEP = '行動身分驗證步驟不正確，請重新驗證';
export const MSG_TWID_NO_CHECK = '查無此行動身分驗證，請重新驗證';
export const MSG_TWID_PENDING = '尚未完成行動身分驗證';
export const MSG_TWID_LOCKED = '行動身分驗證失敗已達5次，請改為自行上傳財力證明';
export const MSG_TWID_E136 = '(E136) 查詢驗證結果失敗，請稍後再試';
export const MSG_TWID_E133 = '(E133) 身分驗證登入失敗，請稍後再試';
export const MSG_TWID_LOGIN_2035901 = '(2035901) 身分驗證登入失敗';

/** The outcomes a tester can pick on the portal, with what A148 then answers (000 §8 texts, short). */
export const TWID_OUTCOMES: ReadonlyArray<{ code: string; zh: string; en: string }> = [
  { code: 'success', zh: '驗證通過，身分相符', en: 'Verified: the number matches the applicant' },
  { code: '3644013', zh: '電信業者系統維護中', en: 'Telecom providers under maintenance' },
  { code: '3645002', zh: '門號無法驗證（網路環境）', en: 'Number could not be verified (network)' },
  { code: '3645017', zh: '門號無法驗證（連線門號）', en: 'Number could not be verified (connected number)' },
  { code: '2035916', zh: '門號無法驗證（其他）', en: 'Number could not be verified (other)' },
  { code: '3645011', zh: '門號與身分證字號不符', en: 'Number does not match the ID number' },
  { code: '3645021', zh: '門號無法使用（遺失、停用、欠費）', en: 'Number unusable (lost, cancelled, in arrears)' },
  { code: '3645024', zh: '門號類型不支援（預付卡、公司戶、兒童門號）', en: 'Number type not supported (prepaid, corporate, child SIM)' },
  { code: '9999999', zh: '其他驗證失敗', en: 'Other verification failure' },
  { code: 'E136', zh: '查詢驗證結果失敗（系統）', en: 'Result query failed (system)' },
];

/** What A148 says for a failure code (ErrMsg); the app chooses its page by ReturnCode. */
const failureMessage = (code: string): string =>
  code === 'E136' ? MSG_TWID_E136 : `(${code}) 行動身分驗證未通過：${TWID_OUTCOMES.find((o) => o.code === code)?.zh ?? '驗證失敗'}`;

export const checks = (ctx: Pick<Ctx, 'store'>) => twidChecksOf(ctx.store.db);

/** The check of the caller's apply log when it is at `step` and still live; undefined otherwise. */
export function atStep(ctx: Ctx, ...steps: TwidStep[]): TwidCheck | undefined {
  const row = checks(ctx).get(ctx.caller.log!.ApplyLogID);
  if (!row || row.token !== ctx.caller.token!.token || !steps.includes(row.step) || row.expires_at <= ctx.now()) return undefined;
  return row;
}

export const stepRefusal = (extra: Record<string, unknown> = {}) => ({ Success: false, ...extra, ErrMsg: MSG_TWID_STEP });

/** Starts a new check on the caller's apply log (the signature request); refused once locked. */
export function startCheck(ctx: Ctx): { row: TwidCheck } | { locked: true } {
  const log = ctx.caller.log!;
  const now = ctx.now();
  const count = checks(ctx).failuresOf(log.ID);
  if (count.locked_until !== null && count.locked_until > now) return { locked: true };
  // A lock that has run out starts the count again.
  const failures = count.locked_until !== null ? 0 : count.failures;
  if (count.locked_until !== null) checks(ctx).putFailures({ id_no: log.ID, failures: 0, locked_until: null });
  const row: TwidCheck = {
    apply_log_id: log.ApplyLogID, token: ctx.caller.token!.token, step: 'signed', signature: randomToken(),
    return_to: '', ctid: log.CTID, mdid: '', login_token: null, portal_token: null, verify_no: null, identify_no: null,
    outcome: null, answer: null, failures, expires_at: now + TWID_CHECK_MS, updated_at: now,
  };
  checks(ctx).put(row);
  return { row };
}

export function newPortalFields(): { Token: string; VerifyNo: string; IdentifyNo: string } {
  return { Token: randomToken(), VerifyNo: `VN${randomDigits(12)}${randomDigits(12)}`, IdentifyNo: `ID${randomDigits(12)}` };
}

/** The signature data A148 returns on success (PKCS7Signatures): bound to the check, its MDID and apply log. */
const SIGNING_KEY = randomBytes(32);
export function pkcs7Of(row: Pick<TwidCheck, 'apply_log_id' | 'verify_no' | 'mdid'>): string {
  const content = { ApplyLogID: row.apply_log_id, VerifyNo: row.verify_no, MDID: row.mdid };
  const sig = createHmac('sha256', SIGNING_KEY).update(JSON.stringify(content)).digest('base64');
  return Buffer.from(JSON.stringify({ ...content, Signature: sig })).toString('base64');
}

/**
 * For the data platform's signature check (A150): whether `pkcs7` is the signature data A148 gave
 * the caller's apply log for its last successful check (and the MDID it names).
 */
export function isTwidSignature(ctx: Pick<Ctx, 'store'>, applyLogId: string, pkcs7: string): { ok: boolean; mdid: string } {
  const row = checks(ctx).get(applyLogId);
  if (!row || row.step !== 'queried' || row.outcome !== 'success' || !row.verify_no) return { ok: false, mdid: '' };
  return { ok: sameSecret(pkcs7, pkcs7Of(row)), mdid: row.mdid };
}

/** A148: the answer for the outcome the portal recorded, counted once (the same VerifyNo again gets it again). */
export function answerOf(ctx: Ctx, row: TwidCheck): Record<string, unknown> {
  if (row.answer) return JSON.parse(row.answer) as Record<string, unknown>;
  const outcome = row.outcome!;
  const idNo = ctx.caller.log!.ID;
  let failures = checks(ctx).failuresOf(idNo).failures;
  let answer: Record<string, unknown>;
  if (outcome === 'success') {
    failures = 0;
    // Passed on this apply log: what proves an application's STPFlowFlag Y (judge/flags.ts).
    factsOf(ctx.store.db).record(ctx.caller.log!.ApplyLogID, 'twid', ctx.now());
    checks(ctx).putFailures({ id_no: idNo, failures, locked_until: null });
    answer = { Success: true, ReturnCode: RC_SUCCESS, ErrMsg: '', PKCS7Signatures: pkcs7Of(row) };
  } else if (outcome === 'E136') {
    answer = { Success: false, ReturnCode: 'E136', ErrMsg: MSG_TWID_E136 };
  } else {
    failures += 1;
    checks(ctx).putFailures({ id_no: idNo, failures, locked_until: failures >= TWID_LOCK_AFTER ? ctx.now() + TWID_LOCK_MS : null });
    answer = failures >= TWID_LOCK_AFTER
      ? { Success: false, ReturnCode: RC_LOCKED, ErrMsg: MSG_TWID_LOCKED }
      : { Success: false, ReturnCode: outcome, ErrMsg: failureMessage(outcome) };
  }
  checks(ctx).put({ ...row, step: 'queried', failures, answer: JSON.stringify(answer), updated_at: ctx.now() });
  return answer;
}

/** Every message the check can answer, for the English table (simulator/messages.ts). */
export const TWID_MESSAGES_EN: Record<string, string> = {
  [MSG_TWID_STEP]: 'The mobile identity check steps were not followed in order. Please verify again.',
  [MSG_TWID_NO_CHECK]: 'This mobile identity check was not found. Please verify again.',
  [MSG_TWID_PENDING]: 'The mobile identity check has not been completed.',
  [MSG_TWID_LOCKED]: 'Mobile identity verification has failed 5 times. Please upload your proof of income yourself.',
  [MSG_TWID_E136]: '(E136) The verification result could not be queried. Please try again later.',
  [MSG_TWID_E133]: '(E133) The identity verification login failed. Please try again later.',
  [MSG_TWID_LOGIN_2035901]: '(2035901) The identity verification login failed.',
  ...Object.fromEntries(TWID_OUTCOMES.filter((o) => o.code !== 'success' && o.code !== 'E136')
    .map((o) => [failureMessage(o.code), `(${o.code}) Mobile identity verification failed: ${o.en}`])),
};
