// The Form1 entry screen /Loading (001 §2.1, §4.1): card type, step name and the waiting
// spinner (a status with its text, still under reduced motion), then /Form1 about 3 s after
// the user-type data; a code other than 200 goes on at once with STPFlowFlag N; without CTID
// 操作不正確, the session cleared and the card page 500 ms later. Phone 360 px and desktop
// 1280 px; screenshots in both languages to .tmp/shots/form1Entry-<project>-<lang>.png.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page, Route } from '@playwright/test';
import { alertThenLeave, applyButton, expect, fillStart, holdCardPage, latestCode, openStart, test, typeOtp } from './support/app';

const cardPage = 'https://www.example-bank.com.tw/creditcard/';
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core over the page as it is (evaluated through the driver, so the app's CSP stays as served). */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run(n: Node): Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }> } }).axe.run(document);
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

/** A new customer through the start screen and the SMS code, to /Form1 (or /StartTWID) with a verified session. */
async function verified(page: Page, request: Parameters<typeof latestCode>[0], isMobile: boolean): Promise<void> {
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await fillStart(page, 'B220012340', '0750505');
  await applyButton(page).click();
  await expect(page).toHaveURL(/#\/Validate3/);
  await typeOtp(page, await latestCode(request));
  await expect(page).toHaveURL(/#\/(Form1|StartTWID)/);
}

/** Holds the GetUserTypeInData call until the test releases it, so the entry screen stays for as long as the test looks at it. */
async function holdUserType(page: Page): Promise<{ requested: Promise<void>; release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((r) => { release = r; });
  let requested!: () => void;
  const seen = new Promise<void>((r) => { requested = r; });
  await page.route('**/api/Common', async (route: Route) => {
    const body = route.request().postDataJSON() as { ApiName?: string } | null;
    if (body?.ApiName !== 'GetUserTypeInData') return route.fallback();
    requested();
    await released;
    return route.fallback();
  });
  return { requested: seen, release };
}

const wheel = (page: Page) => page.locator('#root_waiting .wg-spinner__wheel');

test('the entry screen shows the card type, the step name and the spinner with its status text, then /Form1 about 3 s after the user-type data (F1-01, F1-02, F1-08, F1-09)', async ({ page, request, isMobile }, info) => {
  test.setTimeout(90_000);
  await verified(page, request, isMobile);
  const userType = await holdUserType(page);
  await page.evaluate(() => { location.hash = '#/Loading'; });
  await userType.requested;

  const status = page.getByRole('status');
  await expect(status).toHaveText('資料處理中，請稍候…');
  await expect(status).toHaveAttribute('id', 'root_waiting');
  await expect(wheel(page)).toBeVisible();
  await expect(wheel(page)).toHaveAttribute('aria-hidden', 'true');
  expect(await wheel(page).evaluate((el) => getComputedStyle(el).animationName)).toBe('wg-spinner-turn');
  await expect(page.getByText(/申請卡別：/)).toBeVisible();
  await expect(page.getByText('身分驗證').filter({ visible: true }).first()).toBeVisible();
  // Nothing on the screen takes the focus but the page's own controls: the spinner is not a stop.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('#root_waiting') === null)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `.tmp/shots/form1Entry-${info.project.name}-zh.png`, fullPage: true });

  await page.getByRole('button', { name: 'English' }).click();
  await expect(status).toHaveText('Processing your data, please wait…');
  await expect(page.getByText('Identity Verification').filter({ visible: true }).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `.tmp/shots/form1Entry-${info.project.name}-en.png`, fullPage: true });
  await page.getByRole('button', { name: '中文' }).click();
  await expect(status).toHaveText('資料處理中，請稍候…');

  // Still here while the user-type data is awaited; then about 3 s (consts.form1EntryDelayMs) to /Form1.
  await expect(page).toHaveURL(/#\/Loading/);
  const releasedAt = Date.now();
  userType.release();
  await page.waitForURL(/#\/Form1/, { timeout: 15_000 });
  expect(Date.now() - releasedAt).toBeGreaterThanOrEqual(2_800);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('pageState'))).toBe('Page2.4'); // Page2.3 to /Form1, which sets Page2.4 once shown (F1-12)
  await expect(page.locator('#root_NameChinese')).toBeVisible();
});

test('the spinner stands still when the reader asks for reduced motion (F1-02)', async ({ page, request, isMobile }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await verified(page, request, isMobile);
  const userType = await holdUserType(page);
  await page.evaluate(() => { location.hash = '#/Loading'; });
  await userType.requested;
  await expect(page.getByRole('status')).toHaveText('資料處理中，請稍候…');
  expect(await wheel(page).evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  userType.release();
  await page.waitForURL(/#\/Form1/, { timeout: 15_000 });
});

test('opened with CTID in a new tab (no session): the spinner without an empty card-type line (F1-01, F1-02)', async ({ page }) => {
  const userType = await holdUserType(page);
  await page.goto('/?CTID=DEMO-CASHBACK#/Loading');
  await userType.requested;
  await expect(page.getByRole('status')).toHaveText('資料處理中，請稍候…');
  await expect(page.getByText(/申請卡別/)).toHaveCount(0);
  await expect(page).toHaveURL(/#\/Loading/);
});

test('a code other than 200 goes to /Form1 at once with STPFlowFlag N, without the user-type data (F1-07)', async ({ page, request, isMobile }) => {
  await verified(page, request, isMobile);
  // The user-type data held: had the entry screen asked for it, it would wait on /Loading.
  const userType = await holdUserType(page);
  await page.evaluate(() => sessionStorage.setItem('pageState', 'Page2.4'));
  const startedAt = Date.now();
  await page.evaluate(() => { location.hash = '#/Loading?code=500'; });
  await page.waitForURL(/#\/Form1/);
  expect(Date.now() - startedAt).toBeLessThan(2_500);
  expect(await page.evaluate(() => sessionStorage.getItem('STPFlowFlag'))).toBe('N');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('pageState'))).toBe('Page2.4'); // Page2.3 to /Form1, which sets Page2.4 once shown (F1-12)
  userType.release();
  await expect(page.locator('#root_NameChinese')).toBeVisible();
});

test('opened without CTID: 操作不正確, the session cleared, the card page about 500 ms later; RSFlag and code are not read (F1-03)', async ({ page }) => {
  let left = '';
  const leave = await holdCardPage(page, (url) => { left = url; });
  // cid is kept in the session as the page loads (External), before the guard refuses; the page
  // as the message appeared shows no waiting status and an empty session.
  const { shown, leftAfterMs } = await alertThenLeave(page, '/?cid=C01#/Loading?RSFlag=Y&code=500', '操作不正確');
  expect(shown.html).not.toContain('role="status"');
  expect([shown.storage.External, shown.storage.STPFlowFlag, shown.storage.pageState]).toEqual([undefined, undefined, undefined]);
  expect(leftAfterMs).toBeGreaterThanOrEqual(490);
  expect(leftAfterMs).toBeLessThanOrEqual(500);
  leave();
  await page.waitForURL(/example-bank\.com\.tw\/creditcard/);
  expect(left).toBe(cardPage);
});
