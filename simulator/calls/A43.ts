// A43: audit trail (ID, Action, Remark). The screens ignore the answer; we keep the record.
import type { Handler } from '../context.js';
import { str } from '../util.js';

export const A43: Handler = (req, ctx) => {
  ctx.db.data.audit.push({
    ID: str(req, 'ID', 'IDNO'), Action: str(req, 'Action'), Remark: str(req, 'Remark'),
    at: new Date(ctx.now()).toISOString(),
  });
  return { Success: true };
};
