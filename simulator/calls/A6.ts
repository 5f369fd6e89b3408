// A6: logon check, issues the session Token that later calls carry (checked by A73).
import type { Handler } from '../context.js';
import { randomToken } from '../util.js';

export const A6: Handler = (_req, ctx) => {
  const Token = randomToken();
  ctx.db.data.tokens[Token] = { issuedAt: new Date(ctx.now()).toISOString() };
  return { Success: true, Token };
};
