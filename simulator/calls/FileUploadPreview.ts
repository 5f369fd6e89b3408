// FileUploadPreview (multipart: file + ApiData {extension, type, token, ApplyType}): keeps one file
// for the caller's token and answers its uuid. The server checks what the browser checked before
// (002 §5): the kind by the file's bytes (an ID photo JPEG or PNG; documents also GIF, PDF, TIFF),
// agreeing with the declared extension; the single-file size; the quota left. A refusal is
// status 1 with the seeds' message, which the app shows.
import { createHash, randomUUID } from 'node:crypto';
import { MSG_NOT_VERIFIED } from '../access.js';
import type { Ctx, FileHandler } from '../context.js';
import { inquiriesOf } from '../store/inquiries.js';
import type { TokenRow } from '../store/tokens.js';
import { KINDS_BY_SLOT, MSG_DOC_TYPE, MSG_ID_TYPE, kindOfExtension, msgQuota, msgTooBig, sniff } from '../upload/sniff.js';
import { str } from '../util.js';

export const MSG_NO_FILE = '上傳失敗，請重新上傳。';
export const MSG_TOO_MANY_PREVIEWS = '尚未送出的上傳檔案過多，請先送出或稍後再試';

/**
 * Whether this token has an application to upload for: an apply log it opened (A5, A28, A99; the
 * personal-loan route's /Validate2 uploads before the SMS code), the apply log a phone token was
 * handed, or a verified inquiry's supplement. A bare A6 token stores nothing.
 */
function hasApplication(ctx: Ctx, token: TokenRow): boolean {
  if (token.upload_log) return true;
  if (ctx.store.db.prepare('SELECT 1 FROM apply_logs WHERE token = ?').get(token.token)) return true;
  return inquiriesOf(ctx.store.db).get(token.token)?.verified_at != null;
}

const refuse = (msg: string) => ({ status: 1, url: '', size: 0, uuid: '', msg });

export const FileUploadPreview: FileHandler = (req, file, ctx) => {
  const token = ctx.caller.token!.token;
  if (!hasApplication(ctx, ctx.caller.token!)) return refuse(MSG_NOT_VERIFIED);
  const live = ctx.now() - ctx.policy.uploadPreviewTtlMs;
  if (ctx.store.uploads.pendingCount(token, live) >= ctx.policy.uploadPendingPerToken) return refuse(MSG_TOO_MANY_PREVIEWS);
  const { uploadSingleKb: singleKb, uploadTotalKb: totalKb } = ctx.policy;
  const slot = str(req, 'type') || '2';
  const typeMsg = slot === '2' ? MSG_ID_TYPE : MSG_DOC_TYPE;
  if (!file || file.data.length === 0) return refuse(MSG_NO_FILE);
  if (file.truncated || file.data.length > singleKb * 1024) return refuse(msgTooBig(singleKb));
  if (!Object.hasOwn(KINDS_BY_SLOT, slot)) return refuse(MSG_DOC_TYPE);
  const kind = sniff(file.data);
  if (!kind || !KINDS_BY_SLOT[slot].includes(kind)) return refuse(typeMsg);
  // The declared extension and the file name must not claim another kind than the bytes are.
  for (const declared of [str(req, 'extension'), file.fileName.includes('.') ? file.fileName : '']) {
    if (declared && kindOfExtension(declared) !== kind) return refuse(typeMsg);
  }
  // A phone token (the QR link's hand-over) counts against the apply log it was handed.
  const phoneLog = ctx.caller.token!.upload_log;
  const used = phoneLog ? ctx.store.uploads.submittedBytesOfLog(phoneLog) : ctx.store.uploads.submittedBytes(token);
  if (used + file.data.length > totalKb * 1024) return refuse(msgQuota(totalKb));
  const uuid = randomUUID();
  ctx.store.uploads.insert({
    uuid, token, slot_type: slot, file_name: file.fileName.slice(0, 200), kind, size: file.data.length,
    sha256: createHash('sha256').update(file.data).digest('hex'), content: file.data, created_at: ctx.now(),
  });
  return { status: 0, url: `/api/FileView?uuid=${uuid}`, size: Math.ceil(file.data.length / 1024), uuid, msg: '' };
};
