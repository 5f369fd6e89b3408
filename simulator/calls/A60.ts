// A60: hold-and-save. ContentJSON is the base64 of the UTF-8 of a JSON object (Page2_4, Page2_5,
// Page2_6, each { Form<n>Data, ModFlag }); the forms send `$base64utf8($string(state))`. Its
// top-level parts are merged into what this apply log held, so saving Form2 keeps Form1. Only the
// caller's own verified apply log; stored with the ID and the mobile it was verified on, which A59
// demands of a later session. Strict: padded standard base64, UTF-8 that decodes without a
// replacement, a JSON object, and at most MAX_HELD_BYTES of JSON, for one save and for the merge.
import type { Handler } from '../context.js';
import { str } from '../util.js';
import { verifiedMobile } from './shared.js';

export const MSG_CONTENT_BAD = 'ContentJSON 格式錯誤';
export const MSG_CONTENT_TOO_BIG = 'ContentJSON 資料過大';
/** The held application's JSON (UTF-8 bytes): the three forms take a few kilobytes. */
export const MAX_HELD_BYTES = 64 * 1024;
/** The longest ContentJSON: base64 of MAX_HELD_BYTES. */
export const MAX_CONTENT_CHARS = Math.ceil(MAX_HELD_BYTES / 3) * 4;

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export function decodeContent(b64: string): Record<string, unknown> | undefined {
  if (b64 === '' || !BASE64.test(b64)) return undefined;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(b64, 'base64'));
    const parts: unknown = JSON.parse(text);
    return typeof parts === 'object' && parts !== null && !Array.isArray(parts) ? (parts as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export const A60: Handler = (req, ctx) => {
  const log = ctx.caller.log!;
  const content = str(req, 'ContentJSON', 'ContentJson');
  if (content.length > MAX_CONTENT_CHARS) return { Success: false, ErrMsg: MSG_CONTENT_TOO_BIG };
  const parts = decodeContent(content);
  if (!parts) return { Success: false, ErrMsg: MSG_CONTENT_BAD };
  const prior = ctx.store.held.get(log.ApplyLogID);
  const merged = JSON.stringify({ ...(prior ? (JSON.parse(prior.content) as Record<string, unknown>) : {}), ...parts });
  if (Buffer.byteLength(merged) > MAX_HELD_BYTES) return { Success: false, ErrMsg: MSG_CONTENT_TOO_BIG };
  ctx.store.held.put({
    apply_log_id: log.ApplyLogID, id_no: log.ID, mobile: verifiedMobile(ctx, log), content: merged,
    sales_id: str(req, 'SalesID', 'SalesId') || prior?.sales_id || '', saved_at: ctx.now(),
  });
  return { Success: true };
};
