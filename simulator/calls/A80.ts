// A80: other-bank credit card check. The issuer decides debit vs credit (IsVD), so the simulator
// uses a magic prefix: cards starting 4000 are debit. Luhn, expiry (MMYY, valid to the end of
// the month, Taiwan time) and a 3-digit CVV must hold for Result Y; Code 2 is the card route.
// A passed credit card proves the request's mobile for this apply log (A74, off-us A32).
import type { Handler } from '../context.js';
import { isMobile, luhn, str } from '../util.js';

export const DEBIT_PREFIX = '4000';
export const CARD_VERIFY_CODE = '2';

const TW_OFFSET_MS = 8 * 60 * 60 * 1000;

/** MMYY not yet past at `now`: a card is valid through the last day of its month. */
export function expiryValid(mmyy: string, now: number): boolean {
  const m = /^(0[1-9]|1[0-2])(\d{2})$/.exec(mmyy);
  if (!m) return false;
  const today = new Date(now + TW_OFFSET_MS);
  const current = today.getUTCFullYear() * 12 + today.getUTCMonth();
  return (2000 + Number(m[2])) * 12 + Number(m[1]) - 1 >= current;
}

export const A80: Handler = (req, ctx) => {
  const card = str(req, 'CardNo').replace(/[\s-]/g, '');
  const ok = /^\d{16}$/.test(card) && luhn(card) && expiryValid(str(req, 'CardEffective'), ctx.now())
    && /^\d{3}$/.test(str(req, 'CardCVV2'));
  if (!ok) return { Success: true, Result: 'N', IsVD: 'N', Code: '', ErrMsg: '驗證失敗' };
  const debit = card.startsWith(DEBIT_PREFIX);
  const mobile = str(req, 'Mobile');
  if (!debit && isMobile(mobile)) ctx.store.applyLogs.markCheckedMobile(ctx.caller.log!.ApplyLogID, mobile);
  return { Success: true, Result: 'Y', IsVD: debit ? 'Y' : 'N', Code: CARD_VERIFY_CODE, ErrMsg: '' };
};
