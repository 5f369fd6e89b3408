// Development aid: a CPU profile of one page of scripts/perf/ at 4x CPU throttle, unminified,
// summarised bottom-up (self time by function and file), for the first submit or for typing
// (with the commit after the pause in typing).
//   npx tsx scripts/perf/profile.ts [page=form1] [submit|type] [--keep]
// The full profile is written to .tmp/perf-profile.cpuprofile (open it in Chromium's DevTools).
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumPath, CHROMIUM_ARGS } from '../../tests/browser/support/chromium.js';
import { form1DataPlugin, probeValidatorPlugin, screenValidatorPlugin } from './validatorPlugin.js';

const [variant = 'form1', what = 'submit'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const ROOT = resolve(import.meta.dirname, '../..');
const OUT = join(ROOT, '.tmp/perf-profile-dist');

await build({
  root: join(ROOT, 'scripts/perf'), configFile: false, logLevel: 'warn', base: './',
  plugins: [react(), probeValidatorPlugin(join(ROOT, 'tests/perf/probe.json')), screenValidatorPlugin('virtual:perf-form1-validator', join(ROOT, 'schemas/form1.json')), form1DataPlugin()],
  build: { outDir: OUT, emptyOutDir: true, target: 'es2022', minify: false },
});
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = createServer((req, res) => {
  const path = join(OUT, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
  const file = existsSync(path) && statSync(path).isFile() ? path : join(OUT, 'index.html');
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/?v=${variant}`;

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
interface Profile { nodes: Node[]; samples: number[]; timeDeltas: number[] }

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
  page.on('pageerror', (err) => { console.error(`page error: ${err.message}`); });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url);
  await page.locator('#root_HomeCity option:nth-child(3)').waitFor({ state: 'attached' });
  await page.waitForTimeout(500);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  if (what === 'submit') {
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
  console.log(`self time by function:\n${top(byFn, 25)}\n\ninclusive time by function:\n${top(total, 400)}`);
} finally {
  await browser.close();
  server.close();
}
