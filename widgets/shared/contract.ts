// The contract every widget and field exports beside its component. No React
// here: the headless flow engine and the config checker import contracts in Node.

/** What kind of value a ui:options entry holds, so the checker can verify it. */
export type OptionKind =
  | 'action' // name of a screen action (config `actions`), run through runtime.trigger
  | 'expr' // a JSONata expression over the evaluation context
  | 'exprMap' // name -> JSONata expression
  | 'i18n' // an i18n key
  | 'i18nList' // a list of i18n keys
  | 'number'
  | 'numberOrExpr' // a number, or a JSONata expression giving one (e.g. consts.smsOtpSeconds)
  | 'string'
  | 'boolean'
  | 'object';

export type ValueType = 'string' | 'boolean' | 'object' | 'array' | 'null';

export interface WidgetContract<V = unknown> {
  /** The name used in the UI schema: `ui:widget` for kind 'widget', `ui:field` for kind 'field'. */
  name: string;
  kind: 'widget' | 'field';
  /** The JSON Schema type of the value it edits ('null': display only, edits nothing). */
  valueType: ValueType;
  /** The value it emits when cleared (undefined lets JSON Schema `required` catch it, as rjsf's own widgets do). */
  emptyValue: V;
  /** Normalises any input into a value this widget would produce; options are its ui:options. */
  sanitize(input: unknown, options?: Readonly<Record<string, unknown>>): V;
  /** The ui:options names it reads. */
  options: readonly string[];
  optionKinds: Readonly<Record<string, OptionKind>>;
  /** ui:options that must be present. */
  requiredOptions: readonly string[];
  /** Renders its own label (set "ui:label": false so the field template does not add a second one). */
  ownLabel: boolean;
  /** Renders formContext.fieldErrors[name] itself (the field template should not repeat it). */
  ownError: boolean;
  /**
   * The served texts it draws beside its i18n options (a card list's items), for the headless
   * runner's expectText: the same values the component shows, in the given language.
   */
  servedTexts?: ServedTexts;
}

/** How a contract lists the texts it draws from served data (renderer/headless/screenText.ts). */
export type ServedTexts = (
  options: Readonly<Record<string, unknown>>,
  env: { evaluate(expr: string): Promise<unknown>; t(key: string, params?: Record<string, unknown>): string; shown<T>(value: T): T },
) => Promise<string[]>;

export interface ContractSpec<V> {
  name: string;
  kind: 'widget' | 'field';
  valueType: ValueType;
  emptyValue: V;
  sanitize(input: unknown, options?: Readonly<Record<string, unknown>>): V;
  optionKinds: Record<string, OptionKind>;
  requiredOptions?: string[];
  ownLabel?: boolean;
  ownError?: boolean;
  servedTexts?: ServedTexts;
}

export function defineContract<V>(spec: ContractSpec<V>): WidgetContract<V> {
  for (const r of spec.requiredOptions ?? []) {
    if (!(r in spec.optionKinds)) throw new Error(`contract ${spec.name}: required option "${r}" is not among its options`);
  }
  return Object.freeze({
    ...spec,
    options: Object.freeze(Object.keys(spec.optionKinds)),
    optionKinds: Object.freeze({ ...spec.optionKinds }),
    requiredOptions: Object.freeze([...(spec.requiredOptions ?? [])]),
    ownLabel: spec.ownLabel ?? false,
    ownError: spec.ownError ?? false,
  });
}
