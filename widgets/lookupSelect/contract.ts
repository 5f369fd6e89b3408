import { defineContract } from '../shared/contract.js';
import { asArray, asText, isRecord } from '../shared/sanitize.js';

/**
 * ui:options of the lookupSelect widget: a native <select> whose options are lookup entries
 * (the bank's A22 answer: {CodeType, CodeID, CodeDescription, ParentType, ParentCodeID}),
 * optionally filtered by another field of the form.
 */
export interface LookupSelectOptions {
  /** JSONata giving the entries, e.g. "server.A22[CodeType = 'City' and $not($exists(ParentCodeID))]". */
  source: string;
  /** Entry fields holding the code and the shown name (A22's CodeID, CodeDescription): config, the widget knows no call. */
  valueKey: string;
  labelKey: string;
  /** With parentField (and no parentSource): the entry field holding the parent's code (A22's ParentCodeID). */
  parentKey?: string;
  /** Entry field holding the name in a language other than the default: {"en": "CodeDescriptionEN"} (absent or empty there: labelKey). */
  labelKeyByLanguage?: Record<string, string>;
  /** Form field whose value filters the entries: entry[parentKey] = form[parentField] (area by city). Empty parent: no options. */
  parentField?: string;
  /**
   * With parentField: JSONata giving the parent field's entries; the chosen parent entry's
   * `allowedKey` field holds a comma list of the codes offered (occupation by job type).
   */
  parentSource?: string;
  /** The parent entry's field with the comma list of allowed codes. */
  allowedKey?: string;
  /** The parent entry's code field (default valueKey). */
  parentValueKey?: string;
  /** i18n key of the empty first option (default widgets.lookupSelect.choose). */
  placeholderText?: string;
}

export interface LookupOption {
  value: string;
  label: string;
}

export interface LookupKeys {
  valueKey: string;
  labelKey: string;
  /** Tried before labelKey (the current language's name). */
  labelKeyAlt?: string;
  /** Needed to filter by a parent's code. */
  parentKey?: string;
}

/** The entry fields the options name; `where` names the widget in the fault when valueKey or labelKey is missing. */
export function keysOf(o: Partial<LookupSelectOptions>, language?: string, where = 'lookupSelect'): LookupKeys {
  if (typeof o.valueKey !== 'string' || typeof o.labelKey !== 'string') {
    throw new Error(`${where}: ui:options needs valueKey and labelKey, the entry fields holding the code and its name (A22: CodeID, CodeDescription)`);
  }
  const byLanguage = o.labelKeyByLanguage && language ? o.labelKeyByLanguage[language] : undefined;
  return { valueKey: o.valueKey, labelKey: o.labelKey, labelKeyAlt: typeof byLanguage === 'string' ? byLanguage : undefined, parentKey: o.parentKey };
}

function code(x: unknown): string | undefined {
  return typeof x === 'string' && x !== '' ? x : typeof x === 'number' ? String(x) : undefined;
}

/** The entries as options, filtered by parent (when `parent` is given; undefined parent value gives none). */
export function lookupOptions(entries: unknown, keys: LookupKeys, parent?: { value: unknown }): LookupOption[] {
  const wanted = parent ? code(parent.value) : undefined;
  if (parent && keys.parentKey === undefined) throw new Error('lookupSelect: ui:options needs parentKey beside parentField, the entry field holding the parent\'s code');
  if (parent && wanted === undefined) return [];
  return asArray(entries).flat().flatMap((e): LookupOption[] => {
    if (!isRecord(e)) return [];
    const value = code(e[keys.valueKey]);
    if (value === undefined) return [];
    if (parent && code(e[keys.parentKey!]) !== wanted) return [];
    const alt = keys.labelKeyAlt ? asText(e[keys.labelKeyAlt]) : '';
    return [{ value, label: alt !== '' ? alt : e[keys.labelKey] === undefined ? value : asText(e[keys.labelKey]) }];
  });
}

/** The codes a parent entry allows (comma list in `allowedKey`), or undefined when no parent entry is chosen. */
export function allowedCodes(parents: unknown, parentValue: unknown, parentValueKey: string, allowedKey: string): Set<string> | undefined {
  const wanted = code(parentValue);
  if (wanted === undefined) return undefined;
  const entry = asArray(parents).flat().find((e) => isRecord(e) && code(e[parentValueKey]) === wanted);
  if (!isRecord(entry)) return new Set();
  const list = entry[allowedKey];
  const items = Array.isArray(list) ? list.map(asText) : asText(list).split(',');
  return new Set(items.map((s) => s.trim()).filter(Boolean));
}

export const contract = defineContract<string | undefined>({
  name: 'lookupSelect',
  kind: 'widget',
  valueType: 'string',
  emptyValue: undefined,
  sanitize: (input) => code(input),
  optionKinds: {
    source: 'expr',
    valueKey: 'string',
    labelKey: 'string',
    labelKeyByLanguage: 'object',
    parentKey: 'string',
    parentField: 'string',
    parentSource: 'expr',
    allowedKey: 'string',
    parentValueKey: 'string',
    placeholderText: 'i18n',
  },
  requiredOptions: ['source', 'valueKey', 'labelKey'],
  requiredWhen: { parentKey: { present: 'parentField', absent: 'parentSource' } },
  texts: { placeholderText: { passes: [], default: 'widgets.lookupSelect.choose' } },
});
