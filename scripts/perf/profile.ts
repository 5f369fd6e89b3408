// Development aid: a CPU profile of one page of scripts/perf/ at 4x CPU throttle, unminified,
// summarised bottom-up (self time by function and file), for the first submit, for typing
// (with the commit after the pause in typing) or for the first render (navigation to the first field painted).
//   npx tsx scripts/perf/profile.ts [page=form1] [submit|type|render] [--no-build]
// The full profile is written to .tmp/perf-profile.cpuprofile (open it in Chromium's DevTools).
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumPath, CHROMIUM_ARGS } from '../../tests/browser/support/chromium.js';
import { VARIANTS } from './drive.js';
import { buildPages, pageUrl, ROOT, servePages } from './pages.js';

const [variant = 'form1', what = 'submit'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const OUT = join(ROOT, '.tmp/perf-profile-dist');

if (!process.argv.includes('--no-build') || !existsSync(join(OUT, 'app'))) await buildPages(OUT, false);
const server = await servePages(OUT);
const url = pageUrl(server.url, variant);

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
interface Profile { nodes: Node[]; samples: number[]; timeDeltas: number[] }

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
  page.on('pageerror', (err) => { console.error(`page error: ${err.message}`); });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const ready = VARIANTS[variant]?.ready ?? '#root_NameChinese';
  const profiling = async () => {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
  };
  if (what === 'render') await profiling();
  await page.goto(url);
  await page.locator(ready).waitFor({ state: 'attached' });
  if (what === 'render') {
    await page.waitForFunction(() => window.__perf?.rendered !== undefined);
    console.log(`first field painted: ${await page.evaluate(() => window.__perf.rendered!.toFixed(1))} ms`);
  } else {
    await page.waitForTimeout(500);
    await profiling();
  }
  if (what === 'render') {
    // (profiled from the navigation until the page is ready)
  } else if (what === 'submit') {
    await page.evaluate(() => window.__perf.watchErrors('.field__error', 1));
    await page.locator('button[type=submit]').click();
    await page.waitForFunction(() => window.__perf.errorsPainted !== undefined);
    console.log(`click to the error painted: ${await page.evaluate(() => window.__perf.errorsPainted!.toFixed(1))} ms`);
  } else {
    await page.locator('#root_HomeAddr').click();
    for (const ch of 'Zhongxiao') await page.keyboard.press(ch);
  }
  // Typing: long enough for the commit after the pause (widgets/shared/drafts.ts) to be in the profile.
  await page.waitForTimeout(what === 'submit' ? 300 : 1000);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  writeFileSync(join(ROOT, '.tmp/perf-profile.cpuprofile'), JSON.stringify(profile));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const byFn = new Map<string, number>();
  const byFile = new Map<string, number>();
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const total = new Map<string, number>();
  for (const n of profile.nodes) {
    const ms = self.get(n.id) ?? 0;
    if (!ms) continue;
    const file = n.callFrame.url.replace(/^.*\//, '') || '(native)';
    const key = `${n.callFrame.functionName || '(anonymous)'} ${file}:${n.callFrame.lineNumber + 1}`;
    byFn.set(key, (byFn.get(key) ?? 0) + ms);
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    // Inclusive time per function name (each ancestor frame once per sample path).
    const seen = new Set<string>();
    for (let id: number | undefined = n.id; id !== undefined; id = parent.get(id)) {
      const f = nodes.get(id)!.callFrame;
      const k = `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\//, '')}:${f.lineNumber + 1}`;
      if (seen.has(k)) continue;
      seen.add(k);
      total.set(k, (total.get(k) ?? 0) + ms);
    }
  }
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${v.toFixed(1).padStart(8)} ms  ${k}`).join('\n');
  console.log(`self time by file:\n${top(byFile, 25)}\n\nself time by function:\n${top(byFn, 25)}\n\ninclusive time by function:\n${top(total, 400)}`);
} finally {
  await browser.close();
  server.close();
}
