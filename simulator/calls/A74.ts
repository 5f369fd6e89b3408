// A74: SMS code for a new-to-bank applicant on the caller's apply log. The bank has no number on
// file, so the code goes to the request's Mobile, but only to the one an other-bank card or
// account check on this apply log proved. An ID on file (A84 answered its wrong birthday as NTB) is
// refused only then: whoever passed that check holds the applicant's card or account.
import type { Handler } from '../context.js';
import { MSG_NOT_YOURS } from '../access.js';
import { requestCode } from '../otp.js';
import { str } from '../util.js';
import { MSG_CHECK_FIRST } from './A32.js';
import { otherId } from './shared.js';

export const MSG_ON_FILE = '此身分證字號已是本行客戶，請重新申請';

export const A74: Handler = (req, ctx) => {
  const log = ctx.caller.log!;
  if (otherId(req, log)) return { Success: false, Status: 0, S1: '', ErrMsg: MSG_NOT_YOURS };
  const mobile = str(req, 'Mobile', 'OTPMobile');
  if (!mobile || mobile !== log.checkedMobile) return { Success: false, Status: 0, S1: '', ErrMsg: MSG_CHECK_FIRST };
  if (ctx.customers.has(log.ID) || log.CustomerType !== 'NTB') return { Success: false, Status: 0, S1: '', ErrMsg: MSG_ON_FILE };
  return requestCode(ctx, log, mobile);
};
