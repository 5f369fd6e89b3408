// The phone hand-over of /UploadID's QR link (002 §2.1: "a QR code lets the applicant upload from a
// phone"; the seeds do not say how the phone is trusted). The desktop's token, owning a verified
// apply log, asks for a code (UploadHandOver); the QR link carries ApplyLogID and that code; the
// phone, with a fresh token of its own (A6), redeems the pair once (UploadHandOverRedeem), which
// makes its token one that may only upload to that apply log (simulator/access.ts
// UPLOAD_TOKEN_CALLS), for policy.uploadPhoneTokenMs at most. A code is 144 random bits, kept as its
// SHA-256, valid for policy.uploadHandOverMs, single-use; a new code revokes the earlier ones.
// Knowing or guessing an ApplyLogID gives nothing: every refusal is the same answer.
import type { Handler } from '../context.js';
import { A61 } from './A61.js';
import { randomToken, str } from '../util.js';

export const MSG_HANDOVER_INVALID = '此 QR Code 已失效，請於電腦上重新整理頁面後再掃描。';

export const UploadHandOver: Handler = (_req, ctx) => {
  const log = ctx.caller.log!;
  const Code = randomToken();
  ctx.store.handOvers.issue(Code, log.ApplyLogID, ctx.caller.token!.token, ctx.now(), ctx.policy.uploadHandOverMs);
  return { Success: true, Code, ExpiresInSeconds: Math.floor(ctx.policy.uploadHandOverMs / 1000) };
};

export const UploadHandOverRedeem: Handler = (req, ctx) => {
  const now = ctx.now();
  const phone = ctx.caller.token!;
  const refused = { Success: false, ErrMsg: MSG_HANDOVER_INVALID };
  // A token already bound, or used for an application, is not a phone's fresh token: the code stays unspent.
  if (phone.upload_log || phone.checked_id) return refused;
  const applyLogId = str(req, 'ApplyLogID');
  const handOver = ctx.store.handOvers.redeem(str(req, 'Code'), applyLogId, now);
  // The desktop's token must still be valid and still own the apply log.
  const desktop = handOver && ctx.store.tokens.valid(handOver.issued_to, now);
  const log = handOver && ctx.store.applyLogs.get(applyLogId);
  if (!handOver || !desktop || !log || log.token !== desktop.token) return refused;
  const until = Math.min(now + ctx.policy.uploadPhoneTokenMs, desktop.expires_at);
  if (!ctx.store.tokens.bindToUpload(phone.token, log.ApplyLogID, until)) return refused;
  return { Success: true, ApplyLogID: log.ApplyLogID, CTID: log.CTID };
};

/**
 * The desktop asks, after the phone's upload, whether the phone submitted the ID photos of its
 * apply log (the newest submit of type-2 files by a phone token, front then back as uploaded) and
 * what recognition reads from them (A61's answer, the `mismatch`/`unreadable` hooks by the front's
 * file name), so it can go on without photos of its own. Uploaded N until then.
 */
export const UploadHandOverStatus: Handler = (req, ctx) => {
  const log = ctx.caller.log!;
  const byPhone = ctx.store.uploads.submittedTo(log.ApplyLogID).filter((u) => u.slot_type === '2' && u.token !== log.token);
  const last = byPhone.at(-1);
  const batch = last ? byPhone.filter((u) => u.submitted_at === last.submitted_at) : [];
  if (batch.length < 2) return { Success: true, Uploaded: 'N' };
  const [front, back] = batch.slice(-2);
  const b64 = (uuid: string) => ctx.store.uploads.content(uuid)!.toString('base64');
  const Recognition = A61({ ApplyLogID: log.ApplyLogID, FontBase64: b64(front.uuid), BackBase64: b64(back.uuid), FontFileName: front.file_name }, ctx);
  return { Success: true, Uploaded: 'Y', Recognition };
};
