// A84: validate type. Any valid ID not on file is NTB. A customer on file with another birthday
// gets the very answer an ID not on file gets (issue 18: 身分驗證失敗 told anyone whether an ID is
// a customer): the failure is counted, and the NTB route it opens is refused at A74, after an
// other-bank card or account check proved the applicant (calls/A74.ts), never sooner. After
// policy.birthdayFailuresPerId wrong birthdays for the ID (or PerToken for the token) the right
// birthday is refused (嘗試次數過多) until the window passes: only whoever knows the birthday learns
// of the lock. The ID it accepts is recorded on the token, so A5 / A28 cannot come first.
import type { Handler } from '../context.js';
import { MSG_TOO_MANY, birthdayBlocked, birthdayFailed, takeIdCheck } from '../limits.js';
import { isNationalId, randomDigits, str, toRocBirthday } from '../util.js';
import { idOf } from './shared.js';

export const MSG_ID_INVALID = '身分證字號不正確';
export const MSG_BIRTHDAY_INVALID = '出生日期不正確';

export const A84: Handler = (req, ctx) => {
  const token = ctx.caller.token!;
  if (!takeIdCheck(ctx, token.token)) return { Success: false, ErrMsg: MSG_TOO_MANY };
  const id = idOf(req);
  const birthday = toRocBirthday(str(req, 'Birthday'));
  if (!isNationalId(id)) return { Success: false, ErrMsg: MSG_ID_INVALID };
  if (!/^\d{7}$/.test(birthday)) return { Success: false, ErrMsg: MSG_BIRTHDAY_INVALID };
  const c = ctx.customers.get(id);
  if (c && c.Birthday !== birthday) birthdayFailed(ctx, id, token.token);
  if (!c || c.Birthday !== birthday) {
    ctx.store.tokens.markChecked(token.token, id, 'NTB', birthday);
    return {
      Success: true, FlowType: 'NTB', CustomerType: 'NTB', TandemID: `TN${randomDigits(10)}`,
      ApproveCus: 'N', OFFUSFlag: 'N', PERMASFlag: 'N',
    };
  }
  if (birthdayBlocked(ctx, id, token.token)) return { Success: false, ErrMsg: MSG_TOO_MANY };
  ctx.store.tokens.markChecked(token.token, id, c.CustomerType, birthday);
  return {
    Success: true, FlowType: c.FlowType, CustomerType: c.CustomerType, TandemID: c.TandemID,
    ApproveCus: c.ApproveCus, OFFUSFlag: c.OFFUSFlag, PERMASFlag: c.PERMASFlag,
  };
};
