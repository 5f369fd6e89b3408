// The SMS code screen in the DOM: step label, card name, web code, note, resend and the
// countdown it restarts, inputs waiting for the code request, NTB without the ETB line, Status 2.
import type { APIRequestContext, Page } from '@playwright/test';
import { cardName, text } from '../support/config';
import { applyButton, button, chooseFirstGifts, dialog, expect, expectAlert, fillStart, latestCode, openStart, passTime, shotBothLanguages, test, typeCard, typeOtp } from './support/app';
import { changeAnswer } from './support/calls';

async function smsTexts(request: APIRequestContext): Promise<string[]> {
  const outbox = (await (await request.get('/__dev/outbox')).json()) as Array<{ channel: string; text: string }>;
  return outbox.filter((m) => m.channel === 'sms').map((m) => m.text);
}
const webCodeOf = (sms: string) => /網頁識別碼([A-Za-z0-9]{4})/.exec(sms)![1];

async function etbToCodeScreen(page: Page, isMobile: boolean): Promise<void> {
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await fillStart(page, 'A123456789', '0690101');
  await applyButton(page).click();
  await expect(page).toHaveURL(/#\/Validate3/);
}

test('step 1/3, card name, the web code S1 of the SMS, the note, and a resend that sends a new code (OTP-01, OTP-04, OTP-06, OTP-09, OTP-10)', async ({ page, request, isMobile }, info) => {
  await page.clock.install();
  await etbToCodeScreen(page, isMobile);
  await expect(page.locator('.app__step')).toHaveText('步驟 1/3');
  await expect(page.locator('.wg-display--card-name')).toHaveText(text('common.cardName', { name: cardName('DEMO-CASHBACK') }));
  await expect.poll(async () => (await smsTexts(request)).length).toBe(1);
  const first = webCodeOf((await smsTexts(request))[0]);
  await expect(page.getByText(`網頁識別碼：${first}`)).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: '提醒您' })).toHaveText(text('validate3.note'));
  await shotBothLanguages(page, info.project.name, 'validate3');

  // The resend link works once its wait after the code is over (issue 17; tests/browser/otpResend.spec.ts).
  const resend = page.getByRole('button', { name: '重新發送驗證碼' });
  await passTime(page, request, 30_000);
  await expect(resend).toBeEnabled();
  await resend.click();
  await expect.poll(async () => (await smsTexts(request)).length).toBe(2);
  const second = webCodeOf((await smsTexts(request))[1]);
  await expect(page.getByText(`網頁識別碼：${second}`)).toBeVisible();
  await typeOtp(page, await latestCode(request));
  await expect(page).toHaveURL(/#\/Gift/);
});

test('resend restarts the countdown at 100 s (OTP-34); a resend is counted apart from the failures (issue 17)', async ({ page, request, isMobile }) => {
  await page.clock.install();
  await etbToCodeScreen(page, isMobile);
  const timer = page.locator('.wg-otp [role=timer]');
  await expect(timer).toContainText('100');
  // The countdown starts when the code request has answered (the boxes are enabled then).
  await expect(page.locator('.wg-boxes--otp input').first()).toBeEnabled();
  await passTime(page, request, 60_000);
  await expect(timer).toContainText('40');
  await page.getByRole('button', { name: '重新發送驗證碼' }).click();
  await expect(timer).toContainText('100');
  expect(await page.evaluate(() => [sessionStorage.getItem('OTPAttempts'), sessionStorage.getItem('OTPResends')])).toEqual(['json:0', 'json:1']);
});

test('the code boxes stay disabled until the code request has answered (OTP-17)', async ({ page, request, isMobile }) => {
  await request.post('/__dev/faults', { data: { api: 'A32', mode: 'delay', delayMs: 2500 } });
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await fillStart(page, 'A123456789', '0690101');
  await applyButton(page).click();
  await expect(page).toHaveURL(/#\/Validate3/);
  const firstBox = page.locator('.wg-boxes--otp input').first();
  await expect(firstBox).toBeDisabled();
  await expect(page.locator('.wg-otp [role=timer]')).toHaveCount(0);
  await expect(page.getByText(/網頁識別碼：/)).toHaveCount(0);
  await expect(firstBox).toBeEnabled({ timeout: 10_000 });
  await expect(page.locator('.wg-otp [role=timer]')).toContainText('100');
  await expect(page.getByText(/網頁識別碼：/)).toBeVisible();
});

test('an NTB applicant does not see the existing-customer line (OTP-11)', async ({ page, isMobile }) => {
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await fillStart(page, 'F131104093', '0790101');
  await applyButton(page).click();
  await expect(page).toHaveURL(/#\/Validate2/);
  await typeCard(page);
  await button(page, 'validate2.confirm').click();
  await expect(page).toHaveURL(/#\/Validate3/);
  await expect(page.getByText(/0911\*+333/)).toBeVisible();
  await expect(page.getByText('您是本行既有客戶。')).toHaveCount(0);
});

test('a code request answered with Status 2 shows the server message, then leaves (OTP-36)', async ({ page, isMobile }) => {
  let left = '';
  await page.route('https://www.example-bank.com.tw/**', (route) => { left = route.request().url(); return route.fulfill({ body: 'card page' }); });
  await changeAnswer(page, 'A32', (real) => ({ ...real, Status: 2, S1: '', ErrMsg: '今日簡訊發送次數已達上限' }));
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await fillStart(page, 'A123456789', '0690101');
  await applyButton(page).click();
  const shown = await expectAlert(page, '今日簡訊發送次數已達上限');
  expect(shown.text).not.toContain('驗證失敗');
  await page.waitForURL(/example-bank\.com\.tw\/creditcard/);
  expect(left).toBe('https://www.example-bank.com.tw/creditcard/');
});

test('an A43 audit answer of Success false is not used: the code screen and the gift screen go on (NET-20)', async ({ page, request, isMobile }) => {
  await changeAnswer(page, 'A43', () => ({ Success: false, ErrMsg: 'audit refused' }));
  await etbToCodeScreen(page, isMobile);
  await typeOtp(page, await latestCode(request));
  await expect(page).toHaveURL(/#\/Gift/);
  await chooseFirstGifts(page);
  await button(page, 'gift.next').click();
  await expect(page).toHaveURL(/#\/UploadID/);
  await expect(dialog(page)).toHaveCount(0);
});
