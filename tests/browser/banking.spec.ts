// Banking mode (IBMB=Y): banking header, steps 1/2, exit with a forward token.
import { text } from '../support/config';
import { dialog, expect, openStart, test } from './support/app';

test('banking mode: header, step 1/2, exit redirects to IBURL with the forward token (EXIT-01, EXIT-02, EXIT-05, EXIT-06, EXIT-08)', async ({ page, isMobile }) => {
  let landed = '';
  await page.route('https://ib.example-bank.com.tw/**', (route) => { landed = route.request().url(); return route.fulfill({ body: 'online banking' }); });
  await openStart(page, 'CTID=DEMO-CASHBACK&ForwardToken=IB-TOKEN-A123456789', isMobile);
  await expect(page.locator('.app--banking')).toBeVisible();
  await expect(page.locator('.app__step')).toHaveText('步驟 1/2');
  await expect(page.locator('#root_IDNO')).toHaveValue('A123456789');
  await page.getByRole('button', { name: text('shell.exit') }).click();
  await expect(dialog(page)).toContainText('返回網路銀行');
  await dialog(page).getByRole('button', { name: text('exit.continue') }).click();
  await expect(dialog(page)).toHaveCount(0);
  await page.getByRole('button', { name: text('shell.exit') }).click();
  const started = Date.now();
  await dialog(page).getByRole('button', { name: text('exit.cancel') }).click();
  await page.waitForURL(/ib\.example-bank\.com\.tw\/return\?token=/);
  expect(Date.now() - started).toBeGreaterThanOrEqual(400);
  expect(landed).toMatch(/token=[A-Za-z0-9_-]{8,}/);
  expect(landed).not.toContain('{token}');
});
