// Development aid: screenshots of an address at phone and desktop width.
// npx tsx scripts/shot.ts <url> <name> [outDir]
import { chromium } from 'playwright-core';
import { chromiumPath, CHROMIUM_ARGS } from '../tests/browser/support/chromium.js';

const [url, name = 'shot', out = '.tmp/shots'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
for (const [label, viewport, mobile] of [['360', { width: 360, height: 800 }, true], ['desktop', { width: 1280, height: 900 }, false]] as const) {
  const context = await browser.newContext({ viewport, isMobile: mobile, hasTouch: mobile,
    userAgent: mobile ? 'Mozilla/5.0 (Linux; Android 9; Pixel 3) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/83.0 Mobile Safari/537.36' : undefined });
  const page = await context.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log(`[${label}] console: ${m.text()}`); });
  page.on('pageerror', (e) => console.log(`[${label}] pageerror: ${e.message}`));
  await page.goto(url);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `${out}/${name}-${label}.png`, fullPage: true });
  console.log(`${out}/${name}-${label}.png ${page.url()}`);
  await context.close();
}
await browser.close();
