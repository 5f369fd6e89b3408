// The branding file in the check: brand/branding.json (and any other bank's under
// tests/brand/) against schemas/meta/branding.schema.json and beyond it: texts in every
// language, the logo, the customer-service constant and the contrast of the colours people
// read. Every fault names the file, the JSON pointer and what is wrong. The Branding type
// (renderer/engine/branding.ts) mirrors the meta-schema.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import * as B from '../../renderer/engine/branding.js';
import { checkConfig } from '../../scripts/check/index.js';
import { contrastRatio } from '../../scripts/check/branding.js';
import { minimalTree, REPO_ROOT, type ConfigTree } from './configTree.js';

let tree: ConfigTree | undefined;
afterEach(() => tree?.remove());

const BRAND = 'brand/branding.json';

async function faultsAfter(change: (t: ConfigTree) => void) {
  tree = minimalTree();
  change(tree);
  return (await checkConfig(tree.dir)).faults;
}

describe('the branding file in npm run check', () => {
  it('the minimal tree with its branding file has no fault', async () => {
    expect(await faultsAfter(() => undefined)).toEqual([]);
  });

  it.each([
    {
      fault: 'the file is missing',
      change: (t: ConfigTree) => rmSync(join(t.dir, BRAND)),
      faults: [{ file: BRAND, pointer: '', message: 'file is missing' }],
    },
    {
      fault: 'the file is empty',
      change: (t: ConfigTree) => t.write(BRAND, ''),
      faults: [{ file: BRAND, pointer: '', message: expect.stringMatching(/^JSON syntax error at line 1, column 1/) }],
    },
    {
      fault: 'a colour written #fff (the tokens are #rrggbb)',
      change: (t: ConfigTree) => t.edit(BRAND, (j) => { j.colors.surface = '#fff'; }),
      faults: [{ file: BRAND, pointer: '/colors/surface', message: 'must match the pattern ^#[0-9a-fA-F]{6}$' }],
    },
    {
      fault: 'no card page address',
      change: (t: ConfigTree) => t.edit(BRAND, (j) => { delete j.cardPageUrl; }),
      faults: [{ file: BRAND, pointer: '', message: expect.stringContaining('cardPageUrl') }],
    },
    {
      fault: 'a footer link that is not https',
      change: (t: ConfigTree) => t.edit(BRAND, (j) => { j.footer.links[0].href = 'javascript:alert(1)'; }),
      faults: [{ file: BRAND, pointer: '/footer/links/0/href', message: expect.stringContaining('^https://') }],
    },
    {
      fault: 'a text without English',
      change: (t: ConfigTree) => t.edit(BRAND, (j) => { delete j.shortName.en; }),
      faults: [{ file: BRAND, pointer: '/shortName', message: 'no text in en: every language of flows/languages.json needs one' }],
    },
    {
      fault: 'a text in a language the application does not have',
      change: (t: ConfigTree) => t.edit(BRAND, (j) => { j.footer.links[0].label['en-US'] = 'Privacy'; }),
      faults: [{ file: BRAND, pointer: '/footer/links/0/label/en-US', message: expect.stringMatching(/^"en-US" is not a language of flows\/languages.json \(zh-TW, en\)/) }],
    },
    {
      fault: 'the logo file is not there',
      change: (t: ConfigTree) => t.edit(BRAND, (j) => { j.logo = 'logo-new.svg'; }),
      faults: [{ file: BRAND, pointer: '/logo', message: 'brand/logo-new.svg does not exist (the logo is relative to brand/)' }],
    },
    {
      fault: 'a logo with a script in it',
      change: (t: ConfigTree) => t.write('brand/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><script>alert(1)</script></svg>'),
      faults: [{ file: BRAND, pointer: '/logo', message: 'brand/logo.svg holds script or event handlers: a logo is a picture only' }],
    },
    {
      fault: 'a logo that loads a picture from elsewhere',
      change: (t: ConfigTree) => t.write('brand/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><image href="https://cdn.example/x.png"/></svg>'),
      faults: [{ file: BRAND, pointer: '/logo', message: 'brand/logo.svg loads something from elsewhere: a logo is self-contained' }],
    },
    {
      fault: 'the customer-service number names no constant',
      change: (t: ConfigTree) => t.edit(BRAND, (j) => { j.footer.customerService.phone = 'homeUrll'; }),
      faults: [{ file: BRAND, pointer: '/footer/customerService/phone', message: 'unknown constant "homeUrll": not in flows/constants.json; did you mean "homeUrl"?' }],
    },
    {
      fault: 'the customer-service number names a number constant',
      change: (t: ConfigTree) => t.edit(BRAND, (j) => { j.footer.customerService.phone = 'idLength'; }),
      faults: [{ file: BRAND, pointer: '/footer/customerService/phone', message: 'constant "idLength" is not a string (it is declared integer)' }],
    },
    {
      fault: 'muted text just under 4.5:1 on the page (#777777 on white is 4.48:1)',
      change: (t: ConfigTree) => t.edit(BRAND, (j) => { j.colors.muted = '#777777'; j.colors.background = '#ffffff'; }),
      faults: [
        { file: BRAND, pointer: '/colors/muted', message: 'muted #777777 on background #ffffff (secondary text on the page) has contrast 4.48:1; WCAG AA needs 4.5:1' },
        { file: BRAND, pointer: '/colors/muted', message: 'muted #777777 on surface #ffffff (secondary text (hints, the footer) on a screen) has contrast 4.48:1; WCAG AA needs 4.5:1' },
      ],
    },
    {
      fault: 'white on a light primary (the header and the main button)',
      change: (t: ConfigTree) => t.edit(BRAND, (j) => { j.colors.primary = '#3fa34d'; }),
      faults: [
        { file: BRAND, pointer: '/colors/onPrimary', message: expect.stringMatching(/^onPrimary #ffffff on primary #3fa34d \(the header and the main button\) has contrast 3\.\d\d:1/) },
        { file: BRAND, pointer: '/colors/primary', message: expect.stringMatching(/^primary #3fa34d on surface #ffffff \(links and outlined buttons\) has contrast 3\.\d\d:1/) },
      ],
    },
    {
      fault: 'another bank\'s file under tests/brand/ is checked too',
      change: (t: ConfigTree) => {
        const other = t.read(BRAND);
        other.$schema = '../../schemas/meta/branding.schema.json';
        other.logo = 'other.svg';
        mkdirSync(join(t.dir, 'tests/brand'), { recursive: true });
        t.write('tests/brand/other.json', JSON.stringify(other));
      },
      faults: [{ file: 'tests/brand/other.json', pointer: '/logo', message: 'tests/brand/other.svg does not exist (the logo is relative to tests/brand/)' }],
    },
  ])('$fault', async ({ change, faults }) => {
    expect(await faultsAfter(change)).toEqual(faults);
  });

  it('a rule reads consts.cardPageUrl from the branding file; a misspelt one is a fault', async () => {
    const faults = await faultsAfter((t) => t.edit('flows/errors.json', (j) => {
      j.errors.badOrder.redirect = 'consts.cardPageUrl';
      j.errors.locked = { message: 'err.locked', redirect: 'consts.cardPageURL' };
    }));
    expect(faults).toEqual([{ file: 'flows/errors.json', pointer: '/errors/locked/redirect', message: expect.stringMatching(/^unknown constant consts\.cardPageURL .*did you mean "cardPageUrl"\?$/) }]);
  });
});

describe('the repository\'s branding files', () => {
  it.each([BRAND, 'tests/brand/other-bank.json'])('%s: every pair people read has 4.5:1 at least', (file) => {
    const colors = (JSON.parse(readFileSync(join(REPO_ROOT, file), 'utf8')) as B.Branding).colors;
    for (const [fg, bg] of [['text', 'background'], ['muted', 'background'], ['muted', 'surface'], ['primary', 'surface'], ['error', 'surface'], ['onPrimary', 'primary'], ['onPrimary', 'banking']] as const) {
      expect(contrastRatio(colors[fg], colors[bg]), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('contrast ratio (WCAG 2)', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#767676', '#ffffff', 4.54],
    ['#777777', '#ffffff', 4.48],
  ])('%s on %s is %s:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
    expect(contrastRatio(b, a)).toBeCloseTo(ratio, 2);
  });
});

/** Exactly the keys of T, each once (tsc fails when the type gains or loses one). */
type Keys<X> = { [K in keyof Required<X>]: true };
const keys = <X>(k: Keys<X>): string[] => Object.keys(k).sort();
type Schema = { properties?: Record<string, Schema>; required?: string[]; definitions?: Record<string, Schema>; items?: Schema };
const meta = JSON.parse(readFileSync(join(REPO_ROOT, 'schemas/meta/branding.schema.json'), 'utf8')) as Schema;
const props = (s: Schema | undefined): string[] => Object.keys(s?.properties ?? {}).sort();
const footer = meta.properties!.footer;

describe('renderer/engine/branding.ts mirrors the meta-schema', () => {
  it.each([
    ['Branding', keys<B.Branding>({ $schema: true, version: true, name: true, shortName: true, logo: true, colors: true, scale: true, cardPageUrl: true, developmentCardPageUrl: true, footer: true }), props(meta)],
    ['BrandColors', keys<B.BrandColors>({ primary: true, primaryDark: true, onPrimary: true, accent: true, text: true, muted: true, line: true, background: true, surface: true, error: true, banking: true }), props(meta.properties!.colors)],
    ['BrandScale', keys<B.BrandScale>({ fontFamily: true, baseFontPx: true, spaceUnitPx: true, radiusPx: true }), props(meta.properties!.scale)],
    ['BrandFooter', keys<B.BrandFooter>({ customerService: true, notice: true, links: true, copyright: true }), props(footer)],
    ['BrandFooter.customerService', keys<B.BrandFooter['customerService']>({ label: true, phone: true }), props(footer.properties!.customerService)],
    ['BrandLink', keys<B.BrandLink>({ label: true, href: true }), props(footer.properties!.links.items)],
  ])('%s', (_name, fromType, fromSchema) => {
    expect(fromSchema).toEqual(fromType);
  });

  it('every colour token sets a CSS custom property, each its own', () => {
    const properties = Object.values(B.COLOR_PROPERTIES);
    expect(Object.keys(B.COLOR_PROPERTIES).sort()).toEqual(props(meta.properties!.colors));
    expect(new Set(properties).size).toBe(properties.length);
  });
});

describe('the branding helpers (renderer/engine/branding.ts)', () => {
  const site = { cardPageUrl: 'https://www.example-bank.com.tw/creditcard/', developmentCardPageUrl: '/__bank/creditcard/' };
  it.each([
    ['https://www.example-bank.com.tw/creditcard/', '/__bank/creditcard/'],
    ['https://www.example-bank.com.tw/creditcard', '/__bank/creditcard/'],
    ['https://www.example-bank.com.tw/creditcard/idle-3min.html', '/__bank/creditcard/idle-3min.html'],
    ['https://www.example-bank.com.tw/creditcardx', 'https://www.example-bank.com.tw/creditcardx'],
    ['https://ib.example-bank.com.tw/return?token=T', 'https://ib.example-bank.com.tw/return?token=T'],
  ])('in development %s is left for at %s', (url, expected) => {
    expect(B.developmentAddress(url, site)).toBe(expected);
  });

  it.each([
    ['(02)2182-1988', 'tel:0221821988'],
    ['0800-000-123', 'tel:0800000123'],
    ['+886 2 2182 1988', 'tel:+886221821988'],
  ])('the number %s dials %s', (shown, href) => {
    expect(B.telHref(shown)).toBe(href);
  });

  it('a text in the language, else the fallback, else the first written', () => {
    const text = { 'zh-TW': '某某銀行', en: 'Some Bank' };
    expect(B.brandText(text, 'en', 'zh-TW')).toBe('Some Bank');
    expect(B.brandText(text, 'ja', 'zh-TW')).toBe('某某銀行');
    expect(B.brandText({ en: 'Only' }, 'ja', 'zh-TW')).toBe('Only');
    expect(B.brandText(undefined, 'en', 'zh-TW')).toBe('');
  });

  it('the colours become CSS custom properties on :root; the card page becomes consts.cardPageUrl', () => {
    const brand = JSON.parse(readFileSync(join(REPO_ROOT, BRAND), 'utf8')) as B.Branding;
    const css = B.cssTokens(brand.colors);
    expect(css).toMatch(/^:root \{\n/);
    expect(css).toContain(`  --brand: ${brand.colors.primary};\n`);
    expect(css).toContain(`  --banking: ${brand.colors.banking};\n`);
    expect(css.match(/--[a-z-]+: #[0-9a-f]{6};/g)).toHaveLength(Object.keys(brand.colors).length);
    expect(B.brandConstants(brand)).toEqual({ cardPageUrl: 'https://www.example-bank.com.tw/creditcard/' });
  });

  it('the type and spacing scale become tokens too: from the file, else the defaults (issue 9 §2)', () => {
    const brand = JSON.parse(readFileSync(join(REPO_ROOT, BRAND), 'utf8')) as B.Branding;
    const css = B.cssTokens(brand.colors, { baseFontPx: 18, spaceUnitPx: 5, radiusPx: 4, fontFamily: 'Bank Sans, sans-serif' });
    for (const line of ['--font-family: Bank Sans, sans-serif;', '--text-base: 18px;', '--text-sm: 15.75px;', '--text-xl: 24.75px;', '--space-1: 5px;', '--space-4: 20px;', '--space-6: 40px;', '--radius-control: 4px;', '--radius: 6px;']) expect(css).toContain(`  ${line}\n`);
    const defaults = B.cssTokens(brand.colors);
    for (const line of ['--text-base: 16px;', '--space-1: 4px;', '--space-5: 24px;', '--radius-control: 8px;', '--radius: 10px;']) expect(defaults).toContain(`  ${line}\n`);
    expect(defaults).toContain(`--font-family: ${B.DEFAULT_SCALE.fontFamily};`);
  });
});
