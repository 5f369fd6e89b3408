// DESIGN principles 4 and 6: typed data survives a reload of the same tab, and the
// start screen works with a keyboard alone.
import { applyButton, expect, latestCode, openStart, test } from './support/app';

test('typed data survives a reload of the same tab (sessionStorage only)', async ({ page, isMobile }) => {
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await page.locator('#root_IDNO').fill('A123456789');
  await page.locator('#root_Birthday').fill('0690101');
  await page.reload();
  await expect(page.locator('#root_IDNO')).toHaveValue('A123456789');
  await expect(page.locator('#root_Birthday')).toHaveValue('0690101');
  const stored = await page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.getItem('form.index') }));
  expect(stored.local).toBe(0);
  expect(stored.session).toContain('A123456789');
});

test('keyboard only: Tab through the start screen, Space ticks the boxes, Enter applies (DESIGN principle 6)', async ({ page, request, isMobile }) => {
  test.skip(isMobile, 'a hardware keyboard');
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await page.locator('#root_IDNO').focus();
  await page.keyboard.type('A123456789');
  await page.keyboard.press('Tab');
  await page.keyboard.type('0690101');
  await page.keyboard.press('Tab'); // sales code
  await page.keyboard.press('Tab'); // card terms box
  await expect(page.locator('#root_AgreeCardTerms')).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab'); // its terms link
  await page.keyboard.press('Tab'); // mobile-ID terms box
  await expect(page.locator('#root_AgreeMobileIdTerms')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(applyButton(page)).toBeEnabled();
  await applyButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/Validate3/);
  await expect(page.locator('.wg-boxes--otp input').first()).toBeEnabled();
  await page.locator('.wg-boxes--otp input').first().focus();
  await page.keyboard.type(await latestCode(request));
  await expect(page).toHaveURL(/#\/Gift/);
  await expect(page.locator('fieldset.wg-gift-group')).toHaveCount(3);
  for (const group of await page.locator('fieldset.wg-gift-group').all()) {
    await group.locator('input[type=radio]').first().focus();
    await page.keyboard.press('Space');
    await expect(group.locator('input[type=radio]').first()).toBeChecked();
  }
  await page.getByRole('button', { name: '下一步' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/UploadID/);
});
