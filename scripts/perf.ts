// Development aid (DESIGN.md's measurement), at 4x CPU throttle in the house's Chromium:
//   npx tsx scripts/perf.ts [base] [--runs N] [--only form1|probe]
// Builds scripts/perf/ (perf-only pages, never shipped), then, each comparison interleaved in the
// same runs (the order rotating), as ratios to a page written by hand in React:
// 1. /Form1 itself: schemas/form1.json through the real runtime (controller, ScreenForm, widget
//    registry, the app's constants and texts; its onLoad calls answered inside the page with the
//    simulator's own A22 and A71) beside Form1 written by hand with the same fields and lookups:
//    first render, keystroke median and p95 (typing the home street), and the first validation with
//    every required field empty, from the click to the error shown (Form1 stops at the first).
// 2. The 35-field probe of tests/perf/probe.json in the runtime, by hand and in bare rjsf: the same,
//    and the first submit until all 15 errors show.
// 3. With a base address (a served build: npm run build && npm run serve), the start screen's first
//    render and per-keystroke cost, as before.
// The machine may be shared: judge the ratios (interleaved in one run), not the absolute times.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build } from 'vite';
import { chromiumPath, CHROMIUM_ARGS } from '../tests/browser/support/chromium.js';
import { form1DataPlugin, probeValidatorPlugin, screenValidatorPlugin } from './perf/validatorPlugin.js';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(args[runsAt + 1]) : 7;
const onlyAt = args.indexOf('--only');
const ONLY = onlyAt >= 0 ? args[onlyAt + 1] : undefined;
const base = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--runs' && args[i - 1] !== '--only');
const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, '.tmp/perf-dist');
const PHONE = { viewport: { width: 360, height: 800 }, userAgent: 'Mozilla/5.0 (Linux; Android 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/83.0 Mobile Safari/537.36' };
const TYPED = 'Zhongxiao E Rd 100';
const REQUIRED_EMPTY = 15;
interface Variant { name: string; errors: string; count: number; ready?: string }
const VARIANTS: Variant[] = [
  { name: 'runtime', errors: '.field__error', count: REQUIRED_EMPTY },
  { name: 'hand', errors: '.field__error', count: REQUIRED_EMPTY },
  { name: 'rjsf', errors: 'ul.error-detail', count: REQUIRED_EMPTY },
];
// Form1 stops at the first error (001 §5.1): the validation is done when its one message shows.
// Both pages are ready when the lookups have filled the city select.
const FORM1_READY = '#root_HomeCity option:nth-child(3)';
const FORM1_VARIANTS: Variant[] = [
  { name: 'form1', errors: '.field__error', count: 1, ready: FORM1_READY },
  { name: 'form1hand', errors: '.field__error', count: 1, ready: FORM1_READY },
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];

async function buildProbe(): Promise<void> {
  await build({
    root: join(ROOT, 'scripts/perf'), configFile: false, logLevel: 'warn', base: './',
    plugins: [
      react(), probeValidatorPlugin(join(ROOT, 'tests/perf/probe.json')),
      screenValidatorPlugin('virtual:perf-form1-validator', join(ROOT, 'schemas/form1.json')), form1DataPlugin(),
    ],
    build: { outDir: OUT, emptyOutDir: true, target: 'es2022' },
  });
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };
function serve(dir: string): Promise<{ url: string; close(): void }> {
  const server = createServer((req, res) => {
    const path = join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const file = existsSync(path) && statSync(path).isFile() ? path : join(dir, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() })));
}

async function throttled(browser: Browser): Promise<Page> {
  const page = await browser.newPage(PHONE);
  // A page that fails must say why, not time out silently.
  page.on('pageerror', (err) => { console.error(`page error: ${err.message}`); });
  // (bare rjsf logs its own failed validation: that one is expected)
  page.on('console', (m) => { if (m.type() === 'error' && !m.text().startsWith('Form validation failed')) console.error(`page console: ${m.text()}`); });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return page;
}

async function open(page: Page, url: string, ready?: string): Promise<number> {
  await page.goto(url);
  await page.waitForFunction(() => window.__perf?.rendered !== undefined);
  if (ready) await page.locator(ready).waitFor({ state: 'attached' });
  // Then idle, as a page is when someone starts typing or clicks: the load's last work is not measured as the key's or the click's.
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 3000 })));
  return page.evaluate(() => window.__perf.rendered!);
}

interface Sample { render: number; keys: number[]; submit: number; click: number }

