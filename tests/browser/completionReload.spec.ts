// Issue 17 §4: the completion page survives a reload of its tab (a phone reloads a background tab).
// Within the session it shows again what it showed (case number, card name, the PDF link with what
// it needs, the buttons as they were), with no 操作不正確 and nothing sent again that reports the
// completion (A161, A110, the ccCompleted audit): once per case and session. A fresh tab without
// the session still gets the seed's 操作不正確 (002 §2.5, DONE-05). The ID, birthday and forms are not kept
// in the session once the page showed (issue 18). Phone 360 px and desktop.
import type { Page } from '@playwright/test';
import { cardName, text } from '../support/config';
import { expect, expectAlert, holdCardPage, recordAlerts, test } from './support/app';
import { recordCalls } from './support/calls';
import { INQUIRER, openCompletion, submitByCalls } from './support/submitted';

const session = (page: Page, key: string) => page.evaluate((k) => sessionStorage.getItem(k), key);

/** What the completion page shows of the case: the case number, the card, the PDF link's parameters, the buttons. */
async function shown(page: Page) {
  const link = page.getByRole('link', { name: text('submit.download') });
  const href = new URL((await link.getAttribute('href'))!, page.url());
  return {
    caseNo: (await page.locator('#root_ApplyID').textContent())?.trim(),
    card: (await page.locator('#root_cardName').textContent())?.trim(),
    pdf: Object.fromEntries(href.searchParams),
    buttons: await page.locator('main button, main a').evaluateAll((nodes) => nodes.map((n) => n.textContent?.trim())),
  };
}

test('a reload keeps the completion page: case number, card, PDF link, buttons; A161 and the completion audit once; a fresh tab gets 操作不正確 (issue 17 §4, DONE-02, DONE-05)', async ({ page, request, context, isMobile }) => {
  const app = await submitByCalls(request, INQUIRER);
  const calls = recordCalls(page);
  // The session as the journey leaves it: the applicant's ID, birthday and forms in it (issue 18: the page forgets them).
  await openCompletion(page, app, isMobile, { FlowType: 'ETP', IDNO: INQUIRER.id, Birthday: INQUIRER.birthday, Form1Data: { NameChinese: INQUIRER.name } });
  const personal = () => page.evaluate(() => ['IDNO', 'Birthday', 'Form1Data'].filter((k) => sessionStorage.getItem(k) !== null));
  await expect.poll(personal).toEqual([]);
  await expect(page.getByRole('button', { name: text('submit.reuploadFinancial'), exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: text('submit.reuploadWithId') })).toHaveCount(0);
  await expect.poll(() => calls.requests('A43').filter((r) => r.Action === 'ccCompleted').length).toBe(1);
  expect(calls.requests('A43').find((r) => r.Action === 'ccCompleted')?.ID).toBe(INQUIRER.id);
  const before = await shown(page);
  expect(before.caseNo).toContain(app.applyId);
  expect(before.card).toContain(cardName('DEMO-CASHBACK'));
  expect(before.pdf).toEqual({ applylogid: app.applyLogId, token: app.token, applyid: app.applyId, applytype: 'X', view: '0' });
  expect(calls.requests('A161')).toEqual([{ ApplyID: app.applyId, ApplyType: 'CC', Token: app.token }]);

  // The reload: the same page, its checks run again (A1 vouches for the case), nothing reported twice.
  await page.reload();
  await expect(page).toHaveURL(/#\/Submit/);
  await expect(page.locator('#root_ApplyID')).toContainText(app.applyId);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('submit.title'));
  await expect.poll(() => calls.requests('A1').length).toBe(2);
  await expect(page.getByRole('link', { name: text('submit.download') })).toBeVisible();
  expect(await shown(page)).toEqual(before);
  expect(await session(page, 'pageState')).toBe('Page4.1');
  expect(await personal()).toEqual([]);
  expect(calls.requests('A161')).toHaveLength(1);
  expect(calls.requests('A43').filter((r) => r.Action === 'ccCompleted')).toHaveLength(1);
  expect(calls.requests('A97')).toHaveLength(0);
  // The PDF still opens with the session's token.
  const pdf = await request.get(new URL((await page.getByRole('link', { name: text('submit.download') }).getAttribute('href'))!, page.url()).toString());
  expect(pdf.status()).toBe(200);

  // A second reload, then a button: the page works as before.
  await page.reload();
  await expect(page.locator('#root_ApplyID')).toContainText(app.applyId);
  await page.getByRole('button', { name: text('submit.reuploadFinancial'), exact: true }).click();
  await expect(page).toHaveURL(/#\/ReUpload/);
  expect(calls.requests('A161')).toHaveLength(1);

  // A fresh tab has no session: the seed's 操作不正確, then the card page (DONE-05).
  const fresh = await context.newPage();
  const seen: string[] = [];
  const release = await holdCardPage(fresh, (url) => seen.push(url));
  await recordAlerts(fresh);
  await fresh.goto('/?CTID=DEMO-CASHBACK#/Submit');
  expect((await expectAlert(fresh, text('err.operationIncorrect'))).html).not.toContain('root_ApplyID');
  await expect.poll(() => seen.length).toBeGreaterThan(0);
  release();
});
