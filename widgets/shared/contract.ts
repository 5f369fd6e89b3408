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

/**
 * What a widget's code passes to the text of one of its i18n (or i18nList) options, so `npm run
 * check` can hold every locale's {placeholders} of that text to it. An option a contract does not
 * list here is drawn with no params.
 */
export interface TextParams {
  /** The values the code passes by name: the OTP countdown's {seconds}, a box label's {n} and {total}. */
  passes: readonly string[];
  /** The names of the node's ui:options.params are passed too (the screen's own values). */
  params?: boolean;
  /** Names from served data are passed too (a card list item's fields): the check cannot know them, so it accepts any. */
  served?: boolean;
  /** The i18n key drawn when the option is absent. */
  default?: string;
}

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
  /** ui:options that must be present while another is (`present`) and a third is not (`absent`). */
  requiredWhen?: Readonly<Record<string, RequiredWhen>>;
  /** Renders its own label (set "ui:label": false so the field template does not add a second one). */
  ownLabel: boolean;
  /** Renders formContext.fieldErrors[name] itself (the field template should not repeat it). */
  ownError: boolean;
  /** Text option -> the params its code passes (and its default key); an option not listed gets none. */
  texts?: Readonly<Record<string, TextParams>>;
  /**
   * The served texts it draws beside its i18n options (a card list's items), for the headless
   * runner's expectText: the same values the component shows, in the given language.
   */
  servedTexts?: ServedTexts;
}

/** How a contract lists the texts it draws from served data (scripts/scenario/screenText.ts: the scenario step expectText). */
export type ServedTexts = (
  options: Readonly<Record<string, unknown>>,
  env: { evaluate(expr: string): Promise<unknown>; t(key: string, params?: Record<string, unknown>): string; shown<T>(value: T): T },
) => Promise<string[]>;

/** An option required only beside another (a parent field) and without a third (its own way of filtering). */
export interface RequiredWhen { present: string; absent?: string }

export interface ContractSpec<V> {
  name: string;
  kind: 'widget' | 'field';
  valueType: ValueType;
  emptyValue: V;
  sanitize(input: unknown, options?: Readonly<Record<string, unknown>>): V;
  optionKinds: Record<string, OptionKind>;
  requiredOptions?: string[];
  requiredWhen?: Record<string, RequiredWhen>;
  ownLabel?: boolean;
  ownError?: boolean;
  texts?: Record<string, TextParams>;
  servedTexts?: ServedTexts;
}

/** The texts of options drawn with a default key when absent: every option of `defaults`, passing `passes[option]` (none when not listed). */
export function defaultTexts(defaults: Readonly<Record<string, string>>, passes: Readonly<Record<string, readonly string[]>> = {}): Record<string, TextParams> {
  return Object.fromEntries(Object.entries(defaults).map(([option, key]) => [option, { passes: passes[option] ?? [], default: key }]));
}

export function defineContract<V>(spec: ContractSpec<V>): WidgetContract<V> {
  for (const r of [...(spec.requiredOptions ?? []), ...Object.keys(spec.requiredWhen ?? {})]) {
    if (!(r in spec.optionKinds)) throw new Error(`contract ${spec.name}: required option "${r}" is not among its options`);
  }
  for (const option of Object.keys(spec.texts ?? {})) {
    const kind = spec.optionKinds[option];
    if (kind !== 'i18n' && kind !== 'i18nList') throw new Error(`contract ${spec.name}: texts names "${option}", which is not an i18n option`);
  }
  return Object.freeze({
    ...spec,
    options: Object.freeze(Object.keys(spec.optionKinds)),
    optionKinds: Object.freeze({ ...spec.optionKinds }),
    requiredOptions: Object.freeze([...(spec.requiredOptions ?? [])]),
    requiredWhen: Object.freeze({ ...spec.requiredWhen }),
    ownLabel: spec.ownLabel ?? false,
    ownError: spec.ownError ?? false,
    texts: Object.freeze({ ...spec.texts }),
  });
}
