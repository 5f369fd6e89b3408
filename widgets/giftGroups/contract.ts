import { defineContract } from '../shared/contract.js';
import { asArray, isRecord } from '../shared/sanitize.js';

export interface Gift {
  GiftCode: string;
  Description: string;
  PicURL?: string;
}
export interface GiftGroup {
  key: string;
  name: string;
  gifts: Gift[];
  /** Shown as "needed"; default 1 (one gift per group). */
  needed?: number;
  /** Shown as "available"; default the number of gifts. */
  available?: number;
}

/** ui:options of the giftGroups field (value: { [group key]: GiftCode }). */
export interface GiftGroupsOptions {
  /** JSONata returning [{key, name, gifts: [{GiftCode, Description, PicURL}], needed?, available?}]. Groups without gifts are not shown. */
  source: string;
  /** i18n keys of the counters, param {n}. */
  neededLabel?: string;
  chosenLabel?: string;
  availableLabel?: string;
}

/** Reads the source result; malformed entries are left out. */
export function toGroups(value: unknown): GiftGroup[] {
  return asArray(value).flatMap((g): GiftGroup[] => {
    if (!isRecord(g) || (typeof g.key !== 'string' && typeof g.key !== 'number')) return [];
    const gifts = asArray(g.gifts).flatMap((x): Gift[] =>
      isRecord(x) && (typeof x.GiftCode === 'string' || typeof x.GiftCode === 'number')
        ? [{ GiftCode: String(x.GiftCode), Description: typeof x.Description === 'string' ? x.Description : '', PicURL: typeof x.PicURL === 'string' ? x.PicURL : undefined }]
        : [],
    );
    if (gifts.length === 0) return [];
    const group: GiftGroup = { key: String(g.key), name: typeof g.name === 'string' ? g.name : String(g.key), gifts };
    if (typeof g.needed === 'number') group.needed = g.needed;
    if (typeof g.available === 'number') group.available = g.available;
    return [group];
  });
}

export const contract = defineContract<Record<string, string>>({
  name: 'giftGroups',
  kind: 'field',
  valueType: 'object',
  emptyValue: {},
  sanitize: (input) =>
    isRecord(input) ? Object.fromEntries(Object.entries(input).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '')) : {},
  optionKinds: { source: 'expr', neededLabel: 'i18n', chosenLabel: 'i18n', availableLabel: 'i18n' },
  requiredOptions: ['source'],
  texts: { neededLabel: { passes: ['n'] }, chosenLabel: { passes: ['n'] }, availableLabel: { passes: ['n'] } },
  ownLabel: true,
});
