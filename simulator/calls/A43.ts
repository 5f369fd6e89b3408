// A43: audit trail (ID, Action, Remark). The screens ignore the answer; we keep the record.
import type { Handler } from '../context.js';
import { str } from '../util.js';

export const A43: Handler = (req, ctx) => {
  ctx.store.records.audit(str(req, 'ID', 'IDNO'), str(req, 'Action'), str(req, 'Remark'), ctx.now());
  return { Success: true };
};
