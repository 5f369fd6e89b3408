// A73: token check; an unknown or expired token is the seeds' "token check failure" (ErrMsg, then redirect).
import type { Handler } from '../context.js';
import { MSG_TOKEN_INVALID } from '../access.js';
import { str } from '../util.js';

export const A73: Handler = (req, ctx) =>
  ctx.store.tokens.valid(str(req, 'Token'), ctx.now()) ? { Success: true, ErrMsg: '' } : { Success: false, ErrMsg: MSG_TOKEN_INVALID };
