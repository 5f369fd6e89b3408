// A37: sales-code lookup; the start screen shows the name when exactly salesIdLength (7) characters are typed.
// At most policy.salesLookupsPerToken lookups a token in its window: the sales codes are a list to
// guess (7 characters), and the screen looks one up only when 7 are typed.
import type { Handler } from '../context.js';
import { MSG_TOO_MANY } from '../limits.js';
import { str } from '../util.js';

export const A37: Handler = (req, ctx) => {
  const key = `a37:${ctx.caller.token!.token}`;
  if (ctx.store.rates.count(key, ctx.now(), ctx.policy.salesLookupsWindowMs) >= ctx.policy.salesLookupsPerToken) {
    return { Success: false, SalesName: '', ErrMsg: MSG_TOO_MANY };
  }
  ctx.store.rates.add(key, ctx.now());
  const code = str(req, 'SalesId', 'SalesID', 'SalesCode', 'salesid').toUpperCase();
  const name = code.length === ctx.policy.salesIdLength ? ctx.ref.sales[code] : undefined;
  return name ? { Success: true, SalesName: name } : { Success: false, SalesName: '', ErrMsg: '查無此推廣人員代號' };
};
