// The session a step's studio link carries: the keys the route's screen reads (the journey model's
// reads, and CTID, Lang, pageState) and, of the bank's kept translations (BankTexts), those of the
// texts in those values (the card's name …), so the preview draws them in every language without
// each link carrying every translation the run met (they made a whole-suite report three times
// its size).
import { BANK_TEXTS_KEY, bankTextsIn, type BankTexts } from '../../../renderer/engine/localizedValue.js';

function* stringsIn(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const v of value) yield* stringsIn(v);
  else if (typeof value === 'object' && value !== null) for (const v of Object.values(value)) yield* stringsIn(v);
}

export function linkSession(session: Record<string, unknown>, reads: ReadonlySet<string>): Record<string, unknown> {
  const picked = Object.fromEntries(Object.entries(session).filter(([key]) => key !== BANK_TEXTS_KEY && (reads.has(key) || ['CTID', 'Lang', 'pageState'].includes(key))));
  const shown = new Set(stringsIn(picked));
  const texts: BankTexts = Object.fromEntries(Object.entries(bankTextsIn(session[BANK_TEXTS_KEY])).filter(([text]) => shown.has(text)));
  return Object.keys(texts).length ? { ...picked, [BANK_TEXTS_KEY]: texts } : picked;
}
