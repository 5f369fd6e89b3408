// Idle handling (flows/flow.json idle) on a paused fake clock: the simulator's A137 answers
// IdleTime 10, the check runs every 60 s. window.open is stubbed to record the 500x500 windows.
// Times are counted from a key press (activity) at 0; the checks' phase is unknown, so each
// assertion sits just before a threshold (not yet) or a full check after it (done).
import type { Page } from '@playwright/test';
import { text } from '../support/config';
import { dialog, expect, openStart, test } from './support/app';
import { pauseClockSoon } from './support/clock';

const CARD_PAGE = /^https:\/\/www\.example-bank\.com\.tw\/creditcard\/$/;
const THREE = ['https://www.example-bank.com.tw/creditcard/idle-3min.html', '_blank', 'width=500,height=500,noopener'];
const SIX = ['https://www.example-bank.com.tw/creditcard/idle-6min.html', '_blank', 'width=500,height=500,noopener'];
const S = 1000;
const MIN = 60 * S;
/** The last moment the popup may still be missing (limit 10 min + one check), and the first it must be there. */
const POPUP_BY = 11 * MIN - 1;

type Recorder = { __opened: string[][] };

/**
 * Fake clock and window.open recorder, then the start screen with its load calls answered (a call
 * pending while the clock jumps would time out); then the clock stops and a key press starts the
 * idle period. Returns `at(ms)`: run the clock to ms after that key press.
 */
async function idleStart(page: Page, query: string, isMobile: boolean): Promise<(ms: number) => Promise<void>> {
  await page.clock.install();
  await page.addInitScript(() => {
    const w = window as unknown as Recorder;
    w.__opened = [];
    window.open = (...args: Array<string | URL | undefined>) => { w.__opened.push(args.map(String)); return null; };
  });
  await page.route('https://www.example-bank.com.tw/**', (route) => route.fulfill({ body: 'card page' }));
  await openStart(page, query, isMobile);
  await expect(page.locator('.screen--index')).toHaveAttribute('aria-busy', 'false');
  await pauseClockSoon(page, S);
  await page.keyboard.press('Shift');
  let now = 0;
  return async (ms) => {
    await page.clock.runFor(ms - now);
    now = ms;
  };
}

const opened = (page: Page) => page.evaluate(() => (window as unknown as Recorder).__opened);
const idlePopup = (page: Page) => dialog(page).filter({ hasText: '您已閒置一段時間' });
/** The answer to the idle popup's token check (A73). */
const a73 = (page: Page) => page.waitForResponse((r) => r.request().postData()?.includes('"ApiName":"A73"') ?? false);

test('idle: windows at 3 and 6 min, the popup at the limit, continue checks the token and stays (IDLE-02, IDLE-03, IDLE-06, IDLE-07, IDLE-08)', async ({ page, isMobile }) => {
  const at = await idleStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await at(3 * MIN - 1);
  expect(await opened(page)).toEqual([]);
  await at(4 * MIN);
  expect(await opened(page)).toEqual([THREE]);
  await at(6 * MIN - 1);
  expect(await opened(page)).toEqual([THREE]);
  await at(7 * MIN);
  expect(await opened(page)).toEqual([THREE, SIX]);
  await at(10 * MIN - 1);
  await expect(dialog(page)).toHaveCount(0);

  await at(POPUP_BY);
  await expect(idlePopup(page)).toContainText('閒置提醒');
  await expect(idlePopup(page)).toContainText('否則將於1分鐘後結束本次申請');
  const tokenCheck = a73(page);
  await dialog(page).getByRole('button', { name: text('idle.continue') }).click();
  expect((await (await tokenCheck).json()).Success).toBe(true);
  await expect(dialog(page)).toHaveCount(0);
  await at(POPUP_BY + 2 * MIN);
  await expect(dialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(/#\/IndexPage/);
  await expect(page.locator('#root_IDNO')).toBeVisible();
});

test('idle: an ignored popup abandons the application a minute later, to the card page, with the session cleared (IDLE-04)', async ({ page, isMobile }) => {
  const at = await idleStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await at(POPUP_BY);
  await expect(idlePopup(page)).toBeVisible();
  const tokenCheck = a73(page);
  await dialog(page).getByRole('button', { name: text('idle.continue') }).click();
  await tokenCheck;
  await expect(dialog(page)).toHaveCount(0);

  // Idle again from the continue: the popup, then (one check a minute after it) the page leaves.
  await at(2 * POPUP_BY);
  await expect(idlePopup(page)).toBeVisible();
  await expect(page).toHaveURL(/#\/IndexPage/);
  await Promise.all([page.waitForURL(CARD_PAGE), at(2 * POPUP_BY + MIN + 1)]);
  await page.goto('/__dev/outbox');
  // Nothing kept but the language the applicant chose (keptOnClear: no personal data).
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k !== 'Lang'))).toEqual([]);
});

test('idle: continue with a token the bank refuses shows its ErrMsg and leaves 500 ms later (ERR-01, ERR-02)', async ({ page, isMobile }) => {
  const at = await idleStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await at(POPUP_BY);
  await expect(idlePopup(page)).toBeVisible();
  await page.evaluate(() => sessionStorage.setItem('token', 'EXPIRED-TOKEN'));
  await dialog(page).getByRole('button', { name: text('idle.continue') }).click();
  await expect(dialog(page)).toHaveText(/連線已逾時或無效，請重新申請。/);
  await at(POPUP_BY + 499);
  await expect(page).toHaveURL(/#\/IndexPage/);
  await Promise.all([page.waitForURL(CARD_PAGE), at(POPUP_BY + 500)]);
});

test('idle: not applied for the MB channel (IDLE-05)', async ({ page, isMobile }) => {
  const at = await idleStart(page, 'CTID=DEMO-CASHBACK&ForwardToken=MB-TOKEN-A123456789', isMobile);
  await expect(page.locator('.app--banking')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('Channel'))).toBe('MB');
  await at(2 * POPUP_BY);
  await expect(dialog(page)).toHaveCount(0);
  expect(await opened(page)).toEqual([]);
  await expect(page).toHaveURL(/#\/IndexPage/);
});
