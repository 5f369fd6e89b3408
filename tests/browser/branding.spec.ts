// The brand is config (issue 9 §1): the header shows the logo and the bank's name in one row at
// 360 px in both languages (with the step badge, the language switch and, in banking mode, the
// exit button), every screen has the bank's footer (customer service from flows/constants.json,
// the notice, the links, the copyright), reachable by keyboard and axe clean. Then a second bank:
// the app built with BRAND=tests/brand/other-bank.json (no code touched) shows its name, logo,
// colours and footer; that build is made as for development (VITE_BANK_SITE=development), so the
// bare address ends on the simulator's card page, which lists the campaigns and leads back in.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { eitherLanguage, text } from '../support/config';
import { dialog, expect, openStart, shotBothLanguages, test } from './support/app';
import { axeViolations } from './support/uploads';

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const brand = read('brand/branding.json');
const other = read('tests/brand/other-bank.json');
const phone: string = read('flows/constants.json').constants[brand.footer.customerService.phone].value;

const header = (page: Page) => page.locator('header.app__header');
const footer = (page: Page) => page.getByRole('contentinfo');

/** Every visible item of the header sits on one row: their boxes share a vertical band. */
async function expectOneRow(page: Page): Promise<void> {
  const boxes = await header(page).locator(':scope > *').evaluateAll((els) => els
    .filter((e) => (e as HTMLElement).offsetParent !== null)
    .map((e) => { const r = e.getBoundingClientRect(); return { top: r.top, bottom: r.bottom, right: r.right }; }));
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  expect(boxes.length).toBeGreaterThanOrEqual(2);
  for (const b of boxes) {
    expect(b.top, 'one row').toBeLessThan(boxes[0].bottom);
    expect(b.right, 'inside the window').toBeLessThanOrEqual(width);
  }
}

/** The footer in a language: the number from the constants dials it; each link is a config value opening a new window. */
async function expectFooter(page: Page, bank: typeof brand, lang: 'zh-TW' | 'en'): Promise<void> {
  const f = footer(page);
  await expect(f.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone.replace(/\D/g, '')}`);
  await expect(f).toContainText(bank.footer.customerService.label[lang]);
  if (bank.footer.notice) await expect(f).toContainText(bank.footer.notice[lang]);
  const links = f.locator('ul a');
  await expect(links).toHaveCount(bank.footer.links.length);
  for (const [i, link] of (bank.footer.links as Array<{ label: Record<string, string>; href: string }>).entries()) {
    await expect(links.nth(i)).toHaveAttribute('href', link.href);
    await expect(links.nth(i)).toHaveAttribute('target', '_blank');
    await expect(links.nth(i)).toContainText(link.label[lang]);
  }
  await expect(f).toContainText(bank.footer.copyright[lang]);
}

/** Tab from the language switch until `target` has the focus (at most `max` presses). */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('the header and footer of the repository\'s brand, in both languages (phone one row, keyboard, axe)', async ({ page, isMobile }, testInfo) => {
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  const logo = header(page).locator('img.app__logo');
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(header(page)).toContainText(brand.shortName['zh-TW']);
  expect(await header(page).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(11, 92, 74)');
  await expectOneRow(page);
  await expectFooter(page, brand, 'zh-TW');
  // The footer's links are reached with Tab, after the screen's own controls.
  await page.getByRole('button', { name: 'English' }).focus();
  const links = footer(page).locator('a');
  await tabTo(page, links.first());
  await page.keyboard.press('Tab');
  await expect(links.nth(1)).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  await shotBothLanguages(page, testInfo.project.name, 'brand-start');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(header(page)).toContainText(brand.shortName.en);
  await expectOneRow(page);
  await expectFooter(page, brand, 'en');
  expect(await axeViolations(page)).toEqual([]);

  // Banking mode: the banking colour, and the exit button still fits the row.
  await page.getByRole('button', { name: '中文' }).click();
  await openStart(page, 'CTID=DEMO-CASHBACK&ForwardToken=IB-TOKEN-A123456789', isMobile);
  await expect(page.getByRole('button', { name: /離開|Exit/ })).toBeVisible();
  expect(await header(page).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(18, 58, 107)');
  await expectOneRow(page);
  await shotBothLanguages(page, testInfo.project.name, 'brand-banking');
});

// ---- A second bank, by its branding file only --------------------------------------------

const PORT = Number(process.env.E2E_PORT ?? 4173);
const DIST = process.env.E2E_DIST ?? 'dist';
const OTHER_DIST = `.tmp/dist-other-bank-${PORT}`;
let server: ChildProcess | undefined;
let otherUrl = '';
let dataDir = '';

/** Built once per run: again only when the main build is newer (the phone and desktop projects share it). */
function buildOtherBank(): void {
  const stamp = (dir: string) => (existsSync(join(dir, 'index.html')) ? statSync(join(dir, 'index.html')).mtimeMs : 0);
  if (stamp(OTHER_DIST) > stamp(DIST)) return;
  const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', OTHER_DIST], {
    env: { ...process.env, BRAND: 'tests/brand/other-bank.json', VITE_BANK_SITE: 'development' }, encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`the other bank's build failed:\n${built.stderr}`);
}

