// A5: existing-customer check; opens the apply log of an ETB/ETP applicant, owned by the caller's
// token. It comes after A84 accepted this ID on this token, and re-checks the birthday (rate-limited).
// A withdrawn campaign (empty CardName) opens nothing. The mobile is returned masked: a caller
// who only knows ID and birthday must not learn the number.
import type { Handler } from '../context.js';
import { MSG_TOO_MANY, birthdayBlocked, birthdayFailed } from '../limits.js';
import { maskMobile, str, toRocBirthday } from '../util.js';
import { MSG_STEP_ORDER, MSG_WITHDRAWN, createApplyLog, idOf, sourceFields, withdrawnCampaign } from './shared.js';

export const MSG_IDENTITY_FAILED = '身分驗證失敗';

const refused = (ErrMsg: string) => ({ Success: false, Mobile: '', ApplyLogID: '', ErrMsg });

export const A5: Handler = (req, ctx) => {
  const token = ctx.caller.token!;
  const id = idOf(req);
  const c = ctx.customers.get(id);
  // One answer whether or not the ID is on file: A5 comes only after A84 accepted it as a customer.
  if (!c || token.checked_id !== id || token.checked_type === 'NTB') return refused(MSG_STEP_ORDER);
  if (birthdayBlocked(ctx, id, token.token)) return refused(MSG_TOO_MANY);
  if (toRocBirthday(str(req, 'BDayYMD', 'Birthday')) !== c.Birthday) {
    birthdayFailed(ctx, id, token.token);
    return refused(MSG_IDENTITY_FAILED);
  }
  if (withdrawnCampaign(ctx, str(req, 'CTID'))) return refused(MSG_WITHDRAWN);
  const log = createApplyLog(ctx, {
    ID: c.IDNO, CTID: str(req, 'CTID'), CustomerType: c.CustomerType, FlowType: c.FlowType,
    Mobile: c.Mobile, fields: sourceFields(req),
  });
  return { Success: true, Mobile: maskMobile(c.Mobile), ApplyLogID: log.ApplyLogID };
};
