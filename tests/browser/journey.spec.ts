// The first journey end to end in Chromium, phone and desktop, on the
// production build served under the bank's CSP (every test fails on a violation).
import type { APIRequestContext, Page } from '@playwright/test';
import { applyButton, dialog, expect, expectAlert, fillStart, holdCardPage, latestCode, openStart, test, typeOtp } from './support/app';

test('ETB: landing → start → SMS code → gifts → the route after /Gift (IDX-48, OTP-45, GIFT-19)', async ({ page, request, isMobile }) => {
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await expect(page.getByText('示範銀行現金回饋御璽卡').first()).toBeVisible();
  await fillStart(page, 'a123456789', '690101');
  await expect(page.locator('#root_IDNO')).toHaveValue('A123456789');
  await page.locator('#root_SalesId').focus();
  await expect(page.locator('#root_Birthday')).toHaveValue('0690101');
  await applyButton(page).click();

  await expect(page).toHaveURL(/#\/Validate3/);
  await expect(page.getByText('您是本行既有客戶。')).toBeVisible();
  await expect(page.getByText(/0912\*+678/)).toBeVisible();
  await expect(page.locator('.wg-boxes--otp input').first()).toHaveAttribute('autocomplete', 'one-time-code');
  await typeOtp(page, await latestCode(request));

  await expect(page).toHaveURL(/#\/Gift/);
  const groups = page.locator('fieldset.wg-gift-group');
  await expect(groups).toHaveCount(3);
  for (let i = 0; i < 3; i++) await groups.nth(i).locator('input[type=radio]').first().check();
  await page.getByRole('button', { name: /下一步|Next/ }).click();

  await expect(page).toHaveURL(/#\/UploadID/);
  const session = await page.evaluate(() => ({ pageState: sessionStorage.getItem('pageState'), gift: sessionStorage.getItem('GiftInfo') }));
  expect(session.pageState).toBe('Page2.2');
  const gift = JSON.parse(session.gift!.replace(/^json:/, '')) as { GiftCombination: string; FirstGiftCaption: string };
  expect(gift.GiftCombination.split('|')).toHaveLength(3);
  expect(gift.FirstGiftCaption.split('+')).toHaveLength(3);
});

/** The ETB applicant A123456789 through the start screen and the SMS code. */
async function passSmsCode(page: Page, request: APIRequestContext, isMobile: boolean, ctid: string): Promise<void> {
  await openStart(page, `CTID=${ctid}`, isMobile);
  await fillStart(page, 'A123456789', '0690101');
  await applyButton(page).click();
  await typeOtp(page, await latestCode(request));
}

test('gift screen: Next without a choice alerts "請選擇{group}" (GIFT-15)', async ({ page, request, isMobile }) => {
  await passSmsCode(page, request, isMobile, 'DEMO-CASHBACK');
  await expect(page).toHaveURL(/#\/Gift/);
  const firstGroup = await page.locator('fieldset.wg-gift-group legend').first().innerText();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(dialog(page)).toContainText(`請選擇${firstGroup}`);
  await expect(page).toHaveURL(/#\/Gift/);
});

test('DEMO-TRAVEL: one gift per group, the gift screen advances by itself (GIFT-17, GIFT-18)', async ({ page, request, isMobile }) => {
  await passSmsCode(page, request, isMobile, 'DEMO-TRAVEL');
  await expect(page).toHaveURL(/#\/UploadID/);
  const gift = JSON.parse((await page.evaluate(() => sessionStorage.getItem('GiftInfo')))!.replace(/^json:/, '')) as Record<string, string>;
  expect(gift.GiftCombination).toBe('TR-F01|TR-M01');
  expect(gift.FirstGiftCaption).toBe('核卡後30天內首刷，送機場接送服務1次（限台北、桃園）+核卡後90天內累積消費滿NT$30,000，送航空里程5,000哩');
});

test('DEMO-RETIRED: a withdrawn product shows 產品已下架 (ERR-07)', async ({ page }) => {
  await page.goto('/?CTID=DEMO-RETIRED');
  await expect(dialog(page)).toContainText('產品已下架');
});

test('entering /#/Gift directly gives 操作不正確 and clears the session (GUARD-05, GUARD-06)', async ({ page }) => {
  const leave = await holdCardPage(page);
  await page.goto('/?CTID=DEMO-CASHBACK#/Gift');
  await expectAlert(page, '操作不正確');
  leave();
  await page.waitForURL(/example-bank\.com\.tw/);
});
