// One design system (issue 9 §2), measured in the browser on a phone (360 px) and a desktop:
// the landing page shows the campaign's card picture and its main action as a primary button; the
// header is one row in both languages; the step indicator (config: flows/flow.json shell.steps and
// each screen's `step`) shows the step's number and name on the start screen and /Validate2; the
// card picture is on the start screen; checkbox rows stand evenly apart; ticked checkboxes and
// radios take the brand's colour on two screens; a dialog without a title of its own shows 提醒 /
// Notice and a brand-coloured button; every control shows the same focus ring.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { text } from '../support/config';
import { applyButton, button, dialog, expect, fillStart, openStart, shotBothLanguages, test, typeCard } from './support/app';
import { changeAnswer } from './support/calls';

const brand = JSON.parse(readFileSync('brand/branding.json', 'utf8')) as { colors: Record<string, string> };
/** A #rrggbb colour as the browser computes it: rgb(r, g, b). */
const rgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};
const BRAND = rgb(brand.colors.primary);
const FOCUS = rgb(brand.colors.primaryDark);

const css = (l: Locator, property: string) => l.evaluate((e, p) => getComputedStyle(e).getPropertyValue(p), property);

/** The header is one row: no taller than its tallest item plus its padding and border (two rows would double it). */
async function expectHeaderOneRow(page: Page): Promise<void> {
  const { height, tallest, tops } = await page.locator('header.app__header').evaluate((h) => {
    const items = Array.from(h.querySelectorAll<HTMLElement>(':scope > *, .app__brand > *')).filter((e) => e.offsetParent !== null && e.getBoundingClientRect().width > 1);
    return {
      height: h.getBoundingClientRect().height,
      tallest: Math.max(...items.map((e) => e.getBoundingClientRect().height)),
      tops: items.map((e) => e.getBoundingClientRect().top),
    };
  });
  expect(height, 'header height for one row').toBeLessThanOrEqual(tallest + 24);
  expect(Math.max(...tops) - Math.min(...tops), 'items side by side').toBeLessThan(tallest);
}

/** On a phone the indicator is one line: "Step 1/3", the name and the bar side by side, inside the window. */
async function expectStepsOneLine(page: Page): Promise<void> {
  const [now, bar] = await Promise.all([page.locator('.steps__now').boundingBox(), page.locator('.steps__bar').boundingBox()]);
  expect(Math.abs(now!.y + now!.height / 2 - (bar!.y + bar!.height / 2)), 'text and bar on one line').toBeLessThan(12);
  expect(bar!.x + bar!.width).toBeLessThanOrEqual(await page.evaluate(() => document.documentElement.clientWidth));
}

/** Vertical gaps between consecutive visible checkbox rows, whatever widget draws them. */
async function checkboxGaps(page: Page): Promise<number[]> {
  return page.locator('.field .checkbox label, .wg-check').evaluateAll((rows) => {
    const boxes = rows.filter((r) => (r as HTMLElement).offsetParent !== null).map((r) => r.getBoundingClientRect()).sort((a, b) => a.top - b.top);
    return boxes.slice(1).map((b, i) => Math.round(b.top - boxes[i].bottom));
  });
}

