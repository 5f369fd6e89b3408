// The other-bank verification screen in the DOM: step label, card name, CVV cap, the
// searchable bank list of the account route, and a card the bank refuses (A80 Result N).
import type { Page } from '@playwright/test';
import { cardName, text } from '../support/config';
import { applyButton, button, dialog, expect, fillStart, openStart, shotBothLanguages, test, typeCard } from './support/app';
import { changeAnswer } from './support/calls';

async function ntbToValidate2(page: Page, isMobile: boolean): Promise<void> {
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await fillStart(page, 'F131104093', '0790101');
  await applyButton(page).click();
  await expect(page).toHaveURL(/#\/Validate2/);
}

test('step 1/3, the card name, and a security code of at most 3 digits (V2-04, V2-05, V2-11)', async ({ page, isMobile }, info) => {
  await ntbToValidate2(page, isMobile);
  await expect(page.locator('.app__step')).toHaveText('步驟 1/3');
  await expect(page.locator('.wg-display--card-name')).toHaveText(text('common.cardName', { name: cardName('DEMO-CASHBACK') }));
  await page.locator('#root_CardCVV2').pressSequentially('12345');
  await expect(page.locator('#root_CardCVV2')).toHaveValue('123');
  // The security code is shown as dots; the expiry boxes say MM and YY (issue 9 §2).
  await expect(page.locator('#root_CardCVV2')).toHaveAttribute('type', 'password');
  await expect(page.locator('.wg-boxes--mmyy input')).toHaveCount(2);
  expect(await page.locator('.wg-boxes--mmyy input').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).placeholder))).toEqual(['MM', 'YY']);
  await shotBothLanguages(page, info.project.name, 'validate2Card');
});

test('account route: typing part of a bank name filters the A56 banks, the chosen bank is checked (V2-14)', async ({ page, isMobile }, info) => {
  await ntbToValidate2(page, isMobile);
  await page.getByLabel('他行存款帳戶').check();
  const bank = page.locator('#root_BankNo');
  await bank.click();
  await expect(page.getByRole('option')).toHaveCount(17);
  await bank.fill('台新');
  await expect(page.getByRole('option')).toHaveText(['812 台新銀行']);
  await bank.fill('商業');
  await expect(page.getByRole('option')).toHaveText(['011 上海商業儲蓄銀行']);
  await bank.fill('80');
  await expect(page.getByRole('option')).toHaveText(['803 聯邦銀行', '807 永豐銀行', '808 玉山銀行']);
  await page.getByRole('option', { name: '808 玉山銀行' }).click();
  await expect(bank).toHaveValue('808 玉山銀行');
  await page.locator('#root_Account').fill('12345678901');
  await page.locator('#root_Mobile').fill('0911222333');
  await shotBothLanguages(page, info.project.name, 'validate2Account');
  await button(page, 'validate2.confirm').click();
  await expect(page).toHaveURL(/#\/Validate3/);
  expect(await page.evaluate(() => sessionStorage.getItem('VerifyType'))).toBe('4');
});

test('a card the bank refuses (A80 Result N, not a debit card) shows 驗證失敗 and stays (V2-35)', async ({ page, isMobile }) => {
  await changeAnswer(page, 'A80', (real) => ({ ...real, Result: 'N', IsVD: 'N', Code: '', ErrMsg: '卡片驗證失敗' }));
  await ntbToValidate2(page, isMobile);
  await typeCard(page);
  await button(page, 'validate2.confirm').click();
  await expect(dialog(page)).toHaveText(/驗證失敗/);
  await expect(dialog(page)).not.toContainText('不支援此卡驗證');
  await dialog(page).getByRole('button').click();
  await expect(page).toHaveURL(/#\/Validate2/);
  expect(await page.evaluate(() => sessionStorage.getItem('VerifyType'))).toBeNull();
});
