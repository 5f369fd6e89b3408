// A text asked for without values is the same text until the language or the texts change, so the
// instance remembers those: a screen's hundreds of labels, hints and option texts do not each go
// through i18next's lookup (an options copy, the key split, the fallback chain) on every render
// (issue 22's first render). Every component's useTranslation gets a translator of its own from
// getFixedT; they share what is remembered, by language, namespace and prefix. A call with
// values, a count, a default or a list of keys goes to i18next as it is.
// The first time, a text that is only words (no {value} to fill in, no $t( of another text) is read
// straight from the loaded texts in the translator's languages, in i18next's order: i18next's lookup
// would give the same words after its key split, option copies and interpolation passes (issue 22:
// /Form1's first render asks for its labels, hints and options; most are asked once).
// A text that is only words asked for with values to fill in (a required message, handed the
// validator's params) is read straight too, when no value is one of i18next's own options: there is
// nothing to fill in, so i18next would give the stored words (issue 22's first validation).
import type { i18n } from 'i18next';

type Translate = (...args: unknown[]) => unknown;
type FixedT = Translate & { lng?: unknown; lngs?: unknown; ns?: unknown; keyPrefix?: unknown };

/** Options that ask for nothing beyond the key: none, or an empty object. */
const noValues = (opts: unknown): boolean => opts === undefined || (typeof opts === 'object' && opts !== null && Object.keys(opts).length === 0);

/**
 * i18next's option names (init and t options, i18next 26's typescript/options.d.ts): a value under
 * one of them may change which text is looked up or how (count, context, lng, ns, replace ...).
 */
const I18NEXT_OPTIONS = new Set([
  'alwaysFormat', 'appendNamespaceToCIMode', 'appendNamespaceToMissingKey', 'cacheInBuiltFormats', 'cleanCode', 'compatibilityJSON',
  'context', 'contextSeparator', 'count', 'debug', 'defaultNS', 'defaultTransParent', 'defaultValue', 'defaultVariables', 'enableSelector',
  'escapeValue', 'fallbackLng', 'fallbackNS', 'format', 'formatSeparator', 'ignoreJSONStructure', 'initAsync', 'interpolation', 'joinArrays',
  'keyPrefix', 'keySeparator', 'lng', 'lngs', 'load', 'lowerCaseLng', 'maxReplaces', 'missingInterpolationHandler', 'missingKeyHandler',
  'missingKeyNoValueFallbackToKey', 'nestingOptionsSeparator', 'nestingPrefix', 'nestingPrefixEscaped', 'nestingSuffix', 'nestingSuffixEscaped',
  'nonExplicitSupportedLngs', 'ns', 'nsMode', 'nsSeparator', 'ordinal', 'partialBundledLanguages', 'pluralSeparator', 'postProcess',
  'postProcessPassResolved', 'prefix', 'prefixEscaped', 'preload', 'replace', 'resources', 'returnDetails', 'returnEmptyString', 'returnNull',
  'returnObjects', 'saveMissing', 'saveMissingPlurals', 'saveMissingTo', 'shouldUnescape', 'skipInterpolation', 'skipOnVariables', 'suffix',
  'suffixEscaped', 'supportedLngs', 'tOptions', 'unescapePrefix', 'unescapeSuffix', 'updateMissing', 'useRawValueToEscape', 'values',
]);

/** Options that are only values to fill in: an object none of whose keys is an i18next option (or a plural's default). */
const onlyFillIns = (opts: unknown): boolean => typeof opts === 'object' && opts !== null && !Array.isArray(opts)
  && Object.keys(opts).every((name) => !I18NEXT_OPTIONS.has(name) && !name.startsWith('defaultValue'));

/** A text i18next would give back as it is stored: a string with nothing to fill in or nest. */
const onlyWords = (text: unknown): text is string => typeof text === 'string' && !text.includes('{') && !text.includes('$t(');

/**
 * `key`'s text in the first of `languages` that has it, when i18next would give it back as it is
 * stored; undefined when i18next must answer (no such text, one with values, an object, a key
 * naming its namespace, the cimode language).
 */
function storedText(instance: i18n, languages: readonly string[], key: string): string | undefined {
  const nsSeparator = instance.options.nsSeparator;
  if (typeof nsSeparator === 'string' && nsSeparator !== '' && key.includes(nsSeparator)) return undefined;
  for (const code of languages) {
    if (code === 'cimode') return undefined;
    const text: unknown = instance.getResource(code, 'translation', key);
    // (null and undefined are missing to i18next here: returnNull is false)
    if (text === undefined || text === null) continue;
    return onlyWords(text) ? text : undefined;
  }
  return undefined;
}

export function rememberPlainTexts(instance: i18n): void {
  let texts = new Map<string, string>();
  // Anything that may change a text forgets them all.
  const forget = () => { texts = new Map(); };
  instance.on('languageChanged', forget);
  instance.on('loaded', forget);
  instance.store.on('added', forget);
  instance.store.on('removed', forget);
  /** The languages i18next looks a text up in, for a translator in `language` (the instance's when none). */
  const lookupOrder = (language: unknown): readonly string[] => (language === undefined || language === null
    ? instance.languages
    : instance.services.languageUtils.toResolveHierarchy(language as string)) ?? [];
  // `stored` reads a text from the loaded texts, or is undefined for a translator whose namespace or key prefix is its own.
  const remembered = (scope: () => string, translate: Translate, stored?: (key: string) => string | undefined): Translate => (key, opts, ...rest) => {
    if (typeof key !== 'string' || rest.length > 0) return translate(key, opts, ...rest);
    // (values with nothing to fill them in: the stored words; not remembered, the lookup is cheap)
    if (!noValues(opts)) return (onlyFillIns(opts) ? stored?.(key) : undefined) ?? translate(key, opts);
    const at = `${scope()}\u0000${key}`;
    const known = texts.get(at);
    if (known !== undefined) return known;
    const text = stored?.(key) ?? translate(key);
    if (typeof text === 'string') texts.set(at, text);
    return text;
  };

  // instance.t(key) is in the instance's language; a fixed translator's in its own.
  const t = instance.t.bind(instance) as unknown as Translate;
  instance.t = remembered(() => `\u0001${instance.language}`, t, (key) => storedText(instance, lookupOrder(undefined), key)) as unknown as typeof instance.t;
  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => FixedT;
  instance.getFixedT = ((...args: unknown[]) => {
    const fixed = getFixedT(...args);
    const scope = `${String(fixed.lng ?? fixed.lngs ?? '')}\u0001${String(fixed.ns ?? '')}\u0001${String(fixed.keyPrefix ?? '')}`;
    // (a translator without its own language follows the instance's)
    const own = fixed.lng ?? fixed.lngs;
    // (read straight only in the default namespace, without a key prefix, in one language or the instance's)
    const plainScope = (fixed.ns === undefined || fixed.ns === null || fixed.ns === 'translation') && (fixed.keyPrefix === undefined || fixed.keyPrefix === null)
      && (own === undefined || own === null || typeof own === 'string');
    const stored = plainScope ? (key: string) => storedText(instance, lookupOrder(own), key) : undefined;
    const translate: FixedT = remembered(own === undefined || own === null ? () => `${scope}\u0001${instance.language}` : () => scope, fixed, stored);
    // What i18next and react-i18next read of a fixed translator.
    translate.lng = fixed.lng;
    translate.lngs = fixed.lngs;
    translate.ns = fixed.ns;
    translate.keyPrefix = fixed.keyPrefix;
    return translate;
  }) as unknown as typeof instance.getFixedT;
}
