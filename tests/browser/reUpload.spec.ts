// /ReUpload in the browser (002 §2.2, §2.3, §5, §9; issue 17 §7: income first, the signed form only for STP N): the document tabs with hasID N and Y, a real
// PDF and a real photo uploaded and submitted after the 2 s pause, the type and quota messages, the
// remaining space in MB, the examples, keyboard use, axe, upload later and confirm to /Submit (its
// screen is another's: only the address is asserted); phone 360 px and desktop, screenshots of the
// screen in both languages to .tmp/shots/.
import type { Page } from '@playwright/test';
import { dialog, expect, shotBothLanguages, test } from './support/app';
import { axeViolations, devState, drawnImage, toUploadId } from './support/uploads';

/** A small but real PDF (one empty page). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n'
  + '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const DOCX = Buffer.from('PK\u0003\u0004 word/document.xml');

/**
 * /ReUpload as the completion page (or /Confirm) sends the applicant: Page4.1 and hasID; with `stp` N
 * as the inquiry's link names a case whose identity was not verified online (the signed form's tab
 * then shows: issue 17 §7).
 */
async function openReUpload(page: Page, hasID: 'N' | 'Y', stp?: 'N'): Promise<void> {
  await page.evaluate(([h, n]) => {
    sessionStorage.setItem('pageState', 'Page4.1');
    sessionStorage.setItem('hasID', h);
    sessionStorage.setItem('SubmitFlag', 'Y');
    sessionStorage.setItem('ApplyID', 'CC20261123123456789012');
    // Not location.hash: the old page would enter the route before the reload (support/uploads.ts openWithSession).
    history.replaceState(null, '', n ? `#/ReUpload?STP=${n}` : '#/ReUpload');
  }, [hasID, stp] as const);
  await page.reload();
  await expect(page).toHaveURL(/#\/ReUpload/);
}

/**
 * The completion page's first call (A1) is held unanswered: /Submit is another screen (its own
 * tests), and this walk's case number was never issued by A97, so its answer would end the session
 * while the test goes on. The test owns the page after reaching #/Submit.
 */
async function holdCompletion(page: Page): Promise<void> {
  await page.route('**/api/Common', async (route) => {
    const body = route.request().postDataJSON() as { ApiName?: string } | null;
    if (body?.ApiName === 'A1') return; // never answered; a reload drops it
    await route.fallback();
  });
}

const tabs = (page: Page) => page.getByRole('tab');
const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });
const box = (page: Page, id: string) => page.locator(`#root_Files__${id}`);
const remain = (page: Page) => page.locator('#root_Files__remain');

