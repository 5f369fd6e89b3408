// A28: opens the apply log of a new-to-bank applicant (ID, CustomerName, CTID, Mobile, VerifyType ...).
import type { Handler } from '../context.js';
import { isNationalId, str } from '../util.js';
import { MSG_ID_INVALID } from './A84.js';
import { createApplyLog, idOf, sourceFields } from './shared.js';

export const A28: Handler = (req, ctx) => {
  const id = idOf(req);
  if (!isNationalId(id)) return { Success: false, ApplyLogID: '', ErrMsg: MSG_ID_INVALID };
  const log = createApplyLog(ctx, {
    ID: id, CTID: str(req, 'CTID'), CustomerType: 'NTB', FlowType: 'NTB', Mobile: str(req, 'Mobile'),
    CustomerName: str(req, 'CustomerName'), VerifyType: str(req, 'VerifyType'), ...sourceFields(req),
  });
  return { Success: true, ApplyLogID: log.ApplyLogID };
};
