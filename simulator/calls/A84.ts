// A84: validate type. Any valid ID not on file is NTB; a customer on file must give the birthday
// on file, else "身分驗證失敗" (we do not fall back to NTB: that would open a second application
// under an existing customer's ID with a guessed birthday).
import type { Handler } from '../context.js';
import { isNationalId, randomDigits, str, toRocBirthday } from '../util.js';
import { idOf } from './shared.js';

export const MSG_ID_INVALID = '身分證字號不正確';
export const MSG_BIRTHDAY_INVALID = '出生日期不正確';
export const MSG_IDENTITY_FAILED = '身分驗證失敗';

export const A84: Handler = (req, ctx) => {
  const id = idOf(req);
  const birthday = toRocBirthday(str(req, 'Birthday'));
  if (!isNationalId(id)) return { Success: false, ErrMsg: MSG_ID_INVALID };
  if (!/^\d{7}$/.test(birthday)) return { Success: false, ErrMsg: MSG_BIRTHDAY_INVALID };
  const c = ctx.customers.get(id);
  if (!c) {
    return {
      Success: true, FlowType: 'NTB', CustomerType: 'NTB', TandemID: `TN${randomDigits(10)}`,
      ApproveCus: 'N', OFFUSFlag: 'N', PERMASFlag: 'N',
    };
  }
  if (c.Birthday !== birthday) return { Success: false, ErrMsg: MSG_IDENTITY_FAILED };
  return {
    Success: true, FlowType: c.FlowType, CustomerType: c.CustomerType, TandemID: c.TandemID,
    ApproveCus: c.ApproveCus, OFFUSFlag: c.OFFUSFlag, PERMASFlag: c.PERMASFlag,
  };
};
