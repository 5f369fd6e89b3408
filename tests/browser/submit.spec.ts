// /Submit, the completion page, in the browser (002 §2.5, §4, §7, §8): reached after a real A97 on
// /Confirm (straight-through), the load in the seed's order, the card name and the case number,
// the three steps, the application PDF the link points to (opened with the ID as its password,
// refused without it or with another Token), the progress inquiry in a new tab keeping the query
// string, the re-upload buttons (the plus-ID one hidden for ETP), keyboard, axe, screenshots in
// both languages; then 4101 and 4102. Phone 360 px and desktop.
import type { APIRequestContext, Page } from '@playwright/test';
import { cardName } from '../support/config';
import { expect, expectAlert, holdCardPage, openStart, recordAlerts, shotBothLanguages, test } from './support/app';
import { changeAnswer, recordCalls } from './support/calls';
import { axeViolations, openWithSession, toForm1 } from './support/uploads';
import { straightThroughByCalls } from './support/bank';
import { pdfText } from '../unit/simulator/pdfReader';
import { FORM1, FORM2 } from './support/sampleForms';

const ID = 'F131104093';

const session = (page: Page, key: string) => page.evaluate((k) => sessionStorage.getItem(k), key);
const submitButton = (page: Page) => page.getByRole('button', { name: /確認送出|Confirm and submit/ });

/**
 * A new customer through the start screen to /Confirm with Form1 and Form2 as left on the
 * straight-through route (the mobile-ID check and the data platform passed with the bank:
 * STPFlowFlag Y), then Confirm and submit: a real A97, then /Submit.
 */
