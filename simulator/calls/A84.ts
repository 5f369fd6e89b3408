// A84: validate type. Any valid ID not on file is NTB; a customer on file must give the birthday
// on file, else "身分驗證失敗" (no fallback to NTB: that would open a second application under an
// existing customer's ID with a guessed birthday). Rate-limited per token and per ID; the ID it
// accepts is recorded on the token, so A5 / A28 cannot come first.
import type { Handler } from '../context.js';
import { MSG_TOO_MANY, birthdayBlocked, birthdayFailed, takeIdCheck } from '../limits.js';
import { isNationalId, randomDigits, str, toRocBirthday } from '../util.js';
import { idOf } from './shared.js';

export const MSG_ID_INVALID = '身分證字號不正確';
export const MSG_BIRTHDAY_INVALID = '出生日期不正確';
export const MSG_IDENTITY_FAILED = '身分驗證失敗';

export const A84: Handler = (req, ctx) => {
  const token = ctx.caller.token!;
  if (!takeIdCheck(ctx, token.token)) return { Success: false, ErrMsg: MSG_TOO_MANY };
  const id = idOf(req);
  const birthday = toRocBirthday(str(req, 'Birthday'));
  if (!isNationalId(id)) return { Success: false, ErrMsg: MSG_ID_INVALID };
  if (!/^\d{7}$/.test(birthday)) return { Success: false, ErrMsg: MSG_BIRTHDAY_INVALID };
  const c = ctx.customers.get(id);
  if (!c) {
    ctx.store.tokens.markChecked(token.token, id, 'NTB', birthday);
    return {
      Success: true, FlowType: 'NTB', CustomerType: 'NTB', TandemID: `TN${randomDigits(10)}`,
      ApproveCus: 'N', OFFUSFlag: 'N', PERMASFlag: 'N',
    };
  }
  if (birthdayBlocked(ctx, id, token.token)) return { Success: false, ErrMsg: MSG_TOO_MANY };
  if (c.Birthday !== birthday) {
    birthdayFailed(ctx, id, token.token);
    return { Success: false, ErrMsg: MSG_IDENTITY_FAILED };
  }
  ctx.store.tokens.markChecked(token.token, id, c.CustomerType, birthday);
  return {
    Success: true, FlowType: c.FlowType, CustomerType: c.CustomerType, TandemID: c.TandemID,
    ApproveCus: c.ApproveCus, OFFUSFlag: c.OFFUSFlag, PERMASFlag: c.PERMASFlag,
  };
};
