// Issue 17 §5: after the submit, leaving is leaving, not cancelling. The completion page's 離開申請
// opens its own popup (the application is in, leaving does not cancel it), never 確定要取消線上申請 /
// 取消並離開, and sends no A103: a public-link applicant leaves for the bank's card page (A31's
// CancelRedirectURL, else consts.cardPageUrl) with the session cleared; in banking mode (IBMB Y) the
// page's link and the header's exit return to online or mobile banking with A103's forward token
// (the only way back into a banking session, 000 §4.5). Phone 360 px and desktop, shots of both
// popups in both languages.
import { text } from '../support/config';
import { dialog, expect, holdCardPage, shotBothLanguages, shotPopupBothLanguages, test } from './support/app';
import { recordCalls } from './support/calls';
import { INQUIRER, openCompletion, submitByCalls } from './support/submitted';

test('public link: 離開申請 says the application is in, sends no A103 and leaves for the card page (issue 17 §5)', async ({ page, request, isMobile }, info) => {
  const app = await submitByCalls(request, INQUIRER);
  const calls = recordCalls(page);
  const seen: string[] = [];
  const release = await holdCardPage(page, (url) => seen.push(url));
  await openCompletion(page, app, isMobile);
  // No exit control in the public header (banking only); the page's own link.
  await expect(page.getByRole('button', { name: text('shell.exit'), exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: text('submit.exit') }).click();
  const popup = dialog(page);
  await expect(popup).toContainText(text('leave.body').split('\n')[0]);
  await expect(popup).not.toContainText(text('exit.body'));
  await expect(popup.getByRole('button', { name: text('exit.cancel') })).toHaveCount(0);
  await expect(popup.getByRole('button')).toHaveText([text('leave.stay'), text('leave.go')]);
  await popup.getByRole('button', { name: text('leave.stay') }).click();
  await expect(popup).toHaveCount(0);
  await shotBothLanguages(page, info.project.name, 'submit');
  const exitLink = page.getByRole('button', { name: /^(離開申請|Leave the application)$/ });
  await shotPopupBothLanguages(page, 'leaveAfterSubmit', () => exitLink.click(), () => dialog(page).getByRole('button', { name: /^(留在此頁|Stay on this page)$/ }).click());

  // Stay keeps the page; leave goes to the card page, clearing the session, without A103.
  await expect(page.locator('#root_ApplyID')).toContainText(app.applyId);
  await page.getByRole('button', { name: text('submit.exit') }).click();
  await dialog(page).getByRole('button', { name: text('leave.go') }).click();
  await expect.poll(() => seen.length).toBeGreaterThan(0);
  expect(seen[0]).toBe('https://www.example-bank.com.tw/creditcard/');
  expect(calls.requests('A103')).toEqual([]);
  release();
  await page.waitForURL(/example-bank\.com\.tw\/creditcard/);
});

test('banking mode: the header exit and the page link say the application is in and return to mobile banking with A103 (issue 17 §5)', async ({ page, request, isMobile }, info) => {
  const app = await submitByCalls(request, INQUIRER);
  const calls = recordCalls(page);
  let landed = '';
  await page.route('https://mb.example-bank.com.tw/**', (route) => { landed = route.request().url(); return route.fulfill({ body: 'mobile banking' }); });
  await openCompletion(page, app, isMobile, { IBMB: 'Y', Channel: 'MB', MBURL: 'https://mb.example-bank.com.tw/return?token={token}', IBURL: 'https://ib.example-bank.com.tw/return?token={token}' });
  await expect(page.locator('.app--banking')).toBeVisible();

  // The header's exit: this screen's popup, not the flow's cancel.
  await page.getByRole('button', { name: text('shell.exit'), exact: true }).click();
  await expect(dialog(page)).toContainText(text('leave.bankingBody').split('\n')[0]);
  await expect(dialog(page)).not.toContainText(text('exit.body'));
  await expect(dialog(page).getByRole('button')).toHaveText([text('leave.stay'), text('leave.goBanking')]);
  await dialog(page).getByRole('button', { name: text('leave.stay') }).click();
  await shotBothLanguages(page, info.project.name, 'submitBanking');
  await shotPopupBothLanguages(page, 'leaveAfterSubmitBanking', () => page.getByRole('button', { name: /^(離開|Exit)$/ }).click(), () => dialog(page).getByRole('button', { name: /^(留在此頁|Stay on this page)$/ }).click());
  expect(calls.requests('A103')).toEqual([]);

  // The page's own link opens the same popup; returning asks A103 for the forward token.
  await page.getByRole('button', { name: text('submit.exit') }).click();
  await dialog(page).getByRole('button', { name: text('leave.goBanking') }).click();
  await page.waitForURL(/mb\.example-bank\.com\.tw\/return\?token=/);
  expect(calls.requests('A103')).toEqual([{ ApplyLogID: app.applyLogId, IBMB: 'Y', Token: app.token }]);
  expect(landed).toBe(`https://mb.example-bank.com.tw/return?token=${String(calls.responses('A103')[0].ForwardToken)}`);
});
