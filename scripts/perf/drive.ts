// Drives one page of scripts/perf/ in a throttled Chromium tab as a person would (Node side of
// scripts/perf.ts): opens it, types at a fixed pace, pauses, and submits it empty.
import type { Browser, Page } from 'playwright-core';
import type { Blocks } from './clocks.js';
import { pageUrl } from './pages.js';

export const CPU_SLOWDOWN = 4;
export const TYPED = 'Zhongxiao E Rd 100';
/** Milliseconds between keys: a quick typist, and one a little slower than the commit's pause (300 ms). */
export const PACES = [100, 310] as const;
/** How long after the last key the main thread is watched: the commit comes 300 ms after it. */
const PAUSE_WATCH_MS = 1200;
const PHONE = { viewport: { width: 360, height: 800 }, userAgent: 'Mozilla/5.0 (Linux; Android 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/83.0 Mobile Safari/537.36' };

export interface Variant { name: string; errors: string; count: number; ready?: string }

/** The probe's required fields, all empty at the first validation: each page shows this many errors. */
export const REQUIRED_EMPTY = 15;
/** The probe's pages scripts/perf.ts compares (the first, by hand, is the baseline). */
export const PROBE_VARIANTS: Variant[] = [
  { name: 'runtime', errors: '.field__error', count: REQUIRED_EMPTY },
  { name: 'hand', errors: '.field__error', count: REQUIRED_EMPTY },
  { name: 'rjsf', errors: 'ul.error-detail', count: REQUIRED_EMPTY },
];
// Form1 stops at the first error (001 §5.1): the validation is done when its one message shows.
// Both pages are ready when the lookups have filled the city select.
const FORM1_READY = '#root_HomeCity option:nth-child(3)';
export const FORM1_VARIANTS: Variant[] = [
  { name: 'form1', errors: '.field__error', count: 1, ready: FORM1_READY },
  { name: 'form1hand', errors: '.field__error', count: 1, ready: FORM1_READY },
];
/** Every page by name: the two comparisons' and the hand-written probe with the reveal (scripts/perf/submits.ts). */
export const VARIANTS: Record<string, Variant> = Object.fromEntries([
  ...PROBE_VARIANTS, ...FORM1_VARIANTS, { name: 'handreveal', errors: '.field__error', count: REQUIRED_EMPTY },
].map((v) => [v.name, v]));
export interface Typing { keys: number[]; pause: Blocks }
export interface Sample { render: number; typing: Record<number, Typing>; click: number }

export async function throttled(browser: Browser): Promise<Page> {
  const page = await browser.newPage(PHONE);
  // A page that fails must say why, not time out silently.
  page.on('pageerror', (err) => { console.error(`page error: ${err.message}`); });
  // (bare rjsf logs its own failed validation: that one is expected)
  page.on('console', (m) => { if (m.type() === 'error' && !m.text().startsWith('Form validation failed')) console.error(`page console: ${m.text()}`); });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

const idle = (page: Page) => page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 3000 })));

export async function open(page: Page, url: string, ready?: string): Promise<number> {
  await page.goto(url);
  await page.waitForFunction(() => window.__perf?.rendered !== undefined);
  if (ready) await page.locator(ready).waitFor({ state: 'attached' });
  // Then idle, as a page is when someone starts typing or clicks: the load's last work is not measured as the key's or the click's.
  await idle(page);
  return page.evaluate(() => window.__perf.rendered!);
}

/** Types TYPED into the home street, one key every `pace` ms on the clock (a late key does not delay the next), then watches the pause. */
async function typeAt(page: Page, variant: Variant, pace: number): Promise<Typing> {
  await page.locator('#root_HomeAddr').click();
  await idle(page);
  await page.evaluate(() => { window.__perf.keys = []; });
  const start = Date.now();
  for (const [i, ch] of [...TYPED].entries()) {
    const wait = start + i * pace - Date.now();
    if (wait > 0) await new Promise((ok) => setTimeout(ok, wait));
    await page.keyboard.press(ch === ' ' ? 'Space' : ch);
  }
  const pause = await page.evaluate((ms) => window.__perf.watchBlocks(ms), PAUSE_WATCH_MS);
  const keys = await page.evaluate(() => window.__perf.keys);
  const value = await page.locator('#root_HomeAddr').inputValue();
  if (value !== TYPED) throw new Error(`${variant.name}: typed "${TYPED}" but the field holds "${value}"`);
  if (keys.length !== TYPED.length) throw new Error(`${variant.name}: ${TYPED.length} keys typed, ${keys.length} timed`);
  return { keys, pause };
}

/** One run of one page: a tab per pace and one for the first submit (each a fresh load). */
export async function measure(browser: Browser, url: string, variant: Variant): Promise<Sample> {
  const typing: Record<number, Typing> = {};
  const renders: number[] = [];
  for (const pace of PACES) {
    const page = await throttled(browser);
    renders.push(await open(page, pageUrl(url, variant.name), variant.ready));
    typing[pace] = await typeAt(page, variant, pace);
    await page.close();
  }
  const submitting = await throttled(browser);
  renders.push(await open(submitting, pageUrl(url, variant.name), variant.ready));
  const click = await firstValidation(submitting, variant);
  await submitting.close();
  return { render: [...renders].sort((a, b) => a - b)[1], typing, click };
}

/** The main button pressed with every field empty, on an opened page: the click to the paint after the variant's errors. */
export async function firstValidation(page: Page, variant: Variant): Promise<number> {
  await page.evaluate(([sel, n]) => window.__perf.watchErrors(sel as string, n as number), [variant.errors, variant.count]);
  await page.locator('button[type=submit]').click();
  await page.waitForFunction(() => window.__perf.errorsPainted !== undefined);
  return page.evaluate(() => window.__perf.errorsPainted!);
}
