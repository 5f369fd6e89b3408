// Development aid: counts what one page of scripts/perf/ does for one thing a person does, at 4x
// CPU throttle, unminified: causes that can be counted on a loaded machine where timings cannot.
//   npx tsx scripts/perf/counts.ts [page=form1] [render|submit|type] [--no-build] [--top N]
// - render: from navigation until the page is ready and idle; submit: the click on the main button
//   with every field empty until the errors are painted and 500 ms more; type: 'Zhongxiao' typed
//   into the home street 100 ms apart, then the 1.2 s pause (the deferred commit in it).
// Prints React's commits and the components rendered (pageCounters.ts), the DOM calls that force
// layout or move the focus, sessionStorage's reads and writes, the browser's style and layout
// passes (forced: asked for by script), the longest task, and the functions called most often.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { chromiumPath, CHROMIUM_ARGS } from '../../tests/browser/support/chromium.js';
import { VARIANTS } from './drive.js';
import { installCounters, type PageCounts } from './pageCounters.js';
import { buildPages, pageUrl, ROOT, servePages } from './pages.js';

const args = process.argv.slice(2);
const [variant = 'form1', what = 'submit'] = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--top');
const OUT = join(ROOT, '.tmp/perf-counts-dist');
const topAt = args.indexOf('--top');
const TOP = topAt >= 0 ? Number(args[topAt + 1]) : 40;
const PAGE = VARIANTS[variant];
const READY = PAGE?.ready ?? '#root_NameChinese';

interface TraceEvent { name: string; ph: string; dur?: number; pid: number; tid: number; args?: { name?: string; beginData?: { stackTrace?: unknown } } }
interface Coverage { result: Array<{ url: string; functions: Array<{ functionName: string; ranges: Array<{ count: number }> }> }> }

async function traced(cdp: CDPSession, run: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => { events.push(...(e.value as unknown as TraceEvent[])); });
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,toplevel', transferMode: 'ReportEvents' });
  await run();
  const complete = new Promise((ok) => cdp.once('Tracing.tracingComplete', ok));
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

function traceSummary(events: TraceEvent[]): string {
  const main = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const mine = events.filter((e) => main.has(`${e.pid}:${e.tid}`) && (e.ph === 'X' || e.ph === 'B'));
  const line = (name: string) => {
    const of = mine.filter((e) => e.name === name);
    const forced = of.filter((e) => e.args?.beginData?.stackTrace).length;
    const ms = of.reduce((s, e) => s + (e.dur ?? 0), 0) / 1000;
    return `${name}: ${of.length} (${forced} forced by script), ${ms.toFixed(1)} ms`;
  };
  const tasks = mine.filter((e) => e.name === 'RunTask').map((e) => (e.dur ?? 0) / 1000).sort((a, b) => b - a);
  return [line('UpdateLayoutTree'), line('Layout'), line('Paint'),
    `tasks: longest ${(tasks[0] ?? 0).toFixed(1)} ms, over 50 ms: ${tasks.filter((t) => t > 50).map((t) => t.toFixed(0)).join(', ') || 'none'}`].join('\n');
}

function callSummary(coverage: Coverage, top: number): string {
  const calls = new Map<string, number>();
  for (const script of coverage.result) {
    const file = script.url.replace(/^.*\//, '');
    if (!file.endsWith('.js')) continue;
    for (const fn of script.functions) {
      const count = fn.ranges[0]?.count ?? 0;
      if (!count || !fn.functionName) continue;
      const key = `${fn.functionName} ${file.replace(/-[\w-]{8}\.js$/, '.js')}`;
      calls.set(key, (calls.get(key) ?? 0) + count);
    }
  }
  return [...calls].sort((a, b) => b[1] - a[1]).slice(0, top).map(([k, n]) => `${String(n).padStart(7)}  ${k}`).join('\n');
}

const idle = (page: Page) => page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 3000 })));

async function act(page: Page, url: string): Promise<void> {
  if (what === 'render') {
    await page.goto(url);
    await page.locator(READY).waitFor({ state: 'attached' });
    await idle(page);
  } else if (what === 'submit') {
    await page.evaluate(([sel, n]) => window.__perf.watchErrors(sel as string, n as number), [PAGE.errors, PAGE.count]);
    await page.locator('button[type=submit]').click();
    await page.waitForFunction(() => window.__perf.errorsPainted !== undefined);
    await page.waitForTimeout(500);
  } else {
    for (const ch of 'Zhongxiao') { await page.keyboard.press(ch); await page.waitForTimeout(100); }
    await page.waitForTimeout(1200);
  }
}

if (!args.includes('--no-build') || !existsSync(join(OUT, 'app'))) await buildPages(OUT, false);
const server = await servePages(OUT);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
  page.on('pageerror', (err) => { console.error(`page error: ${err.message}`); });
  // (tsx keeps function names with a __name helper the page does not have)
  await page.addInitScript({ content: `var __name = (f) => f; (${installCounters.toString()})();` });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  const url = pageUrl(server.url, variant);
  if (what !== 'render') {
    await page.goto(url);
    await page.locator(READY).waitFor({ state: 'attached' });
    if (what === 'type') await page.locator('#root_HomeAddr').click();
    await idle(page);
    await page.evaluate(() => { window.__counts.commits = 0; window.__counts.commitLog = []; window.__counts.renders = {}; window.__counts.calls = {}; });
  }
  await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  const events = await traced(cdp, () => act(page, url));
  const coverage = (await cdp.send('Profiler.takePreciseCoverage')) as unknown as Coverage;
  const counts = await page.evaluate(() => window.__counts) as PageCounts;
  const list = (m: Record<string, number>) => Object.entries(m).sort((a, b) => b[1] - a[1]).map(([k, n]) => `${String(n).padStart(7)}  ${k}`).join('\n');
  const rendered = what === 'render' ? await page.evaluate(() => window.__perf.rendered) : undefined;
  console.log(`${variant} ${what}: ${counts.commits} React commits (${counts.commitLog.map((c) => `${c.components} components at ${c.at} ms`).join(', ')})${rendered === undefined ? '' : `; first field painted at ${rendered.toFixed(0)} ms`}\ncomponents rendered:\n${list(counts.renders)}`);
  const named = counts.commitLog.filter((c) => c.names).slice(-3);
  if (named.length) console.log(`the last small commits, in the order React walked them:\n${named.map((c) => `  at ${c.at} ms: ${c.names!.join(', ')}`).join('\n')}`);
  console.log(`DOM and storage calls:\n${list(counts.calls)}\n${traceSummary(events)}\nfunctions called most:\n${callSummary(coverage, TOP)}`);
} finally {
  await browser.close();
  server.close();
}
