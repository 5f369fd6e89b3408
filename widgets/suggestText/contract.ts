import { defineContract } from '../shared/contract.js';
import { asArray, asText, isRecord } from '../shared/sanitize.js';

/**
 * ui:options of the suggestText widget: a text input with suggestions (a <datalist>):
 * from a lookup fetched as the user types (company names: A159 through a named action),
 * and/or completions of the part after '@' from a list of mail domains.
 */
export interface SuggestTextOptions {
  /** JSONata giving the suggestions: strings, or entries whose `valueKey` field is the text (e.g. "server.A159.CompName4"). */
  source?: string;
  /** Entry field holding the text when source gives objects. */
  valueKey?: string;
  /** Action run (debounced) as the user types, event {query}; source is read again when it ends. */
  suggestAction?: string;
  /** Pause after the last key before suggestAction runs, ms (number or JSONata; default 300). */
  debounceMs?: number | string;
  /** Fewest characters before suggestAction runs (default 1). */
  minChars?: number;
  /** Mail domains offered after the typed local part: ["gmail.com", "yahoo.com.tw" ...]. */
  domains?: string[];
  /** Most suggestions shown (default 10). */
  maxSuggestions?: number;
  /** Longest text kept. */
  maxLength?: number;
  /** HTML autocomplete (default off) and inputmode ('email' gives the mail keyboard). */
  autocomplete?: string;
  inputMode?: string;
}

/** The suggestion texts a source value holds. */
export function suggestionTexts(value: unknown, valueKey?: string): string[] {
  return asArray(value).flat().flatMap((x): string[] => {
    const text = isRecord(x) ? (valueKey ? asText(x[valueKey]) : '') : typeof x === 'string' || typeof x === 'number' ? String(x) : '';
    return text.trim() === '' ? [] : [text];
  });
}

/** The typed text completed with each domain that starts with what follows '@' ('' before anything is typed). */
export function domainSuggestions(text: string, domains: readonly string[]): string[] {
  if (text === '') return [];
  const at = text.indexOf('@');
  const local = at < 0 ? text : text.slice(0, at);
  const typed = at < 0 ? '' : text.slice(at + 1).toLowerCase();
  if (local === '') return [];
  return domains.filter((d) => d.toLowerCase().startsWith(typed) && d.toLowerCase() !== typed).map((d) => `${local}@${d}`);
}

/** Suggestions containing the typed text (case-insensitive), distinct, at most `max`. */
export function matching(list: readonly string[], text: string, max: number): string[] {
  const q = text.normalize('NFKC').trim().toLowerCase();
  const seen = new Set<string>();
  const out: string[] = [];
  for (const s of list) {
    if (out.length >= max) break;
    if (seen.has(s) || (q !== '' && !s.normalize('NFKC').toLowerCase().includes(q)) || s === text) continue;
    seen.add(s);
    out.push(s);
  }
  return out;
}

export const contract = defineContract<string | undefined>({
  name: 'suggestText',
  kind: 'widget',
  valueType: 'string',
  emptyValue: undefined,
  sanitize: (input, options) => {
    if (typeof input !== 'string' || input === '') return undefined;
    const max = options?.maxLength;
    return typeof max === 'number' && max >= 0 ? input.slice(0, max) : input;
  },
  optionKinds: {
    source: 'expr',
    valueKey: 'string',
    suggestAction: 'action',
    debounceMs: 'numberOrExpr',
    minChars: 'number',
    domains: 'object',
    maxSuggestions: 'number',
    maxLength: 'number',
    autocomplete: 'string',
    inputMode: 'string',
  },
});
