// A152: page data saved for the caller's verified apply log, as a JSON string (PageParameter,
// CardAndGiftInfos, EtbInfos, OCRInfos), to restore a session after an external step.
import type { Handler } from '../context.js';

export const A152: Handler = (_req, ctx) => ({ Success: true, PageData: JSON.stringify(ctx.caller.log!.PageData) });
