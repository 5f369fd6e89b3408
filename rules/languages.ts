// The application's languages, read from flows/languages.json: the i18next
// code, the bank's Lang values (session and code calls), the switch's label,
// the default and the fallback. Nothing else in the runtime names a language.
import config from '../flows/languages.json';

export interface LanguageEntry {
  /** i18next code and locale file name (locales/<code>.json). */
  code: string;
  /** The bank's Lang value in the session and the logon calls (TW, EN). */
  sessionLang: string;
  /** The Lang value of the code calls (A74, A113): zh_TW. */
  apiLang: string;
  /** The language's own name, as the switch shows it. */
  label: string;
}

export interface LanguageList {
  default: string;
  fallback: string;
  languages: LanguageEntry[];
}

/** The repository's list (flows/languages.json). */
export const languageList: LanguageList = config as LanguageList;

/** A language code (i18next's). */
export type Language = string;

/** The entry of a code; an unknown code is the default language's. */
export function languageEntry(code: unknown, list: LanguageList = languageList): LanguageEntry {
  return list.languages.find((l) => l.code === code) ?? list.languages.find((l) => l.code === list.default) ?? list.languages[0];
}

/** The session's Lang value (TW, EN) for a language code. */
export function langOf(code: Language, list: LanguageList = languageList): string {
  return languageEntry(code, list).sessionLang;
}

/** The language code for a session Lang value; absent or unknown is the default language. */
export function languageOf(sessionLang: unknown, list: LanguageList = languageList): Language {
  return (list.languages.find((l) => l.sessionLang === sessionLang) ?? languageEntry(list.default, list)).code;
}

/** A Lang value of the bank for a session Lang value: 'session' (TW) or 'api' (zh_TW). */
export function bankLang(sessionLang: unknown, kind: 'session' | 'api', list: LanguageList = languageList): string {
  const entry = languageEntry(languageOf(sessionLang, list), list);
  return kind === 'api' ? entry.apiLang : entry.sessionLang;
}
