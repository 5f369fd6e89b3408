// A text asked for without values is the same text until the language or the texts change, so the
// instance remembers those: a screen's hundreds of labels, hints and option texts do not each go
// through i18next's lookup (an options copy, the key split, the fallback chain) on every render
// (issue 22's first render). Every component's useTranslation gets a translator of its own from
// getFixedT; they share what is remembered, by language, namespace and prefix. A call with
// values, a count, a default or a list of keys goes to i18next as it is.
import type { i18n } from 'i18next';

type Translate = (...args: unknown[]) => unknown;
type FixedT = Translate & { lng?: unknown; lngs?: unknown; ns?: unknown; keyPrefix?: unknown };

/** Options that ask for nothing beyond the key: none, or an empty object. */
const noValues = (opts: unknown): boolean => opts === undefined || (typeof opts === 'object' && opts !== null && Object.keys(opts).length === 0);

export function rememberPlainTexts(instance: i18n): void {
  let texts = new Map<string, string>();
  // Anything that may change a text forgets them all.
  const forget = () => { texts = new Map(); };
  instance.on('languageChanged', forget);
  instance.on('loaded', forget);
  instance.store.on('added', forget);
  instance.store.on('removed', forget);
  const remembered = (scope: () => string, translate: Translate): Translate => (key, opts, ...rest) => {
    if (typeof key !== 'string' || rest.length > 0 || !noValues(opts)) return translate(key, opts, ...rest);
    const at = `${scope()}\u0000${key}`;
    const known = texts.get(at);
    if (known !== undefined) return known;
    const text = translate(key);
    if (typeof text === 'string') texts.set(at, text);
    return text;
  };

  // instance.t(key) is in the instance's language; a fixed translator's in its own.
  const t = instance.t.bind(instance) as unknown as Translate;
  instance.t = remembered(() => `\u0001${instance.language}`, t) as unknown as typeof instance.t;
  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => FixedT;
  instance.getFixedT = ((...args: unknown[]) => {
    const fixed = getFixedT(...args);
    const scope = `${String(fixed.lng ?? fixed.lngs ?? '')}\u0001${String(fixed.ns ?? '')}\u0001${String(fixed.keyPrefix ?? '')}`;
    // (a translator without its own language follows the instance's)
    const own = fixed.lng ?? fixed.lngs;
    const translate: FixedT = remembered(own === undefined || own === null ? () => `${scope}\u0001${instance.language}` : () => scope, fixed);
    // What i18next and react-i18next read of a fixed translator.
    translate.lng = fixed.lng;
    translate.lngs = fixed.lngs;
    translate.ns = fixed.ns;
    translate.keyPrefix = fixed.keyPrefix;
    return translate;
  }) as unknown as typeof instance.getFixedT;
}
