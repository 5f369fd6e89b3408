// A32: SMS code for an existing customer. The code goes to the mobile on file; only an off-us
// customer (OFFUSFlag Y, verified through another bank) uses the mobile sent in the request.
import type { Handler } from '../context.js';
import { requestCode } from '../otp.js';
import { isMobile, str } from '../util.js';
import { idOf } from './shared.js';

export const A32: Handler = (req, ctx) => {
  const id = idOf(req);
  if (!id) return { Success: false, Status: 0, S1: '', ErrMsg: '缺少身分證字號' };
  const c = ctx.customers.get(id);
  const sent = str(req, 'Mobile', 'OTPMobile');
  const mobile = c && !(c.OFFUSFlag === 'Y' && isMobile(sent)) ? c.Mobile : sent;
  if (!isMobile(mobile)) return { Success: false, Status: 0, S1: '', ErrMsg: '手機號碼不正確' };
  return requestCode(ctx, id, mobile);
};
