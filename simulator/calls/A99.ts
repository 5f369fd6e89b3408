// A99: banking forward-token check. Tokens are the fixed values of data/forward-tokens.json
// (reusable, for development); a known token proves the customer like a passed SMS code, so the
// apply log it opens (owned by the caller's token) starts verified. A withdrawn campaign opens nothing.
import type { Handler } from '../context.js';
import { str } from '../util.js';
import { MSG_WITHDRAWN, createApplyLog, sourceFields, withdrawnCampaign } from './shared.js';

export const A99: Handler = (req, ctx) => {
  const fwd = Object.hasOwn(ctx.ref.forwardTokens, str(req, 'ForwardJWT')) ? ctx.ref.forwardTokens[str(req, 'ForwardJWT')] : undefined;
  const c = fwd && ctx.customers.get(fwd.IDNO);
  if (!fwd || !c) return { Success: false, ErrMsg: '網路銀行登入資訊無效或已逾時' };
  const ctid = str(req, 'CTID');
  if (withdrawnCampaign(ctx, ctid)) return { Success: false, ErrMsg: MSG_WITHDRAWN };
  const log = createApplyLog(ctx, {
    ID: c.IDNO, CTID: ctid, CustomerType: c.CustomerType, FlowType: c.FlowType, Mobile: c.Mobile,
    fields: { Channel: fwd.Channel, ...sourceFields(req) },
  });
  ctx.store.applyLogs.markVerified(log.ApplyLogID, fwd.Channel, ctx.now());
  ctx.store.tokens.markChecked(ctx.caller.token!.token, c.IDNO, c.CustomerType);
  return {
    Success: true, Channel: fwd.Channel, ApplyLogID: log.ApplyLogID, MobileNo: c.Mobile, Lang: fwd.Lang,
    PERMASFlag: c.PERMASFlag, OFFUSFlag: c.OFFUSFlag,
    MobileIDTCVer: ctx.campaigns.get(ctid)?.terms.MobileIDTCVer ?? '',
    Birthday: c.Birthday, IDNO: c.IDNO, EngCTID: ctid,
  };
};
