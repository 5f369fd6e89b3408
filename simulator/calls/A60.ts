// A60: hold-and-save. ContentJSON is the base64 of a JSON object (Page2_4, Page2_5, Page2_6 with
// their ModFlag); its top-level parts are merged into what this apply log held, so saving Form2
// keeps Form1. Only the caller's own verified apply log; stored with the ID and the mobile it was
// verified on, which A59 demands of a later session.
import type { Handler } from '../context.js';
import { str } from '../util.js';
import { verifiedMobile } from './shared.js';

export const MSG_CONTENT_BAD = 'ContentJSON 格式錯誤';

export function decodeContent(b64: string): Record<string, unknown> | undefined {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64)) return undefined;
  try {
    const parts: unknown = JSON.parse(Buffer.from(b64, 'base64').toString('utf8'));
    return typeof parts === 'object' && parts !== null && !Array.isArray(parts) ? (parts as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export const A60: Handler = (req, ctx) => {
  const log = ctx.caller.log!;
  const parts = decodeContent(str(req, 'ContentJSON', 'ContentJson'));
  if (!parts) return { Success: false, ErrMsg: MSG_CONTENT_BAD };
  const prior = ctx.store.held.get(log.ApplyLogID);
  const merged = { ...(prior ? (JSON.parse(prior.content) as Record<string, unknown>) : {}), ...parts };
  ctx.store.held.put({
    apply_log_id: log.ApplyLogID, id_no: log.ID, mobile: verifiedMobile(ctx, log), content: JSON.stringify(merged),
    sales_id: str(req, 'SalesID', 'SalesId') || prior?.sales_id || '', saved_at: ctx.now(),
  });
  return { Success: true };
};
