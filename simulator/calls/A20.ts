// A20: existing-customer record. Personal data, so only for an ID that proved itself in the last
// 24 hours (SMS code via A33/A75, or a banking forward token via A99).
import type { Handler } from '../context.js';
import { str } from '../util.js';
import { idOf, isVerified } from './shared.js';

export const A20: Handler = (req, ctx) => {
  const id = idOf(req);
  const c = ctx.customers.get(id);
  if (!c) return { Success: false, ErrMsg: '查無客戶資料' };
  if (!isVerified(ctx, id)) return { Success: false, ErrMsg: '尚未完成身分驗證' };
  const log = ctx.db.data.applyLogs[str(req, 'ApplyLogID')];
  if (log && log.ID === id) log.PageData.EtbInfos = { ...c.A20 };
  return { Success: true, ApplyShortForm: 'N', ...c.A20, NameChinese: c.NameChinese };
};
