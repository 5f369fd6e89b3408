// What a test expects of configurable behaviour, read from the config a product owner edits
// (issue 16 §4): the texts of locales/*.json (interpolated as i18next does here: single braces,
// `{name}`), the numbers of flows/constants.json, the bank's name in brand/branding.json and a
// campaign's card and gift groups in campaigns/<CTID>.json, in either language. A correct change
// of these files then leaves the tests green; tests/changeability/staysGreen.test.ts proves it on
// a copy. Used by vitest and by the browser specs alike (no test runner imported here). The files
// are read beside this one, so in a copy of the repository they are the copy's.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Campaign } from '../../simulator/data.js';

export const CONFIG_ROOT = resolve(import.meta.dirname, '../..');

export type Lang = 'zh-TW' | 'en';

export const readConfig = <T = any>(file: string): T => JSON.parse(readFileSync(join(CONFIG_ROOT, file), 'utf8')) as T;

const locales: Partial<Record<Lang, Record<string, unknown>>> = {};
const localeOf = (lang: Lang): Record<string, unknown> => (locales[lang] ??= readConfig<Record<string, unknown>>(`locales/${lang}.json`));

/**
 * The text of an i18n key in a language, its `{param}` places filled. A key that is missing, a
 * value that is not a text or a place left without a param throws: a test can never expect
 * "undefined" or a raw "{minAge}" and pass.
 */
export function text(key: string, params: Record<string, string | number> = {}, lang: Lang = 'zh-TW'): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), localeOf(lang));
  if (typeof value !== 'string') throw new Error(`locales/${lang}.json has no text "${key}"`);
  return value.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`locales/${lang}.json "${key}": no value for {${name}}`);
    return String(params[name]);
  });
}

/** The same text in English. */
export const textEn = (key: string, params: Record<string, string | number> = {}): string => text(key, params, 'en');

/** A pattern matching the text in either language (a switch shown in both, a button named in both). */
export function eitherLanguage(key: string, params: Record<string, string | number> = {}): RegExp {
  const quote = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${quote(text(key, params))}|${quote(textEn(key, params))}`);
}

/** A value of flows/constants.json (`consts.<name>` in rules). */
export function constant<T extends string | number | boolean = number>(name: string): T {
  const entry = readConfig<{ constants: Record<string, { value: T }> }>('flows/constants.json').constants[name];
  if (!entry) throw new Error(`flows/constants.json has no constant "${name}"`);
  return entry.value;
}

interface BrandNames { name: Record<string, string>; shortName: Record<string, string> }

/** The bank's names in brand/branding.json: `name` (the full name: footer, card page) and `shortName` (the header, the tab title). */
export const brand = (): BrandNames => readConfig<BrandNames>('brand/branding.json');

/** The bank's short name as the header and the tab title show it. */
export const bankShortName = (lang: Lang = 'zh-TW'): string => brand().shortName[lang];

export const campaign = (ctid: string): Campaign => readConfig<Campaign>(`campaigns/${ctid}.json`);

/** A campaign's card name as the applicant sees it in a language. */
export function cardName(ctid: string, lang: Lang = 'zh-TW'): string {
  const c = campaign(ctid);
  return lang === 'zh-TW' ? c.CardName : c.translations[lang].CardName;
}

export interface ShownGiftGroup { name: string; gifts: Array<{ GiftCode: string; Description: string }> }

/** A campaign's gift groups in order, their names and descriptions in the language (codes are the campaign's). */
export function giftGroups(ctid: string, lang: Lang = 'zh-TW'): ShownGiftGroup[] {
  const c = campaign(ctid);
  return c.giftGroups.map((group, i) => {
    const shown = lang === 'zh-TW' ? group : c.translations[lang].giftGroups[i];
    return { name: shown.name, gifts: group.gifts.map((gift, j) => ({ GiftCode: gift.GiftCode, Description: shown.gifts[j].Description })) };
  });
}

/** The gift screen's choice of the first gift of every group: { group1: code, group2: code, … } and GiftCombination. */
export function firstGifts(ctid: string): { choice: Record<string, string>; combination: string } {
  const codes = campaign(ctid).giftGroups.map((g) => g.gifts[0].GiftCode);
  return { choice: Object.fromEntries(codes.map((code, i) => [`group${i + 1}`, code])), combination: codes.join('|') };
}
