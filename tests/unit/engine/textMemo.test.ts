// renderer/engine/textMemo.ts: a text asked for without values is looked up once until the
// language or the texts change (every component's translator shares it); one that is only words
// is read straight from the loaded texts, with i18next's answer; a call with values is i18next's
// each time. Looked up = i18next's translator asked (counted with a spy).
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../renderer/engine/i18n.js';
import { languageList } from '../../../rules/languages.js';
import en from '../../../locales/en.json';
import zh from '../../../locales/zh-TW.json';

const texts = () => ({
  'zh-TW': { a: { hi: '你好', n: '共 {n} 筆', empty: '{n} 筆', nest: '見 $t(a.hi)', only: '只有中文' } },
  en: { a: { hi: 'Hello', n: '{n} in all', empty: '{n} rows', nest: 'See $t(a.hi)' } },
});

function counted() {
  const i18n = createI18n('zh-TW', texts(), languageList);
  // (i18next's translator: what every t call ends in)
  const lookups = vi.spyOn((i18n as unknown as { translator: { translate: () => unknown } }).translator, 'translate');
  return { i18n, lookups };
}

describe('texts without values', () => {
  it('are looked up once, shared by every fixed translator (each component has its own)', () => {
    const { i18n, lookups } = counted();
    const [t1, t2] = [i18n.getFixedT(null, 'translation'), i18n.getFixedT(null, 'translation')];
    expect([t1('a.n'), t2('a.n'), t1('a.n', {}), i18n.t('a.n'), i18n.t('a.n', {})]).toEqual(['共 {n} 筆', '共 {n} 筆', '共 {n} 筆', '共 {n} 筆', '共 {n} 筆']);
    // one for the fixed translators (their language, namespace), one for the instance's own t
    expect(lookups).toHaveBeenCalledTimes(2);
  });

  it('that are only words are read from the loaded texts, without i18next\'s lookup; the fallback language\'s when the language has none', () => {
    const { i18n, lookups } = counted();
    const t = i18n.getFixedT(null, 'translation');
    expect([t('a.hi'), i18n.t('a.hi'), i18n.getFixedT('en', 'translation')('a.hi'), i18n.getFixedT('en', 'translation')('a.only')]).toEqual(['你好', '你好', 'Hello', '只有中文']);
    expect(lookups).not.toHaveBeenCalled();
    // A text to fill in, to nest (i18next looks the nested text up too), or that is missing is i18next's.
    expect([t('a.empty'), t('a.nest'), t('a.missing')]).toEqual(['{n} 筆', '見 你好', 'a.missing']);
    expect(lookups).toHaveBeenCalledTimes(4);
  });

  it('follow a language change', async () => {
    const { i18n } = counted();
    const t = i18n.getFixedT(null, 'translation');
    expect(t('a.hi')).toBe('你好');
    await i18n.changeLanguage('en');
    expect([t('a.hi'), i18n.t('a.hi')]).toEqual(['Hello', 'Hello']);
  });

  it('follow texts added or replaced (a screen\'s own texts, a loaded language)', () => {
    const { i18n } = counted();
    const t = i18n.getFixedT(null, 'translation');
    expect(t('b.new')).toBe('b.new');
    i18n.addResourceBundle('zh-TW', 'translation', { b: { new: '新的' }, a: { hi: '哈囉' } }, true, true);
    expect([t('b.new'), t('a.hi'), i18n.t('a.hi')]).toEqual(['新的', '哈囉', '哈囉']);
  });

  it('a translator of a language of its own keeps to it', () => {
    const { i18n } = counted();
    const en = i18n.getFixedT('en', 'translation');
    expect([en('a.hi'), i18n.t('a.hi'), en('a.hi')]).toEqual(['Hello', '你好', 'Hello']);
  });
});

describe('texts with values', () => {
  it('are i18next\'s each time', () => {
    const { i18n, lookups } = counted();
    const t = i18n.getFixedT(null, 'translation');
    expect([t('a.n', { n: 1 }), t('a.n', { n: 2 }), i18n.t('a.n', { n: 3 })]).toEqual(['共 1 筆', '共 2 筆', '共 3 筆']);
    expect(lookups).toHaveBeenCalledTimes(3);
  });
});

describe('texts that are only words, asked with values to fill in (a validator\'s params)', () => {
  it('are read from the loaded texts, without i18next\'s lookup; values under an i18next option are i18next\'s', () => {
    const { i18n, lookups } = counted();
    const t = i18n.getFixedT(null, 'translation');
    const params = { missingProperty: 'Name', limit: 3 };
    expect([t('a.hi', params), i18n.t('a.hi', params), i18n.getFixedT('en', 'translation')('a.hi', params)]).toEqual(['你好', '你好', 'Hello']);
    expect(lookups).not.toHaveBeenCalled();
    // (count and context pick another text; lng another language; defaultValue, replace, ns are i18next's to read)
    for (const opts of [{ count: 1 }, { context: 'male' }, { lng: 'en' }, { defaultValue: 'x' }, { defaultValue_one: 'x' }, { replace: { n: 1 } }, { ns: 'other' }]) t('a.hi', opts);
    expect(i18n.t('a.hi', { lng: 'en' })).toBe('Hello');
    expect(lookups).toHaveBeenCalledTimes(8);
  });

  it('a text with something to fill in or nest, or missing, is i18next\'s', () => {
    const { i18n, lookups } = counted();
    const t = i18n.getFixedT(null, 'translation');
    expect([t('a.n', { n: 2 }), t('a.nest', { n: 2 }), t('a.missing', { n: 2 })]).toEqual(['共 2 筆', '見 你好', 'a.missing']);
    // (the nested text is looked up too)
    expect(lookups).toHaveBeenCalledTimes(4);
  });
});

describe('every text of locales/, asked without values', () => {
  // (i18next's own answer: its translator, beside the remembered translators)
  it.each(['zh-TW', 'en'])('in %s, is i18next\'s answer, from the instance and from a translator of the language', (language) => {
    const i18n = createI18n(language as never, { 'zh-TW': zh, en }, languageList);
    const own = (i18n as unknown as { translator: { translate: (key: string, opts?: object) => unknown } }).translator;
    const keys: string[] = [];
    const walk = (node: unknown, at: string[]) => {
      if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, [...at, k]);
      else keys.push(at.join('.'));
    };
    walk(zh, []);
    walk(en, []);
    expect(keys.length).toBeGreaterThan(0);
    const fixed = i18n.getFixedT(language, 'translation');
    const wrong = [...new Set(keys)].filter((key) => {
      const expected = own.translate(key, { lng: language });
      return i18n.t(key) !== expected || fixed(key) !== expected;
    });
    expect(wrong).toEqual([]);
    // And with values to fill in, as the validator's params and the screens' messages hand them.
    const values = { missingProperty: 'Name', limit: 3, n: 2, phone: '(02)2182-1988', api: 'A6', size: 100, mb: 0.1 };
    const wrongWithValues = [...new Set(keys)].filter((key) => {
      const expected = own.translate(key, { lng: language, ...values });
      return i18n.t(key, values) !== expected || fixed(key, values) !== expected;
    });
    expect(wrongWithValues).toEqual([]);
  });
});
