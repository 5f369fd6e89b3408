// axe in the states no other spec reaches (issue 9 §4): errors shown after a failed submit (with
// the list of the fields in error), each popup open (the gift alert, the idle popup, the students
// popup, the email notice, the banking exit, a document example), the gift screen with gifts chosen; in both languages,
// phone and desktop; counts recorded to .tmp/axe/. And the same visible focus ring on every control
// a Tab reaches on the start screen, the language button and the footer included (desktop).
import type { Page } from '@playwright/test';
import { axeCheck } from './support/axe';
import { eitherLanguage, giftGroups } from '../support/config';
import { applyButton, button, chooseFirstGifts, dialog, etbToGift, expect, fillStart, openStart, shotBothLanguages, shotFile, test } from './support/app';
import { expectNoHan } from './support/screenChecks';
import { openWithSession, toForm1 } from './support/uploads';
import { pauseClockSoon } from './support/clock';

async function toLanguage(page: Page, lang: 'en' | 'zh-TW'): Promise<void> {
  const [button, back] = lang === 'en' ? ['English', '中文'] : ['中文', 'English'];
  await page.getByRole('button', { name: button }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('button', { name: back })).toBeVisible();
}

/** axe over the page as it is, in Chinese then English (there no Han outside the applicant's values), back in Chinese after. */
async function axeBothLanguages(page: Page, name: string): Promise<void> {
  await axeCheck(page, name);
  await toLanguage(page, 'en');
  await expectNoHan(page, name);
  await axeCheck(page, name);
  await toLanguage(page, 'zh-TW');
}

/** A popup opened by `open`, shot, checked by axe (in English for Han too) and closed by `close`, in Chinese then English (the switch is behind the popup). */
async function popupBothLanguages(page: Page, name: string, open: () => Promise<void>, close: () => Promise<void>): Promise<void> {
  for (const lang of ['zh-TW', 'en'] as const) {
    if (lang === 'en') await toLanguage(page, 'en');
    await open();
    await expect(dialog(page)).toBeVisible();
    // The dialog has a name and the focus (the popup's own focus handling).
    await expect(dialog(page)).toHaveAccessibleName(/\S/);
    await expect(dialog(page).locator(':focus')).toHaveCount(1);
    if (lang === 'en') await expectNoHan(page, name);
    // What the applicant sees with the popup open: the window, not the whole page (the backdrop covers the window).
    await page.screenshot({ path: shotFile(name, lang === 'en' ? 'en' : 'zh') });
    await axeCheck(page, name);
    await close();
    await expect(dialog(page)).toHaveCount(0);
  }
  await toLanguage(page, 'zh-TW');
}

