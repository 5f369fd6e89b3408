// Check g: every i18n key the config uses exists in both locales, and both
// locales hold the same keys. Locales may be flat ("index.title") or nested
// ({"index": {"title": ...}}); i18next plural forms (key_one, key_other) count.
import { i18nSites } from './i18nSites.js';
import { ptr } from './pointer.js';
import { isObj } from './walk.js';
import type { Sink, Tree } from './types.js';

const LANGS = ['zh-TW', 'en'] as const;

/** Dotted key -> pointer in the locale file, for string leaves; other leaves are faults. */
function flatten(value: unknown, file: string, sink: Sink, prefix = '', pointer = '', out = new Map<string, string>()): Map<string, string> {
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

export function checkI18n(tree: Tree, sink: Sink): void {
  const keys = new Map(LANGS.map((lang) => {
    const loaded = tree.locales.get(lang);
    return [lang, loaded ? flatten(loaded.data, loaded.file, sink) : undefined] as const;
  }));
  const used = new Set<string>();
  for (const site of i18nSites(tree)) {
    used.add(site.key);
    const missing = LANGS.filter((lang) => keys.get(lang) && !defined(keys.get(lang)!, site.key));
    if (missing.length > 0) sink.fault(site.file, site.pointer, `i18n key "${site.key}" is missing in ${missing.map((l) => `locales/${l}.json`).join(' and ')}`);
  }
  // Keys in one locale only; those the config uses were reported where they are used.
  for (const lang of LANGS) {
    const other = LANGS.find((l) => l !== lang)!;
    const mine = keys.get(lang);
    const theirs = keys.get(other);
    if (!mine || !theirs) continue;
    for (const [key, pointer] of theirs) {
      if (!mine.has(key) && !used.has(key)) sink.fault(`locales/${lang}.json`, pointer, `key "${key}" is in locales/${other}.json but not here`);
    }
  }
}
