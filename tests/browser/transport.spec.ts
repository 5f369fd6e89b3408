// Issue 5 §3.4, §3.7, §3.8: one logon token per session even when the applicant continues
// before the landing's A6 answer arrives; A137 once per load; A64 when A137 has no idle limit.
import { eitherLanguage } from '../support/config';
import { expect, expectAlert, openStart, test } from './support/app';
import { changeAnswer, recordCalls } from './support/calls';
import type { Page } from '@playwright/test';

const session = (page: Page, key: string) => page.evaluate((k) => sessionStorage.getItem(k), key);

test('continuing from the landing before its A6 answer arrives still issues one token (issue 5 §3.7)', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the desktop landing page is where an applicant can continue while A6 is pending');
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  let logons = 0;
  await page.route('**/api/Common', async (route) => {
    const body = route.request().postDataJSON() as { ApiName?: string } | null;
    if (body?.ApiName !== 'A6') return route.fallback();
    logons += 1;
    await held;
    return route.fallback();
  });
  const calls = recordCalls(page);
  await page.goto('/?CTID=DEMO-CASHBACK');
  await expect.poll(() => logons).toBe(1);
  await page.getByText(eitherLanguage('landing.continueDesktop')).click();
  await expect(page).toHaveURL(/#\/IndexPage/);
  release();
  await expect.poll(() => calls.responses('A137').length).toBeGreaterThan(0);
  await expect(page.locator('#root_IDNO')).toBeVisible();
  expect(logons).toBe(1);
  expect(calls.responses('A6')).toHaveLength(1);
  expect(await session(page, 'token')).toBe(calls.responses('A6')[0].Token);
});

test('A137 is called once on load (landing and start screen share it)', async ({ page, isMobile }) => {
  const calls = recordCalls(page);
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await expect.poll(() => calls.responses('A155').length).toBe(1);
  expect(calls.requests('A137')).toHaveLength(1);
  expect(calls.requests('A6')).toHaveLength(1);
});

test('without an idle limit from A137 the limit comes from A64 (issue 5 §3.4, IDLE-01)', async ({ page, isMobile }) => {
  await changeAnswer(page, 'A137', (real) => ({ ...real, IdleTime: undefined }));
  const calls = recordCalls(page);
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await expect.poll(() => calls.responses('A64').length).toBe(1);
  expect(calls.requests('A64')).toHaveLength(1);
  expect(await session(page, 'IdleTimeLimit')).toBe(`json:${JSON.stringify(calls.responses('A64')[0].IdleTime)}`);
});

test('when A64 fails too, the catalogue\'s 2304 is shown and the applicant leaves (ERR-16)', async ({ page }) => {
  await page.route('https://www.example-bank.com.tw/**', (route) => route.fulfill({ body: 'card page' }));
  await changeAnswer(page, 'A137', (real) => ({ ...real, IdleTime: undefined, CancelRedirectURL: '' }));
  await changeAnswer(page, 'A64', () => ({ Success: false }));
  await page.goto('/?CTID=DEMO-CASHBACK');
  await expectAlert(page, 'ErrCode:2304');
  await page.waitForURL(/example-bank\.com\.tw/);
});