test('start screen: the hint next to the disabled button, tied to it; the students popup; errors shown (axe in both languages)', async ({ page, isMobile }, info) => {
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  const hint = page.locator('#submit__missing');
  await expect(applyButton(page)).toBeDisabled();
  await expect(applyButton(page)).toHaveAttribute('aria-describedby', 'submit__missing');
  await expect(applyButton(page)).toHaveAccessibleDescription(/勾選同意信用卡約定條款.*勾選同意行動身分識別服務條款/);
  await expect(hint.locator('li')).toHaveText(['勾選同意信用卡約定條款', '勾選同意行動身分識別服務條款']);
  await toLanguage(page, 'en');
  await expect(hint.locator('li')).toHaveText(['Agree to the credit card terms', 'Agree to the mobile identity service terms']);
  await toLanguage(page, 'zh-TW');
  // Each tick updates it; the loan adds its own condition; everything ticked, no hint and no description.
  await page.locator('#root_AgreeCardTerms').check();
  await expect(hint.locator('li')).toHaveText(['勾選同意行動身分識別服務條款']);
  await page.locator('#root_ApplyPL').check();
  await expect(hint.locator('li')).toHaveText(['勾選同意行動身分識別服務條款', '勾選同意個人信用貸款條款']);
  await page.locator('#root_ApplyPL').uncheck();
  await page.locator('#root_AgreeMobileIdTerms').check();
  await expect(applyButton(page)).toBeEnabled();
  await expect(hint).toBeEmpty();
  await expect(applyButton(page)).not.toHaveAttribute('aria-describedby');

  // Unticking the work statement: the students popup, and the hint names it.
  await popupBothLanguages(page, 'index-students-popup', async () => {
    await page.locator('#root_FullTimeWork').uncheck();
  }, async () => {
    await dialog(page).getByRole('button').first().click();
    await page.locator('#root_FullTimeWork').check();
  });

  // A failed submit: the errors in both languages, the focus on the first field in error.
  await page.locator('#root_IDNO').fill('A123456788');
  await page.locator('#root_Birthday').fill('0721301');
  await applyButton(page).click();
  await expect(page.locator('#root_IDNO__error')).toBeVisible();
  await expect(page.locator('#root_IDNO')).toBeFocused();
  const links = page.locator('.error-summary a');
  await expect(links).toHaveCount(2);
  // Each a field's label (its message stays under the field).
  await expect(links).toHaveText(['身分證字號', '出生日期（民國年月日）']);
  // A link of the list focuses its field, the route unchanged.
  await links.nth(1).click();
  await expect(page.locator('#root_Birthday')).toBeFocused();
  await expect(page).toHaveURL(/#\/IndexPage$/);
  // Looked at by hand: the list above the form (<SHOTS>/index-error-list-<project>-<lang>.png); axe in both languages.
  await shotBothLanguages(page, info.project.name, 'index-error-list');
});

test('gift screen: nothing chosen, the alert of a missing group, gifts chosen (axe in both languages)', async ({ page, request, isMobile }) => {
  await etbToGift(page, request, isMobile);
  // The new screen's heading has the focus (a route change).
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.locator('fieldset.wg-gift-group')).toHaveCount(giftGroups('DEMO-CASHBACK').length);
  await axeBothLanguages(page, 'gift');
  await popupBothLanguages(page, 'gift-alert', async () => {
    await page.getByRole('button', { name: eitherLanguage('gift.next') }).click();
  }, async () => {
    await dialog(page).getByRole('button').first().click();
  });
  await chooseFirstGifts(page);
  await axeBothLanguages(page, 'gift-chosen');
});

test('Form1: its first error shown after Next (the seeds stop at the first), the email notice (axe in both languages)', async ({ page, request, isMobile }) => {
  test.setTimeout(90_000);
  await toForm1(page, request, isMobile);
  await button(page, 'form1.next').click();
  await expect(page.locator('#root_NameChinese__error')).toBeVisible();
  await expect(page.locator('#root_NameChinese')).toBeFocused();
  // One field in error: no list, its message is tied to the focused field.
  await expect(page.locator('.error-summary')).toHaveCount(0);
  await axeBothLanguages(page, 'form1-errors');
  await popupBothLanguages(page, 'form1-email-notice', async () => {
    await page.locator('#root_Email').fill(`a${Date.now()}@gmail.com`);
    await page.locator('#root_Email').blur();
  }, async () => {
    await dialog(page).getByRole('button').first().click();
  });
});

