// A33: verify the SMS code (OTPPin) of the caller's apply log. A75 is the same check for NTB.
import type { Handler } from '../context.js';
import { MSG_NOT_YOURS } from '../access.js';
import { verifyCode } from '../otp.js';
import { str } from '../util.js';
import { otherId } from './shared.js';

export const A33: Handler = (req, ctx) => {
  const log = ctx.caller.log!;
  if (otherId(req, log)) return { Success: false, Status: 0, ErrMsg: MSG_NOT_YOURS };
  return verifyCode(ctx, log, str(req, 'OTPPin'));
};
