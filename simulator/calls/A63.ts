// A63: other-bank deposit account check. Passes for a known BankNo, an account of 10-14 digits
// and a valid mobile; the magic account 00000000000 always fails (to test the failure path).
import type { Handler } from '../context.js';
import { isMobile, str } from '../util.js';

export const FAILING_ACCOUNT = '00000000000';

export const A63: Handler = (req, ctx) => {
  const bankNo = str(req, 'BankNo');
  const account = str(req, 'Account');
  const ok = ctx.ref.banks.some((b) => b.BankNo === bankNo) && /^\d{10,14}$/.test(account)
    && account !== FAILING_ACCOUNT && isMobile(str(req, 'Mobile'));
  if (!ok) return { Success: true, Result: 'N', ErrMsg: '驗證失敗' };
  // A passed account proves the request's mobile for this apply log (A74, off-us A32).
  ctx.store.applyLogs.markCheckedMobile(ctx.caller.log!.ApplyLogID, str(req, 'Mobile'));
  return { Success: true, Result: 'Y', ErrMsg: '' };
};
