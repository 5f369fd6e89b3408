// /Form3, the loan and related-party form (001 §2.4, §3.4, §4.4, §5.3), on a phone and a desktop:
// a personal-loan applicant past the gifts is placed at /Form3 as Form2 sends one (ApplyPL Y,
// Page2.5). The related-party question only above 100, the info popup, Add revealing row 2 (no
// delete, the focus on its first field), a check's message, the hold (A60, Page2_6 of base64 UTF-8
// JSON) and /Confirm; pre-screen No hiding and emptying everything. Screenshots of the screen in
// both languages go to .tmp/shots/form3-*-<project>-<zh|en>.png.
import type { APIRequestContext, Page } from '@playwright/test';
import { button, dialog, expect, shotBothLanguages, test } from './support/app';
import { axeViolations, openWithSession, toUploadId } from './support/uploads';
import { recordCalls } from './support/calls';

async function toForm3(page: Page, request: APIRequestContext, isMobile: boolean): Promise<void> {
  await toUploadId(page, request, isMobile);
  await openWithSession(page, '/Form3', { ApplyPL: 'Y', pageState: 'Page2.5' });
  await expect(page.locator('#root_ApplyAmt')).toBeVisible();
  await expect(page.locator('#root_LoanFor option[value="2"]')).toHaveCount(1);
}

/** The screen's yes/no radios (enum ['Y', 'N']): rjsf names them root_<Field>-<index>. */
const radio = (page: Page, field: string, value: 'Y' | 'N') => page.locator(`input[type=radio][id="root_${field}-${value === 'Y' ? 0 : 1}"]`);
const next = (page: Page) => button(page, 'form3.next');

test('Form3: defaults, the related-party question above 100, the info popup, Add reveals row 2, a check, then the hold and /Confirm (F3-01..24, F3-36, F3-49, F3-50, F3-54, F3-55)', async ({ page, request, isMobile }, info) => {
  test.setTimeout(120_000);
  const calls = recordCalls(page);
  await toForm3(page, request, isMobile);
  expect(await page.evaluate(() => sessionStorage.getItem('pageState'))).toBe('Page2.6');
  await expect(radio(page, 'ApplyPL', 'Y')).toBeChecked();
  await expect(radio(page, 'RealtyOwn', 'N')).toBeChecked();
  await expect(page.locator('#root_ApplyPeriod')).toHaveValue('7');
  await expect(page.locator('#root_ApplyAmt')).toHaveAttribute('placeholder', /350/);
  // The purpose options are the LoanFor lookup's (the placeholder option aside).
  await expect(page.locator('#root_LoanFor option[value="9"]')).toHaveText('其他');

  // The amount box takes 3 digits, the tenor box 1 (F3-27, F3-31).
  await page.locator('#root_ApplyAmt').pressSequentially('1234');
  await expect(page.locator('#root_ApplyAmt')).toHaveValue('123');
  await page.locator('#root_ApplyAmt').fill('100');
  await expect(radio(page, 'RelatedFlag', 'Y')).toBeHidden();
  await expect(page.locator('#root_CustNameChinese')).toBeHidden();
  await page.locator('#root_ApplyAmt').fill('101');
  await expect(radio(page, 'RelatedFlag', 'Y')).toBeChecked();
  await expect(page.locator('#root_CustNameChinese')).toBeVisible();
  await expect(page.locator('#root_Related option')).toHaveCount(4);

  // The info popup (F3-24).
  await page.getByRole('button', { name: '什麼是同一關係人？' }).click();
  await expect(dialog(page)).toContainText('第 33 條之 3');
  await expect(dialog(page)).toContainText('負責人');
  await dialog(page).getByRole('button', { name: '關閉' }).click();
  await expect(dialog(page)).toHaveCount(0);

  await page.locator('#root_LoanFor').selectOption('2');
  await next(page).click();
  await expect(page.getByText('請輸入同一關係人')).toBeVisible();
  await expect(page).toHaveURL(/#\/Form3/);

  // Relatives: row 1 only; Add reveals row 2 with the focus on its title, no delete control (F3-18, F3-21, F3-22).
  await page.locator('#root_Related').selectOption({ label: '二親等以內血親' });
  await expect(page.locator('#root_RelationName1')).toBeVisible();
  await expect(page.locator('#root_RelationName2')).toBeHidden();
  await page.locator('#root_RelRows__add').click();
  await expect(page.locator('#root_RelationType2')).toBeFocused();
  await expect(page.locator('#root_RelationName2')).toBeVisible();
  await expect(page.locator('#root_RelRows__add')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /刪除|Delete/ })).toHaveCount(0);
  await page.locator('#root_RelationType1').selectOption('2');
  await page.locator('#root_RelationName1').fill('王大同');
  await page.locator('#root_RelationID1').fill('A212424791');
  await shotBothLanguages(page, info.project.name, 'form3-relatives');
  expect(await axeViolations(page)).toEqual([]);

  await next(page).click();
  await expect(page).toHaveURL(/#\/Confirm/);
  const held = calls.requests('A60').at(-1);
  expect(held, 'A60 sent').toBeDefined();
  expect(held!.ApplyLogID).toBe(await page.evaluate(() => sessionStorage.getItem('ApplyLogID')));
  const content = JSON.parse(Buffer.from(String(held!.ContentJSON), 'base64').toString('utf8')) as { Page2_6: { Form3Data: Record<string, string>; ModFlag: unknown } };
  expect(content.Page2_6.Form3Data).toMatchObject({ ApplyAmt: '101', ApplyPeriod: '7', LoanFor: '2', LoanForSelect: '家庭週轉', RealtyOwn: 'N', RelatedFlag: 'Y', Related: 'SecondDegreeRelatives', RelationType1: '2', RelationName1: '王大同', RelationID1: 'A212424791' });
  expect(content.Page2_6).toHaveProperty('ModFlag');
});

test('Form3: pre-screen No hides and empties everything and Next goes on; back to Yes the fields are empty (F3-05..08)', async ({ page, request, isMobile }, info) => {
  test.setTimeout(120_000);
  await toForm3(page, request, isMobile);
  await page.locator('#root_ApplyAmt').fill('200');
  await page.locator('#root_CustNameChinese').fill('王美麗');
  await radio(page, 'ApplyPL', 'N').check();
  await expect(page.locator('#root_ApplyAmt')).toBeHidden();
  await expect(page.locator('#root_LoanFor')).toBeHidden();
  await expect(page.locator('#root_CustNameChinese')).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('ApplyPL'))).toBe('N');
  await shotBothLanguages(page, info.project.name, 'form3-no');
  expect(await axeViolations(page)).toEqual([]);
  await radio(page, 'ApplyPL', 'Y').check();
  await expect(page.locator('#root_ApplyAmt')).toHaveValue('');
  await page.locator('#root_ApplyAmt').fill('200');
  await expect(page.locator('#root_CustNameChinese')).toHaveValue('');
  await radio(page, 'ApplyPL', 'N').check();
  await next(page).click();
  await expect(page).toHaveURL(/#\/Confirm/);
});
