// A76: device log (OS, browser, APID ...). Stored as sent, minus the token.
import type { Handler } from '../context.js';

export const A76: Handler = (req, ctx) => {
  const { Token: _token, ...device } = req;
  ctx.store.records.device(device, ctx.now());
  return { Success: true };
};
