// The browser's locale texts (virtual:locales, renderer/build/localesPlugin.ts): the fallback
// language's shell texts are bundled and a screen's own come with it (loadScreenTexts); another
// language's texts are loaded whole when it is chosen, through createI18n's `load` (i18next asks
// for them before it switches).
import { bundled, lazy, screenTexts } from 'virtual:locales';
import type { LocaleTexts } from '../engine/i18n.js';

/** The texts bundled with the app (the fallback language's). */
export const bundledTexts: LocaleTexts = bundled;

/** A language's texts, loaded; a language without a file is a fault naming it. */
export async function loadLocale(code: string): Promise<Record<string, unknown>> {
  if (Object.hasOwn(bundled, code)) return bundled[code];
  if (!Object.hasOwn(lazy, code)) throw new Error(`no locale texts for "${code}" (flows/languages.json and locales/)`);
  return lazy[code]();
}

/** The texts to start in `language`: the bundled ones, and the language's own when it is another. */
export async function startTexts(language: string): Promise<LocaleTexts> {
  return Object.hasOwn(bundled, language) ? bundledTexts : { ...bundledTexts, [language]: await loadLocale(language) };
}

/** The fallback language's texts that come with screen `id` (renderer/build/localeParts.ts), or none. */
export async function loadScreenTexts(id: string): Promise<Record<string, unknown> | undefined> {
  return Object.hasOwn(screenTexts, id) ? screenTexts[id]() : undefined;
}
