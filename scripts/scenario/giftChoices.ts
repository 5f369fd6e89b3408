// The scenario step chooseGifts: a gift in every group the screen's gift-groups fields show, as
// the widget lists them (its `source` evaluated on the current screen and read by the widget's
// own toGroups), so a scenario gets past /Gift whatever the number of groups a campaign has.
import type { ScreenController } from '../../renderer/engine/screen.js';
import { toGroups, type Gift } from '../../widgets/giftGroups/contract.js';

/** Which gift of each group a pick chooses, from the gifts as the widget lists them. */
const PICKS = { first: (gifts: Gift[]) => gifts[0] } satisfies Record<string, (gifts: Gift[]) => Gift>;
export type GiftPick = keyof typeof PICKS;

type Ui = Record<string, unknown>;

/**
 * field -> { group key -> GiftCode } for each giftGroups field of the screen that shows at least
 * one group (its hidden fields left out); empty when the screen shows none.
 */
export async function giftChoices(controller: ScreenController, pick: GiftPick): Promise<Record<string, Record<string, string>>> {
  const out: Record<string, Record<string, string>> = {};
  for (const [field, node] of Object.entries((controller.screen.uiSchema ?? {}) as Record<string, Ui>)) {
    if (node?.['ui:field'] !== 'giftGroups' || controller.state.hidden.has(field)) continue;
    const source = (node['ui:options'] as Ui | undefined)?.source;
    if (typeof source !== 'string') continue;
    const groups = toGroups(await controller.evaluate(source));
    if (groups.length === 0) continue;
    out[field] = Object.fromEntries(groups.map((g) => [g.key, PICKS[pick](g.gifts).GiftCode]));
  }
  return out;
}
