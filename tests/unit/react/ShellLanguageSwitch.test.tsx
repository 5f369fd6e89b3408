// @vitest-environment jsdom
// The header's language switch follows flows/languages.json: two languages give
// a button naming the other one in its own language; three give a labelled menu.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../../renderer/engine/i18n.js';
import { languageList, type LanguageList } from '../../../rules/languages.js';
import { LanguageSwitch } from '../../../renderer/react/LanguageSwitch.js';
import { ANNOUNCER_ID, announce } from '../../../renderer/react/routeFocus.js';

afterEach(cleanup);

const texts = (language: string) => ({ shell: { language: `Language (${language})` } });
const threeLanguages: LanguageList = {
  ...languageList,
  languages: [...languageList.languages, { code: 'ja', sessionLang: 'JP', apiLang: 'ja_JP', label: '日本語' }],
};

function mount(list: LanguageList) {
  const i18n = createI18n(list.default, Object.fromEntries(list.languages.map((l) => [l.code, texts(l.code)])), list);
  const set: string[] = [];
  render(<I18nextProvider i18n={i18n}><LanguageSwitch list={list} setSessionLang={(lang) => set.push(lang)} /></I18nextProvider>);
  return { i18n, set };
}

describe('LanguageSwitch', () => {
  it('with two languages: a button naming the other language in its own language, which switches to it', async () => {
    const { i18n, set } = mount(languageList);
    const button = screen.getByRole('button', { name: 'English' });
    expect(button.getAttribute('lang')).toBe('en');
    await act(async () => { fireEvent.click(button); });
    expect(i18n.language).toBe('en');
    expect(set).toEqual(['EN']);
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('button', { name: '中文' }).getAttribute('lang')).toBe('zh-TW');
  });

  it('with three languages: a labelled menu listing each in its own language', async () => {
    const { i18n, set } = mount(threeLanguages);
    expect(screen.queryByRole('button')).toBeNull();
    const menu = screen.getByRole('combobox', { name: 'Language (zh-TW)' }) as HTMLSelectElement;
    expect([...menu.options].map((o) => [o.value, o.textContent, o.lang])).toEqual([['zh-TW', '中文', 'zh-TW'], ['en', 'English', 'en'], ['ja', '日本語', 'ja']]);
    expect(menu.value).toBe('zh-TW');
    await act(async () => { fireEvent.change(menu, { target: { value: 'ja' } }); });
    expect(i18n.language).toBe('ja');
    expect(set).toEqual(['JP']);
    expect((screen.getByRole('combobox', { name: 'Language (ja)' }) as HTMLSelectElement).value).toBe('ja');
  });

  it('the page says it is in the new language only once its texts have loaded, and a message made then is in it', async () => {
    let loaded: (texts: Record<string, unknown>) => void = () => undefined;
    const load = () => new Promise<Record<string, unknown>>((ok) => { loaded = ok; });
    const message = { shell: { language: 'Language' }, history: { codeUsed: '已驗證' } };
    const i18n = createI18n('zh-TW', { 'zh-TW': message }, languageList, { load });
    document.documentElement.lang = 'zh-TW';
    render(<I18nextProvider i18n={i18n}><LanguageSwitch setSessionLang={() => undefined} /></I18nextProvider>);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'English' })); });
    expect(document.documentElement.lang).toBe('zh-TW');
    expect(i18n.t('history.codeUsed')).toBe('已驗證');
    await act(async () => { loaded({ shell: { language: 'Language' }, history: { codeUsed: 'Already verified' } }); await new Promise((r) => setTimeout(r, 0)); });
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('history.codeUsed')).toBe('Already verified');
  });

  it('a switch empties the route announcer, whose last title is in the old language', async () => {
    announce(document, '填寫資料');
    await act(async () => { await new Promise((r) => setTimeout(r, 80)); });
    expect(document.getElementById(ANNOUNCER_ID)?.textContent).toBe('填寫資料');
    mount(languageList);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'English' })); });
    expect(document.getElementById(ANNOUNCER_ID)?.textContent).toBe('');
  });
});
