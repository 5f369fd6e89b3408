// A76: device log (OS, browser, APID ...). The bank keeps only the catalogue's fields
// (flows/calls.json A76), as strings of at most policy.deviceFieldChars, and at most
// policy.deviceLogsPerToken logs per token (its apply log's landing is written once or twice):
// a script cannot fill the disk through it. An ApplyLogID must be the caller's own.
import { MSG_NOT_YOURS } from '../access.js';
import type { Handler } from '../context.js';
import { MSG_TOO_MANY } from '../limits.js';

export const MSG_DEVICE_LOG_BAD = '裝置資料格式不正確';
const FIELDS = ['ApplyLogID', 'SalesId', 'OS', 'OSVersion', 'Browser', 'BrowserVersion', 'APID'] as const;

export const A76: Handler = (req, ctx) => {
  const token = ctx.caller.token!.token;
  const device: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = req[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' || value.length > ctx.policy.deviceFieldChars) return { Success: false, ErrMsg: MSG_DEVICE_LOG_BAD };
    device[field] = value;
  }
  if (device.ApplyLogID && ctx.store.applyLogs.get(device.ApplyLogID)?.token !== token) return { Success: false, ErrMsg: MSG_NOT_YOURS };
  const key = `device:${token}`;
  if (ctx.store.rates.count(key, ctx.now(), ctx.policy.tokenTtlMs) >= ctx.policy.deviceLogsPerToken) return { Success: false, ErrMsg: MSG_TOO_MANY };
  ctx.store.rates.add(key, ctx.now());
  ctx.store.records.device(device, ctx.now());
  return { Success: true };
};
