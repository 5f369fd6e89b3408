// Real phone photos on /UploadID (issue 17 §2): two 4000x3000 JPEGs of about 4 MB each whose
// pixels are noise (high entropy: they compress as badly as a photo of fine print does), chosen
// on a phone whose CPU runs 6x slower, and Next pressed at once. The applicant reaches /Form1;
// no fault panel, no 尚未上傳身分證, and the session (sessionStorage) holds references, not images.
// Then the screen shot with its uploads in flight (progress, Next waiting) and with a full
// sessionStorage (the applicant's message, not the fault panel), in both languages with axe.
import type { APIRequestContext, Page } from '@playwright/test';
import { eitherLanguage, text } from '../support/config';
import { applyButton, button, expect, fillStart, latestCode, openStart, shotBothLanguages, test, typeOtp } from './support/app';
import { drawnImage, noisyPhoto } from './support/uploads';

/** E220456783 (ETP without ETP flags) from the start screen through the SMS code to /UploadID. */
async function toUploadId(page: Page, request: APIRequestContext, isMobile: boolean): Promise<void> {
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await fillStart(page, 'E220456783', '0800808');
  await applyButton(page).click();
  await expect(page).toHaveURL(/#\/Validate3/);
  await typeOtp(page, await latestCode(request));
  await expect(page).toHaveURL(/#\/UploadID/);
  await expect(page.locator('input[type=file]')).toHaveCount(2);
}

/** Every key and value of sessionStorage, and its size in bytes as the browser counts it (UTF-16). */
async function sessionDump(page: Page): Promise<{ bytes: number; values: string[] }> {
  return page.evaluate(() => {
    const values: string[] = [];
    let chars = 0;
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i)!;
      const value = sessionStorage.getItem(key) ?? '';
      chars += key.length + value.length;
      values.push(`${key}=${value}`);
    }
    return { bytes: chars * 2, values };
  });
}

/**
 * Holds every image decoding in the page (createImageBitmap, the upload widget's first step) until
 * the returned function is called: chosen photos stay in flight, in their preparing step, for as long
 * as the test needs (holding the network instead would run into the client's 30 s request timeout).
 * Call before the page is opened.
 */
async function holdDecoding(page: Page): Promise<() => Promise<void>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __decodeGate: Promise<void>; __openDecode(): void };
    w.__decodeGate = new Promise<void>((resolve) => { w.__openDecode = resolve; });
    const original = window.createImageBitmap.bind(window);
    window.createImageBitmap = (async (...args: Parameters<typeof createImageBitmap>) => {
      await w.__decodeGate;
      return original(...args);
    }) as typeof createImageBitmap;
  });
  return () => page.evaluate(() => (window as unknown as { __openDecode(): void }).__openDecode());
}

/** The text next to Next while it waits (a polite live region). */
const waitingText = (page: Page) => page.locator('[aria-live="polite"]').filter({ hasText: eitherLanguage('shell.waitingForUploads') });

