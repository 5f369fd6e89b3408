// Shared steps of the browser tests: a fresh simulator state per test, the
// SMS code from the development outbox, the start screen, and a CSP guard.
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { eitherLanguage, giftGroups, text } from '../../support/config';
import { axeCheck } from './axe';
import { expectNoHan, expectNoSideScroll } from './screenChecks';

/** Every test starts from a clean simulator (attempt counters and locks are per ID) and fails on any CSP violation. */
export const test = base.extend<{ csp: string[]; alerts: ShownAlert[]; bankLog: string[] }>({
  csp: [async ({ page, request }, use) => {
    await request.post('/__dev/reset');
    const violations: string[] = [];
    await page.exposeFunction('__cspViolation', (v: string) => { violations.push(v); });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        (window as unknown as { __cspViolation(v: string): void }).__cspViolation(`${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    page.on('console', (m) => { if (/Content.Security.Policy/i.test(m.text())) violations.push(m.text()); });
    await use(violations);
    expect(violations, 'no Content-Security-Policy violation').toEqual([]);
  }, { auto: true }],
  // Every dialog's text as it appears (see recordAlerts).
  alerts: [async ({ page }, use) => {
    await use(await recordAlerts(page));
  }, { auto: true }],
  // A failed test prints the bank calls its page made, with their answers and the page's
  // navigations: what a race left behind (a run in CI cannot be repeated at will).
  bankLog: [async ({ page }, use, testInfo) => {
    const lines: string[] = [];
    const at = () => `${Math.round(performance.now())}`.padStart(7);
    page.on('request', (r) => { if (r.url().includes('/api/')) lines.push(`${at()} call   ${(r.postData() ?? '').slice(0, 200)}`); });
    page.on('response', (r) => {
      if (!r.url().includes('/api/')) return;
      void r.text().then((body) => { lines.push(`${at()} answer ${r.status()} ${body.slice(0, 200)}`); }, () => undefined);
    });
    page.on('framenavigated', (f) => { if (f === page.mainFrame()) lines.push(`${at()} page   ${f.url()}`); });
    await use(lines);
    if (testInfo.status !== testInfo.expectedStatus) console.log(`The page's bank calls and navigations:\n${lines.join('\n')}`);
  }, { auto: true }],
});
export { expect };

/**
 * A dialog as it appeared: its text, when (the page's clock, in ms), the session storage and the
 * page's markup at that moment (once the redirect is pending, the page cannot be read).
 */
export interface ShownAlert { text: string; at: number; storage: Record<string, string>; html: string }
const shownAlerts = new WeakMap<Page, ShownAlert[]>();

/**
 * Records every dialog's text as it appears, in the page: an alert is followed by a redirect
 * about 500 ms later, and once that navigation is pending Playwright's locators wait for it to
 * finish, so reading the dialog from the test is a race on a busy machine.
 */
export async function recordAlerts(page: Page): Promise<ShownAlert[]> {
  const seen: ShownAlert[] = [];
  shownAlerts.set(page, seen);
  await page.exposeFunction('__alertShown', (shown: ShownAlert) => { seen.push(shown); });
  await page.addInitScript(() => {
    const reported = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const d of document.querySelectorAll('[role="dialog"], [role="alertdialog"]')) {
        if (reported.has(d) || !d.textContent) continue;
        reported.add(d);
        const storage = Object.fromEntries(Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i)!).map((k) => [k, sessionStorage.getItem(k)!]));
        const html = document.body.innerHTML;
        (window as unknown as { __alertShown(s: ShownAlert): void }).__alertShown({ text: d.textContent, at: Date.now(), storage, html });
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return seen;
}

/**
 * Opens `address` with the page's clock held still and moved by the test, and measures, on that
 * clock, from when the alert with `text` was drawn to when the page began to leave: a busy
 * machine's render delay cannot shorten or stretch it. The alert is drawn within the 10 ms step it
 * was raised in. Call holdCardPage first if the destination must wait.
 */
export async function alertThenLeave(page: Page, address: string, text: string): Promise<{ shown: ShownAlert; leftAfterMs: number }> {
  let leftAt = 0;
  await page.exposeFunction('__leaving', (at: number) => { leftAt = at; });
  await page.addInitScript(() => addEventListener('beforeunload', () => { (window as unknown as { __leaving(at: number): void }).__leaving(Date.now()); }));
  await page.clock.install({ time: new Date('2026-11-23T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-11-23T09:00:01Z'));
  await page.goto(address);
  const find = () => (shownAlerts.get(page) ?? []).find((a) => a.text.includes(text));
  // In 10 ms steps (calls retried after their pauses take fake time too), until the alert is drawn.
  for (let step = 0; step < 2_000 && !find(); step++) await page.clock.runFor(10);
  expect(find(), `a dialog with "${text}"`).toBeDefined();
  await page.clock.runFor(5_000);
  await expect.poll(() => leftAt, { message: 'the page leaves' }).toBeGreaterThan(0);
  return { shown: find()!, leftAfterMs: leftAt - find()!.at };
}

/** Waits until a dialog containing `text` has been shown on the page, and returns it as it appeared. */
export async function expectAlert(page: Page, text: string): Promise<ShownAlert> {
  const find = () => (shownAlerts.get(page) ?? []).find((a) => a.text.includes(text));
  await expect.poll(() => find() !== undefined, { message: `a dialog with "${text}"` }).toBe(true);
  return find()!;
}

/** The newest SMS code (or email code); the screen requests it on load, so wait for it to arrive. */
export async function latestCode(request: APIRequestContext, channel: 'sms' | 'email' = 'sms'): Promise<string> {
  let code = '';
  await expect.poll(async () => {
    const outbox = (await (await request.get('/__dev/outbox')).json()) as Array<{ channel: string; code: string }>;
    code = outbox.filter((m) => m.channel === channel).at(-1)?.code ?? '';
    return code;
  }, { message: channel === 'sms' ? 'an SMS in the development outbox' : 'an email code in the development outbox' }).not.toBe('');
  return code;
}

const smsCodes = async (request: APIRequestContext): Promise<string[]> =>
  ((await (await request.get('/__dev/outbox')).json()) as Array<{ channel: string; code: string }>).filter((m) => m.channel === 'sms').map((m) => m.code);

/** How many SMS codes the outbox holds now: pass it to newCode after the action that sends one. */
export const smsCount = async (request: APIRequestContext): Promise<number> => (await smsCodes(request)).length;

/** The code of an SMS sent after `before` codes were (an earlier session's code may still be the newest). */
export async function newCode(request: APIRequestContext, before: number): Promise<string> {
  await expect.poll(async () => (await smsCodes(request)).length, { message: 'a new SMS in the development outbox' }).toBeGreaterThan(before);
  return (await smsCodes(request)).at(-1)!;
}

/**
 * Time passes for the page and the bank alike: the page's clock (installed with page.clock.install())
 * and the simulator's (/__dev/clock) move on by `ms`. The resend link's wait is held on both sides.
 */
export async function passTime(page: Page, request: APIRequestContext, ms: number): Promise<void> {
  const { offsetMs } = (await (await request.get('/__dev/clock')).json()) as { offsetMs: number };
  await request.post('/__dev/clock', { data: { offsetMs: offsetMs + ms } });
  await page.clock.fastForward(ms);
}

/** Where the screenshots go: .tmp/shots, or SHOTS_DIR (scripts/screens.ts keeps the record there). */
const SHOTS = process.env.SHOTS_DIR ?? '.tmp/shots';

/** The screenshot file of a screen or state in a language, for the project running: <SHOTS>/<name>-<project>-<zh|en>.png. */
export const shotFile = (name: string, lang: 'zh' | 'en'): string => `${SHOTS}/${name}-${test.info().project.name}-${lang}.png`;

/**
 * Full-page screenshots of the screen as it is, in Chinese then English, to <SHOTS>/<name>-<project>-<zh|en>.png
 * (looked at by hand); in each language no sideways scroll at 360 px nor at 200 % of 1280 px, in English no Han
 * outside the applicant's values and the proper names (support/screenChecks.ts); and axe in each language (support/axe.ts: fails on a serious or critical violation, counts
 * recorded to .tmp/axe/<name>-<project>-<lang>.json); back in Chinese after.
 */
export async function shotBothLanguages(page: Page, project: string, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}-${project}-zh.png`, fullPage: true });
  await axeCheck(page, name);
  await expectNoSideScroll(page, name);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: '中文' })).toBeVisible();
  await expectNoHan(page, name);
  await page.screenshot({ path: `${SHOTS}/${name}-${project}-en.png`, fullPage: true });
  await axeCheck(page, name);
  await expectNoSideScroll(page, name);
  await page.getByRole('button', { name: '中文' }).click();
  await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
}

/** Opens the campaign address and reaches the start screen (desktop: through the landing page's link). */
export async function openStart(page: Page, query: string, isMobile: boolean): Promise<void> {
  await page.goto(`/?${query}`);
  if (!isMobile) {
    await page.getByText(eitherLanguage('landing.continueDesktop')).click();
  }
  await expect(page).toHaveURL(/#\/IndexPage/);
  await expect(page.locator('#root_IDNO')).toBeVisible();
}

/** The test agents' staff-portal passwords (README, agent mode). */
export const AGENT_PASSWORDS: Record<string, string> = { AG0001: 'Staff#0001', AG0002: 'Staff#0002' };

/**
 * The agent's window at AgentStep 0: the landing sends it to the bank's staff portal (a form post
 * to /__portal/staff), the agent's password signs it in and the portal sends it back to the start
 * (desktop: the landing, then 繼續使用電腦版申請), the start screen ready.
 */
export async function openAgentStart(page: Page, query: string, isMobile: boolean, password = AGENT_PASSWORDS[new URLSearchParams(query).get('AgentID') ?? '']): Promise<void> {
  await page.goto(`/?${query}`);
  await expect(page).toHaveURL(/\/__portal\/staff$/);
  await page.locator('#password').fill(password);
  await page.getByRole('button', { name: /登入/ }).click();
  if (!isMobile) await page.getByText(eitherLanguage('landing.continueDesktop')).click();
  await expect(page).toHaveURL(/#\/IndexPage/);
  await expect(page.locator('#root_IDNO')).toBeVisible();
}

export async function fillStart(page: Page, id: string, birthday: string): Promise<void> {
  await page.locator('#root_IDNO').fill(id);
  await page.locator('#root_Birthday').fill(birthday);
  await page.locator('#root_AgreeCardTerms').check();
  await page.locator('#root_AgreeMobileIdTerms').check();
}

/** A good other-bank credit card on /Validate2 (4111… passes Luhn and the simulator's A80). */
export async function typeCard(page: Page): Promise<void> {
  await page.locator('#root_CardNo, [id^="root_CardNo__"]').first().click();
  await page.keyboard.type('4111111111111111');
  await page.locator('#root_CardEffective').click();
  await page.keyboard.type('1230');
  await page.locator('#root_CardCVV2').fill('123');
  await page.locator('#root_Mobile').fill('0911222333');
}

export async function typeOtp(page: Page, code: string): Promise<void> {
  const first = page.locator('.wg-boxes--otp input').first();
  await expect(first).toBeEnabled();
  await first.click();
  await page.keyboard.type(code);
}

export const applyButton = (page: Page) => page.getByRole('button', { name: eitherLanguage('index.apply') });
/** The button whose name is the text of an i18n key (locales/zh-TW.json): `button(page, 'form1.next')`. */
export const button = (page: Page, key: string) => page.getByRole('button', { name: text(key) });
export const dialog = (page: Page) => page.getByRole('dialog');

/**
 * The bank's card page, answered only when the test says so. The error catalogue leaves about
 * 500 ms after its message; until the card page answers, the old page stays. Its dialog is read
 * with expectAlert (locators wait for the pending navigation). `seen` is called with each
 * request's address when it starts.
 */
export async function holdCardPage(page: Page, seen?: (url: string) => void): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((r) => { release = r; });
  await page.route('https://www.example-bank.com.tw/**', async (route) => {
    seen?.(route.request().url());
    await released;
    await route.fulfill({ body: 'card page' });
  });
  return release;
}

/**
 * /EmailValidate as Form1's submit leaves it for `email`: A29 logs the email on the page's verified
 * apply log, the session keys Form1 sets, then one navigation (a reload after the hash change would
 * enter the screen twice, and each entry requests a code).
 */
export async function openEmailValidate(page: Page, request: APIRequestContext, email: string, customer: 'NTB' | 'ETB'): Promise<void> {
  const [Token, ApplyLogID] = await page.evaluate(() => [sessionStorage.getItem('token'), sessionStorage.getItem('ApplyLogID')]);
  const logged = await request.post('/api/Common', { data: { ApiName: 'A29', ApiData: JSON.stringify({ Token, ApplyLogID, EMail: email, NTBETB: customer }) } });
  expect((await logged.json()).Success).toBe(true);
  await page.evaluate((mail) => {
    sessionStorage.setItem('EmailValidate', 'Y');
    sessionStorage.setItem('STPFlowFlag', 'Y');
    sessionStorage.setItem('pageState', 'Page2.4');
    sessionStorage.setItem('Form1Data', `json:${JSON.stringify({ Email: mail })}`);
    location.hash = '#/EmailValidate';
  }, email);
  await expect(page).toHaveURL(/#\/EmailValidate/);
}

/** The existing customer A123456789 from the start screen through the SMS code to /Gift. */
export async function etbToGift(page: Page, request: APIRequestContext, isMobile: boolean): Promise<void> {
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await fillStart(page, 'A123456789', '0690101');
  await applyButton(page).click();
  await expect(page).toHaveURL(/#\/Validate3/);
  await typeOtp(page, await latestCode(request));
  await expect(page).toHaveURL(/#\/Gift/);
}

/**
 * On /Gift: one fieldset for every gift group of the campaign (campaigns/<CTID>.json, read here,
 * so a group added there is expected here), and the first gift of each chosen.
 */
export async function chooseFirstGifts(page: Page, ctid = 'DEMO-CASHBACK'): Promise<void> {
  const groups = page.locator('fieldset.wg-gift-group');
  await expect(groups).toHaveCount(giftGroups(ctid).length);
  for (const group of await groups.all()) await group.locator('input[type=radio]').first().check();
}

/**
 * A popup opened by `open`, in Chinese then English (the language switch is behind the popup, so it is
 * switched with the popup closed): each time its name and focus, no Han in English outside the
 * applicant's values, no sideways scroll, a screenshot of the window to <SHOTS>/<name>-<project>-<zh|en>.png
 * and axe; closed by `close`. Back in Chinese after.
 */
export async function shotPopupBothLanguages(page: Page, name: string, open: () => Promise<void>, close: () => Promise<void>): Promise<void> {
  for (const lang of ['zh', 'en'] as const) {
    if (lang === 'en') {
      await page.getByRole('button', { name: 'English' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    }
    await open();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toHaveAccessibleName(/\S/);
    await expect(dialog(page).locator(':focus')).toHaveCount(1);
    if (lang === 'en') await expectNoHan(page, name);
    await expectNoSideScroll(page, name);
    await page.screenshot({ path: shotFile(name, lang) });
    await axeCheck(page, name);
    await close();
    await expect(dialog(page)).toHaveCount(0);
  }
  await page.getByRole('button', { name: '中文' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
}
