// /Validate3Success inside mobile banking (000 §2.5: OTP-49, OTP-50; docs/spec-gaps.md '000 §2.5
// /Validate3Success in banking (OTP-49, OTP-50)'). No link of the seeds opens the customer's side of
// agent mode inside banking, so the test puts the banking context (IBMB Y, Channel MB, MBURL) into
// the customer's session before the code. The page clears the session as it opens but keeps the
// banking exit context: the banking header with step 1/2, the exit popup with Continue and
// Cancel-and-leave, and the exit to MBURL with A103's forward token.
import type { APIRequestContext, Page } from '@playwright/test';
import { eitherLanguage, text } from '../support/config';
import { applyButton, dialog, expect, fillStart, latestCode, openAgentStart, shotBothLanguages, test, typeOtp } from './support/app';
import { recordCalls } from './support/calls';

/** The app link of the newest text message carrying AgentStep=1 (the customer's link). */
async function customerLink(request: APIRequestContext): Promise<string> {
  let link = '';
  await expect.poll(async () => {
    const outbox = (await (await request.get('/__dev/outbox')).json()) as Array<{ channel: string; text: string }>;
    link = /(https?:\/\/[^\s#]+#\/\?\S+)/.exec(outbox.filter((m) => m.channel === 'sms' && m.text.includes('AgentStep=1&')).at(-1)?.text ?? '')?.[1] ?? '';
    return link;
  }, { message: 'a text message with an AgentStep=1 link' }).not.toBe('');
  return link;
}

const keys = (p: Page) => p.evaluate(() => ['IBMB', 'Channel', 'pageState', 'IDNO', 'Agent', 'CTID'].map((k) => sessionStorage.getItem(k)));

test('/Validate3Success in mobile banking: banking header 1/2, the exit popup (Continue, Cancel-and-leave) and the exit to MBURL with the forward token after the session clear (OTP-49, OTP-50)', async ({ page, request, isMobile }, info) => {
  await openAgentStart(page, 'CTID=DEMO-CASHBACK&AgentStep=0&AgentID=AG0001', isMobile);
  await fillStart(page, 'A123456789', '0690101');
  await applyButton(page).click();
  await expect(page).toHaveURL(/#\/WaitingOTP/);

  const customer = await page.context().newPage();
  const calls = recordCalls(customer);
  let landed = '';
  await customer.route('https://mb.example-bank.com.tw/**', (route) => { landed = route.request().url(); return route.fulfill({ body: 'mobile banking' }); });
  await customer.goto(await customerLink(request));
  if (!isMobile) await customer.getByText(eitherLanguage('landing.continueDesktop')).click();
  await fillStart(customer, 'A123456789', '0690101');
  await applyButton(customer).click();
  await expect(customer).toHaveURL(/#\/Validate3$/);
  await expect(customer.locator('.app--public')).toBeVisible();
  await customer.evaluate(() => {
    sessionStorage.setItem('IBMB', 'Y');
    sessionStorage.setItem('Channel', 'MB');
    sessionStorage.setItem('MBURL', 'https://mb.example-bank.com.tw/return?token={token}');
  });
  await typeOtp(customer, await latestCode(request));
  await expect(customer).toHaveURL(/#\/Validate3Success/);
  await expect(customer.getByRole('heading', { name: '身分驗證成功' })).toBeVisible();
  await expect(customer.locator('.app--banking')).toBeVisible();
  await expect(customer.locator('.app__step')).toContainText('步驟 1/2');
  expect(await keys(customer)).toEqual(['Y', 'MB', null, null, null, null]);
  await shotBothLanguages(customer, info.project.name, 'validate3Success-banking');

  await customer.getByRole('button', { name: text('shell.exit') }).click();
  await expect(dialog(customer)).toContainText('返回網路銀行／行動銀行');
  await dialog(customer).getByRole('button', { name: text('exit.continue') }).click();
  await expect(dialog(customer)).toHaveCount(0);
  await expect(customer).toHaveURL(/#\/Validate3Success/);
  await customer.getByRole('button', { name: text('shell.exit') }).click();
  await dialog(customer).getByRole('button', { name: text('exit.cancel') }).click();
  await customer.waitForURL(/mb\.example-bank\.com\.tw\/return\?token=/);
  const forwardToken = String(calls.responses('A103')[0].ForwardToken);
  expect(landed).toBe(`https://mb.example-bank.com.tw/return?token=${forwardToken}`);
  expect(calls.requests('A103')[0]).toMatchObject({ IBMB: 'Y', ApplyLogID: expect.stringMatching(/^AL[0-9A-Za-z]{16,}$/) });
});
