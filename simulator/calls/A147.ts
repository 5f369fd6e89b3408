// A147 (000 §7, the identity login's second step; its request is not shown): with the login token
// A146 gave (TWIDToken), answers the six fields the app posts to the identity portal: Token,
// BusinessNo, ApiVersion, HashKeyNo, VerifyNo, IdentifyNo (bound to this check: the portal
// accepts only them, once).
import type { Handler } from '../context.js';
import { atStep, checks, newPortalFields, stepRefusal, TWID_PORTAL } from '../twid.js';
import { sameSecret, str } from '../util.js';

const EMPTY = { Token: '', BusinessNo: '', ApiVersion: '', HashKeyNo: '', VerifyNo: '', IdentifyNo: '' };

export const A147: Handler = (req, ctx) => {
  const row = atStep(ctx, 'login');
  if (!row || !row.login_token || !sameSecret(str(req, 'TWIDToken'), row.login_token)) return stepRefusal(EMPTY);
  const portal = newPortalFields();
  checks(ctx).put({
    ...row, step: 'ready', login_token: null, portal_token: portal.Token, verify_no: portal.VerifyNo,
    identify_no: portal.IdentifyNo, updated_at: ctx.now(),
  });
  return { Success: true, ...TWID_PORTAL, ...portal };
};
