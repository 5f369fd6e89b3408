// A150: checks the signature data the identity query (A148) returned for the caller's data platform
// transaction: spsignatureValidJson is the base64 of the JSON {MDID, PKCS7Signatures}. The
// signature must be the one A148 gave this apply log for its last successful check, naming this
// MDID (simulator/twid.ts isTwidSignature); only the Token and apply log that opened the MDID,
// before the platform answered.
import type { Handler } from '../context.js';
import { MSG_NOT_YOURS } from '../access.js';
import { mydataOf } from '../store/mydata.js';
import { isTwidSignature } from '../twid.js';
import { str } from '../util.js';
import { MSG_MYDATA_EXPIRED, MSG_MYDATA_SIGNATURE, MSG_MYDATA_SIGNATURE_FORMAT, openTx, ownTx, readSignatureJson } from './mydata.js';
import { MSG_STEP_ORDER } from './shared.js';

export const A150: Handler = (req, ctx) => {
  const data = readSignatureJson(str(req, 'spsignatureValidJson'));
  if (!data) return { Success: false, ErrMsg: MSG_MYDATA_SIGNATURE_FORMAT };
  const repo = mydataOf(ctx.store.db);
  const tx = ownTx(ctx, repo.get(data.MDID));
  if (!tx) return { Success: false, ErrMsg: MSG_NOT_YOURS };
  if (!openTx(ctx, tx)) return { Success: false, ErrMsg: tx.returned_at === null ? MSG_MYDATA_EXPIRED : MSG_STEP_ORDER };
  // Before A148 answered success, or another check's or MDID's signature: the same refusal.
  const signature = isTwidSignature(ctx, tx.apply_log_id, data.PKCS7Signatures);
  if (!signature.ok || signature.mdid !== tx.mdid) return { Success: false, ErrMsg: MSG_MYDATA_SIGNATURE };
  repo.validated(tx.mdid, ctx.now());
  return { Success: true };
};
