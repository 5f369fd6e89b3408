// Development aid (DESIGN.md's measurement), at 4x CPU throttle in the house's Chromium:
//   npx tsx scripts/perf.ts [base] [--runs N] [--only form1|probe]
// Builds scripts/perf/ (perf-only pages, never shipped), then measures what a person feels, each
// comparison interleaved in the same runs (the order rotating), against a page written by hand in
// React with memoised fields (scripts/perf/drive.ts drives a page, clocks.ts times it, stats.ts
// prints medians with their spread and the ratios run by run):
// - first render: navigation to the first field painted;
// - each key, typed at a 100 ms and at a 310 ms pace: its keydown to the paint after its input was
//   handled; a key that comes while a deferred commit runs (text fields commit 300 ms after the
//   last key: widgets/shared/drafts.ts) waits for it, and that wait is counted;
// - the pause after typing: the main thread's longest block and its blocked time in all over the
//   1.2 s after the last key (the deferred commit and whatever follows it);
// - the first validation with every required field empty: the click to the paint after the errors.
// 1. /Form1 itself: schemas/form1.json through the real runtime (controller, ScreenForm, widget
//    registry, the app's constants and texts; its onLoad calls answered inside the page with the
//    simulator's own A22 and A71) beside Form1 written by hand (Form1 stops at the first error).
// 2. The 35-field probe of tests/perf/probe.json in the runtime, by hand and in bare rjsf (all 15 errors).
// 3. With a base address (a served build: npm run build && npm run serve), the start screen's first
//    render and per-keystroke cost, as before.
// The machine may be shared: judge the ratios (interleaved in one run), not the absolute times.
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { chromiumPath, CHROMIUM_ARGS } from '../tests/browser/support/chromium.js';
import { CPU_SLOWDOWN, FORM1_VARIANTS, measure, PACES, PROBE_VARIANTS, REQUIRED_EMPTY, throttled, TYPED, type Sample, type Variant } from './perf/drive.js';
import { buildPages, ROOT, servePages } from './perf/pages.js';
import { median, table } from './perf/stats.js';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(args[runsAt + 1]) : 11;
const onlyAt = args.indexOf('--only');
const ONLY = onlyAt >= 0 ? args[onlyAt + 1] : undefined;
const base = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--runs' && args[i - 1] !== '--only');
// Its own build folder per run (PERF_OUT), so two runs can go side by side.
const OUT = join(ROOT, process.env.PERF_OUT ?? '.tmp/perf-dist');
/** Measures `variants` interleaved, RUNS times, the order rotating; prints each against the hand-written one. */
async function compare(browser: Browser, url: string, title: string, variants: Variant[], hand: string): Promise<void> {
  const samples: Record<string, Sample[]> = Object.fromEntries(variants.map((v) => [v.name, []]));
  for (let run = 0; run < RUNS; run++) {
    // Interleaved, and the order rotates, so no page always runs first in a warm browser.
    for (let i = 0; i < variants.length; i++) {
      const v = variants[(run + i) % variants.length];
      samples[v.name].push(await measure(browser, url, v));
    }
  }
  console.log(`\n${title} at ${CPU_SLOWDOWN}x CPU, ${new Date().toISOString().slice(0, 10)}: ${RUNS} interleaved runs, ${TYPED.length} keys a pace (${PACES.join(' and ')} ms).`);
  console.log(`Each cell: the median of the runs [25th-75th percentile]; ratios are to ${hand} in the same run.`);
  console.log(table(samples, hand));
}

async function pages(browser: Browser): Promise<void> {
  await buildPages(OUT, true);
  const server = await servePages(OUT);
  try {
    if (ONLY !== 'probe') await compare(browser, server.url, '/Form1 (schemas/form1.json; the first validation stops at the first error)', FORM1_VARIANTS, 'form1hand');
    if (ONLY !== 'form1') await compare(browser, server.url, `35-field probe (tests/perf/probe.json; the first validation shows ${REQUIRED_EMPTY} errors)`, PROBE_VARIANTS, 'hand');
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
