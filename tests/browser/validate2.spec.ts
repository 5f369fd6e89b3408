// Other-bank verification for a new-to-bank applicant: card boxes, messages, debit refusal, success.
import { applyButton, button, dialog, expect, fillStart, latestCode, openStart, test, typeOtp } from './support/app';

test('NTB: card number boxes auto-advance, messages, debit card refused, then the SMS code (V2-09, V2-21..26, V2-34, V2-33)', async ({ page, request, isMobile }) => {
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await fillStart(page, 'F131104093', '0790101');
  await applyButton(page).click();
  await expect(page).toHaveURL(/#\/Validate2/);
  await button(page, 'validate2.confirm').click();
  await expect(page.getByText('請輸入信用卡卡號共16碼')).toBeVisible();
  await expect(page.getByText('請填入卡片有效日期，格式 MMYY')).toBeVisible();
  await expect(page.getByText('請填入卡片背面3碼安全驗證碼')).toBeVisible();
  await expect(page.getByText('請輸入手機號碼')).toBeVisible();

  const boxes = page.locator('#root_CardNo, [id^="root_CardNo__"]');
  await boxes.first().click();
  await page.keyboard.type('4000123412341234');
  await expect(boxes.nth(3)).toBeFocused();
  await page.locator('#root_CardEffective').click();
  await page.keyboard.type('0120');
  await page.locator('#root_CardCVV2').fill('123');
  await page.locator('#root_Mobile').fill('0812345678');
  await button(page, 'validate2.confirm').click();
  await expect(page.getByText('此卡片已過期!')).toBeVisible();
  await expect(page.getByText('手機輸入錯誤!!')).toBeVisible();

  await page.locator('#root_CardEffective').click();
  await page.locator('#root_CardEffective').fill('');
  await page.keyboard.type('1230');
  await page.locator('#root_Mobile').fill('0911222333');
  await button(page, 'validate2.confirm').click();
  await expect(dialog(page)).toContainText('不支援此卡驗證');
  await dialog(page).getByRole('button').click();

  await boxes.first().click();
  await boxes.first().fill('');
  for (let i = 0; i < 4; i++) await boxes.nth(i).fill('');
  await boxes.first().click();
  await page.keyboard.type('4111111111111111');
  await button(page, 'validate2.confirm').click();
  await expect(page).toHaveURL(/#\/Validate3/);
  await expect(page.getByText(/0911\*+333/)).toBeVisible();
  await typeOtp(page, await latestCode(request));
  await expect(page).toHaveURL(/#\/Gift/);
  expect(await page.evaluate(() => sessionStorage.getItem('VerifyType'))).toBe('29');
});

test('supported banks popup lists A81 entries (V2-13)', async ({ page, isMobile }) => {
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await fillStart(page, 'F131104093', '0790101');
  await applyButton(page).click();
  await page.getByText('查看可驗證的銀行').click();
  await expect(dialog(page)).toContainText('004-臺灣銀行');
});
