// A33: verify an existing customer's SMS code (OTPPin). A75 is the same check for NTB.
import type { Handler } from '../context.js';
import { verifyCode } from '../otp.js';
import { str } from '../util.js';
import { idOf } from './shared.js';

export const A33: Handler = (req, ctx) => {
  const id = idOf(req);
  if (!id) return { Success: false, Status: 0, ErrMsg: '缺少身分證字號' };
  return verifyCode(ctx, id, str(req, 'OTPPin'), str(req, 'ApplyLogID'));
};