async function toSubmit(page: Page, request: APIRequestContext, isMobile: boolean): Promise<void> {
  await toForm1(page, request, isMobile);
  await straightThroughByCalls(page, request);
  await openWithSession(page, '/Confirm', { Form1Data: FORM1, Form2Data: FORM2, STPFlowFlag: 'Y', pageState: 'Page2.5' });
  await expect(submitButton(page)).toBeEnabled({ timeout: 6000 });
  await submitButton(page).click();
  await expect(page).toHaveURL(/#\/Submit/);
}

test('after a real submit: the load in order, card name, case number, three steps, the PDF with its password, the inquiry in a new tab, re-upload; ETP without the plus-ID button (DONE-01..07, DONE-09..12, DONE-14..22)', async ({ page, request, isMobile, context }, info) => {
  const calls = recordCalls(page);
  const order: string[] = [];
  page.on('request', (r) => {
    if (!r.url().endsWith('/api/Common')) return;
    const name = (r.postDataJSON() as { ApiName?: string } | null)?.ApiName;
    if (name) order.push(name);
  });
  await toSubmit(page, request, isMobile);
  // The recorder reads each answer's body asynchronously: wait for it rather than race it.
  await expect.poll(() => calls.responses('A97').length).toBe(1);
  const applyId = String(calls.responses('A97')[0].ApplyID);
  expect(applyId).toMatch(/^CC\d{20}$/);
  const applyLogId = (await session(page, 'ApplyLogID'))!;

  // The case number and the card name, once the checks have passed.
  await expect(page.locator('#root_ApplyID')).toContainText(applyId);
  await expect(page.locator('#root_cardName')).toContainText(cardName('DEMO-CASHBACK'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('申請完成');
  for (const [n, text] of [[1, '申請已送出'], [2, '審核中'], [3, '審核結果將以簡訊通知']] as const) {
    await expect(page.locator(`#root_progress__step${n}`)).toContainText(text);
  }
  // After A97: /Confirm's preview audit (A43 ccPreview), then the completion page's load in the
  // seed's order (A64 only when the idle limit is missing: the start screen gave it), then, once
  // its checks passed, A161 and the completion audit (A43 ccCompleted); no A110 without an MDID
  // or tqID. (Request events reach the test asynchronously: poll rather than race them.)
  await expect.poll(() => order.slice(order.lastIndexOf('A97') + 1)).toEqual(['A43', 'A1', 'A6', 'A31', 'A25', 'A17', 'A161', 'A43']);
  expect(calls.requests('A43').map((r) => r.Action).slice(-2)).toEqual(['ccPreview', 'ccCompleted']);
  expect(calls.requests('A1').at(-1)).toMatchObject({ ApplyLogID: applyLogId, ApplyID: applyId });
  await expect.poll(() => calls.responses('A1').at(-1)).toEqual({ Success: true, Flag: 'Y' });
  expect(await session(page, 'pageState')).toBe('Page4.1');
  expect(await session(page, 'ScreenName')).toBe('Completion');
  expect(await session(page, 'pageBack')).toBe('N');
  // One application in the bank, the one shown.
  const applications = (await (await request.get('/__dev/applications')).json()) as Array<{ ApplyLogID: string; ApplyID: string; content: Record<string, unknown> }>;
  expect(applications.map((a) => [a.ApplyLogID, a.ApplyID])).toEqual([[applyLogId, applyId]]);
  expect(applications[0].content).toMatchObject({ ChineseName: '王小明', IDNO: ID, STPFlowFlag: 'Y' });

  expect(await axeViolations(page)).toEqual([]);
  await shotBothLanguages(page, info.project.name, 'submit');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application submitted');
  await expect(page.locator('#root_progress__step3')).toContainText('Review result sent to you by SMS');
  await expect(page.getByRole('link', { name: /Download the application form/ })).toBeVisible();
  await page.getByRole('button', { name: '中文' }).click();

  // The PDF the link points to: GET with the seed's parameters; the ID opens it, nothing else does.
  const link = page.getByRole('link', { name: /下載申請書/ });
  const href = new URL((await link.getAttribute('href'))!, page.url());
  expect(href.pathname).toBe('/api/FileDownload');
  expect(Object.fromEntries(href.searchParams)).toEqual({ applylogid: applyLogId, token: (await session(page, 'token'))!, applyid: applyId, applytype: 'X', view: '0' });
  const res = await request.get(href.toString());
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  const pdf = Buffer.from(await res.body());
  const text = pdfText(pdf, ID);
  // The applicant's data as written on the form: the name, the case number, ROC dates and the nationality by their texts.
  for (const shown of ['王小明', applyId, '105/03/15 北市 初發', '中華民國', '台灣積體電路製造股份有限公司', '108/03', `第 1 頁／共 1 頁`]) expect(text, shown).toContain(shown);
  expect(pdfText(pdf, '')).toBeUndefined();
  expect(pdfText(pdf, 'A123456789')).toBeUndefined();
  const stranger = String(((await (await request.post('/api/Common', { data: { ApiName: 'A6', ApiData: '{}' } })).json()) as { Token: string }).Token);
  const withOther = new URL(href);
  withOther.searchParams.set('token', stranger);
  expect((await request.get(withOther.toString())).status()).toBe(404);

  // The progress inquiry: a new tab on #/QueryLogin with this address's query string.
  const search = new URL(page.url()).search;
  expect(search).toContain('CTID=DEMO-CASHBACK');
  const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: '申請進度查詢' }).click()]);
  await tab.waitForLoadState('domcontentloaded');
  expect(new URL(tab.url()).search).toBe(search);
  expect(new URL(tab.url()).hash).toBe('#/QueryLogin');
  await tab.close();

  // Keyboard: Tab reaches the re-upload buttons and the links in order; Enter on the plus-ID button.
  const withId = page.getByRole('button', { name: '補上傳財力證明及身分證' });
  await page.getByRole('button', { name: '補上傳財力證明', exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(withId).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await withId.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/ReUpload/);
  expect(await session(page, 'hasID')).toBe('Y');

  // ETP (as /Confirm routes it): only the financial-documents button, which sets hasID N. The idle
  // limit cleared this time: the page fetches it (A64) before A31 (DONE-10).
  const before = order.length;
  await page.evaluate(() => { sessionStorage.setItem('FlowType', 'ETP'); sessionStorage.removeItem('IdleTimeLimit'); sessionStorage.setItem('pageState', 'Page3.1'); location.hash = '#/Submit'; });
  await expect(page).toHaveURL(/#\/Submit/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('申請完成');
  await expect(page.locator('#root_ApplyID')).toContainText(applyId);
  // From the completion page's A1 on (the /ReUpload page left behind may still send its own A25 first).
  const completionCalls = () => { const after = order.slice(before); return after.slice(after.indexOf('A1')); };
  // The same case seen again in this session: A161 and the completion audit are not sent twice (issue 17 §4).
  await expect.poll(completionCalls).toEqual(['A1', 'A6', 'A64', 'A31', 'A25', 'A17']);
  expect(await session(page, 'IdleTimeLimit')).not.toBeNull();
  await expect(page.getByRole('button', { name: '補上傳財力證明', exact: true })).toBeVisible();
  await expect(withId).toHaveCount(0);
  await page.getByRole('button', { name: '補上傳財力證明', exact: true }).click();
  await expect(page).toHaveURL(/#\/ReUpload/);
  expect(await session(page, 'hasID')).toBe('N');
});

test('4101 when the service check does not vouch for the case, 4102 when the card name is empty (DONE-08, DONE-13)', async ({ page, context, isMobile }) => {
  // A session at Page3.1 with no case: A1 answers Flag N, 4101, then the card page.
  const seen: string[] = [];
  const release = await holdCardPage(page, (url) => seen.push(url));
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await page.evaluate(() => { sessionStorage.setItem('pageState', 'Page3.1'); location.hash = '#/Submit'; });
  // The page as the message appeared (locators and evaluate would wait for the held navigation).
  expect((await expectAlert(page, '目前系統異常(ErrCode:4101)，請稍後申請。')).html).not.toContain('root_ApplyID');
  await expect.poll(() => seen.length).toBeGreaterThan(0);
  expect(seen[0]).toBe('https://www.example-bank.com.tw/creditcard/');
  release();

  // The bank vouches (A1 Flag Y) but the campaign's card name is empty: 4102, then the origin address (A31's).
  const other = await context.newPage();
  const seen2: string[] = [];
  const release2 = await holdCardPage(other, (url) => seen2.push(url));
  await recordAlerts(other);
  await changeAnswer(other, 'A1', (real) => ({ ...real, Flag: 'Y' }));
  await changeAnswer(other, 'A17', (real) => ({ ...real, CardName: '' }));
  await openStart(other, 'CTID=DEMO-CASHBACK', isMobile);
  await other.evaluate(() => { sessionStorage.setItem('pageState', 'Page3.1'); location.hash = '#/Submit'; });
  expect((await expectAlert(other, '產品已下架(ErrCode:4102)')).html).not.toContain('root_ApplyID');
  await expect.poll(() => seen2.length).toBeGreaterThan(0);
  expect(seen2[0]).toMatch(/^https:\/\/www\.example-bank\.com\.tw\//);
  release2();
});
