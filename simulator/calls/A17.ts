// A17: card and gift data (000 §3.3). Ten fixed group slots; slots beyond the campaign's groups
// are empty ('' / 0 / []) so the screen drops them ("groups with no gifts are removed").
import type { Handler } from '../context.js';
import type { Campaign } from '../data.js';
import { str } from '../util.js';
import { unknownCampaign } from './shared.js';

const SLOTS = ['GiftFirst', 'GiftLow', 'GiftHigh', 'Gift4', 'Gift5', 'Gift6', 'Gift7', 'Gift8', 'Gift9', 'Gift10'];

export const A17: Handler = (req, ctx) => {
  const ctid = str(req, 'CTID');
  const c = ctx.campaigns.get(ctid);
  if (!c) return { ...unknownCampaign(ctid), CardName: '' };
  const res: Record<string, unknown> = {
    Success: true,
    CardName: c.CardName,
    CardLevelObj: [{ CardCode: c.CardCode, CardType: c.CardType, CardRealLevel: c.CardLevel }],
    CardLevelImage: c.CardImage,
    Campaign_Notice: c.Campaign_Notice,
    GatewayNo: c.GatewayNo,
  };
  SLOTS.forEach((slot, i) => {
    const group = c.giftGroups[i];
    res[`GroupName${i + 1}`] = group?.name ?? '';
    res[`${slot}Count`] = group?.gifts.length ?? 0;
    res[`${slot}URL`] = group?.gifts.map((g) => ({ Description: g.Description, GiftCode: g.GiftCode, PicURL: g.PicURL })) ?? [];
  });
  res.Translations = a17Translations(c);
  return res;
};

/** The card name, group names and gift descriptions in the campaign's other languages, under the answer's own field names (lists by position). */
export function a17Translations(c: Campaign): Record<string, Record<string, unknown>> {
  return Object.fromEntries(Object.entries(c.translations).map(([code, t]) => {
    const texts: Record<string, unknown> = { CardName: t.CardName };
    t.giftGroups.forEach((group, i) => {
      if (i >= SLOTS.length) return;
      texts[`GroupName${i + 1}`] = group.name;
      texts[`${SLOTS[i]}URL`] = group.gifts.map((g) => ({ Description: g.Description }));
    });
    return [code, texts];
  }));
}
