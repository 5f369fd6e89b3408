// The government data platform (MyData) forward as the bank plays it (002 §2.4, §3.5, §7): one
// transaction per A149 on the caller's verified apply log, then in order: A150 checks the signature
// data the identity query A148 returned (simulator/twid.ts isTwidSignature, naming this MDID), A153 gives the platform's
// address for the app's return address, A104 a single-use forward token for that address, and the
// platform page (simulator/mydataPortal.ts) spends the token and answers once. Every step is held
// to the Token and apply log that opened the transaction.
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Ctx, Req } from '../context.js';
import { type MydataTx, mydataOf } from '../store/mydata.js';
import { str } from '../util.js';

/** A transaction lives 60 minutes (002 §2.4's note of 60 minutes); the forward token 1 minute (its "1 minute"). */
export const MYDATA_TX_VALID_MS = 60 * 60_000;
export const MYDATA_FORWARD_VALID_MS = 60_000;

/** The simulated platform page, on the simulator's own origin. */
export const MYDATA_PORTAL_PATH = '/__portal/mydata';

export const MSG_MYDATA_ITEMS = '資料項目不正確';
export const MSG_MYDATA_ID = '身分證字號與申請資料不符';
export const MSG_MYDATA_SIGNATURE_FORMAT = '簽章資料格式錯誤';
export const MSG_MYDATA_SIGNATURE = '簽章驗證失敗';
export const MSG_MYDATA_EXPIRED = '資料平台交易已逾時，請重新驗證';
export const MSG_MYDATA_SSO = '無法取得SSO Token';
export const MSG_MYDATA_URL = '無法取得MyData URL';

/** The development switch of A153 (POST /__dev/mydata): the platform's SSO token or address fails. */
export const MYDATA_SWITCH_KEY = 'mydataA153';
export type MydataSwitch = 'ok' | 'sso' | 'url';

export function mydataSwitch(ctx: Pick<Ctx, 'store'>): MydataSwitch {
  const v = ctx.store.db.prepare('SELECT value FROM settings WHERE key = ?').pluck().get(MYDATA_SWITCH_KEY);
  return v === 'sso' || v === 'url' ? v : 'ok';
}

const ITEM = /^[A-Za-z0-9._-]{1,40}$/;

/** Items as a comma list or a list of codes: the normalised comma list, or undefined when malformed (1 to 20 codes). */
export function normaliseItems(value: unknown): string | undefined {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : undefined;
  if (!list || list.length === 0 || list.length > 20) return undefined;
  const codes = list.map((v) => (typeof v === 'string' ? v.trim() : ''));
  return codes.every((c) => ITEM.test(c)) ? codes.join(',') : undefined;
}

/** The transaction when it is the caller's (its Token, and its apply log when the call names one). */
export function ownTx(ctx: Ctx, tx: MydataTx | undefined): MydataTx | undefined {
  if (!tx || tx.token !== ctx.caller.token?.token) return undefined;
  if (ctx.caller.log && ctx.caller.log.ApplyLogID !== tx.apply_log_id) return undefined;
  return tx;
}

/** Still open: not expired and not yet answered by the platform. */
export const openTx = (ctx: Pick<Ctx, 'now'>, tx: MydataTx): boolean => ctx.now() < tx.expires_at && tx.returned_at === null;

/** A149: a new transaction on the caller's verified apply log, for its applicant. */
export function openMydata(req: Req, ctx: Ctx) {
  const log = ctx.caller.log!;
  if (str(req, 'IDNO', 'ID').toUpperCase() !== log.ID) return { Success: false, ErrMsg: MSG_MYDATA_ID };
  const items = normaliseItems(req.Items);
  if (!items) return { Success: false, ErrMsg: MSG_MYDATA_ITEMS };
  const now = ctx.now();
  const tx = {
    mdid: `MD${Array.from({ length: 24 }, () => randomInt(0, 10)).join('')}`,
    tx_id: randomUUID(),
    salt: randomBytes(16).toString('hex'),
    apply_log_id: log.ApplyLogID,
    token: ctx.caller.token!.token,
    id_no: log.ID,
    items,
    created_at: now,
    expires_at: now + MYDATA_TX_VALID_MS,
  };
  mydataOf(ctx.store.db).insert(tx);
  // The session context's data platform values (000 §3.1, SESS-04) and the applicant's ID go into the
  // saved page data, so a return in a fresh tab restores them with A152 (/finishMydata).
  const pageData = log.PageData as { PageParameter?: Record<string, unknown> };
  ctx.store.applyLogs.setPageData(log.ApplyLogID, {
    ...log.PageData,
    PageParameter: { ...(pageData.PageParameter ?? {}), IDNO: log.ID, MDID: tx.mdid, TX_ID: tx.tx_id, Salt: tx.salt },
  });
  return { Success: true, salt: tx.salt, tx_id: tx.tx_id, mdid: tx.mdid };
}

/** A150's spsignatureValidJson: base64 of the JSON {MDID, PKCS7Signatures}. */
export function readSignatureJson(value: string): { MDID: string; PKCS7Signatures: string } | undefined {
  if (!value || !/^[A-Za-z0-9+/]+={0,2}$/.test(value) || value.length % 4 !== 0) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    const { MDID, PKCS7Signatures } = parsed as Record<string, unknown>;
    return typeof MDID === 'string' && typeof PKCS7Signatures === 'string' ? { MDID, PKCS7Signatures } : undefined;
  } catch {
    return undefined;
  }
}

/** The app's return address A153 accepts: http(s), its route /Loading (001 §4.1 reads MDID and code there). */
export function returnAddressOk(url: string): boolean {
  try {
    const u = new URL(url);
    return (u.protocol === 'http:' || u.protocol === 'https:') && /^#\/Loading(\?|$)/.test(u.hash);
  } catch {
    return false;
  }
}

/** The return address with the platform's answer in the route's parameters (MDID and code). */
export function returnWith(url: string, mdid: string, code: string): string {
  const u = new URL(url);
  const [route, query = ''] = u.hash.slice(1).split('?');
  const params = new URLSearchParams(query);
  params.set('MDID', mdid);
  params.set('code', code);
  u.hash = `${route}?${params.toString()}`;
  return u.toString();
}
