// Refusals around the landing and start screens: A6, A138 and A1 answers that stop the
// application, and the 500 ms between 操作不正確 and leaving.
import { text } from '../support/config';
import { alertThenLeave, dialog, expect, expectAlert, holdCardPage, test } from './support/app';
import { changeAnswer, recordCalls } from './support/calls';

const cardPage = 'https://www.example-bank.com.tw/creditcard/';

test('操作不正確 is followed by the redirect about 500 ms later (GUARD-07)', async ({ page }) => {
  const leave = await holdCardPage(page);
  const { leftAfterMs } = await alertThenLeave(page, '/?CTID=DEMO-CASHBACK#/Gift', '操作不正確');
  expect(leftAfterMs).toBeGreaterThanOrEqual(490);
  expect(leftAfterMs).toBeLessThanOrEqual(500);
  leave();
  await page.waitForURL(/example-bank\.com\.tw\/creditcard/);
});

test('the logon check A6 refused on the landing shows 01E1 and leaves (LAND-11)', async ({ page }) => {
  let left = '';
  const leave = await holdCardPage(page, (url) => { left = url; });
  await changeAnswer(page, 'A6', () => ({ Success: false, Token: '' }));
  await page.goto('/?CTID=DEMO-CASHBACK');
  await expectAlert(page, '目前系統異常(ErrCode:01E1)');
  leave();
  await page.waitForURL(/example-bank\.com\.tw\/creditcard/);
  expect(left).toBe(cardPage);
});

test('the start screen\'s terms call A138 without terms documents shows 0101 and leaves (NET-13)', async ({ page, isMobile }) => {
  const leave = await holdCardPage(page);
  await changeAnswer(page, 'A138', (real) => ({ ...real, TC_URL: [] }));
  const calls = recordCalls(page);
  await page.goto('/?CTID=DEMO-CASHBACK');
  if (!isMobile) await page.getByText(text('landing.continueDesktop')).click();
  await expectAlert(page, '條款文件讀取失敗(ErrCode:0101)');
  expect(calls.requests('A138')).toEqual([expect.objectContaining({ CTID: 'DEMO-CASHBACK', ApplyType: 'CC' })]);
  leave();
  await page.waitForURL(/example-bank\.com\.tw\/creditcard/);
});

test.describe('desktop landing', () => {
  test.skip(({ isMobile }) => isMobile, 'a phone leaves the landing before the service check');

  test('the service check A1 sends ClientType and IP; Flag other than Y shows 5101 and leaves (NET-09, ERR-17)', async ({ page }) => {
    let left = '';
    const leave = await holdCardPage(page, (url) => { left = url; });
    await changeAnswer(page, 'A1', (real) => ({ ...real, Flag: 'N' }));
    const calls = recordCalls(page);
    await page.goto('/?CTID=DEMO-CASHBACK');
    await expectAlert(page, '目前系統異常(ErrCode:5101)');
    expect(calls.requests('A1')).toEqual([expect.objectContaining({ ClientType: 'Desktop Website', IP: '' })]);
    leave();
    await page.waitForURL(/example-bank\.com\.tw\/creditcard/);
    expect(left).toBe(cardPage);
  });

  test('the service check answering Flag Y keeps the landing page (NET-09)', async ({ page }) => {
    const calls = recordCalls(page);
    await page.goto('/?CTID=DEMO-CASHBACK');
    await expect.poll(() => calls.responses('A1').length, { timeout: 5000 }).toBe(1);
    expect(calls.responses('A1')[0].Flag).toBe('Y');
    await page.waitForTimeout(700);
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.getByText(text('landing.continueDesktop'))).toBeVisible();
  });
});
