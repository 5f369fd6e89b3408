// A74: SMS code for a new-to-bank applicant: the bank has no number on file, so the request's Mobile.
import type { Handler } from '../context.js';
import { requestCode } from '../otp.js';
import { isMobile, str } from '../util.js';
import { idOf } from './shared.js';

export const A74: Handler = (req, ctx) => {
  const id = idOf(req);
  if (!id) return { Success: false, Status: 0, S1: '', ErrMsg: '缺少身分證字號' };
  const mobile = str(req, 'Mobile', 'OTPMobile');
  if (!isMobile(mobile)) return { Success: false, Status: 0, S1: '', ErrMsg: '手機號碼不正確' };
  return requestCode(ctx, id, mobile);
};
