// renderer/build/localesPlugin.ts: virtual:locales bundles the fallback language's shell texts, makes
// each screen's own texts a part loaded with it (localeParts.ts) and every other listed language a
// lazy import; a listed language without a file is a build fault.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeParts } from '../../../renderer/build/localeParts.js';
import { localePartModule, localesModule, PART } from '../../../renderer/build/localesPlugin.js';
import { languageList, type LanguageList } from '../../../rules/languages.js';

const root = resolve(import.meta.dirname, '../../..');
const fallback = JSON.parse(readFileSync(resolve(root, 'locales', `${languageList.fallback}.json`), 'utf8')) as Record<string, unknown>;
const parts = localeParts(root, fallback);
const screenIds = readdirSync(resolve(root, 'schemas')).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));
/** The value a generated module's `JSON.parse("...")` holds. */
const parsed = (source: string, before: string) => JSON.parse(JSON.parse(new RegExp(`${before}JSON\\.parse\\(("(?:[^"\\\\]|\\\\.)*")\\)`).exec(source)![1] as string) as string) as Record<string, unknown>;

describe('virtual:locales', () => {
  it('given the repository\'s languages, then the fallback\'s shell texts bundled, each screen\'s part and each other language lazily', () => {
    const source = localesModule(root, languageList);
    const others = languageList.languages.filter((l) => l.code !== languageList.fallback);
    expect(Object.keys(parsed(source, `export const bundled = \\{ ${JSON.stringify(languageList.fallback)}: `))).toEqual(parts.shell);
    expect(others.length).toBeGreaterThan(0);
    for (const l of others) expect(source).toContain(`${JSON.stringify(l.code)}: () => import(${JSON.stringify(resolve(root, 'locales', `${l.code}.json`))})`);
    for (const id of Object.keys(parts.screens)) expect(source).toContain(`${JSON.stringify(id)}: () => import(${JSON.stringify(PART + id)})`);
    expect(source).not.toMatch(/^import /m);
  });

  it('each screen\'s part holds the groups it loads, as the fallback has them', () => {
    for (const [id, groups] of Object.entries(parts.screens)) {
      expect(parsed(localePartModule(root, languageList, id), 'export default '), id).toEqual(Object.fromEntries(groups.map((g) => [g, fallback[g]])));
    }
  });

  it('no text is lost: every group of the fallback is the shell\'s or some screen\'s', () => {
    const placed = new Set([...parts.shell, ...Object.values(parts.screens).flat()]);
    expect(Object.keys(fallback).filter((g) => !placed.has(g))).toEqual([]);
    expect(parts.shell).toEqual(expect.arrayContaining(['common', 'shell', 'err', 'validation']));
  });

  it.each(screenIds)('schemas/%s.json: every group its config names is the shell\'s or comes with it', (id) => {
    const text = readFileSync(resolve(root, 'schemas', `${id}.json`), 'utf8');
    const named = Object.keys(fallback).filter((g) => text.includes(`"${g}.`) || text.includes(`'${g}.`));
    const loaded = new Set([...parts.shell, ...(parts.screens[id] ?? [])]);
    expect(named.filter((g) => !loaded.has(g))).toEqual([]);
  });

  it('a group only one screen names, and no code, comes with that screen alone', () => {
    const owned = Object.entries(parts.screens).filter(([id, groups]) => groups.includes(id));
    expect(owned.length).toBeGreaterThan(5);
    for (const [id] of owned) expect(parts.shell, id).not.toContain(id);
  });

  it('given code that reads a property or names a file with a group\'s name, then that group still comes with its screen', () => {
    const dir = mkdtempSync(join(tmpdir(), 'locale-parts-'));
    try {
      const write = (path: string, text: string) => { mkdirSync(join(dir, path, '..'), { recursive: true }); writeFileSync(join(dir, path), text); };
      write('renderer/code.ts', "import { a } from './index.ts';\nconst label = ui.submit.label;\nt('history.ok');\nt(`widgets.${name}.open`);\n");
      write('schemas/index.json', '{ "title": "index.title", "submit": { "label": "submit.go" }, "alert": "history.ok" }');
      const texts = { index: { title: 'x' }, submit: { go: 'x' }, history: { ok: 'x' }, widgets: { otp: { open: 'x' } } };
      expect(localeParts(dir, texts)).toEqual({ shell: ['history', 'widgets'], screens: { index: ['index', 'submit'] } });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a listed language without a file is refused, naming it', () => {
    const list: LanguageList = { ...languageList, languages: [...languageList.languages, { code: 'ja', sessionLang: 'JP', apiLang: 'ja_JP', label: '日本語' }] };
    expect(() => localesModule(root, list)).toThrow('flows/languages.json lists "ja" but locales/ja.json does not exist');
  });
});
