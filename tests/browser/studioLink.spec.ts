// A step of the testers' report opened in the studio (issue 21 §1: "a link opens the step's screen in
// the studio under the same session"). The report of one fixture is written as a tester writes it
// (npm run scenario -- --report), the studio link of its /Confirm step is opened under `npm start`'s
// development server (the studio exists only there), and the preview shows that screen with that
// step's session: the card and what the applicant typed (masked as the report masks it), in both
// languages; axe clean; screenshots of the studio in both of its languages, at the project's width.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { cardName } from '../support/config';
import { axeRecord } from './support/axe';
import { startDevServer, type DevServer } from './support/devServer';

const FIXTURE = 'tests/fixtures/etb-form1-prefill.json';
const ROUTE = '/Confirm';

let server: DevServer | undefined;
/** The report's studio link of the fixture's last step on ROUTE, and the session it carries. */
let link = '';
let session: { CTID: string; Form1Data: { NameChinese: string } };

const unescapeHtml = (s: string) => s.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(240_000);
  server = await startDevServer();
  const dir = mkdtempSync(join(tmpdir(), 'studio-link-report-'));
  try {
    // The report's links go to this server's studio, as they go to `npm start`'s by default.
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/scenario.ts', '--report', dir, '--studio', server.url, FIXTURE], { timeout: 180_000 });
    const links = [...readFileSync(join(dir, 'index.html'), 'utf8').matchAll(/href="([^"#]+\/__studio\/\?[^"]+)"/g)].map((m) => unescapeHtml(m[1]));
    link = links.filter((l) => new URL(l).searchParams.get('route') === ROUTE).at(-1) ?? '';
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  expect(link, `the report links a step on ${ROUTE} to the studio at ${server.url}`).toMatch(new RegExp(`^${server.url}/__studio/\\?`));
  session = JSON.parse(new URL(link).searchParams.get('session')!) as typeof session;
});

test.afterAll(() => server?.stop());

const frame = (page: Page, language: string) => page.frameLocator(`[data-preview="${ROUTE}"] figure[data-language="${language}"] iframe`);

test(`the report's studio link of a ${ROUTE} step previews that screen with the step's session, in both languages; axe clean; screenshots`, async ({ page }, info) => {
  test.setTimeout(180_000);
  await page.goto(link);
  await expect(page.locator(`[data-route="${ROUTE}"]`)).toHaveCount(1, { timeout: 60_000 });
  await expect(page.locator(`[data-preview="${ROUTE}"]`)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // What only this session gives: the campaign's card and the name typed on Form1, as the report masked it.
  const name = session.Form1Data.NameChinese;
  expect(name).toMatch(/\*/);
  for (const language of ['zh-TW', 'en'] as const) {
    const screen = frame(page, language);
    await expect(screen.locator('h1')).toBeVisible({ timeout: 60_000 });
    await expect(screen.getByText(cardName(session.CTID, language)).first()).toBeVisible();
    await expect(screen.getByText(name, { exact: true }).first()).toBeVisible();
  }
  for (const language of ['zh-TW', 'en']) {
    await page.getByLabel(/Studio language|工作室語言/).selectOption(language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    // The phone's shot is the preview as it comes into view (the whole page is some 20 screens high).
    const phone = (page.viewportSize()?.width ?? 0) < 400;
    if (phone) await page.locator(`[data-preview="${ROUTE}"] h2`).evaluate((h) => h.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: `test-results/studio-link-${info.project.name}-${language}.png`, fullPage: !phone });
    const record = await axeRecord(page, `studio-link-${language}`);
    expect(record.violations.map((v) => `${v.id} (${v.impact}): ${v.targets.join(', ')}`)).toEqual([]);
  }
});
