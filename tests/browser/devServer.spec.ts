// `npm start` as a new user meets it (issue 9 §5): the development server (dev/start.ts:
// Vite in middleware mode on the simulator's origin) starts, the bare address
// lands on the bank's card page, the start screen and the next screen open without the dev server
// re-bundling and reloading the page, and nothing it prints reads as a fault (a failed dependency
// scan, a re-optimisation, an error). The desktop project only: the server is the same for both.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { text } from '../support/config';

let server: ChildProcess | undefined;
let url = '';
let dataDir = '';
let printed = '';

test.beforeAll(async ({}, testInfo) => {
  if (testInfo.project.name !== 'desktop') return;
  testInfo.setTimeout(120_000);
  dataDir = mkdtempSync(join(tmpdir(), 'dev-server-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'dev/start.ts'], {
    env: { ...process.env, PORT: '0', SIM_DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  url = await new Promise<string>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      printed += chunk.toString();
      const m = /on (http:\/\/127\.0\.0\.1:\d+)\//.exec(printed);
      if (m) resolve(m[1]);
    };
    server!.stdout!.on('data', collect);
    server!.stderr!.on('data', collect);
    server!.once('exit', (code) => reject(new Error(`the development server stopped (${code}): ${printed}`)));
  });
});

test.afterAll(() => {
  if (server?.pid) process.kill(server.pid, 'SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('npm start: the bare address lands on the card page, the start screen and the card check open with no reload, and the server prints no fault', async ({ page, isMobile }) => {
  test.skip(isMobile, 'one server, looked at once');
  test.setTimeout(120_000);
  await page.goto(`${url}/`);
  // The first page of a fresh checkout waits for Vite to bundle the dependencies and compile the app (README: 10-15 s, more on a busy machine).
  await expect(page).toHaveURL(/\/__bank\/creditcard\//, { timeout: 90_000 });
  let loads = 0;
  page.on('load', () => { loads += 1; });
  await page.goto(`${url}/?CTID=DEMO-CASHBACK`);
  await page.getByText(text('landing.continueDesktop')).click();
  await expect(page.locator('#root_IDNO')).toBeVisible();
  await page.locator('#root_IDNO').fill('F131104093');
  await page.locator('#root_Birthday').fill('0790101');
  await page.locator('#root_AgreeCardTerms').check();
  await page.locator('#root_AgreeMobileIdTerms').check();
  await page.getByRole('button', { name: '同意條款並開始申請' }).click();
  await expect(page).toHaveURL(/#\/Validate2/);
  await expect(page.locator('#root_Mobile')).toBeVisible();
  expect(loads, 'one page load: the dev server did not re-bundle and reload').toBe(1);
  const lines = printed.split('\n').filter((l) => l.trim());
  expect(lines.filter((l) => /\(!\)|fail|error|warn|reload|re-optimiz/i.test(l)), 'what the server printed').toEqual([]);
});
