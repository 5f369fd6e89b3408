// Back, Forward and reload inside one journey (issue 17 §1; flows/flow.json history,
// renderer/engine/history.ts), on the phone: Back from Form2 shows Form1 with its values, Forward
// Form2 again, a reload keeps Form2; Back onto a used SMS code or after the submission stays,
// explains in both languages and keeps the session. An address typed still meets the guard.
import type { Page } from '@playwright/test';
import { readConfig, text, textEn } from '../support/config';
import { axeCheck } from './support/axe';
import { button, dialog, expect, expectAlert, shotFile, test, type ShownAlert } from './support/app';
import { FORM1, FORM2 } from './support/sampleForms';
import { expectNoHan, expectNoSideScroll } from './support/screenChecks';
import { drawnImage, toUploadId } from './support/uploads';

const INCORRECT = text('err.operationIncorrect');

const session = (page: Page) => page.evaluate(() => ({
  ApplyLogID: sessionStorage.getItem('ApplyLogID'), token: sessionStorage.getItem('token'), pageState: sessionStorage.getItem('pageState'),
}));

/** The screen whose title is `titleKey`, with no 操作不正確 on the way (a refused guard shows it, then leaves for the card page). */
async function shows(page: Page, titleKey: string, alerts: ShownAlert[]): Promise<void> {
  const heading = page.getByRole('heading', { name: text(titleKey), level: 1 });
  await expect(heading.or(dialog(page))).toBeVisible();
  expect(alerts.map((a) => a.text).filter((t) => t.includes(INCORRECT)), 'no 操作不正確').toEqual([]);
  await expect(heading).toBeVisible();
}

/** The stay message in the current language: its text, a screenshot, axe, no sideways scroll, English without Han; then closed. */
async function stayMessage(page: Page, key: string, name: string, lang: 'zh' | 'en'): Promise<void> {
  const body = lang === 'zh' ? text(key) : textEn(key);
  await expect(dialog(page)).toContainText(body);
  await expect(dialog(page).getByRole('button', { name: lang === 'zh' ? text('history.ok') : textEn('history.ok') })).toBeFocused();
  await page.screenshot({ path: shotFile(name, lang), fullPage: true });
  await axeCheck(page, name);
  await expectNoSideScroll(page, name);
  if (lang === 'en') await expectNoHan(page, name);
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toHaveCount(0);
}

