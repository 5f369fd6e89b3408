// A103: forward token for the exit back to online/mobile banking (placed into IBURL/MBURL).
import type { Handler } from '../context.js';
import { randomToken, str } from '../util.js';

export const A103: Handler = (req, ctx) => {
  const ForwardToken = randomToken();
  ctx.db.data.forwardTokens[ForwardToken] = {
    issuedAt: new Date(ctx.now()).toISOString(), ApplyLogID: str(req, 'ApplyLogID'), IBMB: str(req, 'IBMB'),
  };
  return { Success: true, ForwardToken };
};
