// rules/languages.ts and i18n.ts over flows/languages.json: the
// session's Lang and the language code map both ways through the list, an
// unknown Lang is the default language, and a listed language needs its texts.
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../renderer/engine/i18n.js';
import { bankLang, langOf, languageList, languageOf, type LanguageList } from '../../../rules/languages.js';

const list: LanguageList = {
  default: 'zh-TW', fallback: 'zh-TW',
  languages: [
    { code: 'zh-TW', sessionLang: 'TW', apiLang: 'zh_TW', label: '中文' },
    { code: 'en', sessionLang: 'EN', apiLang: 'en_US', label: 'English' },
    { code: 'ja', sessionLang: 'JP', apiLang: 'ja_JP', label: '日本語' },
  ],
};

describe('languages', () => {
  it.each([['TW', 'zh-TW'], ['EN', 'en'], ['JP', 'ja'], [undefined, 'zh-TW'], ['XX', 'zh-TW']])('session Lang %s is language %s', (lang, code) => {
    expect(languageOf(lang, list)).toBe(code);
  });

  it.each([['zh-TW', 'TW'], ['en', 'EN'], ['ja', 'JP']])('language %s is session Lang %s', (code, lang) => {
    expect(langOf(code, list)).toBe(lang);
  });

  it('the API Lang value of a session Lang (A74), the default language when absent', () => {
    expect(bankLang('JP', 'api', list)).toBe('ja_JP');
    expect(bankLang(undefined, 'api', list)).toBe('zh_TW');
    expect(bankLang(undefined, 'session', list)).toBe('TW');
  });

  it('the repository lists zh-TW (default, fallback) and en', () => {
    expect(languageList.languages.map((l) => l.code)).toEqual(['zh-TW', 'en']);
    expect([languageList.default, languageList.fallback]).toEqual(['zh-TW', 'zh-TW']);
  });
});

describe('createI18n', () => {
  const texts = { 'zh-TW': { a: { hi: '你好', only: '只有中文' } }, en: { a: { hi: 'Hello' } }, ja: { a: { hi: 'こんにちは' } } };

  it('holds every listed language and starts in the one asked for', () => {
    const i18n = createI18n('ja', texts, list);
    expect(i18n.t('a.hi')).toBe('こんにちは');
    expect(i18n.getFixedT('en')('a.hi')).toBe('Hello');
  });

  it('an unlisted language starts in the default; a missing text falls back to the fallback language', () => {
    const i18n = createI18n('fr', texts, list);
    expect(i18n.language).toBe('zh-TW');
    expect(createI18n('en', texts, list).t('a.only')).toBe('只有中文');
  });

  it('a listed language without texts is refused, naming the file', () => {
    expect(() => createI18n('zh-TW', { 'zh-TW': {}, en: {} }, list)).toThrow('flows/languages.json lists "ja" but locales/ja.json was not loaded');
  });

  it('given load, when another language is chosen, then its texts are fetched once and the switch waits for them', async () => {
    const asked: string[] = [];
    const load = async (code: string) => { asked.push(code); return texts[code as keyof typeof texts]; };
    const i18n = createI18n('zh-TW', { 'zh-TW': texts['zh-TW'] }, list, { load });
    expect(asked).toEqual([]);
    expect(i18n.t('a.hi')).toBe('你好');
    await i18n.changeLanguage('ja');
    expect([i18n.language, i18n.t('a.hi'), i18n.t('a.only')]).toEqual(['ja', 'こんにちは', '只有中文']);
    await i18n.changeLanguage('zh-TW');
    await i18n.changeLanguage('ja');
    expect(asked).toEqual(['ja']);
  });

  it('given load, the start language and the fallback must still be handed in', () => {
    const load = async () => ({});
    expect(() => createI18n('en', { 'zh-TW': {} }, list, { load })).toThrow('flows/languages.json lists "en" but locales/en.json was not loaded');
    expect(() => createI18n('en', { en: {} }, list, { load })).toThrow('flows/languages.json lists "zh-TW" but locales/zh-TW.json was not loaded');
  });
});
