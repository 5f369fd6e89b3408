import { defineContract } from '../shared/contract.js';
import { asArray, isRecord } from '../shared/sanitize.js';

export interface SelectOption {
  value: string;
  label: string;
}

/** ui:options of the searchSelect widget (value: the chosen option's value). */
export interface SearchSelectOptions {
  /** JSONata returning [{value, label}] (e.g. [{value: "004", label: "004 臺灣銀行"}]). */
  source: string;
  /** i18n key shown when nothing matches. */
  noResultsText?: string;
}

/** Reads the source result (nested lists, as `a.[{...}]` gives, are flattened); malformed entries are left out. */
export function toOptions(value: unknown): SelectOption[] {
  return asArray(value).flat().flatMap((x): SelectOption[] => {
    if (!isRecord(x) || (typeof x.value !== 'string' && typeof x.value !== 'number')) return [];
    return [{ value: String(x.value), label: typeof x.label === 'string' ? x.label : String(x.value) }];
  });
}

/** Options whose value or label contains the query (case-insensitive, full-width folded). */
export function filterOptions(options: readonly SelectOption[], query: string): SelectOption[] {
  const q = query.normalize('NFKC').trim().toLowerCase();
  if (q === '') return [...options];
  return options.filter((o) => o.value.toLowerCase().includes(q) || o.label.normalize('NFKC').toLowerCase().includes(q));
}

export const contract = defineContract<string | undefined>({
  name: 'searchSelect',
  kind: 'widget',
  valueType: 'string',
  emptyValue: undefined,
  sanitize: (input) => (typeof input === 'string' && input !== '' ? input : typeof input === 'number' ? String(input) : undefined),
  optionKinds: { source: 'expr', noResultsText: 'i18n' },
  requiredOptions: ['source'],
});
