// A122: CPA (affiliate) check for links ending with the CPA marker: what to report as a conversion.
import type { Handler } from '../context.js';
import { str } from '../util.js';
import { unknownCampaign } from './shared.js';

export const A122: Handler = (req, ctx) => {
  const ctid = str(req, 'CTID');
  const c = ctx.campaigns.get(ctid);
  if (!c) return unknownCampaign(ctid);
  return {
    Success: true, CPAAction: 'apply', CPAItem: c.CTID, CPAPrice: '0', CPAQuantity: '1',
    CPAMemo: c.CardName || c.CardCaption,
  };
};
