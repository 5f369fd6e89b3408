// A6: logon check, issues the session Token that every later call must carry.
import type { Handler } from '../context.js';
import { randomToken } from '../util.js';

export const A6: Handler = (_req, ctx) => {
  const Token = randomToken();
  ctx.store.tokens.issue(Token, ctx.now(), ctx.policy.tokenTtlMs);
  return { Success: true, Token };
};
