// A152: page data saved for an apply log, as a JSON string (PageParameter, CardAndGiftInfos,
// EtbInfos, OCRInfos), used to restore a session when a user returns from an external step.
import type { Handler } from '../context.js';
import { str } from '../util.js';

export const A152: Handler = (req, ctx) => {
  const log = ctx.db.data.applyLogs[str(req, 'ApplyLogID')];
  if (!log) return { Success: false, PageData: '', ErrMsg: '查無申請資料' };
  return { Success: true, PageData: JSON.stringify(log.PageData) };
};
