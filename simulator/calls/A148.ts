// A148 (000 §2.8, §4.3; 002 §2.4, §7: identity query verify): after the portal sent the browser
// back, the outcome picked there for this VerifyNo of the caller's apply log: Success true with
// ReturnCode 0000 and the signature data (PKCS7Signatures, checked by the data platform's A150:
// simulator/twid.ts isTwidSignature), or Success false with the return code and its message. The
// fifth failure answers 3644029 (locked). Asked again for the same VerifyNo, the same answer,
// counted once (a reload of the return page). Before the portal: Success false, no code.
import type { Handler } from '../context.js';
import { answerOf, checks, MSG_TWID_NO_CHECK, MSG_TWID_PENDING } from '../twid.js';
import { sameSecret, str } from '../util.js';

export const A148: Handler = (req, ctx) => {
  const log = ctx.caller.log!;
  const row = checks(ctx).get(log.ApplyLogID);
  const verifyNo = str(req, 'VerifyNo');
  if (!row || row.token !== ctx.caller.token!.token || !row.verify_no || !sameSecret(verifyNo, row.verify_no)) {
    return { Success: false, ReturnCode: '', ErrMsg: MSG_TWID_NO_CHECK };
  }
  if (row.step === 'queried') return answerOf(ctx, row);
  if (row.step !== 'answered' || row.expires_at <= ctx.now()) return { Success: false, ReturnCode: '', ErrMsg: MSG_TWID_PENDING };
  return answerOf(ctx, row);
};
