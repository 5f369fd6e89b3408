// The email code screen and the email link pages (issue 10 §3; MAIL-01..MAIL-29): the code and the
// link come from the development outbox (channel email), as the applicant's mailbox would hold them.
// Reached cheaply: an existing customer passes the SMS code, the email Form1 gives is logged (A29)
// and the session Form1 leaves for /EmailValidate is written (EmailValidate Y, STPFlowFlag Y, Page2.4).
import type { APIRequestContext, Page } from '@playwright/test';
import { etbToGift, expect, holdCardPage, openEmailValidate, shotBothLanguages, test, typeOtp } from './support/app';

const EMAIL = 'xiaoming.wang@example.com';
type Mail = { channel: string; to: string; text: string; code: string };

async function mails(request: APIRequestContext): Promise<Mail[]> {
  return ((await (await request.get('/__dev/outbox')).json()) as Mail[]).filter((m) => m.channel === 'email');
}
/** The mail's link, absolute as a mail client opens it (issue 17 §8): the served app's own origin. */
const linkOf = (mail: Mail) => /(https?:\/\/[^\s#]+#\/EmailCheck\?cid=[^\s]+)/.exec(mail.text)![1];
const webCodeOf = (mail: Mail) => /網頁識別碼([A-Za-z0-9]{4})/.exec(mail.text)![1];

async function toEmailValidate(page: Page, request: APIRequestContext, isMobile: boolean): Promise<void> {
  await etbToGift(page, request, isMobile);
  await openEmailValidate(page, request, EMAIL, 'ETB');
}

test('email code from the outbox to /Form2; an expired link fails and a new one is mailed, which succeeds; the card-site button (MAIL-01..MAIL-10, MAIL-13..MAIL-17, MAIL-20, MAIL-22..MAIL-29)', async ({ page, request, isMobile, context }, info) => {
  await toEmailValidate(page, request, isMobile);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('電子郵件驗證');
  await expect(page.locator('.app__step')).toContainText('2/3');
  await expect.poll(async () => (await mails(request)).length).toBe(1);
  const [first] = await mails(request);
  expect(first.to).toBe(EMAIL);
  await expect(page.getByText('驗證碼已寄送至 xiaoming.wang@***********')).toBeVisible();
  await expect(page.getByText(`網頁識別碼：${webCodeOf(first)}`)).toBeVisible();
  const boxes = page.locator('.wg-boxes--otp input');
  await expect(boxes).toHaveCount(6);
  await expect(page.getByRole('timer')).toHaveText(/請於 2(40|39|38|37) 秒內輸入/);
  await shotBothLanguages(page, info.project.name, 'emailValidate');

  // The link of the first mail, opened 30 minutes later in another tab (its own session): expired,
  // so /EmailCheckFail, and the bank mails a fresh link (the email is not verified yet).
  await request.post('/__dev/clock', { data: { offsetMs: 30 * 60_000 + 1000 } });
  const mailbox = await context.newPage();
  await mailbox.goto(linkOf(first));
  await expect(mailbox).toHaveURL(/#\/EmailCheckFail/);
  await expect(mailbox.getByText('此驗證連結已失效。若您尚未完成驗證，我們已重新寄送驗證信，請點選新信件中的驗證連結。')).toBeVisible();
  await expect.poll(async () => (await mails(request)).length).toBe(2);
  const resent = (await mails(request))[1];
  expect(resent.code).toBe('');
  await shotBothLanguages(mailbox, info.project.name, 'emailCheckFail');

  // The first code expired with the clock too: the bank refuses it, the boxes lock in error with the
  // alert (MAIL-16, MAIL-17); a resend mails a new code, which passes on its sixth digit.
  await typeOtp(page, first.code);
  await expect(page.getByRole('dialog')).toContainText('驗證失敗！');
  await page.screenshot({ path: `${process.env.SHOTS_DIR ?? '.tmp/shots'}/emailValidate-failed-alert-${info.project.name}-zh.png` });
  await page.getByRole('dialog').getByRole('button', { name: '確定' }).click();
  await expect(page.getByText('驗證碼錯誤！請重新發送，新驗證碼將寄至您的電子郵件')).toBeVisible();
  await expect(boxes.first()).toHaveAttribute('readonly', '');
  await expect(boxes.first()).toHaveAttribute('aria-invalid', 'true');
  await shotBothLanguages(page, info.project.name, 'emailValidate-failed');
  await page.getByRole('button', { name: '重新發送驗證碼' }).click();
  await expect(boxes.first()).not.toHaveAttribute('readonly', '');
  await expect.poll(async () => (await mails(request)).length).toBe(3);
  const third = (await mails(request))[2];
  await expect(page.getByText(`網頁識別碼：${webCodeOf(third)}`)).toBeVisible();
  await typeOtp(page, third.code);
  await expect(page).toHaveURL(/#\/Form2/);
  expect(await page.evaluate(() => sessionStorage.getItem('EmailValidate'))).toBe('N');

  // The re-sent link works once: the success page and its button to the bank's card site.
  await mailbox.goto(linkOf(resent));
  await expect(mailbox).toHaveURL(/#\/EmailCheckSuccess/);
  await expect(mailbox.getByText('您的電子郵件已驗證成功。')).toBeVisible();
  await shotBothLanguages(mailbox, info.project.name, 'emailCheckSuccess');
  // The card page answers at once: nothing is shown before this redirect.
  (await holdCardPage(mailbox))();
  await mailbox.getByRole('button', { name: '前往信用卡官網' }).click();
  await expect(mailbox).toHaveURL('https://www.example-bank.com.tw/creditcard/');

  // The same link again: used, so the fail page, and no new mail (the email is verified).
  await page.goto(linkOf(resent));
  await expect(page).toHaveURL(/#\/EmailCheckFail/);
  await expect(page.getByRole('button', { name: '前往信用卡官網' })).toBeVisible();
  expect((await mails(request)).length).toBe(3);
});
