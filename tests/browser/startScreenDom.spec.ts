// The start screen in the DOM: input caps, error style, terms links from A137, the optional
// consent boxes, the alert button label in both languages, the fingerprint script.
import { text } from '../support/config';
import { applyButton, dialog, expect, fillStart, openStart, test } from './support/app';
import { changeAnswer, recordCalls } from './support/calls';

test('the ID keeps 10 characters, the birthday 7 and the sales code 7 (IDX-13, IDX-17, IDX-27)', async ({ page, isMobile }) => {
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await page.locator('#root_IDNO').pressSequentially('a1234567890');
  await expect(page.locator('#root_IDNO')).toHaveValue('A123456789');
  await page.locator('#root_Birthday').pressSequentially('06901011');
  await expect(page.locator('#root_Birthday')).toHaveValue('0690101');
  await page.locator('#root_SalesId').pressSequentially('s1234567');
  await expect(page.locator('#root_SalesId')).toHaveValue('S123456');
});

test('an invalid ID number is shown in the error style (IDX-26)', async ({ page, isMobile }) => {
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  const idField = page.locator('.field').filter({ has: page.locator('#root_IDNO') });
  await fillStart(page, 'A123456788', '0690101');
  await expect(idField).not.toHaveClass(/field--error/);
  await applyButton(page).click();
  await expect(idField).toHaveClass(/field--error/);
  await expect(page.locator('#root_IDNO')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#root_IDNO')).toHaveClass(/wg-input--error/);
  await expect(page.locator('.field').filter({ has: page.locator('#root_Birthday') })).not.toHaveClass(/field--error/);
});

test('the terms links open the addresses A137 returned (IDX-38)', async ({ page, isMobile }) => {
  const calls = recordCalls(page);
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await expect.poll(() => calls.responses('A137').length).toBeGreaterThan(0);
  const a137 = calls.responses('A137').at(-1)!;
  // campaigns/DEMO-CASHBACK.json terms, as A137 answers them
  expect(a137.CardTCUrl).toBe('https://www.example-bank.com.tw/terms/card-agreement.pdf');
  await expect(page.locator('label[for="root_AgreeCardTerms"] a')).toHaveAttribute('href', String(a137.CardTCUrl));
  await expect(page.locator('label[for="root_AgreeMobileIdTerms"] a')).toHaveAttribute('href', String(a137.MobileIDTCURL));
  await page.locator('#root_ApplyPL').check();
  await expect(page.locator('label[for="root_AgreePLTerms"] a')).toHaveAttribute('href', String(a137.TCUrl));
  await expect(page.locator('label[for="root_AgreePLTerms"] a')).toHaveAttribute('href', 'https://www.example-bank.com.tw/terms/privacy-notice.pdf');
});

test('the marketing consents are shown unticked and optional; ticking the first gives UserShare Y|N (IDX-35, SESS-13)', async ({ page, isMobile }) => {
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  const consents = page.locator('.wg-consents input[type=checkbox]');
  await expect(consents).toHaveCount(2);
  await expect(page.locator('label[for="root_Consents__0"]')).toHaveText('同意將個人資料提供予本行共同行銷');
  await expect(page.locator('label[for="root_Consents__1"]')).toHaveText('同意收受本行行銷訊息');
  await expect(consents.nth(0)).not.toBeChecked();
  await expect(consents.nth(1)).not.toBeChecked();
  await fillStart(page, 'A123456789', '0690101');
  await expect(applyButton(page)).toBeEnabled();
  await consents.nth(0).check();
  await applyButton(page).click();
  await expect(page).toHaveURL(/#\/Validate3/);
  expect(await page.evaluate(() => sessionStorage.getItem('UserShare'))).toBe('Y|N');
});

test('a consent the server marks DefSelectNY = Y starts ticked and is sent as Y unless the applicant unticks it (issue 5 §3.8)', async ({ page, isMobile }) => {
  await changeAnswer(page, 'A137', (real) => ({
    ...real,
    CCTC: (real.CCTC as Array<Record<string, unknown>>).map((c, i) => (i === 1 ? { ...c, DefSelectNY: 'Y' } : c)),
  }));
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  const consents = page.locator('.wg-consents input[type=checkbox]');
  await expect(consents.nth(0)).not.toBeChecked();
  await expect(consents.nth(1)).toBeChecked();
  await fillStart(page, 'A123456789', '0690101');
  await applyButton(page).click();
  await expect(page).toHaveURL(/#\/Validate3/);
  expect(await page.evaluate(() => sessionStorage.getItem('UserShare'))).toBe('N|Y');
});

test('an alert\'s button is 確定 in Chinese and "Go back and revise" in English (I18N-03, I18N-04)', async ({ page, isMobile, request }) => {
  // Five wrong birthdays for the ID (a stranger's, by the API): the bank then refuses even the
  // right birthday with 嘗試次數過多 for a while, which the start screen shows as an alert.
  const api = async (ApiName: string, data: Record<string, unknown>) =>
    (await request.post('/api/Common', { data: { ApiName, ApiData: JSON.stringify(data) } })).json();
  for (const day of ['10', '11', '12', '13', '14']) {
    const { Token } = await api('A6', {});
    await api('A84', { Token, IDNO: 'A123456789', Birthday: `07001${day}` });
  }
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await fillStart(page, 'A123456789', '0690101');
  await applyButton(page).click();
  await expect(dialog(page)).toContainText('嘗試次數過多，請稍後再試');
  await expect(dialog(page).getByRole('button')).toHaveText('確定');
  await dialog(page).getByRole('button', { name: '確定' }).click();
  await expect(dialog(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByText('National ID number')).toBeVisible();
  await fillStart(page, 'A123456789', '0690101');
  await page.getByRole('button', { name: 'Agree and apply' }).click();
  // The bank's message in the applicant's language (its Translations, issue 9 §3).
  await expect(dialog(page)).toContainText('Too many attempts. Please try again later.');
  await expect(dialog(page).getByRole('button')).toHaveText('Go back and revise');
});

test('the fingerprint script is not loaded while A155 disables it (IDX-51, IDX-52)', async ({ page, isMobile }) => {
  const calls = recordCalls(page);
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await expect.poll(() => calls.responses('A155').length).toBe(1);
  expect(calls.responses('A155')[0].Enable).toBe(false);
  await expect(page.locator('script[src="/fingerprint/tags.js"]')).toHaveCount(0);
});

test('A155 enabling the fingerprint adds its script once, also when the start screen is entered again (IDX-51, IDX-52)', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the desktop landing page leads to the start screen a second time');
  await page.route('**/fingerprint/tags.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await changeAnswer(page, 'A155', (real) => ({ ...real, Enable: true }));
  const calls = recordCalls(page);
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await expect(page.locator('script[src="/fingerprint/tags.js"]')).toHaveCount(1);
  await page.goBack();
  await expect(page).not.toHaveURL(/#\/IndexPage/);
  await page.getByText(text('landing.continueDesktop')).click();
  await expect(page).toHaveURL(/#\/IndexPage/);
  await expect.poll(() => calls.responses('A155').length).toBe(2);
  await expect(page.locator('script[src="/fingerprint/tags.js"]')).toHaveCount(1);
});
