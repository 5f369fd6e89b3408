// Issue 16 §4, the cheap guard: no TypeScript test pins a value a product owner changes by
// config. The bank's names (brand/branding.json, every language), the cash-back campaign's card
// name, gift-group names and gift descriptions (campaigns/DEMO-CASHBACK.json, with their English)
// and the age messages as they read today (locales/*.json with flows/constants.json minAge,
// maxAge) are read from the config here, and no file under tests/ (.ts, .tsx) may contain one:
// a test expecting them reads them (tests/support/config.ts). Browser specs cannot run in the
// proof's copy (tests/changeability/staysGreen.test.ts) in CI's time, so this guard is what
// covers them. Two files are left out: seedValues.test.ts, which pins the seed's values on
// purpose, and staysGreen.test.ts, which writes the changed values into its copy (in that copy
// this guard runs again, against the changed config).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brand, campaign, CONFIG_ROOT, constant, text, textEn } from '../support/config.js';

const EXEMPT = ['tests/changeability/seedValues.test.ts', 'tests/changeability/staysGreen.test.ts'];

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.tsx?$/.test(entry.name) ? [relative(CONFIG_ROOT, path)] : [];
  });
}

const FILES = testFiles(join(CONFIG_ROOT, 'tests'));
const SOURCES = new Map(FILES.map((file) => [file, readFileSync(join(CONFIG_ROOT, file), 'utf8')]));

/** "file: value" for each value a source contains (by default the test files outside EXEMPT). */
function pinned(values: string[], sources = new Map([...SOURCES].filter(([f]) => !EXEMPT.includes(f)))): string[] {
  return [...new Set(values)].filter(Boolean).flatMap((value) => [...sources].filter(([, src]) => src.includes(value)).map(([f]) => `${f}: ${value}`));
}

const names = (text: Record<string, string>) => Object.values(text);
const { name, shortName } = brand();
const cashback = campaign('DEMO-CASHBACK');
const groups = [cashback, ...Object.values(cashback.translations)].flatMap((c) => c.giftGroups);

const VALUES: Record<string, string[]> = {
  'the bank\'s name and short name (brand/branding.json)': [...names(name), ...names(shortName)],
  'DEMO-CASHBACK\'s card name, gift-group names and gift descriptions (campaigns/DEMO-CASHBACK.json)': [
    cashback.CardName, ...Object.values(cashback.translations).map((t) => t.CardName),
    ...groups.map((g) => g.name), ...groups.flatMap((g) => g.gifts.map((gift) => gift.Description)),
  ],
  'the age messages as shown (locales/*.json, flows/constants.json minAge and maxAge)': [
    text('err.under20', { minAge: constant('minAge') }), textEn('err.under20', { minAge: constant('minAge') }),
    text('err.over65', { maxAge: constant('maxAge') }), textEn('err.over65', { maxAge: constant('maxAge') }),
  ],
};

describe('no TypeScript test pins a value of the config', () => {
  it.each(Object.entries(VALUES))('%s: in no test file', (_what, values) => {
    expect(pinned(values)).toEqual([]);
  });

  it('the guard reads every test file, browser specs and their support too, and sees a pin where there is one', () => {
    expect(FILES.length).toBeGreaterThan(100);
    expect(FILES).toEqual(expect.arrayContaining([...EXEMPT, 'tests/browser/giftScreen.spec.ts', 'tests/browser/support/app.ts', 'tests/unit/widgets/giftGroups.test.tsx']));
    const bank = shortName['zh-TW'];
    const group = cashback.giftGroups[0].name;
    const sample = new Map([['tests/browser/new.spec.ts', `await expect(page).toHaveTitle('… - ${bank}');\nawait expect(legend).toHaveText("${group}");`]]);
    expect(pinned(Object.values(VALUES).flat(), sample)).toEqual([`tests/browser/new.spec.ts: ${bank}`, `tests/browser/new.spec.ts: ${group}`]);
  });
});
