// A166: saves page data (base64 of a JSON object) for an apply log, so A152 can give it back.
// Top-level parts are merged: saving PageParameter does not erase CardAndGiftInfos.
import type { Handler } from '../context.js';
import { str } from '../util.js';

export const A166: Handler = (req, ctx) => {
  const log = ctx.db.data.applyLogs[str(req, 'ApplyLogID')];
  if (!log) return { Success: false, ErrMsg: '查無申請資料' };
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(str(req, 'PageData'), 'base64').toString('utf8'));
  } catch {
    return { Success: false, ErrMsg: 'PageData 格式錯誤' };
  }
  if (typeof parts !== 'object' || parts === null || Array.isArray(parts)) return { Success: false, ErrMsg: 'PageData 格式錯誤' };
  Object.assign(log.PageData, parts);
  if (str(req, 'MDIDCode')) log.MDIDCode = str(req, 'MDIDCode');
  return { Success: true };
};
