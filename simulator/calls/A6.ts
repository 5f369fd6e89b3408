// A6: logon check, issues the session Token that every later call must carry: at most
// policy.tokensPerClient per client address in its window, and each issue first deletes, at most
// every policy.sweepEveryMs, what expired (store/sweep.ts), so tokens nobody uses do not pile up.
import type { Ctx, Handler } from '../context.js';
import { MSG_TOO_MANY_TOKENS, takeToken } from '../limits.js';
import { sweep } from '../store/sweep.js';
import { randomToken } from '../util.js';

const SWEPT_KEY = 'sweptAt';

/** The longest window a rate limit counts over: older events count for nothing. */
function longestWindowMs(ctx: Ctx): number {
  return Math.max(...Object.entries(ctx.policy).filter(([k, v]) => k.endsWith('WindowMs') && typeof v === 'number').map(([, v]) => v as number));
}

function sweepWhenDue(ctx: Ctx): void {
  const now = ctx.now();
  // abs: a development clock moved back sweeps too.
  if (Math.abs(now - ctx.store.settings.number(SWEPT_KEY, 0)) < ctx.policy.sweepEveryMs) return;
  sweep(ctx.store.db, now, { previewTtlMs: ctx.policy.uploadPreviewTtlMs, longestWindowMs: longestWindowMs(ctx) });
  ctx.store.settings.put(SWEPT_KEY, now);
}

export const A6: Handler = (_req, ctx) => {
  if (!takeToken(ctx, ctx.client ?? '')) return { Success: false, Token: '', ErrMsg: MSG_TOO_MANY_TOKENS };
  sweepWhenDue(ctx);
  const Token = randomToken();
  ctx.store.tokens.issue(Token, ctx.now(), ctx.policy.tokenTtlMs);
  return { Success: true, Token };
};
