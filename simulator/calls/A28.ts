// A28: opens the apply log of a new-to-bank applicant, owned by the caller's token, after A84
// answered NTB for this ID on this token. That answer is also what an ID on file gets with a wrong
// birthday (calls/A84.ts), so A28 opens the log the same way: A74 refuses it once an other-bank
// check proved the applicant. A withdrawn campaign (empty CardName) opens nothing.
import type { Handler } from '../context.js';
import { isNationalId, str } from '../util.js';
import { MSG_ID_INVALID } from './A84.js';
import { MSG_STEP_ORDER, MSG_WITHDRAWN, createApplyLog, idOf, sourceFields, withdrawnCampaign } from './shared.js';

export const A28: Handler = (req, ctx) => {
  const token = ctx.caller.token!;
  const id = idOf(req);
  if (!isNationalId(id)) return { Success: false, ApplyLogID: '', ErrMsg: MSG_ID_INVALID };
  if (token.checked_id !== id || token.checked_type !== 'NTB') {
    return { Success: false, ApplyLogID: '', ErrMsg: MSG_STEP_ORDER };
  }
  if (withdrawnCampaign(ctx, str(req, 'CTID'))) return { Success: false, ApplyLogID: '', ErrMsg: MSG_WITHDRAWN };
  const log = createApplyLog(ctx, {
    ID: id, CTID: str(req, 'CTID'), CustomerType: 'NTB', FlowType: 'NTB', Mobile: str(req, 'Mobile'),
    fields: { CustomerName: str(req, 'CustomerName'), VerifyType: str(req, 'VerifyType'), ...sourceFields(req) },
  });
  return { Success: true, ApplyLogID: log.ApplyLogID };
};
