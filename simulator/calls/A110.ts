// A110: the completion page tells the bank which data platform transaction the case used (002 §7:
// MDID, tqID; answer not shown). Admitted on a valid Token; Success only for a transaction (MDID,
// A149's mdid) that Token opened, and, when tqID is given, only if it is that transaction's tx_id
// (A149's tx_id, the app's TX_ID). One refusal for "no such MDID", "not yours" and "wrong tqID".
// docs/spec-gaps.md '002 §2.5, §7 (NET-18)'.
import type { Handler } from '../context.js';
import { mydataOf } from '../store/mydata.js';
import { sameSecret, str } from '../util.js';

export const MSG_A110_UNKNOWN = '查無資料平台交易';

export const A110: Handler = (req, ctx) => {
  const tx = mydataOf(ctx.store.db).get(str(req, 'MDID'));
  const token = ctx.caller.token;
  const tqId = str(req, 'tqID');
  const ok = !!tx && !!token && !token.upload_log && tx.token === token.token && (tqId === '' || sameSecret(tx.tx_id, tqId));
  return ok ? { Success: true } : { Success: false, ErrMsg: MSG_A110_UNKNOWN };
};
