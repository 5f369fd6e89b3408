// A153: the data platform's address for the caller's transaction (CustomerID, TXID, Url, ApplyType,
// Items) → url, the simulated platform page with a secret key (MYDATA_PORTAL_PATH?key=…). Only the
// Token that opened the transaction, for its applicant and items, after A150 passed, before the
// platform answered; Url is the app's return address (#/Loading), where the platform sends the
// browser back. A new address revokes the earlier one. The bank's own failures reaching the platform
// (002 §8): 無法取得SSO Token, 無法取得MyData URL (POST /__dev/mydata chooses one for testers).
import type { Handler } from '../context.js';
import { MSG_NOT_YOURS } from '../access.js';
import { mydataOf } from '../store/mydata.js';
import { randomToken, str } from '../util.js';
import {
  MSG_MYDATA_EXPIRED, MSG_MYDATA_ITEMS, MSG_MYDATA_SSO, MSG_MYDATA_URL, MYDATA_PORTAL_PATH,
  mydataSwitch, normaliseItems, openTx, ownTx, returnAddressOk,
} from './mydata.js';
import { MSG_STEP_ORDER } from './shared.js';

export const A153: Handler = (req, ctx) => {
  const repo = mydataOf(ctx.store.db);
  const tx = ownTx(ctx, repo.byTxId(str(req, 'TXID')));
  if (!tx || str(req, 'CustomerID').toUpperCase() !== tx.id_no) return { Success: false, ErrMsg: MSG_NOT_YOURS };
  if (!openTx(ctx, tx)) return { Success: false, ErrMsg: tx.returned_at === null ? MSG_MYDATA_EXPIRED : MSG_STEP_ORDER };
  if (tx.validated_at === null) return { Success: false, ErrMsg: MSG_STEP_ORDER };
  if (normaliseItems(req.Items) !== tx.items) return { Success: false, ErrMsg: MSG_MYDATA_ITEMS };
  const failure = mydataSwitch(ctx);
  if (failure === 'sso') return { Success: false, ErrMsg: MSG_MYDATA_SSO };
  const returnUrl = str(req, 'Url');
  if (failure === 'url' || !returnAddressOk(returnUrl)) return { Success: false, ErrMsg: MSG_MYDATA_URL };
  const key = randomToken();
  repo.address(tx.mdid, returnUrl, key, ctx.now());
  return { Success: true, url: `${MYDATA_PORTAL_PATH}?key=${encodeURIComponent(key)}` };
};