test('/ReUpload: a document example popup (axe in both languages)', async ({ page, isMobile }) => {
  // A session from the start screen, then /ReUpload as the completion page sends the applicant (tests/browser/reUpload.spec.ts).
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await fillStart(page, 'A123456789', '0690101');
  await applyButton(page).click();
  await expect(page).toHaveURL(/#\/Validate3/);
  await openWithSession(page, '/ReUpload', { pageState: 'Page4.1', hasID: 'N', SubmitFlag: 'Y', ApplyID: 'CC20261123123456789012' });
  await popupBothLanguages(page, 'reUpload-example-popup', async () => {
    await page.getByRole('button', { name: /查看範例|example/i }).first().click();
  }, async () => {
    await dialog(page).getByRole('button').last().click();
  });
});

test('the banking exit popup (axe in both languages)', async ({ page, isMobile }) => {
  await openStart(page, 'CTID=DEMO-CASHBACK&ForwardToken=IB-TOKEN-A123456789', isMobile);
  await popupBothLanguages(page, 'banking-exit-popup', async () => {
    await page.getByRole('button', { name: /^(離開|Exit)$/ }).click();
  }, async () => {
    await dialog(page).getByRole('button', { name: /繼續申請|Continue/ }).click();
  });
});

test('the idle popup (axe in both languages)', async ({ page, isMobile }) => {
  // A fake clock run past the limit the start screen's A137 gave (10 min), as tests/browser/idle.spec.ts does.
  await page.clock.install();
  await page.addInitScript(() => { window.open = () => null; });
  await page.route('https://www.example-bank.com.tw/**', (route) => route.fulfill({ body: 'card page' }));
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await expect(page.locator('.screen--index')).toHaveAttribute('aria-busy', 'false');
  await page.keyboard.press('Shift');
  await popupBothLanguages(page, 'idle-popup', async () => {
    await pauseClockSoon(page, 1000);
    await page.clock.runFor(11 * 60_000);
    await expect(dialog(page)).toBeVisible();
    // axe waits on timers of its own: the clock runs again while it looks.
    await page.clock.resume();
  }, async () => {
    // Continue: the token check (A73) answers and the popup closes.
    await dialog(page).getByRole('button').first().click();
  });
});

test('the same visible focus ring on every control Tab reaches on the start screen, the language button and the footer links included', async ({ page, isMobile }) => {
  test.skip(isMobile, 'a hardware keyboard');
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await page.locator('#root_IDNO').fill('A123456789');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.evaluate(() => window.scrollTo(0, 0));
  const rings: Array<{ tag: string; id: string; text: string; color: string; width: number; bg: string; contrast: number; visible: boolean }> = [];
  const seen = new Set<string>();
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return undefined;
      const s = getComputedStyle(el);
      const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
      // A ring drawn as a box-shadow: its colour and spread.
      const shadow = /(rgba?\([^)]*\)|#[0-9a-f]+)\s+0px\s+0px\s+0px\s+([\d.]+)px/i.exec(s.boxShadow);
      const color = outline ? s.outlineColor : shadow ? shadow[1] : '';
      // What the ring is drawn on: the first background around the control.
      let bg = 'rgb(255, 255, 255)';
      for (let p = el.parentElement; p; p = p.parentElement) {
        const c = getComputedStyle(p).backgroundColor;
        if (c && c !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(c)) { bg = c; break; }
      }
      // rgb(0-255 …) or color(srgb 0-1 …) (a color-mix background).
      const rgb = (c: string) => (c.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map((v) => Number(v) * (c.startsWith('color(') ? 255 : 1));
      const lum = (c: string) => {
        const [r, g, b] = rgb(c).map((v) => { const x = v / 255; return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4; });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const [hi, lo] = [lum(color), lum(bg)].sort((a, b) => b - a);
      return {
        tag: el.tagName.toLowerCase(), id: el.id, text: (el.textContent ?? '').trim().slice(0, 30),
        color, width: outline ? parseFloat(s.outlineWidth) : shadow ? parseFloat(shadow[2]) : 0, bg,
        contrast: color ? (hi + 0.05) / (lo + 0.05) : 0, visible: outline || !!shadow,
        key: `${el.tagName}#${el.id}:${(el.textContent ?? '').trim().slice(0, 30)}:${el.getAttribute('href') ?? ''}`,
      };
    });
    if (!ring) continue;
    if (seen.has(ring.key)) break; // round the page once
    seen.add(ring.key);
    rings.push(ring);
  }
  const kinds = new Set(rings.map((r) => r.tag));
  // Text fields, boxes, links, buttons: the language button and the footer's links among them.
  for (const tag of ['input', 'a', 'button']) expect(kinds, tag).toContain(tag);
  expect(rings.some((r) => /English/.test(r.text))).toBe(true);
  expect(rings.filter((r) => !r.visible).map((r) => `${r.tag}#${r.id} ${r.text}`), 'every focused control shows a ring').toEqual([]);
  const name = (r: (typeof rings)[number]) => `${r.tag}#${r.id} ${r.text}`;
  // One width everywhere; one colour on each background, standing out from it (WCAG 1.4.11: 3:1).
  expect([...new Set(rings.map((r) => r.width))], 'one ring width').toHaveLength(1);
  expect(rings[0].width).toBeGreaterThanOrEqual(2);
  const byBackground = new Map<string, Set<string>>();
  for (const r of rings) byBackground.set(r.bg, (byBackground.get(r.bg) ?? new Set()).add(r.color));
  for (const [bg, colours] of byBackground) expect([...colours], `one ring colour on ${bg}`).toHaveLength(1);
  expect(rings.filter((r) => r.contrast < 3).map((r) => `${name(r)}: ${r.color} on ${r.bg} ${r.contrast.toFixed(2)}:1`), 'the ring stands out from its background').toEqual([]);
});