test('the document tabs: type and quota messages, a PDF and a photo uploaded, examples, keyboard, axe, confirm after the pause to /Submit; hasID Y with the ID tab, upload later (INC-01..INC-21, INC-26, INC-27)', async ({ page, request, isMobile }, info) => {
  await toUploadId(page, request, isMobile);
  await holdCompletion(page);
  const applyLogId = await page.evaluate(() => sessionStorage.getItem('ApplyLogID'));
  const submits: number[] = [];
  page.on('request', (r) => { if (r.url().endsWith('/api/ProxyApi/FileUploadSubmit')) submits.push(Date.now()); });

  await openReUpload(page, 'N', 'N');
  // hasID N: income documents first, then (STP N only) the signed form; no ID tab (INC-26, issue 17 §7); A25's quota shown in MB (INC-10).
  await expect(tabs(page)).toHaveText(['財力證明', '簽名申請書']);
  await expect(remain(page)).toHaveText('剩餘可上傳空間：24.41 MB');
  await expect(page.getByText('案件編號：CC20261123123456789012')).toBeVisible();
  await expect(page.getByRole('button', { name: '我要自行上傳財力證明' })).toHaveCount(0);

  // Confirm with no file asks for one (INC-15).
  await page.getByRole('button', { name: '確認上傳' }).click();
  await expect(dialog(page)).toContainText('請上傳檔案');
  await dialog(page).getByRole('button').click();

  // A Word file: refused before anything is sent (INC-16).
  await box(page, 'income_1').setInputFiles({ name: 'form.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: DOCX });
  await expect(page.getByRole('alert')).toHaveText('不接受此格式，請重新選擇。');

  // A real PDF as it is: the tab advances to the signed form, focused (INC-02).
  await box(page, 'income_1').setInputFiles({ name: 'payslip.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(tab(page, /簽名申請書/)).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, /簽名申請書/)).toBeFocused();
  await expect(page.getByRole('status')).toHaveText('上傳完成');

  // The network failing all 3 attempts keeps nothing (not the previous answer's uuid): the generic failure.
  const photo = await drawnImage(page, 'signed.jpg', 2400, 1800);
  await request.post('/__dev/faults', { data: { api: 'FileUploadPreview', mode: 'fail', count: 3 } });
  await box(page, 'form_1').setInputFiles(photo);
  await expect(page.getByRole('alert')).toHaveText('上傳失敗，請重新上傳');
  await expect(page.locator('#root_Files__form_1__button')).toHaveText('選擇檔案');

  // A real photo, resized as on /UploadID: its thumbnail (INC-06); the space left shrinks by both files.
  await box(page, 'form_1').setInputFiles(photo);
  await expect(page.getByRole('img', { name: '簽名申請書 第1份預覽' })).toBeVisible();
  await expect(remain(page)).not.toHaveText('剩餘可上傳空間：24.41 MB');
  await expect(remain(page)).toHaveText(/^剩餘可上傳空間：24\.\d+ MB$/);

  // Keyboard: Add opens a box with a delete, focused; the arrow keys move between tabs (INC-04, INC-05).
  await page.getByRole('button', { name: '新增上傳欄位' }).focus();
  await page.keyboard.press('Enter');
  await expect(box(page, 'form_2')).toBeFocused();
  await expect(page.getByRole('button', { name: '刪除 簽名申請書 第2份' })).toBeVisible();
  await page.getByRole('button', { name: '刪除 簽名申請書 第2份' }).focus();
  await page.keyboard.press('Enter');
  await expect(box(page, 'form_2')).toHaveCount(0);
  await tab(page, /簽名申請書/).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, /財力證明/)).toBeFocused();
  await expect(page.getByText('payslip.pdf')).toBeVisible();
  await expect(page.locator('#root_Files__income_1__button')).toHaveText('重新上傳');

  // An example popup (INC-12): the proofs of income, pictured.
  await page.getByRole('button', { name: '查看範例' }).click();
  await expect(dialog(page)).toContainText('財力證明範例');
  await expect(dialog(page).getByRole('img')).toBeVisible();
  await dialog(page).getByRole('button', { name: '關閉' }).click();
  await expect(dialog(page)).toHaveCount(0);

  expect(await axeViolations(page)).toEqual([]);
  await shotBothLanguages(page, info.project.name, 'reUpload');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(tabs(page)).toHaveText(['Income', 'Signed form']);
  await expect(page.getByRole('button', { name: 'Confirm upload' })).toBeVisible();
  await page.getByRole('button', { name: '中文' }).click();

  // Confirm: the uuids submitted about 2 s later (INC-19), then /Submit (INC-20).
  const clicked = Date.now();
  await page.getByRole('button', { name: '確認上傳' }).click();
  await expect(page).toHaveURL(/#\/Submit/);
  expect(submits).toHaveLength(1);
  expect(submits[0] - clicked).toBeGreaterThanOrEqual(1900);
  const submitted = (await devState(request)).uploads.filter((u) => u.apply_log_id === applyLogId && u.submitted_at !== null);
  expect(submitted.map((u) => [u.slot_type, u.kind]).sort()).toEqual([['3', 'pdf'], ['6', 'jpg']]);

  // From the completion page with the ID: income and ID (INC-27; no signed form after an online submit); the quota full (INC-17); upload later (INC-21).
  await request.post('/__dev/uploadQuota', { data: { ApplyLogID: applyLogId, usedKb: 25000 } });
  await openReUpload(page, 'Y');
  await expect(tabs(page)).toHaveText(['財力證明', '身分證']);
  await expect(remain(page)).toHaveText('剩餘可上傳空間：0 MB');
  await box(page, 'income_1').setInputFiles({ name: 'payslip.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByRole('alert')).toHaveText('所有上傳空間不能超過24MB。');
  await tab(page, /身分證/).click();
  await expect(page.getByText('身分證正面')).toBeVisible();
  await expect(page.getByText('身分證反面')).toBeVisible();
  await page.getByRole('button', { name: '稍後上傳' }).click();
  await expect(page).toHaveURL(/#\/Submit/);
  expect(submits).toHaveLength(1);
});
