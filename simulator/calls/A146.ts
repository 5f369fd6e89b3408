// A146 (000 §7, certificate-authority login; its request is not shown): after A151 saved the
// payload on the caller's apply log, logs in and answers OutputParams.Token, which A147 carries.
// The login's own failures (2035901 to /idError, E133 and others as a message: 000 §4.3) are
// forced in development with POST /__dev/faults {api: "A146", mode: "answer", answer: {...}}.
import type { Handler } from '../context.js';
import { atStep, checks, RC_SUCCESS, stepRefusal } from '../twid.js';
import { randomToken } from '../util.js';

export const A146: Handler = (_req, ctx) => {
  const row = atStep(ctx, 'saved');
  if (!row) return stepRefusal({ OutputParams: { Token: '' }, ReturnCode: '' });
  const token = randomToken();
  checks(ctx).put({ ...row, step: 'login', login_token: token, updated_at: ctx.now() });
  return { Success: true, OutputParams: { Token: token }, ReturnCode: RC_SUCCESS };
};
