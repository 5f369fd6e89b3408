// FileUploadPreview (multipart: file + ApiData {extension, type, token, ApplyType}): keeps one file
// for the caller's token and answers its uuid. The server checks what the browser checked before
// (002 §5): the kind by the file's bytes (an ID photo JPEG or PNG; documents also GIF, PDF, TIFF),
// agreeing with the declared extension; the single-file size; the quota left. A refusal is
// status 1 with the seeds' message, which the app shows.
import { createHash, randomUUID } from 'node:crypto';
import type { FileHandler } from '../context.js';
import { KINDS_BY_SLOT, MSG_DOC_TYPE, MSG_ID_TYPE, kindOfExtension, msgQuota, msgTooBig, sniff } from '../upload/sniff.js';
import { str } from '../util.js';

export const MSG_NO_FILE = '上傳失敗，請重新上傳。';

const refuse = (msg: string) => ({ status: 1, url: '', size: 0, uuid: '', msg });

export const FileUploadPreview: FileHandler = (req, file, ctx) => {
  const token = ctx.caller.token!.token;
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
  ctx.store.uploads.prunePending(token, ctx.policy.uploadPendingPerToken - 1);
  const uuid = randomUUID();
  ctx.store.uploads.insert({
    uuid, token, slot_type: slot, file_name: file.fileName.slice(0, 200), kind, size: file.data.length,
    sha256: createHash('sha256').update(file.data).digest('hex'), content: file.data, created_at: ctx.now(),
  });
  return { status: 0, url: `/api/FileView?uuid=${uuid}`, size: Math.ceil(file.data.length / 1024), uuid, msg: '' };
};
