// A161: the completion page reports that the applicant saw the submitted case (000 §7: ApplyID,
// ApplyType CC; answer not shown). Admitted on a valid Token; Success only for a case number A97
// issued on an apply log that Token opened (as A1 vouches for it), ApplyType CC. One refusal for
// "no such case" and "not yours". docs/spec-gaps.md '000 §7, 002 §2.5 (NET-16)'.
import type { Handler } from '../context.js';
import { applicationsOf } from '../store/applications.js';
import { str } from '../util.js';

export const MSG_A161_UNKNOWN = '查無申請案件';

export const A161: Handler = (req, ctx) => {
  if (str(req, 'ApplyType') !== 'CC') return { Success: false, ErrMsg: 'ApplyType 不正確' };
  const app = applicationsOf(ctx.store.db).byApplyId(str(req, 'ApplyID'));
  const log = app && ctx.store.applyLogs.get(app.ApplyLogID);
  const token = ctx.caller.token;
  const owns = !!token && !token.upload_log && !!log && log.token === token.token;
  return owns ? { Success: true } : { Success: false, ErrMsg: MSG_A161_UNKNOWN };
};
