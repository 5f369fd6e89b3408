// The government data platform forward (issue 10 §4; MYD-01..MYD-10): the identity portal's
// return (成功) opens /finishMydata with token, ApplyLogID, VerifyNo and MDID; the screen restores
// the session (A152), runs A148, A150, A153 and A104 and shows the button reading 6, counting down;
// in English the phone presses it, the desktop lets the 7 s run out; the simulated platform lists
// the items and Provide the data sends the browser back to /Loading with MDID and code 200, which
// goes on to /Form1. Screenshots and axe on /finishMydata (both languages) and on the platform page
// (both languages side by side). The bank's side up to the portal's return is played through the
// API as the app plays it (tests/fixtures/mydata-forward.test.ts walks /StartTWID's A149 headlessly).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, latestCode, test } from './support/app';
import { axeCheck } from './support/axe';

const SHOTS = process.env.SHOTS_DIR ?? '.tmp/shots';

/** Runs `work` while the paused clock is advanced in small steps (axe needs the page's timers); the fake time it took. */
async function pumping(page: Page, work: Promise<unknown>): Promise<number> {
  let done = false;
  const finished = work.finally(() => { done = true; });
  let ms = 0;
  while (!done && ms < 5000) {
    await page.clock.runFor(20);
    ms += 20;
  }
  await finished;
  return ms;
}

type Body = Record<string, any>;

/** A call as the app makes it (POST /api/Common), with the session's Token. */
async function call(request: APIRequestContext, api: string, data: Record<string, unknown>): Promise<Body> {
  const res = await request.post('/api/Common', { data: { ApiName: api, ApiData: JSON.stringify(data) } });
  expect(res.status(), api).toBe(200);
  return (await res.json()) as Body;
}

/**
 * B220012340 verified by SMS, the data platform transaction (A149), the identity check to the portal
 * and its 成功: the address the portal sends the browser back to (/#/finishMydata?…).
 */
async function portalReturn(request: APIRequestContext): Promise<string> {
  const { Token } = await call(request, 'A6', {});
  const id = 'B220012340';
  expect((await call(request, 'A84', { Token, IDNO: id, Birthday: '0750505' })).Success).toBe(true);
  const { ApplyLogID } = await call(request, 'A5', { Token, ID: id, BDayYMD: '0750505', CTID: 'DEMO-CASHBACK' });
  const on = { Token, ApplyLogID };
  expect((await call(request, 'A32', { ...on, ID: id, Mobile: '0922333444', OTPMobile: '0922333444' })).Status).toBe(1);
  expect((await call(request, 'A33', { ...on, ID: id, OTPPin: await latestCode(request) })).Status).toBe(1);
  const tx = await call(request, 'A149', { ...on, IDNO: id, Items: 'INCOME' });
  const { Signature } = await call(request, 'RequestSignature', on);
  expect((await call(request, 'A151', { ...on, Signature, ReturnTo: 'finishMydata', MDID: tx.mdid })).Success).toBe(true);
  const login = await call(request, 'A146', on);
  const portal = await call(request, 'A147', { ...on, TWIDToken: login.OutputParams.Token });
  const six = Object.fromEntries(['BusinessNo', 'ApiVersion', 'HashKeyNo', 'VerifyNo', 'Token', 'IdentifyNo'].map((k) => [k, String(portal[k])]));
  expect((await request.post('/__portal/twid', { form: six })).status()).toBe(200);
  const back = await request.post('/__portal/twid/answer', { form: { VerifyNo: six.VerifyNo, Token: six.Token, Outcome: 'success' }, maxRedirects: 0 });
  expect(back.status()).toBe(303);
  return back.headers().location;
}

test('the portal\'s return → /finishMydata (button reads 6, counts down) → the platform → Provide the data → /Loading → /Form1, in English (MYD-01..MYD-10)', async ({ page, request, isMobile }, info) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/Common')) calls.push(String(JSON.parse(r.postData() ?? '{}').ApiName));
  });
  const address = await portalReturn(request);
  expect(address).toMatch(/#\/finishMydata\?.*MDID=MD\d{24}/);
  // The clock holds still from the return on, so the countdown is read second by second.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.goto(address);

  await expect(page).toHaveURL(/#\/finishMydata/);
  const go = page.locator('#root_go');
  await expect(go).toHaveText('前往政府資料平台（6）');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('前往政府資料平台');
  // The data platform's return comes after the gifts and the ID photos: step 2/3, never back to 1/3 (issue 17 §9).
  await expect(page.locator('.app__step')).toContainText('2/3');
  // In order: the restore, the query, the signature check, the address, the forward token.
  const order = ['A152', 'A148', 'A150', 'A153', 'A104'].map((c) => calls.indexOf(c));
  expect(order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1])), calls.join(' ')).toBe(true);
  expect(await page.evaluate(() => sessionStorage.getItem('MDID'))).toMatch(/^MD\d{24}$/);

  await page.screenshot({ path: `${SHOTS}/finishMydata-${info.project.name}-zh.png`, fullPage: true });
  expect(await pumping(page, axeCheck(page, 'finishMydata'))).toBeLessThan(5000);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(go).toHaveText(/^Go to the data platform \([3-6]\)$/);
  await page.screenshot({ path: `${SHOTS}/finishMydata-${info.project.name}-en.png`, fullPage: true });
  expect(await pumping(page, axeCheck(page, 'finishMydata'))).toBeLessThan(5000);

  // One second more: the label says one less.
  const shown = Number((await go.textContent())!.match(/\((\d)\)/)![1]);
  expect(shown).toBeGreaterThanOrEqual(2);
  await page.clock.runFor(1000);
  await expect(go).toHaveText(`Go to the data platform (${shown - 1})`);

  if (isMobile) {
    await go.click();
  } else {
    // No press: the browser leaves by itself when the 7 s are over (MYD-09).
    await expect(page).toHaveURL(/#\/finishMydata/);
    await page.clock.runFor(shown * 1000);
  }
  await page.clock.resume();

  // The simulated government data platform.
  await expect(page).toHaveURL(/\/__portal\/mydata\?key=.+&ForwardToken=/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Government data platform');
  await expect(page.getByText('個人綜合所得資料')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/mydataPlatform-${info.project.name}-zh-en.png`, fullPage: true });
  await axeCheck(page, 'mydataPlatform');
  await page.getByRole('button', { name: /Provide the data/ }).click();

  await expect(page).toHaveURL(/#\/Loading\?CTID=DEMO-CASHBACK&ApplyLogID=AL\d+&MDID=MD\d+&code=200|#\/Form1/);
  await expect(page).toHaveURL(/#\/Form1/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect.poll(() => page.evaluate(() => [sessionStorage.getItem('STPFlowFlag'), sessionStorage.getItem('pageState')])).toEqual(['Y', 'Page2.4']); // /Form1 shown sets Page2.4 (F1-12)
});
