// What an application says against what this apply log proved (issue 18 §3): the mobile its SMS
// code went to, the e-mail its code or link confirmed, the birthday A84 accepted, and an existing
// customer's own name. A script cannot store another mobile (the inquiry's code would then go
// there), another e-mail, another birthday or another name.
import type { Ctx } from '../context.js';
import type { ApplyLog } from '../store/applyLogs.js';
import { verifiedMobile } from '../calls/shared.js';
import { rocToIso } from '../../rules/functions/rocToIso.js';

export const MSG_MOBILE_UNVERIFIED = '手機號碼與簡訊驗證之號碼不符';
export const MSG_EMAIL_UNVERIFIED = '電子郵件與驗證之信箱不符';
export const MSG_BIRTHDAY_UNVERIFIED = '出生日期與身分驗證之日期不符';
export const MSG_NAME_ON_FILE = '中文姓名與本行留存資料不符';

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** The first thing the application says that the apply log did not prove, as the bank's message; undefined when all hold. */
export function unverified(content: Record<string, unknown>, log: ApplyLog, ctx: Ctx): string | undefined {
  const token = ctx.store.tokens.get(log.token);
  const birthday = token?.checked_birthday ? rocToIso(token.checked_birthday) : undefined;
  if (birthday !== undefined && text(content.Birthday) !== birthday) return MSG_BIRTHDAY_UNVERIFIED;
  const mobile = verifiedMobile(ctx, log);
  if (mobile && text(content.Mobile) && text(content.Mobile) !== mobile) return MSG_MOBILE_UNVERIFIED;
  const mail = ctx.store.email.get(log.ApplyLogID);
  const confirmed = mail && (mail.verified_at !== null || mail.passed_at !== null) ? mail.email : undefined;
  if (confirmed !== undefined && text(content.Email).toLowerCase() !== confirmed.toLowerCase()) return MSG_EMAIL_UNVERIFIED;
  const onFile = ctx.customers.get(log.ID)?.NameChinese;
  if (onFile && text(content.ChineseName) !== onFile) return MSG_NAME_ON_FILE;
  return undefined;
}
