// Next scrolls to the first invalid field and focuses it (001 §4.2, F1-87), on phone 360 px and
// desktop: Form1 with its top field empty (clicked at the bottom), then with its bottom field
// empty (Enter from the top); Form2's first check shown as an alert, after the alert is closed.
import type { Page } from '@playwright/test';
import { button, dialog, expect, test } from './support/app';
import { axeViolations, toForm1 } from './support/uploads';

/** The texts of the elements an input's aria-describedby names. */
async function describedText(page: Page, selector: string): Promise<string> {
  return page.locator(selector).evaluate((el) => (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '').join(' '));
}

const scrollTop = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test('Next scrolls to the first invalid field and focuses it: Form1 top and bottom, Form2 after its alert (F1-87)', async ({ page, request, isMobile }, info) => {
  test.setTimeout(120_000);
  await toForm1(page, request, isMobile);
  const next = button(page, 'form1.next');

  // The top field empty, Next clicked at the bottom of the page: back up to the name, focused.
  await next.scrollIntoViewIfNeeded();
  const atBottom = await scrollTop(page);
  expect(atBottom).toBeGreaterThan(0);
  await next.click();
  await expect(page.locator('#root_NameChinese__error')).toBeVisible();
  await expect(page.locator('#root_NameChinese')).toBeFocused();
  await expect(page.locator('#root_NameChinese')).toBeInViewport();
  await expect(page.locator('#root_NameChinese')).toHaveAttribute('aria-invalid', 'true');
  expect(await scrollTop(page)).toBeLessThan(atBottom);

  // Everything but the bottom field (the billing street), then Enter in the top field with the page at the top.
  await page.locator('#root_NameChinese').fill('王小明');
  await page.locator('#root_NameChinese').blur();
  await expect(page.locator('#root_NameEnglish')).toHaveValue('WANG,XIAO-MING');
  await page.locator('#root_IssueDate').fill('1050315');
  await page.locator('#root_IssueCity').selectOption('63000');
  await page.locator('#root_HomeCity').selectOption('63000');
  await page.locator('#root_HomeArea').selectOption('10601');
  await page.locator('#root_HomeAddr').fill('復興南路一段390號');
  await page.locator('#root_Education').selectOption('3');
  await page.locator('#root_HouseOwn').selectOption('3');
  await page.locator('#root_TelMobile1').fill('0911222333');
  await page.locator('#root_LiveTel').fill('0227001234');
  await page.locator('#root_HomeTel').fill('0227001234');
  await page.locator('#root_Email').fill('xiaoming@gmail.com');
  await page.locator('#root_Email').blur();
  // Leaving a valid email says it will be verified (F1-80).
  await dialog(page).getByRole('button').click();
  await page.locator('#root_BillCity').selectOption('63000');
  await page.locator('#root_BillArea').selectOption('10601');
  await expect(page.locator('#root_BillZip')).toHaveValue('106');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('#root_BillAddr')).not.toBeInViewport();
  await page.locator('#root_NameChinese').press('Enter');
  await expect(page.locator('#root_BillAddr__error')).toBeVisible();
  await expect(page.locator('#root_BillAddr')).toBeFocused();
  await expect(page.locator('#root_BillAddr')).toBeInViewport();
  await expect(page.locator('#root_BillAddr__error')).toBeInViewport();
  expect(await scrollTop(page)).toBeGreaterThan(0);
  // The message is tied to its input (F1-85), and the page with it passes axe.
  await expect(page.locator('#root_BillAddr')).toHaveAttribute('aria-invalid', 'true');
  expect(await describedText(page, '#root_BillAddr')).toContain(await page.locator('#root_BillAddr__error').innerText());
  await expect(page.locator('#root_HomeAddr')).not.toHaveAttribute('aria-invalid', 'true');
  expect(await axeViolations(page)).toEqual([]);
  // What the applicant sees: the viewport after the scroll (looked at in both widths).
  await page.screenshot({ path: `.tmp/shots/firstError-${info.project.name}-zh.png` });

  // Form2: its first check is an alert; the company field is revealed once the alert is closed.
  await page.locator('#root_BillAddr').fill('復興南路一段390號');
  await next.click();
  await expect(page).toHaveURL(/#\/Form2/);
  await expect(page.locator('#root_Company')).toBeVisible();
  await button(page, 'form2.next').click();
  await expect(dialog(page)).toContainText('請輸入公司名稱');
  await expect(dialog(page).getByRole('button')).toBeFocused();
  await dialog(page).getByRole('button').click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.locator('#root_Company')).toBeFocused();
  await expect(page.locator('#root_Company')).toBeInViewport();
});
