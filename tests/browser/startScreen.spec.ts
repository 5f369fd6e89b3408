// Start screen messages and the language switch.
import { bornYearsAgo } from '../support/birthdays';
import { bankShortName, constant, text, textEn } from '../support/config';
import { alertThenLeave, applyButton, dialog, expect, fillStart, openStart, shotBothLanguages, test } from './support/app';

const MIN_AGE = constant('minAge');
const MAX_AGE = constant('maxAge');

test('invalid ID, invalid birthday, under minAge and over maxAge messages (IDX-16, IDX-22, IDX-23, IDX-24)', async ({ page, isMobile }, info) => {
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await fillStart(page, 'A123456788', '0721301');
  await applyButton(page).click();
  await expect(page.locator('#root_IDNO__error')).toHaveText('身分證字號不正確');
  await expect(page.locator('#root_Birthday__error')).toHaveText('出生日期不正確');
  await expect(page.locator('#root_IDNO')).toHaveAttribute('aria-describedby', /root_IDNO__error/);
  await shotBothLanguages(page, info.project.name, 'index-errors');

  await page.locator('#root_IDNO').fill('A123456789');
  // One day short of flows/constants.json minAge, and turning maxAge + 1 today: the message names the limit.
  await page.locator('#root_Birthday').fill(bornYearsAgo(MIN_AGE, 1));
  await applyButton(page).click();
  await expect(page.locator('#root_Birthday__error')).toHaveText(text('err.under20', { minAge: MIN_AGE }));

  await page.locator('#root_Birthday').fill(bornYearsAgo(MAX_AGE + 1));
  await applyButton(page).click();
  await expect(page.locator('#root_Birthday__error')).toHaveText(text('err.over65', { maxAge: MAX_AGE }));
  await expect(page).toHaveURL(/#\/IndexPage/);
});

test('apply is enabled only with every required box; unticking the work statement opens the students popup (IDX-33, IDX-36, IDX-37)', async ({ page, isMobile }, info) => {
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await expect(page.locator('#root_FullTimeWork')).toBeChecked();
  await expect(applyButton(page)).toBeDisabled();
  await shotBothLanguages(page, info.project.name, 'index');
  await fillStart(page, 'A123456789', '0690101');
  await expect(applyButton(page)).toBeEnabled();
  await page.locator('#root_FullTimeWork').uncheck();
  await expect(dialog(page)).toContainText('學生');
  await dialog(page).getByRole('button').click();
  await expect(applyButton(page)).toBeDisabled();
});

test('sales code: 7 characters look up the name, a partial code clears it (IDX-28, IDX-29, IDX-30)', async ({ page, isMobile }) => {
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await page.locator('#root_SalesId').fill('S123456');
  await expect(page.getByText('推廣人員：陳美玲')).toBeVisible();
  await page.locator('#root_SalesId').press('Backspace');
  await expect(page.getByText('推廣人員：陳美玲')).toHaveCount(0);
});

test('English shows English texts and keeps Lang in the session (I18N-01, I18N-02)', async ({ page, isMobile }) => {
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await expect(page).toHaveTitle(`${text('index.title')} - ${text('shell.brand')} - ${bankShortName()}`);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Apply for a credit card online' })).toBeVisible();
  await expect(page.getByText('National ID number')).toBeVisible();
  // Texts drawn by widgets switch too, not only rjsf's labels: the card name line and the terms boxes.
  await expect(page.getByText(/^Card applied for:/)).toBeVisible();
  await expect(page.getByText('I have read and agree to the').first()).toBeVisible();
  await expect(page.getByText(/我已閱讀並同意|申請卡別/)).toHaveCount(0);
  // The tab's title names the screen, the product and the bank in the language shown (issue 9 §3).
  await expect(page).toHaveTitle(`${textEn('index.title')} - ${textEn('shell.brand')} - ${bankShortName('en')}`);
  expect(await page.evaluate(() => sessionStorage.getItem('Lang'))).toBe('EN');
  await fillStart(page, 'A123456788', '0690101');
  await page.getByRole('button', { name: 'Agree and apply' }).click();
  await expect(page.locator('#root_IDNO__error')).toHaveText('The ID number is incorrect');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Apply for a credit card online' })).toBeVisible();
});

test('CPA address: a failing CPA check shows 0104 and leaves after 2000 ms (IDX-10, ERR-08, ERR-09)', async ({ page, request, isMobile }) => {
  test.skip(!isMobile, 'the phone goes straight to the start screen');
  await request.post('/__dev/faults', { data: { api: 'A122', mode: 'fail', count: 3 } });
  await page.route('https://www.example-bank.com.tw/**', (route) => route.fulfill({ body: 'card page' }));
  const { leftAfterMs } = await alertThenLeave(page, '/CPA?CTID=DEMO-CASHBACK', 'ErrCode:0104');
  await page.waitForURL(/example-bank\.com\.tw/);
  expect(leftAfterMs).toBeGreaterThanOrEqual(1_990);
  expect(leftAfterMs).toBeLessThanOrEqual(2_000);
  await request.delete('/__dev/faults');
});
