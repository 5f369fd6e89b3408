// A43: audit trail (ID, Action, Remark). The screens ignore the answer; we keep the record, but
// only about the caller's own applicant: the ID A84 accepted on this token, the ID of an apply log
// it opened, or the ID its progress inquiry looked up. A bare token writes no row about anyone.
import { MSG_NOT_YOURS } from '../access.js';
import type { Handler } from '../context.js';
import { inquiriesOf } from '../store/inquiries.js';
import { str } from '../util.js';

export const A43: Handler = (req, ctx) => {
  const token = ctx.caller.token!;
  const id = str(req, 'ID', 'IDNO').toUpperCase();
  const own = id !== '' && (token.checked_id === id
    || ctx.store.db.prepare('SELECT 1 FROM apply_logs WHERE token = ? AND id_no = ?').get(token.token, id) !== undefined
    || inquiriesOf(ctx.store.db).get(token.token)?.id_no === id);
  if (!own) return { Success: false, ErrMsg: MSG_NOT_YOURS };
  ctx.store.records.audit(id, str(req, 'Action'), str(req, 'Remark'), ctx.now());
  return { Success: true };
};
