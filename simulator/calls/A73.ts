// A73: token check; an unknown token is the seeds' "token check failure" (ErrMsg, then redirect).
import type { Handler } from '../context.js';
import { str } from '../util.js';

export const A73: Handler = (req, ctx) => {
  const token = str(req, 'Token');
  if (token && ctx.db.data.tokens[token]) return { Success: true, ErrMsg: '' };
  return { Success: false, ErrMsg: '連線已逾時或無效，請重新申請。' };
};
