// A campaign's English (its `translations.en` overlay, issue 9 §3): every text shown to applicants
// has one, lists match the campaign's one for one, and the check names the file and JSON pointer
// of each text that is missing; the repository's campaigns are complete.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkConfig } from '../../scripts/check/index.js';
import { missingTranslations } from '../../scripts/check/campaigns.js';
import { minimalTree, REPO_ROOT, type ConfigTree } from './configTree.js';

let tree: ConfigTree | undefined;
afterEach(() => tree?.remove());

const FILE = 'campaigns/DEMO.json';

async function faultsAfter(change: (campaign: any) => void) {
  tree = minimalTree();
  tree.edit(FILE, change);
  return (await checkConfig(tree.dir)).faults;
}

describe('a campaign without an English text for a shown field', () => {
  it('the minimal campaign, complete, has no fault', async () => {
    expect(await faultsAfter(() => {})).toEqual([]);
  });

  it.each([
    ['the card name', (c: any) => { delete c.translations.en.CardName; }, '/translations/en', 'missing required key "CardName"'],
    ['an empty card name', (c: any) => { c.translations.en.CardName = ' '; }, '/translations/en/CardName', 'en: no text for "示範卡" (shown to applicants): add it'],
    ['a gift description', (c: any) => { c.translations.en.giftGroups[0].gifts[1].Description = ''; }, '/translations/en/giftGroups/0/gifts/1/Description', 'en: no text for "商品卡" (shown to applicants): add it'],
    ['a gift (one fewer than the campaign)', (c: any) => { c.translations.en.giftGroups[0].gifts.pop(); }, '/translations/en/giftGroups/0/gifts', 'en: has 1 entries, the campaign\'s list has 2: one for each, in the same order'],
    ['a gift group name', (c: any) => { c.translations.en.giftGroups[0].name = ''; }, '/translations/en/giftGroups/0/name', 'en: no text for "開卡禮" (shown to applicants): add it'],
    ['a new gift group', (c: any) => { c.giftGroups.push({ name: '週年禮', gifts: [{ GiftCode: 'G3', Description: '電影票', PicURL: '' }] }); }, '/translations/en/giftGroups', 'en: has 1 entries, the campaign\'s list has 2: one for each, in the same order'],
    ['a consent clause line', (c: any) => { c.CCTC[0].Clause_List.push('第二條'); }, '/translations/en/CCTC/0/Clause_List', 'en: has 1 entries, the campaign\'s list has 2: one for each, in the same order'],
    ['a consent title', (c: any) => { c.translations.en.CCTC[0].ClauseTitle = ''; }, '/translations/en/CCTC/0/ClauseTitle', 'en: no text for "共同行銷" (shown to applicants): add it'],
    ['a terms caption', (c: any) => { c.translations.en.terms.TCCaption = ''; }, '/translations/en/terms/TCCaption', 'en: no text for "告知事項" (shown to applicants): add it'],
    ['the product description the campaign now has', (c: any) => { c.Product_Desc = '國內消費1%回饋'; }, '/translations/en/Product_Desc', 'en: no text for "國內消費1%回饋" (shown to applicants): add it'],
    ['the whole English overlay', (c: any) => { delete c.translations.en; }, '/translations', 'missing required key "en"'],
  ])('%s: one fault naming the file and pointer', async (_what, change, pointer, message) => {
    const faults = await faultsAfter(change);
    expect(faults).toEqual([expect.objectContaining({ file: FILE, pointer, message: expect.stringContaining(message) })]);
  });

  it('a withdrawn campaign (CardName empty) keeps its English card name empty', async () => {
    const faults = await faultsAfter((c) => { c.CardName = ''; });
    expect(faults).toEqual([expect.objectContaining({ file: FILE, pointer: '/translations/en/CardName', message: 'en: must be empty, as the campaign\'s own text is' })]);
  });

  it('an overlay for a language flows/languages.json does not list is named', async () => {
    const faults = await faultsAfter((c) => { c.translations.fr = c.translations.en; });
    expect(faults).toEqual([expect.objectContaining({ file: FILE, pointer: '/translations/fr', message: expect.stringContaining('"fr" is not a language of flows/languages.json') })]);
  });
});

describe('the repository\'s campaigns', () => {
  const files = readdirSync(join(REPO_ROOT, 'campaigns')).filter((f) => f.endsWith('.json'));
  it.each(files)('%s has an English text for every shown field', (file) => {
    const campaign = JSON.parse(readFileSync(join(REPO_ROOT, 'campaigns', file), 'utf8'));
    expect(campaign.translations?.en, 'translations.en').toBeDefined();
    expect(missingTranslations(campaign, campaign.translations.en, '/translations/en')).toEqual([]);
  });
});
