// /Validate2's ID-upload block on the personal-loan account route (001 §2.5, §4.5, §5.4): a new
// customer who ticks the loan box gets the block with its own button where the confirm button is
// hidden; real photos go to FileUploadPreview; the button checks the account fields and both
// sides, recognises (A61) and refuses another person's ID with no account check, submits the
// files (FileUploadSubmit), sets imageFlag Y, then runs the account check (A63) to /Validate3.
// On the desktop the start sets STPFlowFlag Y, which hides the block (V2-19); the block is then
// walked there with STPFlowFlag N.
import type { Page } from '@playwright/test';
import { recordCalls } from './support/calls';
import { applyButton, button, dialog, expect, expectAlert, fillStart, holdCardPage, openStart, shotBothLanguages, test } from './support/app';
import { axeViolations, devState, drawnImage } from './support/uploads';

async function loanToValidate2(page: Page, isMobile: boolean): Promise<void> {
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await fillStart(page, 'F131104093', '0790101');
  await page.locator('#root_ApplyPL').check();
  await page.locator('#root_AgreePLTerms').check();
  await applyButton(page).click();
  await expect(page).toHaveURL(/#\/Validate2/);
  await expect(page.locator('#root_BankNo')).toBeVisible();
}

const verify = (page: Page) => page.getByRole('button', { name: '確認上傳並驗證' });
const files = (page: Page) => page.locator('input[type=file]');

test('loan account route: the upload block and its button; account fields, both sides, another ID refused, then imageFlag Y and A63 to /Validate3 (V2-17, V2-19, V2-20, V2-27..30, V2-40..44)', async ({ page, request, isMobile }, info) => {
  test.setTimeout(180_000);
  const calls = recordCalls(page);
  await loanToValidate2(page, isMobile);
  if (!isMobile) {
    // The desktop start is straight-through: no block, the confirm button instead (V2-19).
    await expect(page.getByRole('heading', { name: '上傳身分證' })).toHaveCount(0);
    await expect(files(page)).toHaveCount(0);
    await expect(button(page, 'validate2.confirm')).toBeVisible();
    await page.evaluate(() => sessionStorage.setItem('STPFlowFlag', 'N'));
    await page.reload();
  }
  await expect(page.getByRole('heading', { name: '上傳身分證' })).toBeVisible();
  await expect(files(page)).toHaveCount(2);
  await expect(button(page, 'validate2.confirm')).toHaveCount(0);
  await expect(page.getByText('上傳注意事項')).toBeVisible();
  expect(calls.requests('A66')).toHaveLength(1);

  await verify(page).click();
  await expect(page.getByText('銀行代號不正確')).toBeVisible();
  const bank = page.locator('#root_BankNo');
  await bank.click();
  await bank.fill('台新');
  await page.getByRole('option', { name: '812 台新銀行' }).click();
  await verify(page).click();
  await expect(page.getByText('帳號不正確')).toBeVisible();
  await page.locator('#root_Account').fill('12345678901');
  await page.locator('#root_Mobile').fill('0933111222');
  await verify(page).click();
  await expect(dialog(page)).toContainText('請上傳身分證正反面');
  await dialog(page).getByRole('button').click();

  // Another person's ID on the front: refused after recognition, nothing submitted, no account check (V2-41).
  await files(page).nth(0).setInputFiles(await drawnImage(page, 'mismatch-front.jpg', 1600, 1000));
  await expect(page.locator('.wg-upload__preview')).toHaveCount(1);
  await verify(page).click();
  await expect(dialog(page)).toContainText('請上傳身分證正反面');
  await dialog(page).getByRole('button').click();
  await files(page).nth(1).setInputFiles(await drawnImage(page, 'back.png', 1000, 1600, 'image/png'));
  await expect(page.locator('.wg-upload__preview')).toHaveCount(2);
  await shotBothLanguages(page, info.project.name, 'validate2Upload');
  expect(await axeViolations(page)).toEqual([]);
  await verify(page).click();
  await expect(dialog(page)).toContainText('身分證字號與上傳之身分證不相符，請重新上傳');
  await dialog(page).getByRole('button').click();
  expect(calls.requests('A61')).toHaveLength(1);
  expect(calls.requests('A63')).toHaveLength(0);
  expect((await devState(request)).uploads.every((u) => u.apply_log_id === null)).toBe(true);

  // The applicant's own ID: recognised, the files submitted, imageFlag Y, then A63 (V2-40, V2-42, V2-43).
  await files(page).nth(0).setInputFiles(await drawnImage(page, 'front.jpg', 1600, 1000));
  await expect(page.locator('.wg-upload').nth(0).getByRole('status')).toHaveText(/已上傳/);
  await verify(page).click();
  await expect(page).toHaveURL(/#\/Validate3/);
  expect(calls.requests('A61')).toHaveLength(2);
  const state = await devState(request);
  const log = Object.values(state.applyLogs)[0];
  const submitted = state.uploads.filter((u) => u.apply_log_id === log.ApplyLogID);
  expect(submitted.map((u) => u.file_name).sort()).toEqual(['back.jpg', 'front.jpg']);
  expect(calls.requests('A63')).toEqual([expect.objectContaining({ BankNo: '812', Account: '12345678901', Mobile: '0933111222', IDNO: 'F131104093', ApplyLogID: log.ApplyLogID })]);
  expect(await page.evaluate(() => [sessionStorage.getItem('imageFlag'), sessionStorage.getItem('VerifyType')])).toEqual(['Y', '4']);
});

test('upload notes that fail to load: 產品資訊錯誤(ErrCode:1201), then the original address (V2-45)', async ({ page, request, isMobile }) => {
  await request.post('/__dev/faults', { data: { api: 'A66', mode: 'fail', count: 3 } });
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await fillStart(page, 'F131104093', '0790101');
  await page.locator('#root_ApplyPL').check();
  await page.locator('#root_AgreePLTerms').check();
  const release = await holdCardPage(page);
  await applyButton(page).click();
  if (isMobile) {
    await expectAlert(page, '產品資訊錯誤(ErrCode:1201)');
    release();
    await expect(page).toHaveURL(/example-bank\.com\.tw/);
  } else {
    // Straight-through on the desktop: no block, so no notes are asked for.
    await expect(page).toHaveURL(/#\/Validate2/);
    await expect(button(page, 'validate2.confirm')).toBeVisible();
    release();
  }
});
