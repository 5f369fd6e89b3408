// DESIGN principles 4 and 6: typed data survives a reload of the same tab, and the
// start screen works with a keyboard alone; the whole journey to the completion page does
// (issue 9 §4), each new screen's heading taking the focus. The desktop walk of A123456789
// (straight through, ApproveCus N) goes the real way: /StartTWID, the simulated identity portal
// (成功), /finishMydata's counting button, the simulated data platform (同意提供), /Loading,
// /Form1, the email code, /Form2, /Confirm and /Submit (no proof of income to upload: the data
// platform gave it). A screen that is the first of a page load (the landing page, a return from
// an outside site) leaves the focus at the top of the document; every later one focuses its
// heading. The focus rings are collected on the app's pages only (the outside pages have their own).
import type { FileChooser, Locator, Page } from '@playwright/test';
import { giftGroups, text } from '../support/config';
import { applyButton, button, dialog, expect, latestCode, openStart, test } from './support/app';
import { drawnImage } from './support/uploads';

test('typed data survives a reload of the same tab (sessionStorage only)', async ({ page, isMobile }) => {
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await page.locator('#root_IDNO').fill('A123456789');
  await page.locator('#root_Birthday').fill('0690101');
  await page.reload();
  await expect(page.locator('#root_IDNO')).toHaveValue('A123456789');
  await expect(page.locator('#root_Birthday')).toHaveValue('0690101');
  const stored = await page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.getItem('form.index') }));
  expect(stored.local).toBe(0);
  expect(stored.session).toContain('A123456789');
});

test('keyboard only: Tab through the start screen, Space ticks the boxes, Enter applies (DESIGN principle 6)', async ({ page, request, isMobile }) => {
  test.skip(isMobile, 'a hardware keyboard');
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await page.locator('#root_IDNO').focus();
  await page.keyboard.type('A123456789');
  await page.keyboard.press('Tab');
  await page.keyboard.type('0690101');
  await page.keyboard.press('Tab'); // sales code
  await page.keyboard.press('Tab'); // card terms box
  await expect(page.locator('#root_AgreeCardTerms')).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab'); // its terms link
  await page.keyboard.press('Tab'); // mobile-ID terms box
  await expect(page.locator('#root_AgreeMobileIdTerms')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(applyButton(page)).toBeEnabled();
  await applyButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/Validate3/);
  await expect(page.locator('.wg-boxes--otp input').first()).toBeEnabled();
  await page.locator('.wg-boxes--otp input').first().focus();
  await page.keyboard.type(await latestCode(request));
  await expect(page).toHaveURL(/#\/Gift/);
  await expect(page.locator('fieldset.wg-gift-group')).toHaveCount(giftGroups('DEMO-CASHBACK').length);
  for (const group of await page.locator('fieldset.wg-gift-group').all()) {
    await group.locator('input[type=radio]').first().focus();
    await page.keyboard.press('Space');
    await expect(group.locator('input[type=radio]').first()).toBeChecked();
  }
  await button(page, 'gift.next').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/UploadID/);
});

/** The focus ring of the focused control: what draws it (the control, or the label drawn for a hidden one), its colour and width, the background it is on. */
type Ring = { key: string; name: string; visible: boolean; color: string; width: number; bg: string; contrast: number };

/** Every control a Tab reached in the walk, with its ring (checked at the end: one ring everywhere). */
const rings = new Map<string, Ring>();

