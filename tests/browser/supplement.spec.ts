// Issue 17 §6 and §7: the upload after the submit.
// §6 The inquiry's 補件 on an application found (M120345672's pending case, VerifyType X: STP N) is a
// supplement to that case: it says which (card name, case number) and that nothing is applied for
// again, offers no way into Form1 (no 我要自行上傳財力證明, no data platform), shows no step bar,
// files the upload on the found ApplyLogID, and goes back to the inquiry's result.
// §7 From the completion page, the upload says the application is in, what is still needed and why,
// puts the proof of income first (no signed form, which nobody has: only when the bank asks, STP N),
// and its example shows a picture of accepted proofs (public/examples/income-proof.svg) with a list.
// The received notice is a notice (OK in English), the empty confirm an error (Go back and revise).
// Phone 360 px and desktop; shots of the screens and the example in both languages.
import type { Page } from '@playwright/test';
import { cardName, text, textEn } from '../support/config';
import { dialog, expect, newCode, shotBothLanguages, shotPopupBothLanguages, smsCount, test, typeOtp } from './support/app';
import { recordCalls } from './support/calls';
import { INQUIRER, openCompletion, submitByCalls } from './support/submitted';
import { devState } from './support/uploads';

const PENDING = { applyLogId: 'AL100000000000000000000103', applyId: 'CC1151102000103', ctid: 'DEMO-TRAVEL' };
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n'
  + '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const tabs = (page: Page) => page.getByRole('tab');
const box = (page: Page, id: string) => page.locator(`#root_Files__${id}`);