async function measure(browser: Browser, url: string, variant: Variant): Promise<Sample> {
  const typing = await throttled(browser);
  const render = await open(typing, `${url}/?v=${variant.name}`, variant.ready);
  await typing.locator('#root_HomeAddr').click();
  const keys: number[] = [];
  for (const ch of TYPED) {
    await typing.keyboard.press(ch === ' ' ? 'Space' : ch);
    await typing.waitForFunction(() => window.__perf.keyDone > 0, undefined, { polling: 'raf' });
    keys.push(await typing.evaluate(() => window.__perf.keyDone - window.__perf.keyAt));
  }
  const value = await typing.locator('#root_HomeAddr').inputValue();
  if (value !== TYPED) throw new Error(`${variant.name}: typed "${TYPED}" but the field holds "${value}"`);
  await typing.close();
  const submitting = await throttled(browser);
  await open(submitting, `${url}/?v=${variant.name}`, variant.ready);
  await submitting.evaluate(([sel, n]) => window.__perf.watchErrors(sel as string, n as number), [variant.errors, variant.count]);
  await submitting.locator('button[type=submit]').click();
  await submitting.waitForFunction(() => window.__perf.errorsAt !== undefined);
  const [click, submit] = await submitting.evaluate(() => [window.__perf.errorsAt! - window.__perf.clickAt, window.__perf.errorsAt! - window.__perf.submitAt]);
  await submitting.close();
  return { render, keys, submit, click };
}

/** Measures `variants` interleaved, RUNS times, the order rotating; prints each against the hand-written one. */
async function compare(browser: Browser, url: string, title: string, variants: Variant[], hand: string, submitLabel: string): Promise<void> {
  const samples: Record<string, Sample[]> = Object.fromEntries(variants.map((v) => [v.name, []]));
  for (let run = 0; run < RUNS; run++) {
    // Interleaved, and the order rotates, so no page always runs first in a warm browser.
    for (let i = 0; i < variants.length; i++) {
      const v = variants[(run + i) % variants.length];
      samples[v.name].push(await measure(browser, url, v));
    }
  }
  const stat = (v: string) => ({
    render: median(samples[v].map((s) => s.render)),
    keyMedian: median(samples[v].map((s) => median(s.keys))),
    keyP95: median(samples[v].map((s) => p95(s.keys))),
    submit: median(samples[v].map((s) => s.submit)),
    click: median(samples[v].map((s) => s.click)),
  });
  const base = stat(hand);
  console.log(`${title} at 4x CPU, medians of ${RUNS} interleaved runs (${TYPED.length} keys each); ratios to the hand-written page (${hand})`);
  console.log(`page       first render       keystroke median    keystroke p95       ${submitLabel}: from the submit event / from the click`);
  for (const v of variants.map((x) => x.name)) {
    const s = stat(v);
    const r = (a: number, b: number) => `${a.toFixed(1).padStart(6)} ms ${(a / b).toFixed(2)}x`;
    console.log(`${v.padEnd(10)} ${r(s.render, base.render)}    ${r(s.keyMedian, base.keyMedian)}    ${r(s.keyP95, base.keyP95)}    ${r(s.submit, base.submit)} / ${r(s.click, base.click)}`);
  }
}

async function pages(browser: Browser): Promise<void> {
  await buildProbe();
  const server = await serve(OUT);
  try {
    if (ONLY !== 'probe') await compare(browser, server.url, '/Form1 (schemas/form1.json)', FORM1_VARIANTS, 'form1hand', 'first validation, every required field empty, until the first error shows');
    if (ONLY !== 'form1') await compare(browser, server.url, '35-field probe', VARIANTS, 'hand', `first submit, ${REQUIRED_EMPTY} required empty`);
  } finally {
    server.close();
  }
}

async function startScreen(browser: Browser, url: string): Promise<void> {
  const runs: Array<{ render: number; key: number }> = [];
  for (let i = 0; i < 5; i++) {
    const page = await throttled(browser);
    const t0 = Date.now();
    await page.goto(`${url}/?CTID=DEMO-CASHBACK`);
    await page.locator('#root_IDNO').waitFor();
    const render = Date.now() - t0;
    await page.locator('#root_IDNO').click();
    const k0 = Date.now();
    for (const ch of 'A123456789') {
      await page.keyboard.press(ch);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    }
    runs.push({ render, key: (Date.now() - k0) / 10 });
    await page.close();
  }
  console.log(`start screen at 4x CPU: first render ${median(runs.map((r) => r.render))} ms, per keystroke ${median(runs.map((r) => r.key)).toFixed(1)} ms (median of ${runs.length})`);
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  await pages(browser);
  if (base) await startScreen(browser, base);
} finally {
  await browser.close();
}
