// The product owners' studio (issue 20) under `npm start`: its own development server (Vite in
// middleware mode, as dev/start.ts runs it) pointed at a copy of the config
// (STUDIO_ROOT), so the live edit and the broken config never touch the repository. The desktop
// project only: one server, looked at once (the phone width is a viewport set here).
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axeRecord } from './support/axe';
import { startDevServer, type DevServer } from './support/devServer';

const repo = resolve('.');
const flow = JSON.parse(readFileSync('flows/flow.json', 'utf8')) as { routes: { path: string; screen?: string }[] };
const form1 = JSON.parse(readFileSync('schemas/form1.json', 'utf8')) as { title: string; rules: { visible: Record<string, string> } };
const form1Route = flow.routes.find((r) => r.screen === 'form1')!.path;
// The field Form1 shows a new applicant and not an existing customer (its visible rule names NTB).
const ntbOnly = Object.entries(form1.rules.visible).find(([, expr]) => /CustomerType = 'NTB'/.test(expr))![0];

let dev: DevServer | undefined;
let url = '';
let copy = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({}, testInfo) => {
  if (testInfo.project.name !== 'desktop') return;
  testInfo.setTimeout(120_000);
  copy = mkdtempSync(join(tmpdir(), 'studio-'));
  for (const dir of ['flows', 'schemas', 'locales', 'campaigns', 'brand', 'rules', 'public']) cpSync(join(repo, dir), join(copy, dir), { recursive: true });
  symlinkSync(join(repo, 'widgets'), join(copy, 'widgets'));
  dev = await startDevServer({ STUDIO_ROOT: copy });
  url = dev.url;
});

test.afterAll(() => {
  dev?.stop();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

test.beforeEach(({ isMobile }) => test.skip(isMobile, 'one development server, looked at once (360 px is a viewport here)'));

const editCopy = (file: string, change: (json: any) => void) => {
  const json = JSON.parse(readFileSync(join(copy, file), 'utf8'));
  change(json);
  writeFileSync(join(copy, file), JSON.stringify(json, null, 2));
};

async function open(page: Page): Promise<void> {
  await page.goto(`${url}/__studio/`);
  await expect(page.locator('svg [data-route]')).toHaveCount(flow.routes.length, { timeout: 90_000 }); // a fresh checkout's first page: Vite bundles and compiles
}

const frame = (page: Page, language: string) => page.frameLocator(`[data-preview] figure[data-language="${language}"] iframe`);

test('the map: one element per route, ways with data-from and data-to, a persona\'s way highlighted', async ({ page }) => {
  await open(page);
  for (const r of flow.routes) await expect(page.locator(`svg [data-route="${r.path}"]`)).toHaveCount(1);
  const ways = page.locator('svg [data-from][data-to]');
  expect(await ways.count()).toBeGreaterThan(flow.routes.length);
  await expect(ways.first().locator('title')).toContainText('(');
  await page.getByLabel('CustomerType', { exact: true }).selectOption('ETB');
  await page.getByLabel('IBMB', { exact: true }).selectOption('N');
  await expect(page.locator(`[data-route="${form1Route}"]`)).toHaveAttribute('data-on-path', 'true');
  const onWay = page.locator('svg [data-taken="sure"], svg [data-taken="maybe"]');
  expect(await onWay.count()).toBeGreaterThan(0);
  await expect(page.locator('svg [data-on-path="false"]').first()).toBeAttached();
});

test(`the preview of ${form1Route}: as NTB it shows ${ntbOnly}, as ETB it does not (schemas/form1.json rules.visible)`, async ({ page }) => {
  await open(page);
  await page.getByLabel('IsOCR', { exact: true }).selectOption('N');
  await page.getByLabel('CustomerType', { exact: true }).selectOption('NTB');
  await page.locator(`[data-route="${form1Route}"]`).click();
  await expect(page.locator(`[data-preview="${form1Route}"]`)).toBeVisible();
  for (const language of ['zh-TW', 'en']) await expect(frame(page, language).locator(`#root_${ntbOnly}`)).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('CustomerType', { exact: true }).selectOption('ETB');
  for (const language of ['zh-TW', 'en']) {
    await expect(frame(page, language).locator('h1')).toBeVisible();
    await expect(frame(page, language).locator(`#root_${ntbOnly}`)).toHaveCount(0);
  }
});

test('live: a text edited in the config shows in the preview without a reload', async ({ page }) => {
  await open(page);
  await page.locator(`[data-route="${form1Route}"]`).click();
  await expect(frame(page, 'en').locator('h1')).toBeVisible({ timeout: 20_000 });
  let loads = 0;
  page.on('load', () => { loads += 1; });
  const [part, key] = form1.title.split('.');
  const edited = `Edited ${Date.now()}`;
  editCopy('locales/en.json', (json) => { json[part][key] = edited; });
  await expect(frame(page, 'en').locator('h1')).toHaveText(edited, { timeout: 10_000 });
  await expect(page.locator('[data-preview] tr', { hasText: edited })).toBeVisible();
  expect(loads, 'the studio page was not reloaded').toBe(0);
});

test('a broken config: the check\'s fault shows on the map at its screen and at its field in the preview', async ({ page }) => {
  test.setTimeout(180_000);
  await open(page);
  editCopy('schemas/form1.json', (json) => { json.rules.visible[ntbOnly] = "session.CustomerType = = 'NTB'"; });
  await expect(page.locator(`[data-route="${form1Route}"]`)).toHaveClass(/studio-node--fault/, { timeout: 150_000 });
  await page.locator(`[data-route="${form1Route}"]`).click();
  await expect(page.locator(`[data-preview] [data-fault-pointer="/rules/visible/${ntbOnly}"]`).first()).toContainText(ntbOnly);
  editCopy('schemas/form1.json', (json) => { json.rules.visible[ntbOnly] = form1.rules.visible[ntbOnly]; });
});

test('accessible in English and Chinese, at 360 px and desktop; screenshots', async ({ page }) => {
  test.setTimeout(120_000);
  for (const [width, height] of [[1280, 900], [360, 740]]) {
    await page.setViewportSize({ width, height });
    await open(page);
    await page.locator(`[data-route="${form1Route}"]`).click();
    await expect(frame(page, 'en').locator('h1')).toBeVisible({ timeout: 20_000 });
    for (const language of ['en', 'zh-TW']) {
      await page.getByLabel(/Studio language|工作室語言/).selectOption(language);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await page.screenshot({ path: `test-results/studio-${width}-${language}.png`, fullPage: width > 400 });
      // axe once per width, each in the other language (its frames hold both languages' screens).
      if ((width > 400) !== (language === 'en')) continue;
      const record = await axeRecord(page, `studio-${width}`);
      expect(record.violations.map((v) => `${v.id} (${v.impact}): ${v.targets.join(', ')}`)).toEqual([]);
    }
  }
});

test('never in a build: the served build has no studio, and no file of the bundle holds its code', async ({ request }) => {
  const dist = process.env.E2E_DIST ?? 'dist';
  const files = readdirSync(dist, { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
  expect(files.length).toBeGreaterThan(0);
  for (const f of files) {
    const text = readFileSync(join(f.parentPath, f.name), 'utf8');
    expect(text.includes('studio-node') || text.includes('__studio/api'), `${f.name} holds the studio`).toBe(false);
  }
  // The build's server (playwright.config.ts webServer, as `npm run serve`) answers the app, not the studio.
  const page = await (await request.get('/__studio/')).text();
  expect(page).not.toContain('/studio/src/main.tsx');
});
