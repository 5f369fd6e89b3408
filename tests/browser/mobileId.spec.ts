// The mobile-ID failure screens (issue 10 §4; TWID-10..TWID-37): the identity portal's return opens
// /mobileError in a tab of its own (no session): token and ApplyLogID from the address, A152
// restores the context, the message by returnCode with its code, then the self-upload to /Form1.
// Then the journeys through /StartTWID and the simulated identity portal: 成功 to /Form1, and
// 3645017 to /mobileError then self-upload (TWID-01..10).
import type { APIRequestContext, Page } from '@playwright/test';
import { applyButton, etbToGift, expect, expectAlert, fillStart, latestCode, openStart, shotBothLanguages, test, typeOtp } from './support/app';
import { axeCheck } from './support/axe';

const SHOTS = process.env.SHOTS_DIR ?? '.tmp/shots';

test('a return code of the mobile list opens /mobileError in a fresh tab: the checklist with the code, then self-upload to /Form1 (TWID-10, TWID-17..TWID-23, TWID-25, TWID-27..TWID-31)', async ({ page, request, isMobile, context }, info) => {
  await etbToGift(page, request, isMobile);
  const [token, applyLogId] = await page.evaluate(() => [sessionStorage.getItem('token')!, sessionStorage.getItem('ApplyLogID')!]);

  const back = await context.newPage();
  await back.goto(`/#/mobileError?CTID=DEMO-CASHBACK&token=${encodeURIComponent(token)}&ApplyLogID=${applyLogId}&MDID=MD-1&returnCode=3645017`);
  await expect(back.getByRole('heading', { level: 1 })).toHaveText('身分驗證失敗');
  await expect(back.locator('.app__step')).toContainText('2/3');
  await expect(back.getByText(/1\. 請關閉 Wi-Fi，改用 4G\/5G 行動網路。\s+2\. 雙卡手機[\s\S]*\(錯誤代碼：3645017\)/)).toBeVisible();
  // The token and IDs leave the address bar once the session has them.
  await expect(back).not.toHaveURL(/token=/);
  await expect.poll(() => back.evaluate(() => sessionStorage.getItem('CustomerType'))).toBe('ETB');
  await shotBothLanguages(back, info.project.name, 'mobileError');

  await back.getByRole('button', { name: '我要自行上傳財力證明' }).click();
  await expect(back).toHaveURL(/#\/Form1/);
  await expect(back.locator('#root_NameChinese')).toBeVisible();
  expect(await back.evaluate(() => [sessionStorage.getItem('STPFlowFlag'), sessionStorage.getItem('pageState')])).toEqual(['N', 'Page2.4']);
});

/**
 * B220012340 (ETP, ApproveCus Y: identity only, the return is /finishVerify) from the start screen
 * through the SMS code to /StartTWID. The straight-through flag comes from the desktop landing
 * page's link (002 §2.6); a phone goes to the start screen by itself, so there the test sets the
 * flag as that link would.
 */
async function etpToStartTwid(page: Page, request: APIRequestContext, isMobile: boolean): Promise<void> {
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  if (isMobile) await page.evaluate(() => sessionStorage.setItem('STPFlowFlag', 'Y'));
  await fillStart(page, 'B220012340', '0750505');
  await applyButton(page).click();
  await expect(page).toHaveURL(/#\/Validate3/);
  await typeOtp(page, await latestCode(request));
  await expect(page).toHaveURL(/#\/StartTWID/);
}

/** 開始驗證 once the terms are agreed, by keyboard (Space on the box, Tab to the button, Enter): the form post leaves for the simulated identity portal. */
async function startCheck(page: Page): Promise<void> {
  const start = page.getByRole('button', { name: '開始驗證' });
  await expect(start).toBeDisabled();
  await page.locator('#root_AgreeMobileIdTerms').focus();
  await page.keyboard.press('Space');
  await expect(page.locator('#root_AgreeMobileIdTerms')).toBeChecked();
  await expect(start).toBeEnabled();
  for (let i = 0; i < 5 && !(await start.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(start).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/__portal\/twid$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('行動身分驗證');
}

test('/StartTWID → the identity portal (成功) → /finishVerify → /Form1: the check explained, the chain in order, a form POST, a new verification GUID (TWID-01..09)', async ({ page, request, isMobile }, info) => {
  const calls: string[] = [];
  const posts: Array<{ url: string; type: string; body: string }> = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/Common')) calls.push(String(JSON.parse(r.postData() ?? '{}').ApiName));
    if (r.url().endsWith('/__portal/twid') && r.method() === 'POST') posts.push({ url: r.url(), type: r.headers()['content-type'] ?? '', body: r.postData() ?? '' });
  });
  await etpToStartTwid(page, request, isMobile);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('行動身分驗證');
  // After the gifts and the ID photos (2/3) on the desktop route, the check is step 2/3 too: never back to 1/3 (issue 17 §9).
  await expect(page.locator('.app__step')).toContainText('2/3');
  await expect(page.getByText('驗證門號：0922***444')).toBeVisible();
  await expect(page.getByText(/1\. 門號為您本人申辦、台灣電信業者的月租型門號/)).toBeVisible();
  await expect(page.getByRole('link', { name: '行動身分識別服務使用條款' })).toHaveAttribute('href', 'https://www.example-bank.com.tw/terms/mobile-id.pdf');
  await expect(page.getByRole('button', { name: '我要自行上傳財力證明' })).toBeVisible();
  await shotBothLanguages(page, info.project.name, 'startTwid');

  await startCheck(page);
  const chain = calls.filter((c) => ['RequestSignature', 'A151', 'A146', 'A147'].includes(c));
  expect(chain).toEqual(['RequestSignature', 'A151', 'A146', 'A147']);
  expect(posts).toHaveLength(1);
  expect(posts[0].type).toContain('application/x-www-form-urlencoded');
  expect([...new URLSearchParams(posts[0].body).keys()].sort()).toEqual(['ApiVersion', 'BusinessNo', 'HashKeyNo', 'IdentifyNo', 'Token', 'VerifyNo']);
  // The portal: both languages side by side, one button per outcome.
  for (const code of ['3644013', '3645002', '3645017', '2035916', '3645011', '3645021', '3645024', '9999999', 'E136']) {
    await expect(page.getByRole('button', { name: code, exact: true })).toBeVisible();
  }
  await page.screenshot({ path: `${SHOTS}/twidPortal-${info.project.name}.png`, fullPage: true });
  await axeCheck(page, 'twidPortal');

  await page.getByRole('button', { name: /成功/ }).click();
  await expect(page).toHaveURL(/#\/Form1/);
  await expect(page.locator('#root_NameChinese')).toBeVisible();
  expect(calls).toContain('A148');
  await expect(page).not.toHaveURL(/token=|VerifyNo=/);
  const kept = await page.evaluate(() => ['VerifyGUID', 'STPFlowFlag', 'pageState'].map((k) => sessionStorage.getItem(k)));
  expect(kept[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(kept.slice(1)).toEqual(['Y', 'Page2.4']); // /Form1 sets Page2.4 once shown (F1-12)
});

test('the portal answers 3645017 → /mobileError with the checklist and the code, then 我要自行上傳財力證明 → /Form1 (TWID-10, TWID-21..23, TWID-27)', async ({ page, request, isMobile }) => {
  await etpToStartTwid(page, request, isMobile);
  await startCheck(page);
  await page.getByRole('button', { name: '3645017', exact: true }).click();
  await expect(page).toHaveURL(/#\/mobileError/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('身分驗證失敗');
  await expect(page.getByText(/1\. 請關閉 Wi-Fi，改用 4G\/5G 行動網路。[\s\S]*\(錯誤代碼：3645017\)/)).toBeVisible();
  await page.getByRole('button', { name: '我要自行上傳財力證明' }).click();
  await expect(page).toHaveURL(/#\/Form1/);
  await expect(page.locator('#root_NameChinese')).toBeVisible();
  expect(await page.evaluate(() => [sessionStorage.getItem('STPFlowFlag'), sessionStorage.getItem('pageState')])).toEqual(['N', 'Page2.4']);
});

test('/finishVerify without a check it can read: the bank\'s message only, the screen stays with Try again and self-upload (TWID-14)', async ({ page }, info) => {
  await page.goto('/?CTID=DEMO-CASHBACK#/finishVerify');
  await expectAlert(page, '連線已逾時或無效，請重新申請。');
  await page.getByRole('dialog').getByRole('button').click();
  await expect(page).toHaveURL(/#\/finishVerify/);
  await expect(page.getByText('目前無法取得您的身分驗證結果。您可以再試一次，或改為自行上傳財力證明。')).toBeVisible();
  await expect(page.getByRole('button', { name: '再試一次' })).toBeVisible();
  await expect(page.getByRole('button', { name: '我要自行上傳財力證明' })).toBeVisible();
  await shotBothLanguages(page, info.project.name, 'finishVerify');
});
