// A5: existing-customer check; opens the apply log of an ETB/ETP applicant.
// The mobile is returned masked: this call comes before any SMS proof, so a caller who only
// knows ID and birthday must not learn the full number (the SMS goes to the number on file).
import type { Handler } from '../context.js';
import { maskMobile, str, toRocBirthday } from '../util.js';
import { MSG_IDENTITY_FAILED } from './A84.js';
import { createApplyLog, idOf, sourceFields } from './shared.js';

export const A5: Handler = (req, ctx) => {
  const c = ctx.customers.get(idOf(req));
  if (!c) return { Success: false, Mobile: '', ApplyLogID: '', ErrMsg: '查無客戶資料' };
  if (toRocBirthday(str(req, 'BDayYMD', 'Birthday')) !== c.Birthday) {
    return { Success: false, Mobile: '', ApplyLogID: '', ErrMsg: MSG_IDENTITY_FAILED };
  }
  const log = createApplyLog(ctx, {
    ID: c.IDNO, CTID: str(req, 'CTID'), CustomerType: c.CustomerType, FlowType: c.FlowType,
    Mobile: c.Mobile, ...sourceFields(req),
  });
  return { Success: true, Mobile: maskMobile(c.Mobile), ApplyLogID: log.ApplyLogID };
};
