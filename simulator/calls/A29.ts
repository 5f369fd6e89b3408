// A29: the email address the applicant gave on Form1, logged on the caller's verified apply log
// (the bank later sends the verification link to it). The seeds do not show the answer: Success.
import type { Handler } from '../context.js';
import { str } from '../util.js';

export const MSG_EMAIL_INVALID = '電子郵件格式不正確';
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export const A29: Handler = (req, ctx) => {
  const log = ctx.caller.log!;
  const email = str(req, 'EMail', 'Email');
  if (email.length > 100 || !EMAIL.test(email)) return { Success: false, ErrMsg: MSG_EMAIL_INVALID };
  ctx.store.held.saveEmail(log.ApplyLogID, email, str(req, 'NTBETB') || log.CustomerType, ctx.now());
  return { Success: true };
};
