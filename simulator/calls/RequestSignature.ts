// RequestSignature (000 §2.8 "request signature", the mobile-ID flow's first step; the seeds give it
// no call code): starts a new identity check on the caller's verified apply log and answers the
// signature A151 must carry. Refused with 3644029 once 5 verifications failed (000 §9).
import type { Handler } from '../context.js';
import { MSG_TWID_LOCKED, RC_LOCKED, RC_SUCCESS, startCheck } from '../twid.js';

export const RequestSignature: Handler = (_req, ctx) => {
  const started = startCheck(ctx);
  if ('locked' in started) return { Success: false, Signature: '', ReturnCode: RC_LOCKED, ErrMsg: MSG_TWID_LOCKED };
  return { Success: true, Signature: started.row.signature, ReturnCode: RC_SUCCESS };
};
