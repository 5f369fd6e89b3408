// A scenario names a text by its i18n key or as written; a key's placeholders match any value.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../renderer/engine/i18n.js';
import { nodeLocaleTexts, readLanguageList } from '../../../renderer/headless/nodeLocales.js';
import { textMatch } from '../../../scripts/scenario/textMatch.js';
import { constant, text } from '../../support/config.js';

const root = resolve(import.meta.dirname, '../../..');
const languages = readLanguageList(root);
const i18n = createI18n(languages.default, nodeLocaleTexts(root, languages), languages);

describe('textMatch', () => {
  it.each([
    ['a key with a parameter, the configured value filled in', 'err.under20', text('err.under20', { minAge: constant('minAge') }), true],
    ['a key with a parameter, any value', 'err.under20', text('err.under20', { minAge: 7 }), true],
    ['a key with a parameter inside a longer text', 'err.0000', `！${text('err.0000', { api: 'A5' })}`, true],
    ['another key\'s text', 'err.under20', text('err.over65', { maxAge: constant('maxAge') }), false],
    ['a text as written, inside a longer one', text('err.idInvalid').slice(1, 4), text('err.idInvalid'), true],
  ])('%s', (_what, want, shown, holds) => {
    expect(textMatch(i18n, want).in(shown)).toBe(holds);
  });

  it('shows the key\'s text with its placeholders, for a failure message', () => {
    expect(textMatch(i18n, 'err.under20').shown).toBe(text('err.under20', { minAge: '{minAge}' }));
  });
});
