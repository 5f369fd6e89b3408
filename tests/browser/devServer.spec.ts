// `npm start` as a new user meets it (issue 9 §5): the development server (dev/start.ts:
// Vite in middleware mode on the simulator's origin) starts, the bare address
// lands on the bank's card page, the start screen and the next screen open without the dev server
// re-bundling and reloading the page, and nothing it prints reads as a fault (a failed dependency
// scan, a re-optimisation, an error). The desktop project only: the server is the same for both.
import { expect, test } from '@playwright/test';
import { text } from '../support/config';
import { startDevServer, type DevServer } from './support/devServer';

let dev: DevServer | undefined;
let url = '';

test.beforeAll(async ({}, testInfo) => {
  if (testInfo.project.name !== 'desktop') return;
  testInfo.setTimeout(120_000);
  dev = await startDevServer();
  url = dev.url;
});

test.afterAll(() => { dev?.stop(); });

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
  const lines = dev!.printed().split('\n').filter((l) => l.trim());
  expect(lines.filter((l) => /\(!\)|fail|error|warn|reload|re-optimiz/i.test(l)), 'what the server printed').toEqual([]);
});
