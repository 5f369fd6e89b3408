// The mobile-ID failure screens (issue 10 §4; TWID-10..TWID-37): the identity portal's return opens
// /mobileError in a tab of its own (no session): token and ApplyLogID from the address, A152
// restores the context, the message by returnCode with its code, then the self-upload to /Form1.
// (The journey through the simulated portal itself comes with /StartTWID.)
import { etbToGift, expect, shotBothLanguages, test } from './support/app';

test('a return code of the mobile list opens /mobileError in a fresh tab: the checklist with the code, then self-upload to /Form1 (TWID-10, TWID-17..TWID-23, TWID-25, TWID-27..TWID-31)', async ({ page, request, isMobile, context }, info) => {
  await etbToGift(page, request, isMobile);
  const [token, applyLogId] = await page.evaluate(() => [sessionStorage.getItem('token')!, sessionStorage.getItem('ApplyLogID')!]);

  const back = await context.newPage();
  await back.goto(`/#/mobileError?CTID=DEMO-CASHBACK&token=${encodeURIComponent(token)}&ApplyLogID=${applyLogId}&MDID=MD-1&returnCode=3645017`);
  await expect(back.getByRole('heading', { level: 1 })).toHaveText('身分驗證失敗');
  await expect(back.locator('.app__step')).toContainText('1/3');
  await expect(back.getByText(/1\. 請關閉 Wi-Fi，改用 4G\/5G 行動網路。\s+2\. 雙卡手機[\s\S]*\(錯誤代碼：3645017\)/)).toBeVisible();
  // The token and IDs leave the address bar once the session has them.
  await expect(back).not.toHaveURL(/token=/);
  await expect.poll(() => back.evaluate(() => sessionStorage.getItem('CustomerType'))).toBe('ETB');
  await shotBothLanguages(back, info.project.name, 'mobileError');

  await back.getByRole('button', { name: '我要自行上傳財力證明' }).click();
  await expect(back).toHaveURL(/#\/Form1/);
  await expect(back.locator('#root_NameChinese')).toBeVisible();
  expect(await back.evaluate(() => [sessionStorage.getItem('STPFlowFlag'), sessionStorage.getItem('pageState')])).toEqual(['N', 'Page2.3']);
});
