// A166: saves page data (base64 of a JSON object) for the caller's verified apply log, so A152
// can give it back. Top-level parts are merged: saving PageParameter does not erase CardAndGiftInfos.
import type { Handler } from '../context.js';
import { str } from '../util.js';

const BAD = { Success: false, ErrMsg: 'PageData 格式錯誤' };

export const A166: Handler = (req, ctx) => {
  const log = ctx.caller.log!;
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(str(req, 'PageData'), 'base64').toString('utf8'));
  } catch {
    return BAD;
  }
  if (typeof parts !== 'object' || parts === null || Array.isArray(parts)) return BAD;
  const merged: Record<string, unknown> = { ...log.PageData, ...parts };
  if (str(req, 'MDIDCode')) merged.MDIDCode = str(req, 'MDIDCode');
  ctx.store.applyLogs.setPageData(log.ApplyLogID, merged);
  return { Success: true };
};
