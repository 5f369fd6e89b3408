// FileUploadSubmit (ApiData {uuidList, ApplyLogID, ApplyType}): binds previewed files to the
// caller's own apply log (the token that opened it, or the phone token handed that apply log by
// /UploadID's QR link). Every uuid must be a preview of the calling token (one answer for "no such
// file" and "not yours"); the apply log's total stays within the quota. status 0, or 2 + errMsg.
import type { FileHandler } from '../context.js';
import { msgQuota } from '../upload/sniff.js';
import { usedBytes } from '../upload/quota.js';

export const MSG_NO_UPLOAD = '查無上傳檔案，請重新上傳';

const uuidsOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [])
    .filter((u): u is string => typeof u === 'string').map((u) => u.trim()).filter(Boolean);

export const FileUploadSubmit: FileHandler = (req, _file, ctx) => {
  const log = ctx.caller.log!;
  const token = ctx.caller.token!.token;
  const uuids = [...new Set(uuidsOf(req.uuidList))];
  if (uuids.length === 0 || uuids.length > 20) return { status: 2, errMsg: MSG_NO_UPLOAD };
  const uploads = uuids.map((u) => ctx.store.uploads.get(u));
  // A preview not submitted within its lifetime (policy.uploadPreviewTtlMs) is gone.
  const expired = (u: NonNullable<typeof uploads[number]>) => u.submitted_at === null && u.created_at <= ctx.now() - ctx.policy.uploadPreviewTtlMs;
  if (uploads.some((u) => !u || u.token !== token || (u.apply_log_id !== null && u.apply_log_id !== log.ApplyLogID) || expired(u))) {
    return { status: 2, errMsg: MSG_NO_UPLOAD };
  }
  const adding = uploads.filter((u) => u!.submitted_at === null).reduce((sum, u) => sum + u!.size, 0);
  const submitted = usedBytes(ctx.store, log.ApplyLogID, log.token);
  if (submitted + adding > ctx.policy.uploadTotalKb * 1024) {
    return { status: 2, errMsg: msgQuota(ctx.policy.uploadTotalKb) };
  }
  // One submit, one time: the files of a submit are told apart from the next by it.
  const now = ctx.now();
  for (const u of uploads) if (u!.submitted_at === null) ctx.store.uploads.submit(u!.uuid, log.ApplyLogID, now);
  return { status: 0, errMsg: '' };
};
