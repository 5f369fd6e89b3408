// A37: sales-code lookup; the start screen shows the name when exactly salesIdLength (7) characters are typed.
import type { Handler } from '../context.js';
import { str } from '../util.js';

export const A37: Handler = (req, ctx) => {
  const code = str(req, 'SalesId', 'SalesID', 'SalesCode', 'salesid').toUpperCase();
  const name = code.length === ctx.policy.salesIdLength ? ctx.ref.sales[code] : undefined;
  return name ? { Success: true, SalesName: name } : { Success: false, SalesName: '', ErrMsg: '查無此推廣人員代號' };
};
