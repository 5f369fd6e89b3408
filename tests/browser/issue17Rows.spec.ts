// Issue 17 §10, the checklist rows found failing or partly met, each as the browser shows it:
// - UPID-15: the preview upload names the token as the seeds spell it, `token` (the bank refuses
//   `Token` there: tests/unit/simulator/uploads.test.ts);
// - F2-26: Form2's load asks for what the seed lists, in its order: the customer record, the company
//   list, the lookup lists, the existing-customer data, then the held application;
// - F1-85: Form1's birthday has its own message, tied to the value it is about.
// (AGT-17: agent.spec; F1-12: uploadId.spec, form1Entry.spec, backForward.spec.)
import type { Page } from '@playwright/test';
import { text } from '../support/config';
import { button, etbToGift, expect, shotBothLanguages, shotFile, test } from './support/app';
import { FORM1 } from './support/sampleForms';
import { drawnImage, openWithSession, toForm1, toUploadId } from './support/uploads';

/** The ApiData of every multipart file call the page builds, by call name, as the browser sends it. */
async function recordFileApiData(page: Page): Promise<() => Promise<Array<{ api: string; data: Record<string, unknown> }>>> {
  await page.addInitScript(() => {
    const sent: Array<{ api: string; data: string }> = [];
    (window as unknown as { __fileCalls: typeof sent }).__fileCalls = sent;
    const append = FormData.prototype.append;
    FormData.prototype.append = function (this: FormData, ...args: [string, string | Blob, string?]) {
      if (args[0] === 'ApiData' && typeof args[1] === 'string') sent.push({ api: String(this.get('ApiName') ?? ''), data: args[1] });
      return (append as (...a: typeof args) => void).apply(this, args);
    } as typeof FormData.prototype.append;
  });
  return async () => (await page.evaluate(() => (window as unknown as { __fileCalls: Array<{ api: string; data: string }> }).__fileCalls))
    .map((c) => ({ api: c.api, data: JSON.parse(c.data) as Record<string, unknown> }));
}

test('UPID-15: the photo goes to FileUploadPreview with `token` as the seeds spell it, no `Token`, and the bank takes it', async ({ page, request, isMobile }) => {
  const fileCalls = await recordFileApiData(page);
  await toUploadId(page, request, isMobile);
  await page.locator('input[type=file]').nth(0).setInputFiles(await drawnImage(page, 'front.jpg', 1600, 1000));
  await expect(page.locator('.wg-upload__preview')).toHaveCount(1);
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const previews = (await fileCalls()).filter((c) => c.api === 'FileUploadPreview');
  expect(previews).toHaveLength(1);
  expect(previews[0].data).toEqual({ token, extension: 'jpg', type: 2, ApplyType: 'CC' });
});

test('F2-26: Form2 loads the customer record, company list, lookup list and the existing customer\'s data, then the held application, in the seed\'s order', async ({ page, request, isMobile }, info) => {
  await etbToGift(page, request, isMobile);
  const calls: Array<{ api: string; data: Record<string, unknown> }> = [];
  page.on('request', (r) => {
    if (r.method() !== 'POST' || !r.url().endsWith('/api/Common')) return;
    const body = r.postDataJSON() as { ApiName: string; ApiData: string };
    calls.push({ api: body.ApiName, data: JSON.parse(body.ApiData) as Record<string, unknown> });
  });
  await openWithSession(page, '/Form2', { Form1Data: FORM1, pageState: 'Page2.4' });
  await expect(page.getByRole('heading', { name: text('form2.title'), level: 1 })).toBeVisible();
  await expect(page.locator('#root_CompanyCity option[value="63000"]')).toHaveCount(1);
  // 001 §4.3: "customer record, company list, lookup lists, existing-customer data, saved form state;
  // otherwise agent data or held-and-saved data" (no saved state here: the held application, A59).
  const seed = ['GetUserTypeInData', 'A159', 'A22', 'A20', 'A59'];
  await expect.poll(() => calls.map((c) => c.api).filter((api) => seed.includes(api))).toEqual(seed);
  const [applyLogId, idno] = await page.evaluate(() => [sessionStorage.getItem('ApplyLogID'), sessionStorage.getItem('IDNO')]);
  expect(calls.find((c) => c.api === 'A20')?.data).toMatchObject({ ID: idno, ApplyLogID: applyLogId });
  expect(calls.find((c) => c.api === 'A159')?.data).toMatchObject({ ApplyLogID: applyLogId });
  await expect(page.locator('.fault-panel')).toHaveCount(0);
  await shotBothLanguages(page, info.project.name, 'form2Etb');
});

test('F1-85: a birthday that is no date gets its own message under the shown value, tied to it and focused', async ({ page, request, isMobile }, info) => {
  await toForm1(page, request, isMobile);
  await openWithSession(page, '/Form1', { Birthday: '0790231' });
  await page.locator('#root_NameChinese').fill(FORM1.NameChinese);
  await button(page, 'form1.next').click();
  const value = page.locator('#root_BirthdayShown');
  const message = page.locator('#root_BirthdayShown__error');
  await expect(message).toHaveText(text('form1.errBirthday'));
  await expect(value).toContainText('0790231');
  await expect(value).toHaveAttribute('aria-describedby', 'root_BirthdayShown__error');
  await expect(value).toHaveAccessibleDescription(text('form1.errBirthday'));
  await expect(value).toBeFocused();
  await expect(page).toHaveURL(/#\/Form1$/);
  // What the applicant sees: the view brought to the value (the whole page in both languages below).
  await page.screenshot({ path: shotFile('form1Birthday-view', 'zh') });
  await shotBothLanguages(page, info.project.name, 'form1Birthday');
});
