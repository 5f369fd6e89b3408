// Development aid: first render and per-keystroke cost of the start screen at 4x CPU throttle
// (DESIGN.md's measurement). npx tsx scripts/perf.ts <base>
import { chromium } from 'playwright-core';
import { chromiumPath, CHROMIUM_ARGS } from '../tests/browser/support/chromium.js';

const base = process.argv[2] ?? 'http://127.0.0.1:4173';
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const runs: Array<{ render: number; key: number }> = [];
for (let i = 0; i < 5; i++) {
  const page = await browser.newPage({ viewport: { width: 360, height: 800 }, userAgent: 'Mozilla/5.0 (Linux; Android 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/83.0 Mobile Safari/537.36' });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const t0 = Date.now();
  await page.goto(`${base}/?CTID=DEMO-CASHBACK`);
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
const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`start screen at 4x CPU: first render ${median(runs.map((r) => r.render))} ms, per keystroke ${median(runs.map((r) => r.key)).toFixed(1)} ms (median of ${runs.length})`);
await browser.close();
