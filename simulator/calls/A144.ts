// A144: check the email code (A143R's OTPID plus OTPPin) on the caller's verified apply log.
import type { Handler } from '../context.js';
import { verifyEmailCode } from '../email.js';
import { str } from '../util.js';

export const A144: Handler = (req, ctx) => verifyEmailCode(ctx, ctx.caller.log!, str(req, 'OTPID'), str(req, 'OTPPin'));
