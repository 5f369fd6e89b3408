import { defineContract } from '../shared/contract.js';

export type DisplayKind = 'heading' | 'text' | 'notice' | 'cardName' | 'value' | 'details' | 'spinner';
export const DISPLAY_KINDS: readonly DisplayKind[] = ['heading', 'text', 'notice', 'cardName', 'value', 'details', 'spinner'];

/** ui:options of the display field (schema type null; shows text, edits nothing). */
export interface DisplayOptions {
  /** heading | text | notice | cardName | value | details | spinner (default text). */
  kind?: DisplayKind;
  /** i18n key of the text (kind 'value': the label; kind 'spinner': the status text, default widgets.display.waiting). */
  text?: string;
  /** name -> JSONata, the i18n params (of text, summary and body). */
  params?: Record<string, string>;
  /** JSONata whose result is shown as text (kind 'value' and 'cardName'; overrides text for the others). */
  valueExpr?: string;
  /** Heading level 1-6 for kind 'heading' (default 2). */
  level?: number;
  /** kind 'details': i18n key of the summary line (the button that opens and closes the section). */
  summary?: string;
  /** kind 'details': i18n key of the body text. */
  body?: string;
  /** kind 'details': JSONata whose result is the body, as text (a list gives one line each); shown after `body`. */
  bodyExpr?: string;
  /** kind 'details': open when first shown (default closed). */
  open?: boolean;
  /** kind 'details': JSONata; each time it turns true (on load, after effects) the section opens, e.g. when a field inside holds a value. */
  openWhen?: string;
  /**
   * kind 'details': names of sibling fields (of the same object) shown inside the section, in the
   * screen's order. Needs the section template (display/sections.tsx) registered as the form's
   * ObjectFieldTemplate. The section opens by itself when one of them shows an error.
   */
  fields?: string[];
}

/** The kind's options beyond kind, text, params and valueExpr (documentation and tests). */
export const KIND_OPTIONS: Readonly<Record<DisplayKind, readonly string[]>> = {
  heading: ['level'],
  text: [],
  notice: [],
  cardName: [],
  value: [],
  details: ['summary', 'body', 'bodyExpr', 'open', 'openWhen', 'fields'],
  spinner: [],
};

/** The spinner's status text when `text` is absent. */
export const DEFAULT_WAITING_TEXT = 'widgets.display.waiting';

export const contract = defineContract<undefined>({
  name: 'display',
  kind: 'field',
  valueType: 'null',
  emptyValue: undefined,
  sanitize: () => undefined,
  optionKinds: {
    kind: 'string',
    text: 'i18n',
    params: 'exprMap',
    valueExpr: 'expr',
    level: 'number',
    summary: 'i18n',
    body: 'i18n',
    bodyExpr: 'expr',
    open: 'boolean',
    openWhen: 'expr',
    fields: 'object',
  },
  texts: { text: { passes: [], params: true, default: DEFAULT_WAITING_TEXT }, summary: { passes: [], params: true }, body: { passes: [], params: true } },
  ownLabel: true,
});

/** The sibling fields a display section groups (its `fields` option, strings only). */
export function sectionFields(options: unknown): string[] {
  if (typeof options !== 'object' || options === null) return [];
  const o = options as DisplayOptions;
  if (o.kind !== 'details' || !Array.isArray(o.fields)) return [];
  return o.fields.filter((f): f is string => typeof f === 'string' && f !== '');
}
