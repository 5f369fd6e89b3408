// Reads a screen's rjsf UI schema into typed items (expression, i18n key,
// widget name, action name) so the expression, i18n, widget and reference
// checks share one reading. A widget's contract (optionKinds) says what each
// of its ui:options holds; without a contract the naming convention below does.
import type { OptionKind, WidgetContract } from '../../widgets/shared/contract.js';
import { didYouMean } from './didYouMean.js';
import { ptr } from './pointer.js';
import { entries, isObj, str, type Obj } from './walk.js';

export type UiItem =
  | { kind: 'expr' | 'i18n' | 'widget' | 'field' | 'action' | 'formField'; pointer: string; value: string; expects?: 'number'; option?: UiOption }
  | { kind: 'fault'; pointer: string; message: string };

/** Where an i18n key of ui:options sits (the interpolation check asks the widget what it passes to it). */
export interface UiOption {
  /** The node's ui:widget or ui:field, if any. */
  widget?: string;
  /** The option's name (boxLabels for each key of that list). */
  name: string;
  /** The names of the node's ui:options.params. */
  params: string[];
}

/** Without a contract: ui:options keys holding JSONata (plus any key ending in "Expr", and every value of "params"). */
export const EXPR_OPTIONS = ['source', 'startWhen', 'restartKey', 'lockedWhen', 'href'];
/** Without a contract: ui:options keys holding i18n keys (plus any key ending in "Key"); only string values count. */
export const I18N_OPTIONS = ['label', 'text', 'linkText', 'title', 'alt', 'hint', 'countdownText', 'resendText', 'placeholder', 'description', 'help'];
/** ui:* keys whose value is an i18n key. */
export const I18N_UI_KEYS = ['ui:title', 'ui:description', 'ui:placeholder', 'ui:help'];
/** rjsf's own ui:options, valid beside any widget's contract options. */
const RJSF_OPTIONS = new Set([
  'field', 'widget', 'classNames', 'style', 'title', 'description', 'placeholder', 'help', 'autofocus', 'autocomplete', 'autocapitalize',
  'disabled', 'readonly', 'emptyValue', 'enumDisabled', 'enumNames', 'enumOrder', 'optionsSchemaSelector', 'hideError', 'order',
  'filePreview', 'inline', 'inputType', 'rows', 'submitButtonOptions', 'label', 'addable', 'copyable', 'orderable', 'removable',
]);

function conventionKind(key: string, value: unknown): OptionKind | undefined {
  if (key === 'params') return 'exprMap';
  if (key === 'enumNames') return 'i18nList';
  if (typeof value !== 'string') return undefined;
  if (key.endsWith('Expr') || EXPR_OPTIONS.includes(key)) return 'expr';
  if (key.endsWith('Key') || I18N_OPTIONS.includes(key)) return 'i18n';
  return undefined;
}

function contractKind(key: string, contract: WidgetContract): OptionKind | 'rjsf' | undefined {
  const kind = contract.optionKinds[key];
  if (kind) return kind;
  if (RJSF_OPTIONS.has(key)) return key === 'enumNames' ? 'i18nList' : ['title', 'description', 'placeholder', 'help'].includes(key) ? 'i18n' : 'rjsf';
  return undefined;
}

/** Items for one option value of a known kind; a value of the wrong shape is a fault. */
function optionItems(kind: OptionKind, value: unknown, at: string): UiItem[] {
  const bad = (what: string): UiItem[] => [{ kind: 'fault', pointer: at, message: `must be ${what}` }];
  switch (kind) {
    case 'expr': return typeof value === 'string' ? [{ kind: 'expr', pointer: at, value }] : bad('a JSONata expression (string)');
    case 'i18n': return typeof value === 'string' ? [{ kind: 'i18n', pointer: at, value }] : bad('an i18n key (string)');
    case 'action': return typeof value === 'string' ? [{ kind: 'action', pointer: at, value }] : bad('an action name (string)');
    case 'exprMap':
      if (!isObj(value)) return bad('an object of JSONata expressions');
      return entries(value).flatMap(([k, v]) => optionItems('expr', v, ptr(at, k)));
    case 'i18nList':
      if (Array.isArray(value)) return value.flatMap((v, i) => optionItems('i18n', v, ptr(at, i)));
      if (isObj(value)) return entries(value).flatMap(([k, v]) => optionItems('i18n', v, ptr(at, k)));
      return bad('a list of i18n keys');
    case 'number': return typeof value === 'number' ? [] : bad('a number');
    case 'numberOrExpr':
      // A rule giving a number (consts.otpSeconds): compiled and checked like any other, and it must give a number.
      if (typeof value === 'number') return [];
      return typeof value === 'string' ? [{ kind: 'expr', pointer: at, value, expects: 'number' }] : bad('a number, or a rule giving one (consts.<name>)');
    case 'string': return typeof value === 'string' ? [] : bad('a string');
    case 'boolean': return typeof value === 'boolean' ? [] : bad('true or false');
    case 'object': return typeof value === 'object' && value !== null ? [] : bad('an object');
    default: return []; // a kind added to OptionKind later is not checked until it is listed here
  }
}

