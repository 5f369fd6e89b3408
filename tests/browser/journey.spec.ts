// The first journey end to end in Chromium, phone and desktop, on the
// production build served under the bank's CSP (every test fails on a violation).
import type { APIRequestContext, Page } from '@playwright/test';
import { cardName, eitherLanguage, firstGifts, giftGroups, text } from '../support/config';
import { applyButton, chooseFirstGifts, dialog, expect, expectAlert, fillStart, holdCardPage, latestCode, openStart, test, typeOtp } from './support/app';

test('ETB: landing → start → SMS code → gifts → the route after /Gift (IDX-48, OTP-45, GIFT-19)', async ({ page, request, isMobile }) => {
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await expect(page.getByText(cardName('DEMO-CASHBACK')).first()).toBeVisible();
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
  await chooseFirstGifts(page);
  await page.getByRole('button', { name: eitherLanguage('gift.next') }).click();

  await expect(page).toHaveURL(/#\/UploadID/);
  const session = await page.evaluate(() => ({ pageState: sessionStorage.getItem('pageState'), gift: sessionStorage.getItem('GiftInfo') }));
  expect(session.pageState).toBe('Page2.2');
  const gift = JSON.parse(session.gift!.replace(/^json:/, '')) as { GiftCombination: string; FirstGiftCaption: string };
  expect(gift.GiftCombination).toBe(firstGifts('DEMO-CASHBACK').combination);
  expect(gift.FirstGiftCaption.split('+')).toHaveLength(giftGroups('DEMO-CASHBACK').length);
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
  const firstGroup = giftGroups('DEMO-CASHBACK')[0].name;
  await expect(page.locator('fieldset.wg-gift-group legend').first()).toHaveText(firstGroup);
  await page.getByRole('button', { name: text('gift.next') }).click();
  await expect(dialog(page)).toContainText(text('gift.pleaseSelect', { group: firstGroup }));
  await expect(page).toHaveURL(/#\/Gift/);
});

test('DEMO-TRAVEL: one gift per group, the gift screen advances by itself (GIFT-17, GIFT-18)', async ({ page, request, isMobile }) => {
  await passSmsCode(page, request, isMobile, 'DEMO-TRAVEL');
  await expect(page).toHaveURL(/#\/UploadID/);
  const gift = JSON.parse((await page.evaluate(() => sessionStorage.getItem('GiftInfo')))!.replace(/^json:/, '')) as Record<string, string>;
  // Every group of campaigns/DEMO-TRAVEL.json has one gift: each is chosen, its description in the caption.
  const groups = giftGroups('DEMO-TRAVEL');
  expect(groups.every((g) => g.gifts.length === 1)).toBe(true);
  expect(gift.GiftCombination).toBe(firstGifts('DEMO-TRAVEL').combination);
  expect(gift.FirstGiftCaption).toBe(groups.map((g) => g.gifts[0].Description).join('+'));
});

test('DEMO-RETIRED: a withdrawn product shows 產品已下架 (ERR-07)', async ({ page }) => {
  await page.goto('/?CTID=DEMO-RETIRED');
  // (read as it appears: the page leaves about 500 ms later, and a locator waits for that navigation)
  await expectAlert(page, '產品已下架');
});

test('entering /#/Gift directly gives 操作不正確 and clears the session (GUARD-05, GUARD-06)', async ({ page }) => {
  const leave = await holdCardPage(page);
  await page.goto('/?CTID=DEMO-CASHBACK#/Gift');
  await expectAlert(page, '操作不正確');
  leave();
  await page.waitForURL(/example-bank\.com\.tw/);
});
