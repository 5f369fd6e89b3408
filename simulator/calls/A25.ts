// A25: the upload quota of the caller's own apply log, in KB (002 §3.2): what was submitted to it
// (by its token, or a phone's) counts against MaxSize; SingleSize is the largest file
// FileUploadPreview takes.
import type { Handler } from '../context.js';
import { usedBytes } from '../upload/quota.js';

export const A25: Handler = (_req, ctx) => {
  const log = ctx.caller.log!;
  const usedKb = Math.ceil(usedBytes(ctx.store, log.ApplyLogID, log.token) / 1024);
  return {
    Success: true, RemainSize: Math.max(0, ctx.policy.uploadTotalKb - usedKb), MaxSize: ctx.policy.uploadTotalKb,
    SingleSize: ctx.policy.uploadSingleKb, CTID: log.CTID,
  };
};
