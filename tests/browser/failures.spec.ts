// Transport failures and refused exits, with the simulator's fault injection.
import { text } from '../support/config';
import { dialog, expect, expectAlert, holdCardPage, openStart, test } from './support/app';

test('a call failing 3 times shows 目前系統異常(ErrCode:0000-A137) and leaves (NET-05, NET-07, NET-08)', async ({ page, request }) => {
  await request.post('/__dev/faults', { data: { api: 'A137', mode: 'fail', count: 3 } });
  let attempts = 0;
  page.on('request', (r) => { if (r.postData()?.includes('"ApiName":"A137"')) attempts += 1; });
  const leave = await holdCardPage(page);
  await page.goto('/?CTID=DEMO-CASHBACK');
  await expectAlert(page, '目前系統異常(ErrCode:0000-A137)');
  expect(attempts).toBe(3);
  leave();
  await page.waitForURL(/example-bank\.com\.tw/);
});

test('a refused exit shows 導回IB失敗!! and stays (EXIT-09)', async ({ page, request, isMobile }) => {
  await openStart(page, 'CTID=DEMO-CASHBACK&ForwardToken=IB-TOKEN-A123456789', isMobile);
  await expect(page.locator('.app--banking')).toBeVisible();
  await request.post('/__dev/faults', { data: { api: 'A103', mode: 'fail', count: 3 } });
  await page.getByRole('button', { name: text('shell.exit') }).click();
  await dialog(page).getByRole('button', { name: text('exit.cancel') }).click();
  await expect(dialog(page)).toContainText('導回IB失敗!!');
  await page.waitForTimeout(800);
  await expect(page).toHaveURL(/#\/IndexPage/);
});
