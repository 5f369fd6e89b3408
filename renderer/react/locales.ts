// The browser's locale texts: every locales/<code>.json, bundled (the list of
// languages is flows/languages.json; createI18n faults a listed one without a file).
import type { LocaleTexts } from '../engine/i18n.js';

const files = import.meta.glob<Record<string, unknown>>('../../locales/*.json', { eager: true, import: 'default' });

export const localeTexts: LocaleTexts = Object.fromEntries(
  Object.entries(files).map(([path, texts]) => [path.replace(/^.*\/([^/]+)\.json$/, '$1'), texts]),
);
