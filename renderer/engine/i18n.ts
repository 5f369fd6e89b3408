// i18next without React: the engine translates alerts and popups with it;
// the React binding shares the same instance. Single-brace interpolation
// keeps the seeds' texts as written ({phone}, {channel}, {api}). The
// languages and the fallback come from flows/languages.json; the locale
// texts are handed in (Node reads the files; the browser hands in the fallback's
// and loads another language's through `load` when it is chosen).
import i18next, { type i18n, type Resource } from 'i18next';
import { rememberPlainTexts } from './textMemo.js';
import { languageEntry, languageList, type Language, type LanguageList } from '../../rules/languages.js';

export { langOf, languageOf, type Language } from '../../rules/languages.js';

/** Locale texts by language code: { 'zh-TW': {...}, en: {...} }. */
export type LocaleTexts = Record<Language, Record<string, unknown>>;

export interface I18nOptions {
  /**
   * A bank text (a served value interpolated into a message: the card name, a gift group, an
   * ErrMsg) in the message's language (renderer/engine/localizedValue.ts): resolved each time a
   * text is drawn, so a language switch changes it with the message around it.
   */
  bankText?(value: string, language: string): string;
  /**
   * The texts of a listed language that were not handed in, fetched when it is chosen: i18next
   * waits for them before it switches. Without it, every listed language must be handed in.
   */
  load?(language: string): Promise<Record<string, unknown>>;
}

export function createI18n(language: Language, texts: LocaleTexts, list: LanguageList = languageList, options: I18nOptions = {}): i18n {
  const { bankText, load } = options;
  const start = languageEntry(language, list).code;
  const resources: Resource = {};
  for (const { code } of list.languages) {
    const translation = texts[code];
    if (translation) resources[code] = { translation } as Resource[string];
    else if (!load || code === start || code === list.fallback) throw new Error(`flows/languages.json lists "${code}" but locales/${code}.json was not loaded`);
  }
  const instance = i18next.createInstance();
  if (load) {
    instance.use({
      type: 'backend',
      init: () => undefined,
      read: (lng: string, _ns: string, done: (err: unknown, texts?: Record<string, unknown>) => void) => { load(lng).then((t) => done(null, t), (err: unknown) => done(err)); },
    });
  }
  void instance.init({
    partialBundledLanguages: Boolean(load),
    lng: start,
    fallbackLng: list.fallback,
    supportedLngs: list.languages.map((l) => l.code),
    initAsync: false,
    resources,
    interpolation: { escapeValue: false, prefix: '{', suffix: '}', alwaysFormat: Boolean(bankText) },
    returnNull: false,
  });
  rememberPlainTexts(instance);
  if (bankText) {
    // Every interpolated value passes the formatter (alwaysFormat): a served text is picked in the
    // message's language first; a named format ({n, number}) still applies after.
    const interpolator = instance.services.interpolator as unknown as { format: (value: unknown, format: string | undefined, lng: string, options: unknown) => unknown };
    const format = interpolator.format.bind(interpolator);
    interpolator.format = (value, fmt, lng, opts) => {
      const shown = typeof value === 'string' && lng ? bankText(value, lng) : value;
      return fmt ? format(shown, fmt, lng, opts) : shown;
    };
  }
  return instance;
}
