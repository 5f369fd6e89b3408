// i18next without React: the engine translates alerts and popups with it;
// the React binding shares the same instance. Single-brace interpolation
// keeps the seeds' texts as written ({phone}, {channel}, {api}).
import i18next, { type i18n } from 'i18next';
import en from '../../locales/en.json';
import zhTW from '../../locales/zh-TW.json';

export type Language = 'zh-TW' | 'en';

/** The session's Lang value (TW/EN) for a language, and back. */
export const langOf = (language: Language): 'TW' | 'EN' => (language === 'en' ? 'EN' : 'TW');
export const languageOf = (lang: unknown): Language => (lang === 'EN' ? 'en' : 'zh-TW');

export function createI18n(language: Language = 'zh-TW'): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    initAsync: false,
    resources: { 'zh-TW': { translation: zhTW }, en: { translation: en } },
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    returnNull: false,
  });
  return instance;
}