test('two 4 MB phone photos chosen on a 6x slower phone with Next pressed at once reach /Form1: no fault, no 尚未上傳身分證, the session under 1 MB and without an image', async ({ page, request, isMobile, alerts }) => {
  test.skip(!isMobile, 'the phone project: a phone camera\'s photos on a slow phone');
  test.setTimeout(300_000);
  // The photos are held in their first step until Next is seen waiting (so the test does not depend on how fast they are).
  const release = await holdDecoding(page);
  await toUploadId(page, request, isMobile);
  const front = await noisyPhoto(page, 'front.jpg', 17);
  const back = await noisyPhoto(page, 'back.jpg', 4711);
  for (const photo of [front, back]) expect(photo.buffer.length).toBeGreaterThan(3.8e6);
  for (const photo of [front, back]) expect(photo.buffer.length).toBeLessThan(4.4e6);

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  const files = page.locator('input[type=file]');
  await files.nth(0).setInputFiles(front);
  await files.nth(1).setInputFiles(back);
  await button(page, 'uploadId.next').click();

  // Next waits, says so, and each photo shows that it is being prepared.
  await expect(waitingText(page)).toHaveText(text('shell.waitingForUploads'), { timeout: 60_000 });
  await expect(page.getByRole('progressbar', { name: text('widgets.imageUpload.processing') })).toHaveCount(2, { timeout: 60_000 });
  await expect(button(page, 'uploadId.next')).toBeDisabled();
  await release();

  // Whichever comes first: /Form1, the fault panel, or a dialog saying a photo is missing.
  const outcome = async (): Promise<string> => {
    if (/#\/Form1/.test(page.url())) return 'Form1';
    const fault = page.locator('.fault-panel');
    if (await fault.count()) return `fault panel: ${await fault.textContent()}`;
    const refused = alerts.find((a) => /尚未上傳身分證|請上傳身分證正反面/.test(a.text));
    return refused ? `dialog: ${refused.text}` : 'waiting';
  };
  await expect.poll(outcome, { timeout: 240_000, intervals: [500] }).not.toBe('waiting');
  expect(await outcome()).toBe('Form1');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(page.locator('#root_NameChinese')).toBeVisible();
  await expect(page.locator('.fault-panel')).toHaveCount(0);
  expect(alerts.map((a) => a.text).filter((t) => /尚未上傳身分證|請上傳身分證正反面/.test(t))).toEqual([]);

  const session = await sessionDump(page);
  console.log(`sessionStorage after the upload: ${session.bytes} bytes (UTF-16) in ${session.values.length} keys`);
  expect(session.bytes).toBeLessThan(1024 * 1024);
  // No photo in any form: no JPEG or PNG data: address, no JPEG's or PNG's base64 (/9j/, iVBOR), no long
  // base64 run. (The campaign's card picture is a small inline SVG the bank gives: not a photo.)
  for (const entry of session.values) {
    expect(entry).not.toMatch(/data:image\/(jpeg|jpg|png)|\/9j\/|iVBORw0KGgo|[A-Za-z0-9+/]{2000,}/);
  }
  // The references are kept; what the bank recognised from both photos (A61) reached the session.
  const kept = session.values.find((v) => v.startsWith('form.uploadId='));
  expect(kept).toMatch(/"FrontFile":\{"uuid":"[\w-]+","url":"\/api\/FileView\?uuid=[\w-]+","size":\d+\}/);
  expect(kept).toContain('"OwnCompBin":"E220456783"');
});

test('/UploadID with both photos in flight: each shows its progress and Next says it waits; then it goes on (screenshots, axe)', async ({ page, request, isMobile }, info) => {
  test.setTimeout(180_000);
  const release = await holdDecoding(page);
  await toUploadId(page, request, isMobile);
  const files = page.locator('input[type=file]');
  await files.nth(0).setInputFiles(await drawnImage(page, 'front.jpg', 2400, 1500));
  await files.nth(1).setInputFiles(await drawnImage(page, 'back.jpg', 2400, 1500));
  await expect(page.getByRole('progressbar', { name: text('widgets.imageUpload.processing') })).toHaveCount(2);
  await button(page, 'uploadId.next').click();
  await expect(waitingText(page)).toHaveText(text('shell.waitingForUploads'));
  await shotBothLanguages(page, info.project.name, 'uploadIdInFlight');
  await release();
  await expect(page).toHaveURL(isMobile ? /#\/Form1/ : /#\/StartTWID/);
  await expect(page.locator('.fault-panel')).toHaveCount(0);
});

test('a full sessionStorage: the applicant is told in words (both languages), not the fault panel, and goes on (screenshots, axe)', async ({ page, request, isMobile }, info) => {
  test.setTimeout(180_000);
  await toUploadId(page, request, isMobile);
  // Fill the browser's sessionStorage to the last character, as other pages or a long session might.
  const filled = await page.evaluate(() => {
    let size = 1 << 23;
    let n = 0;
    while (size >= 1) {
      try {
        sessionStorage.setItem(`__filler${n}`, 'x'.repeat(size));
        n += 1;
      } catch {
        size = Math.floor(size / 2);
      }
    }
    return n;
  });
  expect(filled).toBeGreaterThan(0);
  const files = page.locator('input[type=file]');
  await files.nth(0).setInputFiles(await drawnImage(page, 'front.jpg', 1600, 1000));
  const notice = page.getByRole('alert').filter({ hasText: text('shell.storageFailedTitle') });
  await expect(notice).toContainText(text('shell.storageFailed'));
  await expect(page.locator('.fault-panel')).toHaveCount(0);
  await files.nth(1).setInputFiles(await drawnImage(page, 'back.jpg', 1600, 1000));
  await expect(page.locator('.wg-upload__preview')).toHaveCount(2);
  await shotBothLanguages(page, info.project.name, 'uploadIdStorageFull');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('alert').filter({ hasText: text('shell.storageFailedTitle', {}, 'en') })).toContainText(text('shell.storageFailed', {}, 'en'));
  await page.getByRole('button', { name: '中文' }).click();
  // The session lives in memory for this page: Next goes on.
  await button(page, 'uploadId.next').click();
  await expect(page).toHaveURL(isMobile ? /#\/Form1/ : /#\/StartTWID/);
  await expect(page.locator('.fault-panel')).toHaveCount(0);
  await page.getByRole('button', { name: text('shell.storageFailedClose') }).click();
  await expect(notice).toHaveCount(0);
});

test('a reload after both uploads: the slots show the bank\'s copies, and Next goes on, reading them back for recognition (no new choice)', async ({ page, request, isMobile }) => {
  test.setTimeout(180_000);
  await toUploadId(page, request, isMobile);
  const files = page.locator('input[type=file]');
  await files.nth(0).setInputFiles(await drawnImage(page, 'front.jpg', 1600, 1000));
  await files.nth(1).setInputFiles(await drawnImage(page, 'back.jpg', 1600, 1000));
  await expect(page.locator('.wg-upload__preview')).toHaveCount(2);
  await page.reload();
  await expect(page).toHaveURL(/#\/UploadID/);
  const previews = page.locator('.wg-upload__preview');
  await expect(previews).toHaveCount(2);
  // The bank's copies (its url with the token), loaded under the CSP.
  for (const img of await previews.all()) {
    expect(await img.getAttribute('src')).toMatch(/^\/api\/FileView\?uuid=[\w-]+&token=/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(1600);
  }
  await button(page, 'uploadId.next').click();
  await expect(page).toHaveURL(isMobile ? /#\/Form1/ : /#\/StartTWID/);
  const kept = await page.evaluate(() => sessionStorage.getItem('form.uploadId') ?? '');
  expect(kept).toContain('"OwnCompBin":"E220456783"');
  expect(kept).not.toMatch(/\/9j\/|[A-Za-z0-9+/]{2000,}/);
});
