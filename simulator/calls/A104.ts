// A104: the forward token for the data platform (ApplyLogID, RedirectURL → ForwardToken): the
// RedirectURL is the address A153 last gave for a transaction of the caller's apply log; the token
// goes with the browser to that page, which spends it once within a minute.
import type { Handler } from '../context.js';
import { MSG_NOT_YOURS } from '../access.js';
import { mydataOf } from '../store/mydata.js';
import { randomToken, str } from '../util.js';
import { MSG_MYDATA_EXPIRED, MYDATA_FORWARD_VALID_MS, MYDATA_PORTAL_PATH, openTx, ownTx } from './mydata.js';
import { MSG_STEP_ORDER } from './shared.js';

/** The platform key of an address A153 gave ('' for any other address). */
function platformKey(address: string): string {
  try {
    const u = new URL(address, 'http://simulator.invalid');
    return u.pathname === MYDATA_PORTAL_PATH ? u.searchParams.get('key') ?? '' : '';
  } catch {
    return '';
  }
}

export const A104: Handler = (req, ctx) => {
  const repo = mydataOf(ctx.store.db);
  const key = platformKey(str(req, 'RedirectURL', 'RedirectUrl'));
  const found = repo.byPlatformKey(key);
  // No such address: this apply log has no platform address to forward to (yet).
  if (!found) return { Success: false, ErrMsg: MSG_STEP_ORDER };
  const tx = ownTx(ctx, found);
  if (!tx) return { Success: false, ErrMsg: MSG_NOT_YOURS };
  if (!openTx(ctx, tx)) return { Success: false, ErrMsg: tx.returned_at === null ? MSG_MYDATA_EXPIRED : MSG_STEP_ORDER };
  if (tx.opened_at !== null) return { Success: false, ErrMsg: MSG_STEP_ORDER };
  const ForwardToken = randomToken();
  repo.forward(tx.mdid, ForwardToken, ctx.now() + MYDATA_FORWARD_VALID_MS);
  return { Success: true, ForwardToken };
};
