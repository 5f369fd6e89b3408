// A151 (000 §2.8, §7 "save the authentication payload"; request and answer not shown): the payload
// the identity portal needs to bring the applicant back: the signature RequestSignature gave, the
// return route (finishVerify: identity only; finishMydata: with the data platform) and the MDID
// when the data platform's transaction exists. Only after RequestSignature on the same apply log.
import type { Handler } from '../context.js';
import { atStep, checks, stepRefusal, TWID_RETURN_ROUTES } from '../twid.js';
import { sameSecret, str } from '../util.js';

export const A151: Handler = (req, ctx) => {
  const row = atStep(ctx, 'signed');
  const returnTo = str(req, 'ReturnTo');
  const mdid = str(req, 'MDID');
  if (!row || !sameSecret(str(req, 'Signature'), row.signature) || !TWID_RETURN_ROUTES.includes(returnTo) || !/^[\w-]{0,64}$/.test(mdid)) {
    return stepRefusal();
  }
  checks(ctx).put({ ...row, step: 'saved', return_to: returnTo, mdid, updated_at: ctx.now() });
  return { Success: true };
};