/** The inquiry of the README's identity with three applications, through its SMS code, to /QueryDetail. */
async function toInquiryResult(page: Page, request: Parameters<typeof smsCount>[0]): Promise<void> {
  await page.goto('/?CTID=DEMO-CASHBACK#/QueryLogin');
  await page.locator('#root_IDNO').fill(INQUIRER.id);
  await page.locator('#root_Birthday').fill(INQUIRER.birthday);
  const before = await smsCount(request);
  await page.getByRole('button', { name: text('queryLogin.start') }).click();
  await expect(page).toHaveURL(/#\/QueryOTP/);
  await typeOtp(page, await newCode(request, before));
  await expect(page).toHaveURL(/#\/QueryDetail/);
  await expect(page.locator('li.wg-card-list__card')).toHaveCount(3);
}

test("the inquiry's 補件: a supplement to the case found, filed on its ApplyLogID, no way into Form1, then back to the result (issue 17 §6)", async ({ page, request }, info) => {
  const calls = recordCalls(page);
  await toInquiryResult(page, request);
  await page.getByRole('link', { name: text('queryDetail.supplement') }).click();
  await expect(page).toHaveURL(new RegExp(`#/ReUpload\\?ApplyLogID=${PENDING.applyLogId}&ApplyID=${PENDING.applyId}&STP=N$`));

  // Which application, and that it is a supplement to it.
  await expect(page.getByText(text('reUpload.forCase'))).toBeVisible();
  await expect(page.locator('#root_cardName')).toContainText(cardName(PENDING.ctid));
  await expect(page.getByText(text('reUpload.caseNo', { id: PENDING.applyId }))).toBeVisible();
  await expect(page.getByText(text('reUpload.afterSubmit'))).toHaveCount(0);
  // No way into a new application, no step bar.
  await expect(page.getByRole('button', { name: text('reUpload.ownUpload') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: text('reUpload.mydata') })).toHaveCount(0);
  await expect(page.getByRole('region', { name: text('shell.stepLabel') })).toHaveCount(0);
  await expect(page.getByText(/步驟 \d\/\d/)).toHaveCount(0);
  // Proof of income first; the identity was not verified online (STP N), so the bank's signed form may be asked for.
  await expect(tabs(page)).toHaveText([text('reUpload.tabIncome'), text('reUpload.tabForm')]);
  await shotBothLanguages(page, info.project.name, 'reUploadSupplement');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('#root_cardName')).toContainText(cardName(PENDING.ctid, 'en'));
  await expect(page.getByText(textEn('reUpload.forCase'))).toBeVisible();
  await page.getByRole('button', { name: '中文' }).click();

  // The upload goes to the case found.
  await box(page, 'income_1').setInputFiles({ name: 'payslip.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByRole('status')).toHaveText(text('widgets.docUpload.done'));
  await page.getByRole('button', { name: text('reUpload.submit') }).click();
  await expect(dialog(page)).toContainText(text('reUpload.received', { id: PENDING.applyId }));
  await expect(page).toHaveURL(/#\/QueryDetail/);
  expect(calls.requests('A25').at(-1)).toMatchObject({ ApplyLogID: PENDING.applyLogId });
  const submitted = (await devState(request)).uploads.filter((u) => u.submitted_at !== null);
  expect(submitted.map((u) => [u.apply_log_id, u.slot_type, u.kind])).toEqual([[PENDING.applyLogId, '3', 'pdf']]);
  await dialog(page).getByRole('button').click();
  await expect(page.locator('li.wg-card-list__card')).toHaveCount(3);

  // Upload later goes back to the result too, never to the completion page.
  await page.getByRole('link', { name: text('queryDetail.supplement') }).click();
  await expect(page).toHaveURL(/#\/ReUpload/);
  await page.getByRole('button', { name: text('reUpload.skip') }).click();
  await expect(page).toHaveURL(/#\/QueryDetail/);
  expect(calls.requests('A1')).toEqual([]);
});

test('after the submit: the application is in, what is still needed and why, proof of income first with a pictured example; notices say OK (issue 17 §7, §9)', async ({ page, request, isMobile }, info) => {
  const app = await submitByCalls(request, INQUIRER);
  await openCompletion(page, app, isMobile);
  await page.getByRole('button', { name: text('submit.reuploadFinancial'), exact: true }).click();
  await expect(page).toHaveURL(/#\/ReUpload/);
  await expect(page.getByText(text('reUpload.afterSubmit'))).toBeVisible();
  await expect(page.getByText(text('reUpload.needed'))).toBeVisible();
  await expect(page.getByText(text('reUpload.forCase'))).toHaveCount(0);
  await expect(page.getByText(text('reUpload.caseNo', { id: app.applyId }))).toBeVisible();
  await expect(page.getByRole('region', { name: text('shell.stepLabel') })).toHaveCount(0);
  // No signed application form: the proof of income is what is asked.
  await expect(tabs(page)).toHaveText([text('reUpload.tabIncome')]);
  await expect(page.getByRole('tab', { name: text('reUpload.tabForm') })).toHaveCount(0);
  await shotBothLanguages(page, info.project.name, 'reUploadAfterSubmit');

  // The example: a picture of accepted proofs and the list, in both languages.
  const example = page.getByRole('button', { name: text('widgets.docUpload.example') });
  await example.click();
  await expect(dialog(page)).toContainText(text('reUpload.exampleIncomeTitle'));
  await expect(dialog(page)).toContainText(text('reUpload.exampleIncomeBody').split('\n')[1]);
  const picture = dialog(page).getByRole('img', { name: text('reUpload.exampleIncomeAlt') });
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(await picture.getAttribute('src')).toBe('examples/income-proof.svg');
  await dialog(page).getByRole('button', { name: text('common.close') }).click();
  await shotPopupBothLanguages(page, 'reUploadIncomeExample', () => page.locator('.wg-doc__example').click(), () => dialog(page).getByRole('button', { name: /^(關閉|Close)$/ }).click());

  // In English: the empty confirm is an error (the seed's label), the received notice says OK.
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('button', { name: textEn('reUpload.submit') }).click();
  await expect(dialog(page)).toContainText(textEn('reUpload.noFile'));
  await expect(dialog(page).getByRole('button')).toHaveText(textEn('common.ok'));
  await dialog(page).getByRole('button').click();
  await box(page, 'income_1').setInputFiles({ name: 'payslip.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByRole('status')).toHaveText(textEn('widgets.docUpload.done'));
  await page.getByRole('button', { name: textEn('reUpload.submit') }).click();
  await expect(dialog(page)).toContainText(textEn('reUpload.received', { id: app.applyId }));
  await expect(dialog(page).getByRole('button')).toHaveText(textEn('common.noticeOk'));
  await expect(page).toHaveURL(/#\/Submit/);
  // What this page filed: the proof of income (type 3) on the case (the ID photos, type 2, came before the submit).
  const submitted = (await devState(request)).uploads.filter((u) => u.submitted_at !== null && u.slot_type !== '2');
  expect(submitted.map((u) => [u.apply_log_id, u.slot_type])).toEqual([[app.applyLogId, '3']]);
});
