import { defineContract } from '../shared/contract.js';

/**
 * ui:options of the repeatRows widget: the Add control of a group of up to N rows of the same
 * fields, kept as the seeds' flat fields (RelationType1/RelationName1/RelationID1,
 * RelationType2/...), so payload names, rules and field ids (root_RelationName2) stay the seeds'.
 * Its value is how many rows the applicant has opened ('1' .. 'N'); the screen shows a row's
 * fields with `rules.visible` reading it (and the row's own data, for a restored application).
 * The rows themselves are the screen's fields, drawn where the screen orders them.
 */
export interface RepeatRowsOptions {
  /** The field names of each row, row 1 first; N is the number of rows (not `rows`: rjsf reserves it). */
  rowFields: string[][];
  /** i18n key of the Add button, params {n} (the row it opens) and {max} (default widgets.repeatRows.add). */
  addText?: string;
  /** i18n key of the line shown in place of Add once all N rows are open, param {max} (default widgets.repeatRows.full). */
  fullText?: string;
}

export const DEFAULT_ADD_TEXT = 'widgets.repeatRows.add';
export const DEFAULT_FULL_TEXT = 'widgets.repeatRows.full';

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** The rowFields option as lists of field names; anything else is a config fault (it throws, naming the field). */
export function rowsOf(options: unknown, where = 'repeatRows'): string[][] {
  const rows = typeof options === 'object' && options !== null ? (options as { rowFields?: unknown }).rowFields : undefined;
  if (!Array.isArray(rows) || rows.length === 0) throw new Error(`${where}: the option "rowFields" must list the rows, each a list of field names`);
  return rows.map((row, i) => {
    if (!Array.isArray(row) || row.length === 0 || !row.every((f) => typeof f === 'string' && NAME.test(f))) {
      throw new Error(`${where}: row ${i + 1} of "rowFields" must be a non-empty list of field names`);
    }
    return row as string[];
  });
}

/** How many rows are open: the value as a whole number within 1..max (absent or not a number: 1). */
export function openCount(value: unknown, max: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(Math.trunc(n), Math.max(1, max));
}

/**
 * One JSONata expression giving, for each row, whether any of its fields holds a value: a row the
 * applicant filled (or a restored application holds) counts as open.
 */
export function filledExpression(rows: readonly (readonly string[])[]): string {
  return `[${rows.map((row) => `(${row.map((f) => `$boolean(form.\`${f}\`)`).join(' or ')})`).join(', ')}]`;
}

/** The rows to show: those opened, and at least up to the last row that holds data. */
export function shownCount(value: unknown, filled: unknown, max: number): number {
  const flags = Array.isArray(filled) ? filled : [];
  let last = 0;
  flags.forEach((f, i) => { if (f === true) last = i + 1; });
  return Math.min(Math.max(openCount(value, max), last), max);
}

export const contract = defineContract<string | undefined>({
  name: 'repeatRows',
  kind: 'widget',
  valueType: 'string',
  emptyValue: undefined,
  sanitize: (input, options) => {
    if (input === undefined || input === null || input === '') return undefined;
    let max = Number.MAX_SAFE_INTEGER;
    try { max = rowsOf(options).length; } catch { /* no rowFields option: no upper bound */ }
    const n = typeof input === 'number' ? input : typeof input === 'string' && /^\s*\d+\s*$/.test(input) ? Number(input) : NaN;
    if (!Number.isFinite(n) || n < 1) return undefined;
    return String(Math.min(Math.trunc(n), max));
  },
  optionKinds: { rowFields: 'object', addText: 'i18n', fullText: 'i18n' },
  requiredOptions: ['rowFields'],
  texts: { addText: { passes: ['n', 'max'], default: DEFAULT_ADD_TEXT }, fullText: { passes: ['max'], default: DEFAULT_FULL_TEXT } },
  ownLabel: true,
});
