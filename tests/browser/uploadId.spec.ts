// /UploadID with real image files (JPEG and PNG drawn by the browser's canvas): each photo goes to
// FileUploadPreview as multipart, Next recognises (A61) and submits the uuids (FileUploadSubmit),
// the refusals of the preview and the submit, the desktop's QR image (GET /api/QRCode), and the
// phone that opens the QR link. The simulator's /__dev/state shows what reached it.
import { devices, type Browser, type Page, type Request } from '@playwright/test';
import { button, dialog, expect, expectAlert, holdCardPage, recordAlerts, shotBothLanguages, test } from './support/app';
import { holdCall } from './support/calls';
import { axeViolations, devState, drawnImage, toUploadId } from './support/uploads';

/** The multipart file calls the page sent, by name, in order (their bodies hold a Blob Playwright does not record: the simulator's state shows what arrived). */
function recordFileCalls(page: Page) {
  const sent: string[] = [];
  page.on('request', (r: Request) => {
    const m = /\/api\/ProxyApi\/(\w+)$/.exec(new URL(r.url()).pathname);
    if (m && r.method() === 'POST' && /^multipart\/form-data/.test(r.headers()['content-type'] ?? '')) sent.push(m[1]);
  });
  return (api: string) => sent.filter((s) => s === api).length;
}

const files = (page: Page) => page.locator('input[type=file]');

const next = (page: Page) => button(page, 'uploadId.next');