test('Form2 → Back: Form1 with its values, no 操作不正確, the session kept; Forward: Form2; a reload keeps Form2; Back after the submission stays', async ({ page, request, isMobile, alerts }) => {
  test.skip(!isMobile, 'the phone journey of issue 17 §1 (the desktop NTB route goes through /StartTWID; the same engine and rules)');
  test.setTimeout(150_000);
  await toUploadId(page, request, isMobile);
  const files = page.locator('input[type=file]');
  await files.nth(0).setInputFiles(await drawnImage(page, 'front.jpg', 2000, 1250));
  await files.nth(1).setInputFiles(await drawnImage(page, 'back.jpg', 1250, 2000));
  await expect(page.locator('.wg-upload__preview')).toHaveCount(2);
  // The forms as the applicant typed them before (sampleForms): Form1 and Form2 show them on entry.
  await page.evaluate(([f1, f2]) => {
    sessionStorage.setItem('Form1Data', `json:${JSON.stringify(f1)}`);
    sessionStorage.setItem('Form2Data', `json:${JSON.stringify(f2)}`);
  }, [FORM1, FORM2] as const);
  await button(page, 'uploadId.next').click();
  await expect(page).toHaveURL(/#\/Form1$/);
  await expect(page.locator('#root_NameChinese')).toHaveValue(FORM1.NameChinese);
  await button(page, 'form1.next').click();
  await expect(page).toHaveURL(/#\/Form2$/);
  await expect(page.getByRole('heading', { name: text('form2.title'), level: 1 })).toBeVisible();
  // Typed and not yet reported (a text field reports after a pause): Back keeps it all the same.
  await page.locator('#root_Company').fill('台灣積體電路製造股份有限公司新竹分公司');
  const before = await session(page);
  expect(before.ApplyLogID).toBeTruthy();

  await page.goBack();
  await expect(page).toHaveURL(/#\/Form1$/);
  await shows(page, 'form1.title', alerts);
  await expect(page.locator('#root_NameChinese')).toHaveValue(FORM1.NameChinese);
  await expect(page.locator('#root_HomeAddr')).toHaveValue(FORM1.HomeAddr);
  await expect(page.locator('#root_TelMobile1')).toHaveValue(FORM1.TelMobile1);
  await expect(dialog(page)).toHaveCount(0);
  // /Form1 is shown with its entry page state (flows/flow.json; F1-12).
  const form1Entry = readConfig<{ routes: Array<{ path: string; entryPageState?: string }> }>('flows/flow.json').routes.find((r) => r.path === '/Form1')?.entryPageState;
  expect(await session(page)).toMatchObject({ ApplyLogID: before.ApplyLogID, token: before.token, pageState: form1Entry ?? 'Page2.3' });

  await page.goForward();
  await expect(page).toHaveURL(/#\/Form2$/);
  await shows(page, 'form2.title', alerts);
  await expect(page.locator('#root_Company')).toHaveValue('台灣積體電路製造股份有限公司新竹分公司');
  await expect(page.locator('#root_IncomeY')).toHaveValue(FORM2.IncomeY);

  await page.reload();
  await expect(page).toHaveURL(/#\/Form2$/);
  await shows(page, 'form2.title', alerts);
  await expect(page.locator('#root_Company')).toHaveValue('台灣積體電路製造股份有限公司新竹分公司');
  // Back after the reload (the browser loads the page again for that entry): Form1 all the same.
  await page.goBack();
  await expect(page).toHaveURL(/#\/Form1$/);
  await expect(page.locator('#root_NameChinese')).toHaveValue(FORM1.NameChinese);
  await page.goForward();
  await expect(page).toHaveURL(/#\/Form2$/);
  await expect(page.locator('#root_Company')).toHaveValue('台灣積體電路製造股份有限公司新竹分公司');
  expect(alerts.map((a) => a.text).filter((t) => t.includes(INCORRECT))).toEqual([]);
  expect(await session(page)).toMatchObject({ ApplyLogID: before.ApplyLogID, token: before.token });

  // Submitted (not straight through: /ReUpload with Page4.1): Back stays there and says why.
  await button(page, 'form2.next').click();
  await expect(page).toHaveURL(/#\/Confirm$/);
  const submit = page.getByRole('button', { name: text('confirm.submit') });
  await expect(submit).toBeEnabled({ timeout: 8000 });
  await submit.click();
  await expect(page).toHaveURL(/#\/ReUpload$/);
  await expect(page.getByRole('heading', { name: text('reUpload.title'), level: 1 })).toBeVisible();
  await page.goBack();
  await expectAlert(page, text('history.submitted'));
  await expect(page).toHaveURL(/#\/ReUpload$/);
  await stayMessage(page, 'history.submitted', 'history-submitted', 'zh');
  await expect(page.getByRole('heading', { name: text('reUpload.title'), level: 1 })).toBeVisible();
  expect(await session(page)).toMatchObject({ ApplyLogID: before.ApplyLogID, pageState: 'Page4.1' });
  expect(alerts.map((a) => a.text).filter((t) => t.includes(INCORRECT))).toEqual([]);
});

test('Back onto the used SMS code stays on /Gift and explains, in both languages; the gifts are revisited; a typed address still gets 操作不正確', async ({ page, request, isMobile, alerts }) => {
  test.setTimeout(120_000);
  await toUploadId(page, request, isMobile);
  await page.goBack();
  await expect(page).toHaveURL(/#\/Gift$/);
  await shows(page, 'gift.title', alerts);
  await expect(page.locator('fieldset.wg-gift-group input[type=radio]:checked')).not.toHaveCount(0);
  const before = await session(page);

  await page.goBack();
  await expectAlert(page, text('history.codeUsed'));
  await expect(page).toHaveURL(/#\/Gift$/);
  await expect(page.getByRole('heading', { name: text('gift.title'), level: 1 })).toBeVisible();
  await stayMessage(page, 'history.codeUsed', 'history-codeUsed', 'zh');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goBack();
  await expect(page).toHaveURL(/#\/Gift$/);
  await stayMessage(page, 'history.codeUsed', 'history-codeUsed', 'en');
  await page.getByRole('button', { name: '中文' }).click();
  expect(await session(page)).toEqual(before);

  // Forward again: /UploadID, where the applicant was.
  await page.goForward();
  await expect(page).toHaveURL(/#\/UploadID$/);
  await expect(page.getByRole('heading', { name: text('uploadId.title'), level: 1 })).toBeVisible();
  expect(alerts.map((a) => a.text).filter((t) => t.includes(INCORRECT))).toEqual([]);

  // Typed: a new history entry, never visited as such: the seeds' guard (000 §4).
  await page.evaluate(() => { location.hash = '#/Form2'; });
  await expectAlert(page, INCORRECT);
});
