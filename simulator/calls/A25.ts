// A25: the upload quota of the caller's own apply log, in KB (002 §3.2): what its token submitted
// counts against MaxSize; SingleSize is the largest file FileUploadPreview takes.
import type { Handler } from '../context.js';

export const A25: Handler = (_req, ctx) => {
  const log = ctx.caller.log!;
  const usedKb = Math.ceil(ctx.store.uploads.submittedBytes(log.token) / 1024);
  return {
    Success: true, RemainSize: Math.max(0, ctx.policy.uploadTotalKb - usedKb), MaxSize: ctx.policy.uploadTotalKb,
    SingleSize: ctx.policy.uploadSingleKb, CTID: log.CTID,
  };
};
