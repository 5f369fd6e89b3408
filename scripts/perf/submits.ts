// Development aid: the first validation of several perf pages side by side, loaded in turn (the order
// reversed every other run), at 4x CPU throttle, from the click to the painted errors, each page
// opened and submitted as scripts/perf.ts does (drive.ts); with each page's ratio to the first, taken run by run. Then, from a
// trace of one more load of each, where its click went: the main thread's tasks from the click to
// the paint, the click's own handling, the functions V8 compiled in it (code run for the first
// time), the style and layout passes and the paint.
//   npx tsx scripts/perf/submits.ts [pages=hand,handreveal,runtime] [runs=11] [--no-build]
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { chromiumPath, CHROMIUM_ARGS } from '../../tests/browser/support/chromium.js';
import { firstValidation, open, throttled, VARIANTS } from './drive.js';
import { buildPages, pageUrl, ROOT, servePages } from './pages.js';
import { median, quantile } from './stats.js';

const [list = 'hand,handreveal,runtime', runsArg = '11'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const pages = list.split(',');
const RUNS = Number(runsArg);
const OUT = join(ROOT, '.tmp/perf-submits-dist');

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { name?: string; data?: { type?: string } } }

/** One fresh, throttled load of `name`, opened as scripts/perf.ts opens a page, then its first validation (traced when asked). */
async function loadAndSubmit(browser: Browser, base: string, name: string, trace = false): Promise<{ ms: number; events: TraceEvent[] }> {
  const variant = VARIANTS[name];
  if (!variant) throw new Error(`no perf page "${name}": ${Object.keys(VARIANTS).join(', ')}`);
  const page = await throttled(browser);
  try {
    await open(page, pageUrl(base, name), variant.ready);
    const events: TraceEvent[] = [];
    const cdp = trace ? await page.context().newCDPSession(page) : undefined;
    if (cdp) {
      cdp.on('Tracing.dataCollected', (e) => { events.push(...(e.value as unknown as TraceEvent[])); });
      await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,toplevel,v8,disabled-by-default-v8.compile', transferMode: 'ReportEvents' });
    }
    const ms = await firstValidation(page, variant);
    if (cdp) {
      const complete = new Promise((ok) => cdp.once('Tracing.tracingComplete', ok));
      await cdp.send('Tracing.end');
      await complete;
    }
    return { ms, events };
  } finally {
    await page.context().close();
  }
}

/** The click's task and what follows until the paint: its parts in ms. */
function phases(events: TraceEvent[]): string {
  const main = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const mine = events.filter((e) => main.has(`${e.pid}:${e.tid}`) && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  const click = mine.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
  if (!click) return 'no click in the trace';
  const end = click.ts + (click.dur ?? 0);
  const within = (e: TraceEvent, from: number, to: number) => e.ts >= from && e.ts + (e.dur ?? 0) <= to;
  const sum = (name: RegExp, from: number, to: number) => mine.filter((e) => name.test(e.name) && within(e, from, to)).reduce((s, e) => s + (e.dur ?? 0) / 1000, 0);
  const compiled = mine.filter((e) => e.name === 'V8.CompileCode' && within(e, click.ts, end));
  const paint = mine.find((e) => e.name === 'Paint' && e.ts > end);
  const until = paint ? paint.ts + (paint.dur ?? 0) : end;
  const frames = mine.filter((e) => e.name === 'FireAnimationFrame' && within(e, end, until)).reduce((s, e) => s + (e.dur ?? 0) / 1000, 0);
  return [
    `click handled ${((click.dur ?? 0) / 1000).toFixed(1)} ms (of it ${compiled.length} functions compiled, ${compiled.reduce((s, e) => s + (e.dur ?? 0) / 1000, 0).toFixed(1)} ms)`,
    `style ${sum(/^UpdateLayoutTree$/, click.ts, until).toFixed(1)} ms, layout ${sum(/^Layout$/, click.ts, until).toFixed(1)} ms`,
    `animation frames ${frames.toFixed(1)} ms, paint ${sum(/^Paint$/, end, until).toFixed(1)} ms`,
  ].join('; ');
}

if (!process.argv.includes('--no-build') || !existsSync(join(OUT, 'app'))) await buildPages(OUT, true);
const server = await servePages(OUT);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  const times: number[][] = pages.map(() => []);
  for (let run = 0; run < RUNS; run++) {
    const order = pages.map((_, i) => i);
    if (run % 2) order.reverse();
    for (const i of order) times[i].push((await loadAndSubmit(browser, server.url, pages[i])).ms);
  }
  const spread = (xs: number[]) => `${median(xs).toFixed(2)} [${quantile(xs, 0.25).toFixed(2)}-${quantile(xs, 0.75).toFixed(2)}]`;
  console.log(`first validation, click to painted errors, 4x CPU, ${RUNS} runs (median [25th-75th]):`);
  pages.forEach((p, i) => {
    const ratio = times[i].map((t, run) => t / times[0][run]);
    console.log(`  ${p.padEnd(11)} ${median(times[i]).toFixed(0)} ms [${quantile(times[i], 0.25).toFixed(0)}-${quantile(times[i], 0.75).toFixed(0)}]${i ? `, ${spread(ratio)}x ${pages[0]}` : ''}`);
  });
  console.log('one traced load each:');
  for (const p of pages) console.log(`  ${p.padEnd(11)} ${phases((await loadAndSubmit(browser, server.url, p, true)).events)}`);
} finally {
  await browser.close();
  server.close();
}
