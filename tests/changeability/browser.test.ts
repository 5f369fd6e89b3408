// Issue 6 §5, what only a browser shows: a copy of the product with a changed constant (the SMS
// countdown, 60 s) and a third language (Japanese) is built and served by its own simulator, and
// Chromium sees both: the language switch becomes a menu that offers 日本語 and relabels the
// screen, and the SMS screen counts down from 60.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, CHROMIUM_ARGS } from '../browser/support/chromium.js';
import { spawnSimulator, type SpawnedSimulator } from '../load/spawnSimulator.js';
import { addLanguage, changeConstant } from './changes.js';
import { configCopy, type ConfigCopy } from './configCopy.js';

let copy: ConfigCopy;
let served: SpawnedSimulator;
let browser: Browser;

beforeAll(async () => {
  copy = configCopy();
  changeConstant(copy);
  addLanguage(copy);
  expect((await copy.check()).faults).toEqual([]);
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { cwd: copy.dir, encoding: 'utf8' });
  expect(build.status, build.stderr).toBe(0);
  served = await spawnSimulator({ root: copy.dir, staticDir: join(copy.dir, 'dist') });
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await served?.stop();
  copy?.remove();
});

describe('a changed constant and a third language, in the browser', () => {
  it('the switch is a menu with 日本語; choosing it relabels the screen; the SMS countdown starts at 60', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 }, userAgent: 'Mozilla/5.0 (Linux; Android 11; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36', isMobile: true, hasTouch: true });
    await page.goto(`${served.url}/?CTID=DEMO-CASHBACK`);
    await page.locator('#root_IDNO').waitFor();
    const menu = page.getByRole('combobox');
    expect(await menu.locator('option').allTextContents()).toEqual(['中文', 'English', '日本語']);
    await menu.selectOption({ label: '日本語' });
    await expect.poll(() => page.locator('label[for="root_IDNO"]').textContent()).toContain('身分証番号');
    // CHANGE_SHOTS=<dir>: keep what the browser showed, to look at.
    if (process.env.CHANGE_SHOTS) await page.screenshot({ path: join(process.env.CHANGE_SHOTS, 'ja-start-360.png'), fullPage: true });
    await menu.selectOption({ label: '中文' });
    await page.locator('#root_IDNO').fill('A123456789');
    await page.locator('#root_Birthday').fill('0690101');
    await page.locator('#root_AgreeCardTerms').check();
    await page.locator('#root_AgreeMobileIdTerms').check();
    await page.getByRole('button', { name: /同意條款並開始申請/ }).click();
    await page.waitForURL(/#\/Validate3/);
    await expect.poll(() => page.getByText(/請於 \d+ 秒內輸入/).textContent(), { timeout: 10_000 }).toMatch(/請於 (60|59) 秒內輸入/);
    if (process.env.CHANGE_SHOTS) await page.screenshot({ path: join(process.env.CHANGE_SHOTS, 'otp-60-360.png'), fullPage: true });
    await page.close();
  }, 60_000);
});
