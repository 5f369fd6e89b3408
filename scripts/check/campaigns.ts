// Campaign files beyond their meta-schema: the file is named by its CTID (the
// simulator finds campaigns/<CTID>.json), a gift code is chosen once, and every
// text shown to applicants has its translation in each overlay of `translations`
// (English is required by the meta-schema): same lists, same lengths, no empty text
// where the bank's own text is not empty.
import { languageCodes } from './languages.js';
import { ptr } from './pointer.js';
import { field, isObj, items, str } from './walk.js';
import type { Sink, Tree } from './types.js';

/** Where a campaign's shown texts are, as paths; '*' stands for every item of a list. */
export const SHOWN_TEXTS: ReadonlyArray<ReadonlyArray<string>> = [
  ['CTIDName'], ['CardName'], ['CardCaption'], ['Product_Desc'],
  ['terms', 'CardTCCaption'], ['terms', 'CardTCUrl'], ['terms', 'TCCaption'], ['terms', 'TCUrl'],
  ['terms', 'MobileIDTCCaption'], ['terms', 'MobileIDTCURL'],
  ['CCTC', '*', 'ClauseTitle'], ['CCTC', '*', 'Clause_List', '*'],
  ['giftGroups', '*', 'name'], ['giftGroups', '*', 'gifts', '*', 'Description'],
];

/** Overlay keys the meta-schema does not require (the campaign's own is optional): this check asks for them. */
const OPTIONAL_KEYS = new Set(['Product_Desc']);

export interface MissingText { pointer: string; message: string }

/**
 * The shown texts an overlay lacks: each path of SHOWN_TEXTS walked in the campaign and the
 * overlay side by side. A list of another length, a missing or empty text where the campaign has
 * one, and a text where the campaign's is empty (CardName: withdrawn) are each one fault.
 */
export function missingTranslations(campaign: unknown, overlay: unknown, at: string): MissingText[] {
  const out: MissingText[] = [];
  const walk = (base: unknown, over: unknown, path: ReadonlyArray<string>, pointer: string, key = ''): void => {
    if (path.length === 0) {
      const own = str(base);
      if (own === undefined) return;
      const text = str(over);
      // A key the meta-schema requires is reported there ("missing required key"), once.
      if (text === undefined && over === undefined && !OPTIONAL_KEYS.has(key)) return;
      if (own !== '' && (text === undefined || text.trim() === '')) out.push({ pointer, message: `no text for "${own}" (shown to applicants): add it` });
      else if (own === '' && text !== undefined && text !== '') out.push({ pointer, message: 'must be empty, as the campaign\'s own text is' });
      return;
    }
    const [head, ...rest] = path;
    if (head === '*') {
      if (!Array.isArray(base)) return;
      if (!Array.isArray(over)) { out.push({ pointer, message: `a list of ${base.length} is needed, one for each of the campaign's` }); return; }
      if (over.length !== base.length) { out.push({ pointer, message: `has ${over.length} entries, the campaign's list has ${base.length}: one for each, in the same order` }); return; }
      base.forEach((b, i) => walk(b, over[i], rest, ptr(pointer, i)));
      return;
    }
    const next = field(base, head);
    if (next === undefined) return;
    if (rest.length > 0 && !isObj(over)) { out.push({ pointer, message: 'is missing' }); return; }
    walk(next, field(over, head), rest, ptr(pointer, head), head);
  };
  for (const path of SHOWN_TEXTS) walk(campaign, overlay, path, at);
  // The same text reported once per pointer (a missing list is reached by several paths).
  const seen = new Set<string>();
  return out.filter((m) => (seen.has(m.pointer) ? false : (seen.add(m.pointer), true)));
}

export function checkCampaigns(tree: Tree, sink: Sink): void {
  const codes = languageCodes(tree);
  const defaultLanguage = str(field(tree.languages?.data, 'default'));
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
    const translations = field(data, 'translations');
    if (!isObj(translations)) continue;
    for (const [code, overlay] of Object.entries(translations)) {
      const at = ptr('/translations', code);
      if (codes.length && !codes.includes(code)) { sink.fault(file, at, `"${code}" is not a language of flows/languages.json (${codes.join(', ')})`); continue; }
      if (code === defaultLanguage) { sink.fault(file, at, `"${code}" is the default language: its texts are the campaign's own fields`); continue; }
      for (const m of missingTranslations(data, overlay, at)) sink.fault(file, m.pointer, `${code}: ${m.message}`);
    }
  }
}
