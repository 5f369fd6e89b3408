// A32: SMS code for an existing customer, on the caller's apply log. The code goes to the mobile
// on file; an off-us customer (OFFUSFlag Y) gets it on the request's mobile only when an
// other-bank card or account check on this apply log succeeded for that mobile.
import type { Handler } from '../context.js';
import { MSG_NOT_YOURS } from '../access.js';
import { requestCode } from '../otp.js';
import { str } from '../util.js';
import { customerOfLog, otherId } from './shared.js';

export const MSG_CHECK_FIRST = '請先完成他行信用卡或帳戶驗證';

export const A32: Handler = (req, ctx) => {
  const log = ctx.caller.log!;
  const c = customerOfLog(ctx, log);
  if (otherId(req, log) || !c) return { Success: false, Status: 0, S1: '', ErrMsg: MSG_NOT_YOURS };
  if (c.OFFUSFlag !== 'Y') return requestCode(ctx, log, c.Mobile);
  const sent = str(req, 'Mobile', 'OTPMobile');
  if (!sent || sent !== log.checkedMobile) return { Success: false, Status: 0, S1: '', ErrMsg: MSG_CHECK_FIRST };
  return requestCode(ctx, log, sent);
};
