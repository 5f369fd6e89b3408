// Issue 17 §3: the SMS screen's advice no longer locks the applicant out. A wrong code says to
// enter the code again (the tries left); resends are counted apart from wrong codes and expiries;
// the resend link waits resendCooldownSeconds after each code (shown, counted down, announced) and
// a tap meanwhile does nothing; the lock still comes at the seeds' third wrong code (OTP-29); the
// fourth resend opens the resend-limit popup (OTP-33). Both clocks move together (passTime): the
// page's fake clock and the simulator's.
import type { Page } from '@playwright/test';
import { constant, text, textEn } from '../support/config';
import { axeCheck } from './support/axe';
import { expectNoHan } from './support/screenChecks';
import { applyButton, dialog, expect, fillStart, latestCode, newCode, openStart, passTime, shotBothLanguages, shotFile, smsCount, test, typeOtp } from './support/app';
import { recordCalls } from './support/calls';

const WAIT_MS = constant('resendCooldownSeconds') * 1000;
/** A code that is certainly not `code`. */
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const secondsOf = async (page: Page) => Number(/(\d+)/.exec((await page.locator('.wg-otp__wait').textContent()) ?? '')?.[1]);

async function etbToCodeScreen(page: Page, isMobile: boolean): Promise<void> {
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await fillStart(page, 'A123456789', '0690101');
  await applyButton(page).click();
  await expect(page).toHaveURL(/#\/Validate3/);
  await expect(page.locator('.wg-boxes--otp input').first()).toBeEnabled();
}

const resendLink = (page: Page) => page.getByRole('button', { name: text('validate3.resend') });
const otpError = (page: Page) => page.locator('.wg-otp [role=alert]');

test('a wrong code, a resend (its wait shown and counted down, a second tap doing nothing), a wrong code, then the right code from the outbox passes: no lock (issue 17 §3)', async ({ page, request, isMobile }, info) => {
  expect(WAIT_MS).toBe(30_000);
  await page.clock.install();
  const calls = recordCalls(page);
  await etbToCodeScreen(page, isMobile);
  const first = await latestCode(request);
  const resend = resendLink(page);

  // The first code was just sent: the link waits.
  await expect(resend).toHaveAttribute('aria-disabled', 'true');
  await expect(page.locator('.wg-otp__wait')).toHaveText(/^\d+ 秒後可重新發送$/);

  // A wrong code: enter it again, two tries left (not "resend").
  await typeOtp(page, wrongOf(first));
  await expect(otpError(page)).toHaveText('簡訊密碼錯誤，請重新輸入（尚可輸入2次）');

  // The wait ends: the link works, the wait text goes, and it is said.
  await passTime(page, request, WAIT_MS);
  await expect(resend).not.toHaveAttribute('aria-disabled');
  await expect(page.locator('.wg-otp__wait')).toHaveCount(0);
  await expect(page.locator('.wg-otp [role=status]')).toHaveText(text('validate3.resendReady'));

  // The resend: a new code, and the wait again, counting down.
  const before = await smsCount(request);
  await resend.click();
  const second = await newCode(request, before);
  expect(second).toMatch(/^\d{6}$/);
  await expect(resend).toHaveAttribute('aria-disabled', 'true');
  await expect(page.locator('.wg-otp__wait')).toHaveText(/^(30|29|28) 秒後可重新發送$/);
  await expect(resend).toHaveAttribute('aria-describedby', /__resend-wait/);
  await expect(page.locator('.wg-otp [role=status]')).toHaveText('');

  // A second tap during the wait does nothing: no request, no SMS.
  await resend.click({ force: true });
  const shown = await secondsOf(page);
  await page.clock.fastForward(10_000);
  await expect.poll(() => secondsOf(page)).toBeLessThanOrEqual(shown - 10);
  expect(calls.requests('A32')).toHaveLength(2);
  expect(await smsCount(request)).toBe(before + 1);
  await shotBothLanguages(page, info.project.name, 'validate3-resend-wait');
  await expect(page.locator('.wg-otp__wait')).toHaveText(/秒後可重新發送$/);

  // A wrong code again: one try left, and no lock (the resend did not count).
  await typeOtp(page, wrongOf(second));
  await expect(otpError(page)).toHaveText('簡訊密碼錯誤，請重新輸入（尚可輸入1次）');
  expect(await page.evaluate(() => [sessionStorage.getItem('OTPAttempts'), sessionStorage.getItem('OTPResends'), sessionStorage.getItem('OTPLocked')]))
    .toEqual(['json:2', 'json:1', null]);
  await expect(dialog(page)).toHaveCount(0);

  // The right code from the outbox passes.
  await typeOtp(page, second);
  await expect(page).toHaveURL(/#\/Gift/);
});

test('the lock still comes at the third wrong code, a resend between them or not (OTP-29)', async ({ page, request, isMobile }) => {
  await page.clock.install();
  await etbToCodeScreen(page, isMobile);
  const first = await latestCode(request);
  await typeOtp(page, wrongOf(first));
  await expect(otpError(page)).toHaveText('簡訊密碼錯誤，請重新輸入（尚可輸入2次）');
  await passTime(page, request, WAIT_MS);
  const before = await smsCount(request);
  await resendLink(page).click();
  const second = await newCode(request, before);
  await typeOtp(page, wrongOf(second));
  await expect(otpError(page)).toHaveText('簡訊密碼錯誤，請重新輸入（尚可輸入1次）');
  await typeOtp(page, wrongOf(second));
  await expect(dialog(page)).toContainText(text('validate3.lockTitle'));
  await expect(dialog(page)).toContainText(text('validate3.lockBody', { phone: constant<string>('customerServicePhone') }));
  expect(await page.evaluate(() => sessionStorage.getItem('OTPLocked'))).toBe('Y');
});

test('the fourth resend opens the resend-limit popup and sends nothing (OTP-33; its own text, no 24-hour lock), again after a reload', async ({ page, request, isMobile }) => {
  await page.clock.install();
  await etbToCodeScreen(page, isMobile);
  await latestCode(request);
  for (let i = 0; i < constant('otpResendMax'); i++) {
    await passTime(page, request, WAIT_MS);
    const before = await smsCount(request);
    await resendLink(page).click();
    await newCode(request, before);
  }
  const sent = await smsCount(request);
  await passTime(page, request, WAIT_MS);
  await resendLink(page).click();
  await expect(dialog(page)).toContainText(text('validate3.resendLimitTitle'));
  await expect(dialog(page)).toContainText(text('validate3.resendLimitBody', { n: constant('otpResendMax'), phone: constant<string>('customerServicePhone') }));
  expect(await smsCount(request)).toBe(sent);
  expect(await page.evaluate(() => [sessionStorage.getItem('OTPLocked'), sessionStorage.getItem('OTPAttempts')])).toEqual([null, 'json:0']);
  await expect(dialog(page).locator(':focus')).toHaveCount(1);
  await page.screenshot({ path: shotFile('validate3-resend-limit', 'zh') });
  await axeCheck(page, 'validate3-resend-limit');
  // The header's language switch is behind the modal popup: the session's language, then a reload,
  // which opens the popup again at once and sends nothing.
  await page.evaluate(() => sessionStorage.setItem('Lang', 'EN'));
  await page.reload();
  await expect(dialog(page)).toContainText(textEn('validate3.resendLimitTitle'));
  await expect(dialog(page)).toContainText(textEn('validate3.resendLimitBody', { n: constant('otpResendMax'), phone: constant<string>('customerServicePhone') }));
  await expectNoHan(page, 'validate3-resend-limit');
  await page.screenshot({ path: shotFile('validate3-resend-limit', 'en') });
  await axeCheck(page, 'validate3-resend-limit');
  expect(await smsCount(request)).toBe(sent);
});
