// A138: terms documents of a campaign. TC_URL lists every document as {Caption, Url} (shape not
// given by the seeds); the card terms are also named on their own as the seeds read them.
import type { Handler } from '../context.js';
import { str } from '../util.js';
import { unknownCampaign } from './shared.js';

export const A138: Handler = (req, ctx) => {
  const ctid = str(req, 'CTID', 'CTID Query', 'CTIDQuery');
  const c = ctx.campaigns.get(ctid);
  if (!c) return unknownCampaign(ctid);
  const t = c.terms;
  return {
    Success: true,
    TC_URL: [
      { Caption: t.CardTCCaption, Url: t.CardTCUrl },
      { Caption: t.TCCaption, Url: t.TCUrl },
      { Caption: t.MobileIDTCCaption, Url: t.MobileIDTCURL },
    ],
    CardTCCaption: t.CardTCCaption,
    CardTCUrl: t.CardTCUrl,
  };
};
