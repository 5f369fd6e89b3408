// The testers' report page (issue 21 §1, §2) as a tester opens it from disk: written by
// `npm run scenario -- --report DIR --language <lang>` for two short fixtures and one scenario that
// fails (it expects the code step after an incomplete start screen), in both languages. The page is readable at the
// project's width (no sideways scroll of the page; the map scrolls in its own box), shows the
// coverage figures, the map and each scenario; the failing step is open with what the applicant saw
// and the closest matches; axe finds nothing. Screenshots in both languages.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { axeRecord } from './support/axe';

const LANGUAGES = ['zh-TW', 'en'] as const;
const words = (language: string) => (JSON.parse(readFileSync(`studio/locales/${language}.json`, 'utf8')) as { report: Record<string, string> }).report;
const FIXTURES = ['tests/fixtures/form1-entry-resume-loan-balance.json', 'tests/fixtures/wrong-page-state.json'];
/** A tester's mistake: the start screen is submitted without the birthday and the terms, so the applicant stays there, told why. */
const FAILING = {
  $schema: '../../schemas/meta/scenario.schema.json', version: 1, name: 'expects the code step without the birthday', start: '/?CTID=DEMO-CASHBACK', platform: 'mobile',
  steps: [
    { expectRoute: '/IndexPage' },
    { fill: { IDNO: 'A123456789' } },
    { submit: true },
    { expectRoute: '/Validate3' },
  ],
};

const dirs: Record<string, string> = {};

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(240_000);
  const work = mkdtempSync(join(tmpdir(), 'scenario-report-page-'));
  const failing = join(work, 'expects-wrong-screen.json');
  writeFileSync(failing, JSON.stringify(FAILING));
  for (const language of LANGUAGES) {
    dirs[language] = join(work, language);
    // One scenario fails: the command says so with exit code 1, and writes the report all the same.
    const code = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/scenario.ts', '--report', dirs[language], '--language', language, ...FIXTURES, failing], { timeout: 180_000 })
      .then(() => 0, (err: { code?: number }) => err.code ?? -1);
    expect(code, `npm run scenario -- --report … --language ${language}`).toBe(1);
  }
  test.info().annotations.push({ type: 'report', description: work });
});

for (const language of LANGUAGES) {
  test(`the report page in ${language}: the figures, the map, each scenario, the failing step open with what the applicant saw; readable at this width, axe clean`, async ({ page }, info) => {
    const say = words(language);
    await page.goto(pathToFileURL(join(dirs[language], 'index.html')).href);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(say.title);
    await expect(page.locator('.figure')).toHaveCount(7);
    await expect(page.locator('.figure').first()).toContainText(say.routes);
    await expect(page.locator('.mapbox svg')).toBeVisible();
    await expect(page.locator('section.scenario')).toHaveCount(FIXTURES.length + 1);
    // The failing scenario and its failing step are open: the failure, what the applicant saw, the closest matches.
    const failed = page.locator('section.scenario.failed');
    await expect(failed).toHaveCount(1);
    const failure = failed.locator('.step.failed .failure');
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('/Validate3');
    await expect(failure).toContainText(say.seen);
    await expect(failure).toContainText(say.alternatives);
    // Readable at this width: the page itself does not scroll sideways (the map has its own box).
    const width = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: document.documentElement.clientWidth }));
    expect(width.page, `the page's width at ${width.view} px`).toBeLessThanOrEqual(width.view);
    await page.screenshot({ path: `test-results/scenario-report-${info.project.name}-${language}.png`, fullPage: true });
    const record = await axeRecord(page, `scenario-report-${language}`);
    expect(record.violations.map((v) => `${v.id} (${v.impact}): ${v.targets.join(', ')}`)).toEqual([]);
  });
}