test('both photos go to FileUploadPreview as files, Next submits both uuids to the apply log (UPID-08, UPID-10..12, UPID-15, UPID-17, UPID-22, UPID-27, UPID-28)', async ({ page, request, isMobile }, info) => {
  test.setTimeout(120_000);
  const fileCalls = recordFileCalls(page);
  await toUploadId(page, request, isMobile);
  await files(page).nth(0).setInputFiles(await drawnImage(page, 'front.png', 2400, 1500, 'image/png'));
  await expect(page.locator('.wg-upload__preview')).toHaveCount(1);
  await files(page).nth(1).setInputFiles(await drawnImage(page, 'back.jpg', 1250, 2000));
  await expect(page.locator('.wg-upload__preview')).toHaveCount(2);
  // The notes from A66, collapsed until opened (UPID-08).
  const notes = page.locator('details').filter({ hasText: '上傳注意事項' });
  await expect(notes).not.toHaveAttribute('open');
  await notes.locator('summary').click();
  await expect(notes).toContainText('請上傳本人國民身分證正面及反面照片');
  await shotBothLanguages(page, info.project.name, 'uploadIdScreen');
  expect(await axeViolations(page)).toEqual([]);

  expect(fileCalls('FileUploadPreview')).toBe(2);
  let state = await devState(request);
  const log = Object.values(state.applyLogs)[0];
  // Files of the ID slot type 2, re-encoded as JPEG (the PNG too), kept for the session's token, not yet on the apply log.
  expect(state.uploads.map((u) => [u.file_name, u.kind, u.slot_type, u.token === log.token, u.apply_log_id])).toEqual([
    ['front.jpg', 'jpg', '2', true, null],
    ['back.jpg', 'jpg', '2', true, null],
  ]);

  // What the simulator keeps: JPEGs with the longer side 1600 px, the portrait back turned to landscape (UPID-10..12).
  const sizes = await page.evaluate(async (uuids) => Promise.all(uuids.map(async (uuid) => {
    const res = await fetch(`/api/FileView?uuid=${uuid}&token=${sessionStorage.getItem('token')}`);
    const bitmap = await createImageBitmap(await res.blob());
    return [res.headers.get('content-type'), bitmap.width, bitmap.height];
  })), state.uploads.map((u) => u.uuid));
  expect(sizes).toEqual([['image/jpeg', 1600, 1000], ['image/jpeg', 1600, 1000]]);

  await next(page).click();
  await expect(page).toHaveURL(isMobile ? /#\/Form1/ : /#\/StartTWID/);
  expect(fileCalls('FileUploadSubmit')).toBe(1);
  state = await devState(request);
  expect(state.uploads.map((u) => u.apply_log_id)).toEqual([log.ApplyLogID, log.ApplyLogID]);
  expect(state.uploads.every((u) => u.submitted_at !== null)).toBe(true);
  // /Form1 sets Page2.4 once shown (F1-12); /StartTWID keeps the Page2.3 /UploadID sent.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('pageState'))).toBe(isMobile ? 'Page2.4' : 'Page2.3');
});

test('a preview refusal shows the server message at its slot and keeps no photo; the slot can upload again (UPID-05, UPID-16)', async ({ page, request, isMobile }) => {
  test.setTimeout(120_000);
  await toUploadId(page, request, isMobile);
  let refuse = true;
  await page.route('**/api/ProxyApi/FileUploadPreview', async (route) => {
    if (!refuse) return route.fallback();
    await route.fulfill({ json: { status: 1, url: '', size: 0, uuid: '', msg: '所有上傳空間不能超過24MB。' } });
  });
  await files(page).nth(0).setInputFiles(await drawnImage(page, 'front.jpg', 800, 500));
  const slot = page.locator('.wg-upload').nth(0);
  await expect(slot.getByRole('alert')).toHaveText('所有上傳空間不能超過24MB。');
  await expect(slot.locator('.wg-upload__preview')).toHaveCount(0);
  await expect(files(page).nth(0)).toHaveAttribute('aria-invalid', 'true');
  await next(page).click();
  await expect(dialog(page)).toContainText('尚未上傳身分證');
  await dialog(page).getByRole('button').click();

  refuse = false;
  await files(page).nth(0).setInputFiles(await drawnImage(page, 'front.jpg', 800, 500));
  await expect(slot.locator('.wg-upload__preview')).toHaveCount(1);
  await expect(slot.getByRole('alert')).toHaveCount(0);
  expect((await devState(request)).uploads).toHaveLength(1);
});

test('submit refusals: status 2 shows [錯誤] and errMsg, another status and a network failure the generic failure; nothing goes on (UPID-23, UPID-24)', async ({ page, request, isMobile }) => {
  test.setTimeout(120_000);
  await toUploadId(page, request, isMobile);
  await files(page).nth(0).setInputFiles(await drawnImage(page, 'front.jpg', 800, 500));
  await expect(page.locator('.wg-upload__preview')).toHaveCount(1);
  await files(page).nth(1).setInputFiles(await drawnImage(page, 'back.jpg', 800, 500));
  await expect(page.locator('.wg-upload__preview')).toHaveCount(2);

  const answers = [{ status: 2, errMsg: '查無上傳檔案，請重新上傳' }, { status: 1 }];
  await page.route('**/api/ProxyApi/FileUploadSubmit', async (route) => {
    const answer = answers.shift();
    if (!answer) return route.fallback();
    await route.fulfill({ json: answer });
  });
  await next(page).click();
  await expect(dialog(page)).toContainText('[錯誤] 查無上傳檔案，請重新上傳');
  await dialog(page).getByRole('button').click();
  await expect(page).toHaveURL(/#\/UploadID/);
  await next(page).click();
  await expect(dialog(page)).toContainText('上傳失敗，請重新上傳。');
  await dialog(page).getByRole('button').click();
  // Three failed attempts (the retry budget): the network failure gives the same message.
  await request.post('/__dev/faults', { data: { api: 'FileUploadSubmit', mode: 'fail', count: 3 } });
  await next(page).click();
  await expect(dialog(page)).toContainText('上傳失敗，請重新上傳。');
  await dialog(page).getByRole('button').click();
  await expect(page).toHaveURL(/#\/UploadID/);
  expect((await devState(request)).uploads.every((u) => u.apply_log_id === null)).toBe(true);
  await request.post('/__dev/faults', { data: { api: 'FileUploadSubmit', mode: 'fail', count: 3 } });
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(dialog(page)).toContainText('The upload failed. Please upload again.');
});

test('the desktop shows the QR image the simulator draws: GET /api/QRCode with the base64 of the link and the token, with alt text; a phone shows none (UPID-06, UPID-07)', async ({ page, request, isMobile }) => {
  test.setTimeout(120_000);
  const qrRequests: URL[] = [];
  page.on('request', (r) => { if (new URL(r.url()).pathname === '/api/QRCode') qrRequests.push(new URL(r.url())); });
  await toUploadId(page, request, isMobile);
  const qr = page.getByRole('img', { name: '以手機繼續上傳身分證的 QR Code' });
  if (isMobile) {
    await expect(page.locator('.wg-upload')).toHaveCount(2);
    await expect(qr).toHaveCount(0);
    expect(qrRequests).toEqual([]);
    return;
  }
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(qrRequests.length).toBeGreaterThan(0);
  const sent = qrRequests.at(-1)!;
  const link = Buffer.from(sent.searchParams.get('imgpath')!, 'base64').toString();
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/(\?[^#]*)?#\/UploadID\?CTID=DEMO-CASHBACK&ApplyLogID=AL\w+/);
  expect(sent.searchParams.get('token')).toBe(await page.evaluate(() => sessionStorage.getItem('token')));
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('img', { name: 'QR code to continue the ID upload on a phone' })).toBeVisible();
});

/** A phone of its own (360 px, a phone's user agent, its own session storage) opening an address. */
async function phoneOpening(browser: Browser, link: string, before?: (phone: Page) => Promise<void>): Promise<Page> {
  const context = await browser.newContext({ ...devices['Pixel 5'], viewport: { width: 360, height: 740 } });
  const phone = await context.newPage();
  await before?.(phone);
  await phone.goto(link);
  return phone;
}

/** The link inside the desktop's QR image (imgpath is its base64). */
async function qrLink(page: Page): Promise<string> {
  const qr = page.getByRole('img', { name: '以手機繼續上傳身分證的 QR Code' });
  await expect(qr).toBeVisible();
  const src = new URL((await qr.getAttribute('src'))!, page.url());
  return Buffer.from(src.searchParams.get('imgpath')!, 'base64').toString();
}

test('a phone opening the QR link uploads both photos to the desktop\'s apply log and lands on /UploadIDSuccess with an empty session, the desktop goes on with it; the link works once (UPID-25, UPID-29, UPID-30)', async ({ page, request, isMobile, browser }) => {
  test.skip(isMobile, 'the QR code is shown on desktops; this test drives a phone of its own');
  test.setTimeout(240_000);
  await toUploadId(page, request, false);
  const link = await qrLink(page);
  expect(link).toMatch(/#\/UploadID\?CTID=DEMO-CASHBACK&ApplyLogID=AL\w+&HandOver=[\w-]{20,}$/);
  const desktopLog = Object.values((await devState(request)).applyLogs)[0];
  // Before the phone has sent anything, the desktop cannot go on without photos.
  const phoneDone = page.getByRole('button', { name: '已用手機上傳完成，繼續' });
  await phoneDone.click();
  await expect(dialog(page)).toContainText('尚未收到手機上傳的身分證照片');
  await dialog(page).getByRole('button').click();
  await expect(dialog(page)).toHaveCount(0);

  // The phone's redeem of the code is held: a photo chosen while the screen still loads waits for
  // the load (the token bound to the desktop's apply log) before it is sent.
  let releaseRedeem!: () => void;
  let phoneFileCalls!: ReturnType<typeof recordFileCalls>;
  const phone = await phoneOpening(browser, link, async (p) => {
    phoneFileCalls = recordFileCalls(p);
    releaseRedeem = await holdCall(p, 'UploadHandOverRedeem');
  });
  await expect(phone).toHaveURL(/#\/UploadID/);
  await expect(phone.locator('input[type=file]')).toHaveCount(2);
  // The code and the apply log leave the address bar once read.
  expect(phone.url()).not.toContain('HandOver');
  await expect(phone.getByRole('img', { name: /QR/ })).toHaveCount(0);
  await phone.locator('input[type=file]').nth(0).setInputFiles(await drawnImage(phone, 'front.jpg', 1600, 1000));
  // Resized and on its way (上傳中), yet not sent while the load still redeems the code.
  await expect(phone.getByRole('status').filter({ hasText: '上傳中' })).toHaveCount(1);
  const sentWithin1s = await phone.waitForRequest('**/api/ProxyApi/FileUploadPreview', { timeout: 1_000 }).then(() => true, () => false);
  expect([phoneFileCalls('FileUploadPreview'), sentWithin1s]).toEqual([0, false]);
  releaseRedeem();
  await expect(phone.locator('.wg-upload__preview')).toHaveCount(1);
  await phone.locator('input[type=file]').nth(1).setInputFiles(await drawnImage(phone, 'back.jpg', 1000, 1600));
  await expect(phone.locator('.wg-upload__preview')).toHaveCount(2);
  await button(phone, 'uploadId.next').click();
  await expect(phone).toHaveURL(/#\/UploadIDSuccess/);
  await expect(phone.getByText('照片上傳成功').first()).toBeVisible();
  await expect(phone.getByText('請回到網頁完成後續申請步驟。')).toBeVisible();
  // Nothing kept but the language the applicant chose (keptOnClear: no personal data).
  expect(await phone.evaluate(() => Object.keys(sessionStorage).filter((k) => k !== 'Lang'))).toEqual([]);
  await phone.screenshot({ path: '.tmp/shots/uploadIdSuccess-phone-zh.png', fullPage: true });
  await phone.getByRole('button', { name: 'English' }).click();
  await expect(phone.getByText('Please go back to the web page to finish the remaining steps.')).toBeVisible();
  await phone.screenshot({ path: '.tmp/shots/uploadIdSuccess-phone-en.png', fullPage: true });

  // Both files are on the desktop's apply log, sent by a token that is not the desktop's.
  const uploads = (await devState(request)).uploads;
  expect(uploads.map((u) => [u.file_name, u.apply_log_id])).toEqual([['front.jpg', desktopLog.ApplyLogID], ['back.jpg', desktopLog.ApplyLogID]]);
  expect(uploads.every((u) => u.token !== desktopLog.token && u.submitted_at !== null)).toBe(true);

  // Back on the desktop: it goes on with what recognition read from the phone's photos.
  await phoneDone.click();
  await expect(page).toHaveURL(/#\/StartTWID/);
  const kept = await page.evaluate(() => JSON.parse((sessionStorage.getItem('form.uploadId') ?? 'json:{}').replace(/^json:/, '')) as { OcrResult?: { OwnCompBin?: string } });
  expect(kept.OcrResult?.OwnCompBin).toBe('F131104093');

  // The same link again (a second phone, or someone who saw it): refused, to the card page.
  const again = await phoneOpening(browser, 'about:blank');
  const release = await holdCardPage(again);
  await recordAlerts(again);
  await again.goto(link);
  await expectAlert(again, '此 QR Code 已失效，請於電腦上重新整理頁面後再掃描。');
  release();
  await expect(again).toHaveURL(/example-bank\.com\.tw/);
  await again.context().close();
  await phone.context().close();
});

test('the QR route without a hand-over code is refused by the guard (UPID-02)', async ({ page }) => {
  const release = await holdCardPage(page);
  await page.goto('/?CTID=DEMO-CASHBACK#/UploadID?ApplyLogID=AL000000000000000000000001');
  await expectAlert(page, '操作不正確');
  release();
  await expect(page).toHaveURL(/example-bank\.com\.tw/);
});

test('/UploadIDSuccess clears the session and says to go back to the web page, in both languages (UPID-29, UPID-30)', async ({ page }, info) => {
  // The session is written on a page of the app's origin where no app runs. Written on a route of the
  // app, the route's own work raced this test: /IndexPage without its page state refuses, clears the
  // session and leaves for the card page after redirectDelayMs, which on a slow run came after the
  // reload below (seen in CI: the card page instead of the screen).
  await page.goto('/favicon.svg');
  await page.evaluate(() => { sessionStorage.setItem('token', 'x'); sessionStorage.setItem('ApplyLogID', 'AL1'); });
  await page.goto('/?CTID=DEMO-CASHBACK#/UploadIDSuccess');
  await expect(page.getByRole('heading', { name: '照片上傳成功', level: 1 })).toBeVisible();
  // The screen's onLoad clears it, which may come after the first paint.
  await expect.poll(() => page.evaluate(() => [sessionStorage.getItem('token'), sessionStorage.getItem('ApplyLogID')])).toEqual([null, null]);
  await page.reload();
  await expect(page.getByRole('heading', { name: '照片上傳成功', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '照片上傳成功' })).toHaveCount(1);
  await expect(page.getByText('請回到網頁完成後續申請步驟。')).toBeVisible();
  await expect(page.getByRole('button', { name: /下一步|照片上傳成功/ })).toHaveCount(0);
  await shotBothLanguages(page, info.project.name, 'uploadIdSuccess');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Photos uploaded', level: 1 })).toBeVisible();
});

test('keyboard only: Tab reaches each photo slot, Enter opens the chooser, then Tab to Next (UPID-03..05)', async ({ page, request, isMobile }) => {
  test.skip(isMobile, 'a keyboard is a desktop matter: the phone emulation opens no chooser from a key');
  // Turn on Playwright's chooser interception before any key is pressed: armed only by the
  // waitForEvent below, it is switched on asynchronously and a cold first Enter could beat it.
  page.on('filechooser', () => undefined);
  await toUploadId(page, request, isMobile);
  for (const [i, name] of [[0, 'front.jpg'], [1, 'back.jpg']] as const) {
    const input = files(page).nth(i);
    for (let n = 0; n < 30 && !(await input.evaluate((el) => el === document.activeElement)); n++) await page.keyboard.press('Tab');
    await expect(input).toBeFocused();
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(await drawnImage(page, name, 900, 600));
    await expect(page.locator('.wg-upload__preview')).toHaveCount(i + 1);
  }
  for (let n = 0; n < 30 && !(await next(page).evaluate((el) => el === document.activeElement)); n++) await page.keyboard.press('Tab');
  await expect(next(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(isMobile ? /#\/Form1/ : /#\/StartTWID/);
});
