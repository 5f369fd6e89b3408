// Check g: every i18n key the config uses exists in every language of
// flows/languages.json, and every locale holds the same keys as the reference
// (the list's fallback language). Locales may be flat ("index.title") or nested
// ({"index": {"title": ...}}); i18next plural forms (key_one, key_other) count.
// A key only the reference lacks is reported where it is (a typo there, most
// likely), with the nearest reference key. Languages have their own plural forms
// (English one and other, Chinese one form): a key's forms in one language
// answer for the key, or any of its forms, in another.
import { i18nSites } from './i18nSites.js';
import { languageCodes, referenceLanguage } from './languages.js';
import { didYouMean } from './didYouMean.js';
import { ptr } from './pointer.js';
import { isObj } from './walk.js';
import type { Sink, Tree } from './types.js';

/** Dotted key -> pointer in the locale file, for string leaves; other leaves are faults. */
function flatten(value: unknown, file: string, sink: Sink, prefix = '', pointer = '', out = new Map<string, string>()): Map<string, string> {
  if (!prefix && !isObj(value)) sink.fault(file, '', 'a locale file must be an object of texts');
  for (const [key, child] of Object.entries(isObj(value) ? value : {})) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    const at = ptr(pointer, key);
    if (isObj(child)) flatten(child, file, sink, dotted, at, out);
    else if (typeof child === 'string') out.set(dotted, at);
    else sink.fault(file, at, 'a locale text must be a string (or an object of texts)');
  }
  return out;
}

function defined(keys: Map<string, string>, key: string): boolean {
  return keys.has(key) || keys.has(`${key}_other`) || keys.has(`${key}_one`);
}

/** i18next's plural suffixes (CLDR's categories). */
const PLURAL = /_(zero|one|two|few|many|other)$/;
/** The text a key is, or is a plural form of. */
const textOf = (key: string): string => key.replace(PLURAL, '');
const texts = (keys: Map<string, string>): Set<string> => new Set([...keys.keys()].map(textOf));

export function checkI18n(tree: Tree, sink: Sink): void {
  const langs = languageCodes(tree);
  const keys = new Map<string, Map<string, string>>();
  for (const lang of langs) {
    const loaded = tree.locales.get(lang);
    if (loaded) keys.set(lang, flatten(loaded.data, loaded.file, sink));
  }
  const used = new Set<string>();
  for (const site of i18nSites(tree)) {
    used.add(site.key);
    const missing = langs.filter((lang) => keys.get(lang) && !defined(keys.get(lang)!, site.key));
    if (missing.length > 0) sink.fault(site.file, site.pointer, `i18n key "${site.key}" is missing in ${missing.map((l) => `locales/${l}.json`).join(' and ')}`);
  }
  const reference = referenceLanguage(tree);
  const theirs = reference === undefined ? undefined : keys.get(reference);
  if (!theirs) return;
  const theirTexts = texts(theirs);
  for (const [lang, mine] of keys) {
    if (lang === reference) continue;
    const myTexts = texts(mine);
    // Keys the reference has and this language lacks; those the config uses were reported where they are used.
    for (const [key, pointer] of theirs) {
      if (!myTexts.has(textOf(key)) && !used.has(key)) sink.fault(`locales/${lang}.json`, pointer, `key "${key}" is in locales/${reference}.json but not here`);
    }
    // Keys only this language has: a typo, or a text the reference lacks.
    for (const [key, pointer] of mine) {
      if (!theirTexts.has(textOf(key))) sink.fault(`locales/${lang}.json`, pointer, `key "${key}" is not in locales/${reference}.json (the reference language)${didYouMean(textOf(key), [...theirs.keys()].filter((k) => !myTexts.has(textOf(k))))}`);
    }
  }
}
