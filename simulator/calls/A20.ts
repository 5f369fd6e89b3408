// A20: existing-customer record. Personal data, so only for the caller's own apply log once it is
// verified (SMS code via A33/A75, or a banking token via A99), and only for that log's ID. The zip
// of each address is the first 3 characters of its area code (HouseZip, ContactZip).
import type { Handler } from '../context.js';
import { MSG_NOT_YOURS } from '../access.js';
import { zipOf } from '../lookups.js';
import { otherId } from './shared.js';

export const A20: Handler = (req, ctx) => {
  const log = ctx.caller.log!;
  if (otherId(req, log)) return { Success: false, ErrMsg: MSG_NOT_YOURS };
  const c = ctx.customers.get(log.ID);
  if (!c) return { Success: false, ErrMsg: '查無客戶資料' };
  ctx.store.applyLogs.setPageData(log.ApplyLogID, { ...log.PageData, EtbInfos: { ...c.A20 } });
  return {
    Success: true, ApplyShortForm: c.ApplyShortForm === 'Y' ? 'Y' : 'N', ...c.A20, NameChinese: c.NameChinese,
    HouseZip: zipOf(c.A20.HouseArea ?? ''), ContactZip: zipOf(c.A20.ContactArea ?? ''),
  };
};
