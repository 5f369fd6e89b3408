// The languages of flows/languages.json in the check: a third language is a
// locale file plus a line (and the brand's texts in it: the bank's name, the
// footer, brand/branding.json); a locale file with a missing or misspelt key, bad
// JSON, no line in the list, or a line without a file is a fault with file and
// pointer. Scenario languages and session keys in scenarios are checked too.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkConfig } from '../../scripts/check/index.js';
import { minimalTree, type ConfigTree } from './configTree.js';

let tree: ConfigTree | undefined;
afterEach(() => tree?.remove());

const LANGS = 'flows/languages.json';
const JA = 'locales/ja.json';
const SCENARIO = 'tests/fixtures/happy.json';

/** Every { zh-TW, en } text of a branding file gets a ja text (the English one stands in). */
function addJapaneseTexts(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  const obj = node as Record<string, unknown>;
  if (typeof obj.en === 'string' && typeof obj['zh-TW'] === 'string') obj.ja = obj.en;
  for (const value of Object.values(obj)) addJapaneseTexts(value);
}

function dropJapaneseTexts(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  delete (node as Record<string, unknown>).ja;
  for (const value of Object.values(node)) dropJapaneseTexts(value);
}

/** The minimal tree with Japanese added (the English texts stand in), then `change`. */
async function withJapanese(change?: (t: ConfigTree) => void) {
  tree = minimalTree();
  const t = tree;
  t.write(JA, JSON.stringify(t.read('locales/en.json'), null, 2));
  t.edit(LANGS, (j) => { j.languages.push({ code: 'ja', sessionLang: 'JP', apiLang: 'ja_JP', label: '日本語' }); });
  t.edit('brand/branding.json', addJapaneseTexts);
  change?.(t);
  return (await checkConfig(t.dir)).faults;
}

