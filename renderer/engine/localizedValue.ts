// The bank's texts in the applicant's language. The bank answers with its own values (zh-TW, the
// default language: card names, gift texts, consent clauses, messages) and, beside them, the same
// texts in its other languages: `Translations: { en: { CardName: "…", GroupName1: "…",
// GiftFirstURL: [{ Description: "…" }] } }`, the answer's own field names, lists by position
// (simulator/calls/A137.ts, A17.ts, simulator/messages.ts). The runtime keeps what each answer
// translates in the session (BankTexts: bank text -> language -> text), so a text kept from an
// earlier screen (the card name) is known later too; the view picks the applicant's language when
// it draws (i18n parameters, the widgets that show served texts), so a language switch changes
// them at once with no call. Rules, session values and payloads keep the bank's own values.

/** The session key of the kept translations. */
export const BANK_TEXTS_KEY = 'BankTexts';

/** A bank text -> its text in each further language. */
export type BankTexts = Record<string, Record<string, string>>;

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The field of an answer that holds its translations. */
export const TRANSLATIONS_FIELD = 'Translations';

/**
 * What an answer translates: each string of the answer with a string at the same place of one of
 * its Translations overlays (empty strings and identical texts are left out).
 */
export function bankTextsOf(answer: unknown): BankTexts {
  const out: BankTexts = {};
  if (!isObj(answer) || !isObj(answer[TRANSLATIONS_FIELD])) return out;
  const walk = (own: unknown, other: unknown, language: string): void => {
    if (typeof own === 'string') {
      if (typeof other === 'string' && own !== '' && other !== '' && other !== own) (out[own] ??= {})[language] = other;
      return;
    }
    if (Array.isArray(own)) {
      if (Array.isArray(other)) own.forEach((item, i) => walk(item, other[i], language));
      return;
    }
    if (isObj(own) && isObj(other)) for (const key of Object.keys(other)) walk(own[key], other[key], language);
  };
  for (const [language, overlay] of Object.entries(answer[TRANSLATIONS_FIELD] as Record<string, unknown>)) {
    const { [TRANSLATIONS_FIELD]: _nested, ...own } = answer;
    walk(own, overlay, language);
  }
  return out;
}

/** Merges two sets of kept translations (the later wins for a text both translate). */
export function mergeBankTexts(kept: BankTexts | undefined, added: BankTexts): BankTexts {
  const out: BankTexts = { ...(kept ?? {}) };
  for (const [text, languages] of Object.entries(added)) out[text] = { ...(out[text] ?? {}), ...languages };
  return out;
}

/** The kept translations of a session value (anything else reads as none). */
export function bankTextsIn(value: unknown): BankTexts {
  return isObj(value) ? (value as BankTexts) : {};
}

interface SessionLike {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
}

/** Keeps what an answer translates in the session; an answer without translations writes nothing. */
export function rememberBankTexts(session: SessionLike, answer: unknown): void {
  const added = bankTextsOf(answer);
  if (Object.keys(added).length === 0) return;
  session.set(BANK_TEXTS_KEY, mergeBankTexts(bankTextsIn(session.get(BANK_TEXTS_KEY)), added));
}

/** One bank text in a language: its translation when the bank gave one, else the text itself. */
export function localizedText(value: string, language: string, texts: BankTexts): string {
  return texts[value]?.[language] ?? value;
}

/** Every string inside a value, in a language (lists and objects are copied; other values kept). */
export function localizedValue<T>(value: T, language: string, texts: BankTexts): T {
  if (typeof value === 'string') return localizedText(value, language, texts) as T;
  if (Array.isArray(value)) return value.map((v) => localizedValue(v, language, texts)) as T;
  if (isObj(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, localizedValue(v, language, texts)])) as T;
  return value;
}

/** What a widget needs of the running screen to show a served text. */
interface RuntimeLike {
  language(): string;
  context(): { session: Record<string, unknown> };
}

/** A served value as the applicant sees it: its strings in the screen's current language. */
export function shownValue<T>(runtime: RuntimeLike, value: T): T {
  const texts = bankTextsIn(runtime.context().session[BANK_TEXTS_KEY]);
  return Object.keys(texts).length ? localizedValue(value, runtime.language(), texts) : value;
}