/** An option whose name ends in "Field" (areaField, parentField) names a form field of the screen. */
const namesFormField = (key: string, value: unknown): value is string => /.Field$/.test(key) && typeof value === 'string';

function optionsItems(options: unknown, at: string, contract: WidgetContract | undefined, widget: string | undefined): UiItem[] {
  const out: UiItem[] = [];
  const params = Object.keys(isObj(options) && isObj(options.params) ? options.params : {});
  const tagged = (items: UiItem[], name: string): UiItem[] => items.map((item) => (item.kind === 'i18n' ? { ...item, option: { widget, name, params } } : item));
  for (const [key, value] of entries(options)) {
    if (namesFormField(key, value)) out.push({ kind: 'formField', pointer: ptr(at, key), value });
    if (!contract) {
      const kind = conventionKind(key, value);
      if (kind) out.push(...tagged(optionItems(kind, value, ptr(at, key)), key));
      continue;
    }
    const kind = contractKind(key, contract);
    if (kind === undefined) out.push({ kind: 'fault', pointer: ptr(at, key), message: `widget "${contract.name}" has no option "${key}" (its options: ${contract.options.join(', ') || 'none'})${didYouMean(key, contract.options)}` });
    else if (kind !== 'rjsf') out.push(...tagged(optionItems(kind, value, ptr(at, key)), key));
  }
  for (const required of contract?.requiredOptions ?? []) {
    if (!isObj(options) || !(required in options)) out.push({ kind: 'fault', pointer: at, message: `widget "${contract?.name}" needs the option "${required}"` });
  }
  for (const [required, { present, absent }] of Object.entries(contract?.requiredWhen ?? {})) {
    if (!isObj(options) || !(present in options) || (absent !== undefined && absent in options) || required in options) continue;
    out.push({ kind: 'fault', pointer: at, message: `widget "${contract?.name}" needs the option "${required}" beside "${present}"${absent ? ` (without "${absent}")` : ''}` });
  }
  return out;
}

function nodeItems(node: Obj, at: string, widgets: ReadonlyMap<string, WidgetContract>): UiItem[] {
  const out: UiItem[] = [];
  const widget = str(node['ui:field']) ?? str(node['ui:widget']);
  const contract = widget === undefined ? undefined : widgets.get(widget);
  for (const [key, value] of Object.entries(node)) {
    const here = ptr(at, key);
    if (key === 'ui:widget' || key === 'ui:field') {
      if (typeof value === 'string') out.push({ kind: key === 'ui:widget' ? 'widget' : 'field', pointer: here, value });
    } else if (I18N_UI_KEYS.includes(key)) {
      if (typeof value === 'string') out.push({ kind: 'i18n', pointer: here, value });
    } else if (key === 'ui:enumNames') {
      out.push(...optionItems('i18nList', value, here));
    } else if (!key.startsWith('ui:') && isObj(value)) {
      out.push(...nodeItems(value, here, widgets)); // a field (or "items") holding a nested node
    }
  }
  out.push(...optionsItems(node['ui:options'], ptr(at, 'ui:options'), contract, widget));
  return out;
}

/** Every item of a screen's uiSchema; pointers start at /uiSchema. */
export function uiItems(screen: unknown, widgets: ReadonlyMap<string, WidgetContract>): UiItem[] {
  const ui = isObj(screen) ? screen.uiSchema : undefined;
  return isObj(ui) ? nodeItems(ui, '/uiSchema', widgets) : [];
}
