// A held application restored end to end (001 §4.2, F1-18, F1-91): a new customer types Form1 and
// goes on, which holds the form (A60, base64 of the UTF-8 JSON); the same applicant in a second
// browser context (fresh session storage, a new Token and apply log) proves the ID and the mobile
// again and finds Form1 as typed, Chinese intact. Screenshots of the restored Form1 in both
// languages go to .tmp/shots/form1-restored-<project>-<lang>.png.
import type { APIRequestContext, Browser, BrowserContextOptions, Page } from '@playwright/test';
import { eitherLanguage } from '../support/config';
import { button, dialog, expect, test } from './support/app';
import { drawnImage, openForm1WithoutMobileId, toUploadId } from './support/uploads';
import { recordCalls } from './support/calls';

const ID = 'F131104093';
const TYPED = { NameChinese: '王小明', HomeAddr: '忠孝東路四段100號5樓', Email: 'xiaoming@gmail.com', TelMobile1: '0911222333' };

/** The start screen, the card check, the SMS code, the gifts and both ID photos: Form1 of a new session. */
async function toForm1(page: Page, request: APIRequestContext, isMobile: boolean): Promise<void> {
  await toUploadId(page, request, isMobile, ID);
  const files = page.locator('input[type=file]');
  await files.nth(0).setInputFiles(await drawnImage(page, 'front.jpg', 1600, 1000));
  await expect(page.locator('.wg-upload__preview')).toHaveCount(1);
  await files.nth(1).setInputFiles(await drawnImage(page, 'back.jpg', 1600, 1000));
  await expect(page.locator('.wg-upload__preview')).toHaveCount(2);
  await button(page, 'uploadId.next').click();
  if (!isMobile) {
    // The desktop start is straight through to the mobile-ID check (UPID-26); back from it without the mobile ID.
    await expect(page).toHaveURL(/#\/StartTWID/);
    await openForm1WithoutMobileId(page);
  }
  await expect(page).toHaveURL(/#\/Form1/);
  await expect(page.locator('#root_NameChinese')).toBeVisible();
}

/** A second browser context like the project's (viewport, agent, touch), with no storage of the first. */
async function secondContext(browser: Browser, use: BrowserContextOptions) {
  const { viewport, userAgent, isMobile, hasTouch, deviceScaleFactor, baseURL } = use;
  return browser.newContext({ viewport, userAgent, isMobile, hasTouch, deviceScaleFactor, baseURL });
}

test('a held application comes back in a new browser session, Chinese intact (F1-18, F1-91)', async ({ page, request, isMobile, browser }, info) => {
  test.setTimeout(180_000);
  const first = recordCalls(page);
  await toForm1(page, request, isMobile);
  await page.locator('#root_NameChinese').fill(TYPED.NameChinese);
  await page.locator('#root_NameChinese').blur();
  await expect(page.locator('#root_NameEnglish')).toHaveValue('WANG,XIAO-MING');
  await page.locator('#root_HomeCity').selectOption('63000');
  await page.locator('#root_HomeArea').selectOption('10601');
  await page.locator('#root_HomeAddr').fill(TYPED.HomeAddr);
  await page.locator('#root_Education').selectOption('3');
  await page.locator('#root_HouseOwn').selectOption('3');
  await page.locator('#root_TelMobile1').fill(TYPED.TelMobile1);
  await page.locator('#root_TelMobile1').blur();
  await page.locator('#root_sameAsLiveForMobile').check();
  await page.locator('#root_sameAsHomeForLive').check();
  await page.locator('#root_Email').fill(TYPED.Email);
  await page.locator('#root_Email').blur();
  await expect(dialog(page)).toContainText('我們將寄送一次性驗證碼或驗證連結至此電子郵件信箱');
  await dialog(page).getByRole('button').click();
  await page.locator('#root_sameAsContactForHome').check();
  await expect(page.locator('#root_BillAddr')).toHaveValue(TYPED.HomeAddr);
  await button(page, 'form1.next').click();
  await expect(page).toHaveURL(/#\/Form2/);

  // What left the browser: base64 of the UTF-8 JSON, Form1's data under Page2_4, accepted.
  await expect.poll(() => first.responses('A60').length).toBe(1);
  expect(first.responses('A60')[0]).toMatchObject({ Success: true });
  const sent = String(first.requests('A60')[0].ContentJSON);
  expect(sent).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
  const held = JSON.parse(Buffer.from(sent, 'base64').toString('utf8')) as { Page2_4: { Form1Data: Record<string, unknown>; ModFlag: Record<string, string> } };
  expect(held.Page2_4.Form1Data).toMatchObject(TYPED);
  expect(held.Page2_4.ModFlag).toMatchObject({ sameAsContactForHome: 'Y' });

  // Another day: a new browser context, nothing in its session storage.
  const context = await secondContext(browser, info.project.use);
  try {
    const again = await context.newPage();
    const second = recordCalls(again);
    await again.goto('/?CTID=DEMO-CASHBACK');
    expect(await again.evaluate(() => sessionStorage.length === 0 || sessionStorage.getItem('Form1Data') === null)).toBe(true);
    await toForm1(again, request, isMobile);
    await expect(again.locator('#root_NameChinese')).toHaveValue(TYPED.NameChinese);
    await expect(again.locator('#root_HomeAddr')).toHaveValue(TYPED.HomeAddr);
    await expect(again.locator('#root_HomeCity')).toHaveValue('63000');
    await expect(again.locator('#root_HomeArea')).toHaveValue('10601');
    await expect(again.locator('#root_HomeZip')).toHaveValue('106');
    await expect(again.locator('#root_TelMobile1')).toHaveValue(TYPED.TelMobile1);
    await expect(again.locator('#root_LiveTel')).toHaveValue(TYPED.TelMobile1);
    await expect(again.locator('#root_Email')).toHaveValue(TYPED.Email);
    await expect(again.locator('#root_sameAsContactForHome')).toBeChecked();
    await expect(again.locator('#root_BillAddr')).toHaveValue(TYPED.HomeAddr);
    // It came from A59, on a new Token and apply log.
    expect(second.requests('A59')).toHaveLength(1);
    expect(second.requests('A59')[0].ApplyLogID).not.toBe(first.requests('A60')[0].ApplyLogID);

    const project = info.project.name;
    await again.screenshot({ path: `.tmp/shots/form1-restored-${project}-zh.png`, fullPage: true });
    await again.getByRole('button', { name: 'English' }).click();
    await expect(again.getByRole('button', { name: '中文' })).toBeVisible();
    await expect(again.locator('#root_HomeAddr')).toHaveValue(TYPED.HomeAddr);
    await again.screenshot({ path: `.tmp/shots/form1-restored-${project}-en.png`, fullPage: true });

    // The restored form goes on as typed.
    await again.getByRole('button', { name: eitherLanguage('form1.next') }).click();
    await expect(again).toHaveURL(/#\/Form2/);
  } finally {
    await context.close();
  }
});
