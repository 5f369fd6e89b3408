// A141: whether the applicant must upload the proof-of-income files (002 §7: Token, ApplyType CC,
// SalesID → UploadFileFlag). Admitted on a valid Token only (calls/index.ts). The seeds give no
// rule; the bank's (docs/spec-gaps.md '002 §7 (NET-14)'): a case brought by a sales person on file
// (data/sales.json) has its documents collected by that person, so UploadFileFlag is N; any other
// case, Y. The Token's own data is not read, so the answer discloses nothing of an application.
import type { Handler } from '../context.js';
import { str } from '../util.js';

export const A141: Handler = (req, ctx) => {
  if (str(req, 'ApplyType') !== 'CC') return { Success: false, ErrMsg: 'ApplyType 不正確' };
  const sales = str(req, 'SalesID', 'SalesId').toUpperCase();
  const onFile = sales.length === ctx.policy.salesIdLength && Object.hasOwn(ctx.ref.sales, sales);
  return { Success: true, UploadFileFlag: onFile ? 'N' : 'Y' };
};
