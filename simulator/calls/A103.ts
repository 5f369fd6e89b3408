// A103: forward token for the exit back to online/mobile banking (placed into IBURL/MBURL),
// bound to the caller's apply log.
import type { Handler } from '../context.js';
import { randomToken, str } from '../util.js';

export const A103: Handler = (req, ctx) => {
  const ForwardToken = randomToken();
  ctx.store.forwardTokens.insert(ForwardToken, ctx.now(), ctx.caller.log!.ApplyLogID, str(req, 'IBMB'));
  return { Success: true, ForwardToken };
};
