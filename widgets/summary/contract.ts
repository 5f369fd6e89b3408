import { defineContract } from '../shared/contract.js';
import { maskMobile } from '../../rules/functions/maskMobile.js';
import { keysOf, lookupOptions, type LookupSelectOptions } from '../lookupSelect/contract.js';
import { parseRocDate, parseRocMonth } from '../shared/roc.js';
import { asArray, isRecord } from '../shared/sanitize.js';

/**
 * ui:options of the summary field: one section of a read-only preview (/Confirm), a heading and
 * a list of label and value rows. Schema type null (it edits nothing). Every map is keyed by the
 * row's name; `labels` gives their order and labels. Each option is of a kind the config checker
 * reads (i18n keys, JSONata), so a misspelt key or a broken rule is a check fault.
 */
export interface SummaryOptions {
  /** i18n key of the section heading. */
  heading: string;
  /** Heading level 1-6 (default 2). */
  level?: number;
  /** JSONata: the section is drawn only when it gives true (absent: always). */
  visibleWhen?: string;
  /** Row name -> i18n key of its label, in the order shown (not `rows`: rjsf reserves it). */
  labels: Record<string, string>;
  /** Row name -> JSONata giving the value (a list gives its items joined). Every row needs one. */
  values: Record<string, string>;
  /** Row name -> JSONata: the row is shown only when it gives true. */
  rowVisible?: Record<string, string>;
  /**
   * Row name -> how the value is shown: text (default), rocDate, rocYearMonth, yesNo, maskId, maskMobile,
   * or textKey: the value is an i18n key (built by the row's expression, e.g. '<screen group>.issueType' & code)
   * shown translated, for a fixed code list whose texts live in locales/.
   */
  formats?: Record<string, SummaryFormat>;
  /** Row name -> JSONata giving lookup entries: the value (a code) is shown as the entry's label. */
  lookups?: Record<string, string>;
  /** Row name -> the entries' keys, as lookupSelect names them (valueKey and labelKey required: A22's CodeID, CodeDescription). */
  lookupKeys?: Record<string, Pick<LookupSelectOptions, 'valueKey' | 'labelKey' | 'labelKeyByLanguage'>>;
  /**
   * Row name -> i18n key of the text between a list's items (default widgets.summary.separator):
   * an address [zip, city code, area code, street] looked up in A22 reads best with nothing between in Chinese.
   */
  joinWith?: Record<string, string>;
  /** i18n keys of the shown empty value (default widgets.summary.empty, '—') and its spoken text (widgets.summary.emptyLabel). */
  emptyText?: string;
  emptyLabel?: string;
}

export type SummaryFormat = 'text' | 'rocDate' | 'rocYearMonth' | 'yesNo' | 'maskId' | 'maskMobile' | 'textKey';
export const SUMMARY_FORMATS: readonly SummaryFormat[] = ['text', 'rocDate', 'rocYearMonth', 'yesNo', 'maskId', 'maskMobile', 'textKey'];

export const SUMMARY_TEXTS = {
  yes: 'widgets.summary.yes',
  no: 'widgets.summary.no',
  empty: 'widgets.summary.empty',
  emptyLabel: 'widgets.summary.emptyLabel',
  separator: 'widgets.summary.separator',
} as const;

/** The texts a value is formatted with (translated). */
export interface FormatTexts {
  yes: string;
  no: string;
  separator: string;
  /** Translates an i18n key (the textKey format); absent: the key is shown as it is. */
  t?: (key: string) => string;
}

/** 'YYYMMDD' (a number, or six digits for a year below 100) -> 'YYY/MM/DD', the year without leading zeros; not a date: undefined. */
export function rocDateText(value: unknown): string | undefined {
  const text = typeof value === 'number' && Number.isInteger(value) ? String(value) : typeof value === 'string' ? value.trim() : '';
  const d = parseRocDate(/^\d{6}$/.test(text) ? text.padStart(7, '0') : text);
  return d ? `${d.y}/${String(d.m).padStart(2, '0')}/${String(d.d).padStart(2, '0')}` : undefined;
}

