// renderer/build/localesPlugin.ts: virtual:locales bundles the fallback language's texts and makes
// every other listed language a lazy import; a listed language without a file is a build fault.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localesModule } from '../../../renderer/build/localesPlugin.js';
import { languageList, type LanguageList } from '../../../rules/languages.js';

const root = resolve(import.meta.dirname, '../../..');

describe('virtual:locales', () => {
  it('given the repository\'s languages, then the fallback imported and each other language lazily', () => {
    const source = localesModule(root, languageList);
    const others = languageList.languages.filter((l) => l.code !== languageList.fallback);
    expect(source).toContain(`import fallback from ${JSON.stringify(resolve(root, 'locales', `${languageList.fallback}.json`))};`);
    expect(source).toContain(`export const bundled = { ${JSON.stringify(languageList.fallback)}: fallback };`);
    expect(others.length).toBeGreaterThan(0);
    for (const l of others) expect(source).toContain(`${JSON.stringify(l.code)}: () => import(${JSON.stringify(resolve(root, 'locales', `${l.code}.json`))})`);
    expect(source.match(/^import /gm)).toHaveLength(1);
  });

  it('a listed language without a file is refused, naming it', () => {
    const list: LanguageList = { ...languageList, languages: [...languageList.languages, { code: 'ja', sessionLang: 'JP', apiLang: 'ja_JP', label: '日本語' }] };
    expect(() => localesModule(root, list)).toThrow('flows/languages.json lists "ja" but locales/ja.json does not exist');
  });
});