test.describe('a second bank', () => {
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(180_000);
    buildOtherBank();
    dataDir = mkdtempSync(join(tmpdir(), 'brand-e2e-'));
    server = spawn('node', ['--import', 'tsx', 'simulator/main.ts', '--static', OTHER_DIST, '--dev-endpoints'], {
      env: { ...process.env, PORT: '0', SIM_DATA_DIR: dataDir, BRAND: 'tests/brand/other-bank.json' }, stdio: ['ignore', 'pipe', 'inherit'],
    });
    otherUrl = await new Promise<string>((resolve, reject) => {
      let out = '';
      server!.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const m = /on (http:\/\/127\.0\.0\.1:\d+)\//.exec(out);
        if (m) resolve(m[1]);
      });
      server!.once('exit', (code) => reject(new Error(`the other bank's server stopped (${code}): ${out}`)));
    });
  });

  test.afterAll(() => {
    if (server?.pid) process.kill(server.pid, 'SIGTERM');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('its name, logo, colours and footer; the bare address ends on the simulator\'s card page, which leads back in', async ({ page, isMobile }, testInfo) => {
    await page.goto(`${otherUrl}/?CTID=DEMO-CASHBACK`);
    if (!isMobile) await page.getByText(text('landing.continueDesktop')).click();
    await expect(page.locator('#root_IDNO')).toBeVisible();
    await expect(header(page)).toContainText(other.shortName['zh-TW']);
    await expect(header(page)).not.toContainText(brand.shortName['zh-TW']);
    const logo = decodeURIComponent(await header(page).locator('img.app__logo').getAttribute('src') ?? '');
    expect(logo).toContain('Harbour Bank');
    expect(decodeURIComponent(await page.locator('link[rel="icon"]').getAttribute('href') ?? '')).toContain('Harbour Bank');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', other.colors.primary);
    expect(await header(page).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(31, 58, 147)');
    expect(await header(page).evaluate((el) => getComputedStyle(el).borderBottomColor)).toBe('rgb(217, 72, 15)');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand').trim())).toBe(other.colors.primary);
    expect(await footer(page).locator('ul a').first().evaluate((el) => getComputedStyle(el).color)).toBe('rgb(31, 58, 147)');
    await expectFooter(page, other, 'zh-TW');
    await expectOneRow(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `.tmp/shots/brand-other-${testInfo.project.name}-zh.png`, fullPage: true });
    await page.getByRole('button', { name: 'English' }).click();
    await expect(header(page)).toContainText(other.shortName.en);
    await expectFooter(page, other, 'en');
    await expectOneRow(page);
    await page.screenshot({ path: `.tmp/shots/brand-other-${testInfo.project.name}-en.png`, fullPage: true });

    // The bare address: 操作不正確, then the card page the simulator serves in development.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${otherUrl}/`);
    await expect(dialog(page)).toBeVisible();
    await page.waitForURL(`${otherUrl}${other.developmentCardPageUrl}`);
    await expect(page.getByRole('banner')).toContainText(other.name['zh-TW']);
    await expect(page.getByText(other.cardPageUrl)).toBeVisible();
    await page.screenshot({ path: `.tmp/shots/brand-cardpage-${testInfo.project.name}.png`, fullPage: true });
    await page.locator('a[href="/?CTID=DEMO-CASHBACK"]').click();
    if (!isMobile) await page.getByText(eitherLanguage('landing.continueDesktop')).click();
    await expect(page.locator('#root_IDNO')).toBeVisible();
  });
});