/** 'YYYMM' -> 'YYY/MM'; not a year-month: undefined. */
export function rocMonthText(value: unknown): string | undefined {
  const text = typeof value === 'number' && Number.isInteger(value) ? String(value) : typeof value === 'string' ? value.trim() : '';
  const d = parseRocMonth(/^\d{4}$/.test(text) ? text.padStart(5, '0') : text);
  return d ? `${d.y}/${String(d.m).padStart(2, '0')}` : undefined;
}

/** An ID number as shown back: the first 3 and last 3 characters, the rest starred ('A12****789'); 6 or fewer: all starred. */
export function maskId(text: string): string {
  if (text.length <= 6) return '*'.repeat(text.length);
  return text.slice(0, 3) + '*'.repeat(text.length - 6) + text.slice(-3);
}

const isEmpty = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.every(isEmpty));

/** label by code, for one row's lookup entries. */
export type LookupTable = ReadonlyMap<string, string>;

export function lookupTable(entries: unknown, keys: unknown, language?: string, where = 'summary lookupKeys'): LookupTable {
  const options = lookupOptions(asArray(entries), keysOf(isRecord(keys) ? (keys as Partial<LookupSelectOptions>) : {}, language, where));
  return new Map(options.map((o) => [o.value, o.label]));
}

/** One value as text (never HTML); undefined when there is nothing to show (the row then shows the empty mark). */
export function formatValue(value: unknown, format: SummaryFormat | undefined, texts: FormatTexts, lookup?: LookupTable): string | undefined {
  if (Array.isArray(value)) {
    const parts = value.map((v) => formatValue(v, format, texts, lookup)).filter((s): s is string => s !== undefined);
    return parts.length ? parts.join(texts.separator) : undefined;
  }
  if (isEmpty(value)) return undefined;
  if (typeof value === 'boolean') return value ? texts.yes : texts.no;
  let text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : JSON.stringify(value);
  if (lookup) text = lookup.get(text) ?? text;
  switch (format ?? 'text') {
    case 'rocDate': return rocDateText(value) ?? text;
    case 'rocYearMonth': return rocMonthText(value) ?? text;
    case 'yesNo': return text === 'Y' ? texts.yes : text === 'N' ? texts.no : text;
    case 'maskId': return maskId(text);
    case 'maskMobile': return maskMobile(text) ?? text;
    case 'textKey': return texts.t ? texts.t(text) : text;
    default: return text;
  }
}

/** The labels option as [row name, label key] pairs, every row with a value expression; a fault throws naming the field. */
export function rowsOf(o: Partial<SummaryOptions>, where = 'summary'): [string, string][] {
  if (typeof o.heading !== 'string' || o.heading === '') throw new Error(`${where}: the option "heading" (an i18n key) is missing`);
  if (!isRecord(o.labels) || Object.keys(o.labels).length === 0) throw new Error(`${where}: the option "labels" must map row names to label keys`);
  const values = isRecord(o.values) ? o.values : {};
  return Object.entries(o.labels).map(([name, label]) => {
    if (typeof label !== 'string' || label === '') throw new Error(`${where}: row "${name}" needs a label key`);
    if (typeof values[name] !== 'string' || values[name] === '') throw new Error(`${where}: row "${name}" has no value expression in "values"`);
    const format = isRecord(o.formats) ? o.formats[name] : undefined;
    if (format !== undefined && !SUMMARY_FORMATS.includes(format)) throw new Error(`${where}: row "${name}" has the unknown format "${String(format)}" (formats: ${SUMMARY_FORMATS.join(', ')})`);
    return [name, label];
  });
}

export const contract = defineContract<undefined>({
  name: 'summary',
  kind: 'field',
  valueType: 'null',
  emptyValue: undefined,
  sanitize: () => undefined,
  optionKinds: {
    heading: 'i18n',
    level: 'number',
    visibleWhen: 'expr',
    labels: 'i18nList',
    values: 'exprMap',
    rowVisible: 'exprMap',
    formats: 'object',
    lookups: 'exprMap',
    lookupKeys: 'object',
    joinWith: 'i18nList',
    emptyText: 'i18n',
    emptyLabel: 'i18n',
  },
  requiredOptions: ['heading', 'labels', 'values'],
  texts: { emptyText: { passes: [], default: SUMMARY_TEXTS.empty }, emptyLabel: { passes: [], default: SUMMARY_TEXTS.emptyLabel } },
  ownLabel: true,
});