describe('a third language', () => {
  it('is a locale file plus a line in flows/languages.json: no fault', async () => {
    expect(await withJapanese()).toEqual([]);
  });

  it('may give a text plural forms the reference does not have (English one and other, Chinese one form): no fault', async () => {
    const faults = await withJapanese((t) => t.edit(JA, (j) => { j.a.title_one = j.a.title; j.a.title_other = j.a.title; delete j.a.title; }));
    expect(faults).toEqual([]);
  });

  it.each([
    {
      fault: 'a text the config uses is missing in it', change: (t: ConfigTree) => t.edit(JA, (j) => { delete j.a.title; }),
      faults: [{ file: 'schemas/a.json', pointer: '/title', message: 'i18n key "a.title" is missing in locales/ja.json' }],
    },
    {
      fault: 'a text nothing uses is missing in it',
      change: (t: ConfigTree) => { for (const file of ['locales/zh-TW.json', 'locales/en.json']) t.edit(file, (j) => { j.b.note = 'note'; }); },
      faults: [{ file: JA, pointer: '/b/note', message: 'key "b.note" is in locales/zh-TW.json but not here' }],
    },
    {
      fault: 'a misspelt key: reported in its own file, with the key it stands for',
      change: (t: ConfigTree) => t.edit(JA, (j) => { j.a.titel = j.a.title; delete j.a.title; }),
      faults: [
        { file: JA, pointer: '/a/titel', message: 'key "a.titel" is not in locales/zh-TW.json (the reference language); did you mean "a.title"?' },
        { file: 'schemas/a.json', pointer: '/title', message: 'i18n key "a.title" is missing in locales/ja.json' },
      ],
    },
    {
      fault: 'a misspelt plural form: reported in its own file, with the key it stands for',
      change: (t: ConfigTree) => t.edit(JA, (j) => { j.a.titel_one = j.a.title; delete j.a.title; }),
      faults: [
        { file: JA, pointer: '/a/titel_one', message: 'key "a.titel_one" is not in locales/zh-TW.json (the reference language); did you mean "a.title"?' },
        { file: 'schemas/a.json', pointer: '/title', message: 'i18n key "a.title" is missing in locales/ja.json' },
      ],
    },
    {
      fault: 'a text that is not a string', change: (t: ConfigTree) => t.edit(JA, (j) => { j.a.next = ['Next']; }),
      faults: [
        { file: JA, pointer: '/a/next', message: 'a locale text must be a string (or an object of texts)' },
        { file: 'schemas/a.json', pointer: '/submit/label', message: 'i18n key "a.next" is missing in locales/ja.json' },
      ],
    },
    {
      fault: 'the locale file is not JSON', change: (t: ConfigTree) => t.write(JA, '{\n  "a": { "title": "Start", }\n}\n'),
      faults: [{ file: JA, pointer: '', message: 'JSON syntax error at line 2, column 28' }],
    },
    {
      fault: 'the list names a language without a locale file', change: (t: ConfigTree) => rmSync(join(t.dir, JA)),
      faults: [{ file: LANGS, pointer: '/languages/2/code', message: 'locales/ja.json is missing: every listed language needs its locale file' }],
    },
    {
      fault: 'a locale file the list does not name',
      change: (t: ConfigTree) => { t.edit(LANGS, (j) => { j.languages.pop(); }); t.edit('brand/branding.json', dropJapaneseTexts); },
      faults: [{ file: JA, pointer: '', message: '"ja" is not a language of flows/languages.json: add a line there, or remove the file' }],
    },
    {
      fault: 'a Lang value listed twice', change: (t: ConfigTree) => t.edit(LANGS, (j) => { j.languages[2].sessionLang = 'EN'; }),
      faults: [{ file: LANGS, pointer: '/languages/2/sessionLang', message: 'sessionLang "EN" is listed twice' }],
    },
    {
      fault: 'a default that is not listed', change: (t: ConfigTree) => t.edit(LANGS, (j) => { j.default = 'zh-tw'; }),
      faults: [{ file: LANGS, pointer: '/default', message: '"zh-tw" is not a listed language (listed: zh-TW, en, ja); did you mean "zh-TW"?' }],
    },
    {
      fault: 'a misspelt key in the list', change: (t: ConfigTree) => t.edit(LANGS, (j) => { j.languages[2].lable = j.languages[2].label; delete j.languages[2].label; }),
      faults: [
        { file: LANGS, pointer: '/languages/2', message: 'missing required key "label"' },
        { file: LANGS, pointer: '/languages/2/lable', message: 'unknown key "lable" (allowed: code, sessionLang, apiLang, label)' },
      ],
    },
    {
      fault: 'a scenario in a language not listed', change: (t: ConfigTree) => t.edit(SCENARIO, (j) => { j.language = 'jp'; }),
      faults: [{ file: SCENARIO, pointer: '/language', message: 'unknown language "jp" (listed in flows/languages.json: zh-TW, en, ja); did you mean "ja"?' }],
    },
  ])('$fault', async ({ change, faults }) => {
    const found = await withJapanese(change);
    expect(found).toHaveLength(faults.length);
    faults.forEach((want, i) => {
      expect(found[i]).toMatchObject({ file: want.file, pointer: want.pointer });
      expect(found[i].message).toContain(want.message);
    });
  });
});

describe('session keys in scenarios', () => {
  it('a setSession or expectSession key not declared in flows/session.json is a fault', async () => {
    tree = minimalTree();
    tree.edit(SCENARIO, (j) => { j.steps[5] = { expectSession: { UserShares: 'Y' } }; });
    const { faults } = await checkConfig(tree.dir);
    expect(faults).toEqual([{ file: SCENARIO, pointer: '/steps/5/expectSession/UserShares', message: 'unknown session key "UserShares" (not declared in flows/session.json); did you mean "UserShare"?' }]);
  });

  it('flows/session.json itself is checked against its meta-schema', async () => {
    tree = minimalTree();
    tree.edit('flows/session.json', (j) => { j.seed.CTID = { type: 'text' }; });
    const { faults } = await checkConfig(tree.dir);
    expect(faults).toEqual([{ file: 'flows/session.json', pointer: '/seed/CTID/type', message: 'must be one of "string", "number", "object"' }]);
  });
});
