// Leaving for mobile banking: the MB channel (and any channel that is not IB) returns to MBURL
// with A103's forward token; a refused A103 (Success false) shows 導回MB失敗!! and stays.
import { text } from '../support/config';
import { dialog, expect, openStart, test } from './support/app';
import { changeAnswer, recordCalls } from './support/calls';

test('MB channel: cancel-and-leave goes to MBURL with the forward token of A103 (EXIT-07, SESS-22)', async ({ page, isMobile }) => {
  let landed = '';
  await page.route('https://mb.example-bank.com.tw/**', (route) => { landed = route.request().url(); return route.fulfill({ body: 'mobile banking' }); });
  const calls = recordCalls(page);
  await openStart(page, 'CTID=DEMO-CASHBACK&ForwardToken=MB-TOKEN-A123456789', isMobile);
  await expect(page.locator('.app--banking')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('Channel'))).toBe('MB');
  await page.getByRole('button', { name: text('shell.exit') }).click();
  await expect(dialog(page)).toContainText('返回網路銀行／行動銀行');
  await dialog(page).getByRole('button', { name: text('exit.cancel') }).click();
  await page.waitForURL(/mb\.example-bank\.com\.tw\/return\?token=/);
  const forwardToken = String(calls.responses('A103')[0].ForwardToken);
  expect(forwardToken).toMatch(/^[A-Za-z0-9_-]{8,}$/);
  expect(landed).toBe(`https://mb.example-bank.com.tw/return?token=${forwardToken}`);
  expect(calls.requests('A103')[0]).toMatchObject({ IBMB: 'Y', ApplyLogID: expect.stringMatching(/^AL[0-9A-Za-z]{16,}$/) });
});

test('a Channel that is neither IB nor MB is treated as mobile banking (SESS-22)', async ({ page, isMobile }) => {
  let landed = '';
  await page.route('https://mb.example-bank.com.tw/**', (route) => { landed = route.request().url(); return route.fulfill({ body: 'mobile banking' }); });
  await page.route('https://ib.example-bank.com.tw/**', (route) => route.fulfill({ body: 'online banking' }));
  await openStart(page, 'CTID=DEMO-CASHBACK&ForwardToken=IB-TOKEN-A123456789', isMobile);
  await expect(page.locator('.app--banking')).toBeVisible();
  await page.evaluate(() => sessionStorage.setItem('Channel', 'XX'));
  await page.getByRole('button', { name: text('shell.exit') }).click();
  await dialog(page).getByRole('button', { name: text('exit.cancel') }).click();
  await page.waitForURL(/example-bank\.com\.tw\/return\?token=/);
  expect(landed).toMatch(/^https:\/\/mb\.example-bank\.com\.tw\/return\?token=[A-Za-z0-9_-]{8,}$/);
});

test('A103 answering Success false shows 導回MB失敗!! and the page stays (EXIT-09)', async ({ page, isMobile }) => {
  let left = false;
  await page.route('https://mb.example-bank.com.tw/**', (route) => { left = true; return route.fulfill({ body: 'mobile banking' }); });
  await changeAnswer(page, 'A103', () => ({ Success: false, ForwardToken: '' }));
  await openStart(page, 'CTID=DEMO-CASHBACK&ForwardToken=MB-TOKEN-A123456789', isMobile);
  await page.getByRole('button', { name: text('shell.exit') }).click();
  await dialog(page).getByRole('button', { name: text('exit.cancel') }).click();
  await expect(dialog(page)).toContainText('導回MB失敗!!');
  await page.waitForTimeout(1000);
  expect(left).toBe(false);
  await expect(page).toHaveURL(/#\/IndexPage/);
  expect(await page.evaluate(() => sessionStorage.getItem('IBMB'))).toBe('Y');
});
