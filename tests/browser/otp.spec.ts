// The SMS code screen: wrong codes, the lock popup, the countdown.
import { applyButton, dialog, expect, fillStart, latestCode, openStart, test, typeOtp } from './support/app';
import type { Page } from '@playwright/test';

async function clearOtp(page: Page): Promise<void> {
  const boxes = page.locator('.wg-boxes--otp input');
  for (let i = 5; i >= 0; i--) await boxes.nth(i).fill('');
}

test('three wrong SMS codes open the lock popup with the service number (OTP-12, OTP-27, OTP-29)', async ({ page, request, isMobile }) => {
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await fillStart(page, 'A123456789', '0690101');
  await applyButton(page).click();
  await expect(page).toHaveURL(/#\/Validate3/);
  const right = await latestCode(request);
  const wrong = right === '000000' ? '111111' : '000000';
  await typeOtp(page, wrong);
  await expect(page.locator('.wg-otp [role=alert]')).toContainText('簡訊密碼錯誤');
  await clearOtp(page);
  await typeOtp(page, wrong);
  await expect(page.locator('.wg-otp [role=alert]')).toBeVisible();
  await clearOtp(page);
  await typeOtp(page, wrong);
  await expect(dialog(page)).toContainText('24小時');
  await expect(dialog(page)).toContainText('(02)2182-1988');
  await expect(dialog(page).getByRole('button', { name: '回首頁' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('OTPLocked'))).toBe('Y');
});

test('the 100 s countdown running out marks the code and counts as an attempt (OTP-08, OTP-30)', async ({ page, isMobile }) => {
  await page.clock.install();
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await fillStart(page, 'A123456789', '0690101');
  await applyButton(page).click();
  await expect(page).toHaveURL(/#\/Validate3/);
  await expect(page.locator('.wg-otp [role=timer]')).toContainText('100');
  // The countdown starts when the code request has answered (the boxes are enabled then).
  await expect(page.locator('.wg-boxes--otp input').first()).toBeEnabled();
  await page.clock.fastForward(60_000);
  await expect(page.locator('.wg-otp [role=timer]')).toContainText('40');
  await page.clock.fastForward(41_000);
  await expect(page.locator('.wg-otp [role=alert]')).toContainText('逾時');
  await expect(page.locator('.wg-boxes--otp input').first()).toHaveAttribute('readonly', '');
  expect(await page.evaluate(() => sessionStorage.getItem('OTPAttempts'))).toBe('json:1');
});

test('after a wrong code the six boxes clear and the first takes the focus, so typing the right code submits again (issue 5 §3.8)', async ({ page, request, isMobile }) => {
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await fillStart(page, 'A123456789', '0690101');
  await applyButton(page).click();
  await expect(page).toHaveURL(/#\/Validate3/);
  const right = await latestCode(request);
  const wrong = right === '000000' ? '111111' : '000000';
  await typeOtp(page, wrong);
  await expect(page.locator('.wg-otp [role=alert]')).toContainText('簡訊密碼錯誤');
  const boxes = page.locator('.wg-boxes--otp input');
  for (let i = 0; i < 6; i++) await expect(boxes.nth(i)).toHaveValue('');
  await expect(boxes.first()).toBeFocused();
  // No click: the keyboard goes on where the focus is.
  await page.keyboard.type(right);
  await expect(page).toHaveURL(/#\/Gift/);
});
