// Campaign files beyond their meta-schema: the file is named by its CTID (the
// simulator finds campaigns/<CTID>.json), and a gift code is chosen once.
import { ptr } from './pointer.js';
import { field, items, str } from './walk.js';
import type { Sink, Tree } from './types.js';

export function checkCampaigns(tree: Tree, sink: Sink): void {
  for (const { file, data } of tree.campaigns) {
    const ctid = str(field(data, 'CTID'));
    const name = file.slice('campaigns/'.length, -'.json'.length);
    if (ctid !== undefined && ctid !== name) sink.fault(file, '/CTID', `CTID "${ctid}" must equal the file name "${name}"`);
    const seen = new Set<string>();
    items(field(data, 'giftGroups')).forEach((group, g) => {
      items(field(group, 'gifts')).forEach((gift, i) => {
        const code = str(field(gift, 'GiftCode'));
        if (code === undefined) return;
        if (seen.has(code)) sink.fault(file, ptr('/giftGroups', g, 'gifts', i, 'GiftCode'), `gift code "${code}" appears twice in this campaign`);
        seen.add(code);
      });
    });
  }
}