/** Whether `target` has the focus, and (with `keep`) the ring of what has it: one round trip per Tab stop. */
async function focusAt(target: Locator, keep: boolean): Promise<{ reached: boolean; ring?: Ring }> {
  return target.evaluate((t, keepRing) => {
    const el = document.activeElement as HTMLElement | null;
    const reached = t === el;
    if (!keepRing || !el || el === document.body || el.tagName === 'H1') return { reached };
    // A control drawn by its label (a file box's hidden input, its button the label just after it): the ring is on what the applicant sees.
    const box = el.getBoundingClientRect();
    const next = el.nextElementSibling as HTMLElement | null;
    const drawn = (box.width <= 2 || box.height <= 2) && next?.tagName === 'LABEL' ? next : el;
    const s = getComputedStyle(drawn);
    const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
    const shadow = /(rgba?\([^)]*\)|#[0-9a-f]+)\s+0px\s+0px\s+0px\s+([\d.]+)px/i.exec(s.boxShadow);
    const color = outline ? s.outlineColor : shadow ? shadow[1] : '';
    let bg = 'rgb(255, 255, 255)';
    for (let p = drawn.parentElement; p; p = p.parentElement) {
      const c = getComputedStyle(p).backgroundColor;
      if (c && c !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(c)) { bg = c; break; }
    }
    const lum = (c: string) => {
      // rgb(0-255 …) or color(srgb 0-1 …) (a color-mix background).
      const scale = c.startsWith('color(') ? 1 : 255;
      const [r, g, b] = (c.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map(Number)
        .map((v) => { const x = v / scale; return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4; });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [hi, lo] = [lum(color), lum(bg)].sort((a, b) => b - a);
    const name = `${location.hash} ${el.tagName.toLowerCase()}#${el.id} ${(el.textContent ?? '').trim().slice(0, 24)}`;
    return {
      reached,
      ring: {
        key: `${name} ${el.getAttribute('href') ?? ''} ${el.getAttribute('name') ?? ''}`, name,
        visible: outline || !!shadow, color, width: outline ? parseFloat(s.outlineWidth) : shadow ? parseFloat(shadow[2]) : 0,
        bg, contrast: color ? (hi + 0.05) / (lo + 0.05) : 0,
      },
    };
  }, keep);
}

/**
 * Tab (forward only) until `target` has the focus: it is reachable by Tab from where the focus is.
 * Each stop's ring is kept (`keepRings`), on the app's pages only: the simulator's outside pages
 * draw a ring of their own style.
 */
async function tabTo(page: Page, target: Locator, max = 80, keepRings = true): Promise<void> {
  if ((await focusAt(target, false)).reached) return;
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const { reached, ring } = await focusAt(target, keepRings);
    if (ring) rings.set(ring.key, ring);
    if (reached) return;
  }
  await page.screenshot({ path: '.tmp/a11y-tabTo-fail.png' });
  await expect(target, `reached by Tab within ${max} presses`).toBeFocused({ timeout: 1 });
}

/**
 * A new screen after a route change: its heading has the focus (routeFocus.ts), so Tab goes on from its
 * top, and its title is said in the page's polite live region.
 */
async function arrived(page: Page, route: RegExp): Promise<void> {
  await expect(page).toHaveURL(route);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  await expect(page.locator('#route-announcer[aria-live="polite"]')).toHaveText(await heading.innerText());
}

/**
 * The first screen of a page load (the landing page, a return from an outside site): the focus
 * stays at the top of the document, nothing is announced (the browser reads the page title), and
 * Tab starts from the top.
 */
async function loaded(page: Page, route: RegExp): Promise<void> {
  await expect(page).toHaveURL(route);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await expect(page.locator('#route-announcer')).toHaveText('');
}

/** An outside site's page (the simulator's portals, no script): its heading, the focus at the top of the document. */
async function outside(page: Page, address: RegExp, heading: string): Promise<void> {
  await expect(page).toHaveURL(address);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
}

/** Chooses an option of a native select with the arrow keys (its focus on it, the list closed). */
async function choose(page: Page, select: Locator, value: string): Promise<void> {
  await tabTo(page, select);
  const [from, to] = await select.evaluate((el, v) => {
    const s = el as HTMLSelectElement;
    return [s.selectedIndex, Array.from(s.options).findIndex((o) => o.value === v)];
  }, value);
  expect(to, `option ${value}`).toBeGreaterThanOrEqual(0);
  for (let i = from; i < to; i++) await page.keyboard.press('ArrowDown');
  for (let i = from; i > to; i--) await page.keyboard.press('ArrowUp');
  await expect(select).toHaveValue(value);
}

/** Types into a field reached by Tab. */
async function typeIn(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/**
 * File choosers of the page, intercepted from the start: the listener stays armed, so the
 * interception is on before any key press opens one (a listener added just before the press
 * races the browser's interception switch, and the chooser opens natively, unseen).
 */
function armFileChoosers(page: Page): () => Promise<FileChooser> {
  const waiting: FileChooser[] = [];
  page.on('filechooser', (c) => { waiting.push(c); });
  return async () => {
    await expect.poll(() => waiting.length, { message: 'a file chooser opened' }).toBeGreaterThan(0);
    return waiting.shift()!;
  };
}

/** Opens a file box from the keyboard (Space on it) and gives it a photo. */
async function uploadByKeyboard(page: Page, nextChooser: () => Promise<FileChooser>, input: Locator, name: string): Promise<void> {
  const file = await drawnImage(page, name, 1600, 1000);
  await tabTo(page, input);
  await page.keyboard.press('Space');
  await (await nextChooser()).setFiles(file);
  // Done (kept by the bank) before the next box: the applicant waits for what the box says.
  await expect(page.locator('.wg-upload[aria-busy]')).toHaveCount(0);
}

test('keyboard only: the whole journey from the landing page through the mobile-ID check and the data platform to the completion page, each new screen focused at its heading (issue 9 §4)', async ({ page, request, isMobile }) => {
  test.skip(isMobile, 'a hardware keyboard');
  test.setTimeout(120_000);
  rings.clear();
  const nextChooser = armFileChoosers(page);
  await page.goto('/?CTID=DEMO-CASHBACK');
  await loaded(page, /\/\?CTID=DEMO-CASHBACK/);
  await tabTo(page, page.getByText(text('landing.continueDesktop')));
  await page.keyboard.press('Enter');

  // The start screen: the fields, the boxes with Space, the hint next to the button until the last box.
  await arrived(page, /#\/IndexPage/);
  await typeIn(page, page.locator('#root_IDNO'), 'A123456789');
  await typeIn(page, page.locator('#root_Birthday'), '0690101');
  await tabTo(page, page.locator('#root_AgreeCardTerms'));
  await page.keyboard.press('Space');
  await expect(page.locator('#submit__missing li')).toHaveText(['勾選同意行動身分識別服務條款']);
  await tabTo(page, page.locator('#root_AgreeMobileIdTerms'));
  await page.keyboard.press('Space');
  await expect(page.locator('#submit__missing li')).toHaveCount(0);
  await tabTo(page, applyButton(page));
  await page.keyboard.press('Enter');

  // The SMS code.
  await arrived(page, /#\/Validate3/);
  const otp = page.locator('.wg-boxes--otp input').first();
  await expect(otp).toBeEnabled();
  await tabTo(page, otp);
  await page.keyboard.type(await latestCode(request));

  // Gifts: Space on the first of each group, Enter on Next.
  await arrived(page, /#\/Gift/);
  const groups = page.locator('fieldset.wg-gift-group');
  await expect(groups).toHaveCount(giftGroups('DEMO-CASHBACK').length);
  for (const group of await groups.all()) {
    await tabTo(page, group.locator('input[type=radio]').first());
    await page.keyboard.press('Space');
    await expect(group.locator('input[type=radio]').first()).toBeChecked();
  }
  await tabTo(page, button(page, 'gift.next'));
  await page.keyboard.press('Enter');

  // The ID photos through the file chooser, opened by the keyboard.
  await arrived(page, /#\/UploadID/);
  const files = page.locator('input[type=file]');
  await uploadByKeyboard(page, nextChooser, files.nth(0), 'front.jpg');
  await expect(page.locator('.wg-upload__preview')).toHaveCount(1);
  await uploadByKeyboard(page, nextChooser, files.nth(1), 'back.jpg');
  await expect(page.locator('.wg-upload__preview')).toHaveCount(2);
  await tabTo(page, button(page, 'uploadId.next'));
  await page.keyboard.press('Enter');

  // The mobile-ID check (the desktop's straight-through path): Space on the terms box, Enter on
  // 開始驗證; the form post leaves for the identity portal.
  await arrived(page, /#\/StartTWID/);
  const start = page.getByRole('button', { name: '開始驗證' });
  await expect(start).toBeDisabled();
  await tabTo(page, page.locator('#root_AgreeMobileIdTerms'));
  await page.keyboard.press('Space');
  await expect(start).toBeEnabled();
  await tabTo(page, start);
  await page.keyboard.press('Enter');

  // The simulated identity portal (a page of its own style): Tab from its top to 成功, Enter.
  await outside(page, /\/__portal\/twid$/, '行動身分驗證');
  await tabTo(page, page.getByRole('button', { name: /成功/ }), 20, false);
  await page.keyboard.press('Enter');

  // A123456789 (ApproveCus N) comes back to the data platform forward, the first screen of a page
  // load: Tab from the top to the counting button, Enter before it goes by itself.
  await loaded(page, /#\/finishMydata/);
  const go = page.locator('#root_go');
  await expect(go).toBeEnabled();
  await tabTo(page, go);
  await expect(go).toHaveText(/^前往政府資料平台（[0-6]）$/);
  await page.keyboard.press('Enter');

  // The simulated data platform: Tab to 同意提供, Enter; back through /Loading (a page load) to Form1.
  await outside(page, /\/__portal\/mydata\?/, '政府資料平台');
  await tabTo(page, page.getByRole('button', { name: /^同意提供/ }), 20, false);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/(Loading|Form1)/);

  // Form1 of an existing customer, after /Loading: prefilled; Enter on Next.
  await arrived(page, /#\/Form1/);
  await expect(page.locator('#root_NameChinese')).toHaveValue('王小明');
  // Leaving the email says it will be verified (F1-80): the dialog has the focus, Enter closes it.
  await tabTo(page, page.locator('#root_Email'), 200);
  await page.keyboard.press('Tab');
  await expect(dialog(page)).toContainText('電子郵件信箱');
  await expect(dialog(page).getByRole('button')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toHaveCount(0);
  await tabTo(page, button(page, 'form1.next'), 200);
  await page.keyboard.press('Enter');

  // Straight through, the email is verified: the code the mail holds, typed into the first box.
  await arrived(page, /#\/EmailValidate/);
  const mailed = page.locator('.wg-boxes--otp input').first();
  await expect(mailed).toBeEnabled();
  await tabTo(page, mailed);
  await page.keyboard.type(await latestCode(request, 'email'));

  // Form2: typed, chosen with the arrows, the address copied with Space.
  await arrived(page, /#\/Form2/);
  await typeIn(page, page.locator('#root_Company'), '台灣積體電路製造股份有限公司');
  await typeIn(page, page.locator('#root_JobDate'), '10001');
  await typeIn(page, page.locator('#root_CompTel'), '0227001234');
  await tabTo(page, page.locator('#root_sameAsCompanyForContact'));
  await page.keyboard.press('Space');
  await expect(page.locator('#root_CompanyAddr')).not.toHaveValue('');
  await choose(page, page.locator('#root_JobType'), '02');
  await choose(page, page.locator('#root_TitleType'), '04');
  await typeIn(page, page.locator('#root_IncomeY'), '150');
  await tabTo(page, button(page, 'form2.next'));
  await page.keyboard.press('Enter');

  // The review: Enter on Confirm and submit once it is ready.
  await arrived(page, /#\/Confirm/);
  const submit = page.getByRole('button', { name: '確認送出' });
  await expect(submit).toBeEnabled({ timeout: 6000 });
  await tabTo(page, submit, 200);
  await page.keyboard.press('Enter');

  // The income came from the data platform (straight through): no proof to upload, the completion page.
  await arrived(page, /#\/Submit/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('申請完成');

  // The same visible focus ring on every control the walk reached (text fields, boxes, radios, selects,
  // file boxes, links, buttons, the language button, dialog buttons): one width; one colour on each
  // background, at least 3:1 against it (WCAG 1.4.11).
  const all = [...rings.values()];
  expect(all.length).toBeGreaterThan(30);
  expect(all.filter((r) => !r.visible).map((r) => r.name), 'every focused control shows a ring').toEqual([]);
  expect([...new Set(all.map((r) => r.width))], 'one ring width').toHaveLength(1);
  expect(all[0].width).toBeGreaterThanOrEqual(2);
  const byBackground = new Map<string, Set<string>>();
  for (const r of all) byBackground.set(r.bg, (byBackground.get(r.bg) ?? new Set()).add(r.color));
  for (const [bg, colours] of byBackground) expect([...colours], `one ring colour on ${bg}`).toHaveLength(1);
  expect(all.filter((r) => r.contrast < 3).map((r) => `${r.name}: ${r.color} on ${r.bg}`), 'the ring stands out from its background').toEqual([]);
});
