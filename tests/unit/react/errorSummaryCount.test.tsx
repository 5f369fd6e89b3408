// @vitest-environment jsdom
// The error summary's heading counts the fields still in error with the app's own texts: the list
// follows the live messages, so it can come down to one field, and English then says "1 field
// needs your attention", not "1 fields" (locales/en.json's plural forms; Chinese has one form).
import { readFileSync } from 'node:fs';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../../renderer/engine/i18n.js';
import { ErrorSummary, type SummaryItem } from '../../../renderer/react/ErrorSummary.js';

afterEach(cleanup);

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const texts = { 'zh-TW': read('locales/zh-TW.json'), en: read('locales/en.json') };
const items = (n: number): SummaryItem[] => Array.from({ length: n }, (_, i) => ({ field: `F${i}`, label: `Field ${i}`, message: 'required' }));

function heading(lang: 'zh-TW' | 'en', n: number): string {
  const i18n = createI18n(lang, texts);
  render(<I18nextProvider i18n={i18n}><ErrorSummary items={items(n)} /></I18nextProvider>);
  return screen.getByRole('heading').textContent ?? '';
}

describe('ErrorSummary heading', () => {
  it.each([
    ['en', 1, '1 field needs your attention'],
    ['en', 2, '2 fields need your attention'],
    ['en', 15, '15 fields need your attention'],
    ['zh-TW', 1, '有 1 個欄位需要修正'],
    ['zh-TW', 2, '有 2 個欄位需要修正'],
  ] as const)('%s, %i fields: %s', (lang, n, text) => {
    expect(heading(lang, n)).toBe(text);
  });
});