test('landing and start screen: card picture, primary button, one-row header, step 1/3 with its name, even checkbox rows, brand ticks, one focus ring', async ({ page, isMobile }, info) => {
  await page.goto('/?CTID=DEMO-CASHBACK');
  if (!isMobile) {
    // The desktop landing: the campaign's card picture, and the main action as the primary button.
    const picture = page.getByRole('img', { name: /卡面/ });
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const go = page.getByRole('button', { name: text('landing.continueDesktop') });
    await expect(go).toHaveClass(/wg-button--primary/);
    expect(await css(go, 'background-color')).toBe(BRAND);
    expect((await go.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await shotBothLanguages(page, info.project.name, 'design-landing');
    await go.click();
  }
  await expect(page).toHaveURL(/#\/IndexPage/);
  await expect(page.locator('#root_IDNO')).toBeVisible();

  // The card picture on the start screen too, the same element.
  await expect(page.locator('#root_cardPicture img')).toHaveAttribute('alt', /卡面/);
  // Step indicator: number and the step's name, read out as one region.
  const steps = page.getByRole('region', { name: '目前步驟' });
  await expect(steps.locator('.app__step')).toHaveText('步驟 1/3');
  await expect(steps).toContainText('身分驗證');
  await expectHeaderOneRow(page);
  if (isMobile) await expectStepsOneLine(page);

  // Checkbox rows: the terms (checkbox with a link), full-time work (plain checkbox), the consents: one gap.
  const gaps = await checkboxGaps(page);
  expect(gaps.length).toBeGreaterThanOrEqual(4);
  expect(Math.max(...gaps) - Math.min(...gaps), `gaps ${gaps.join(', ')}`).toBeLessThanOrEqual(1);

  // Ticked boxes are the brand's colour (a link-checkbox and a plain one).
  await page.locator('#root_AgreeCardTerms').check();
  expect(await css(page.locator('#root_AgreeCardTerms'), 'accent-color')).toBe(BRAND);
  expect(await css(page.locator('#root_FullTimeWork'), 'accent-color')).toBe(BRAND);

  // One focus ring: the language button (on the brand's header it is the header's text colour),
  // a checkbox and a text input: 3 px solid.
  // After a key press the browser shows focus as from the keyboard; each control then draws the ring.
  const lang = page.getByRole('button', { name: 'English' });
  await page.locator('#root_IDNO').focus();
  await page.keyboard.press('Tab');
  for (const [control, colour] of [[lang, rgb(brand.colors.onPrimary)], [page.locator('#root_AgreeMobileIdTerms'), FOCUS], [page.locator('#root_FullTimeWork'), FOCUS], [page.locator('#root_IDNO'), FOCUS]] as const) {
    await control.focus();
    await expect(control).toBeFocused();
    expect(await css(control, 'outline-style')).toBe('solid');
    expect(await css(control, 'outline-width')).toBe('3px');
    expect(await css(control, 'outline-color')).toBe(colour);
  }

  // English: the header stays one row, the indicator follows the language.
  await lang.click();
  const stepsEn = page.getByRole('region', { name: 'Current step' });
  await expect(stepsEn.locator('.app__step')).toHaveText('Step 1/3');
  await expect(stepsEn).toContainText('Identity verification');
  await expect(page.locator('#root_cardPicture img')).toHaveAttribute('alt', /^Card design: /);
  await expectHeaderOneRow(page);
  if (isMobile) await expectStepsOneLine(page);
  await page.getByRole('button', { name: '中文' }).click();
  await shotBothLanguages(page, info.project.name, 'design-start');
});

test('/Validate2: step 1/3, a brand-coloured radio, the card fields gone in account mode, and an alert with the default title 提醒 and a brand button', async ({ page, isMobile }) => {
  await changeAnswer(page, 'A80', (real) => ({ ...real, Result: 'N', IsVD: 'N', Code: '', ErrMsg: '卡片驗證失敗' }));
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await fillStart(page, 'F131104093', '0790101');
  await applyButton(page).click();
  await expect(page).toHaveURL(/#\/Validate2/);
  await expect(page.locator('.app__step')).toHaveText('步驟 1/3');
  await expectHeaderOneRow(page);

  const card = page.getByLabel('他行信用卡');
  await expect(card).toBeChecked();
  expect(await css(card, 'accent-color')).toBe(BRAND);

  // Account mode: nothing of the card stays (number, expiry and its hint, security code, bank list link).
  await page.getByLabel('他行存款帳戶').check();
  await expect(page.locator('#root_BankNo')).toBeVisible();
  for (const gone of ['信用卡卡號', '有效期限', '請依卡片正面填入', '背面末3碼', '查看可驗證的銀行']) await expect(page.getByText(gone)).toHaveCount(0);
  await page.getByLabel('他行信用卡').check();

  // A refusal is an alert: no title of its own, so the default one, and the brand's button.
  await typeCard(page);
  await button(page, 'validate2.confirm').click();
  const alert = dialog(page);
  await expect(alert.getByRole('heading', { name: '提醒' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: '提醒' })).toContainText('驗證失敗');
  const ok = alert.getByRole('button');
  expect(await css(ok, 'background-color')).toBe(BRAND);
  expect(await css(ok, 'color')).toBe(rgb(brand.colors.onPrimary));
  await ok.click();
  await expect(dialog(page)).toHaveCount(0);
});
