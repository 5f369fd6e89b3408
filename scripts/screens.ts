// Development aid: walks the first journey and screenshots every screen at
// 360 px and desktop width, in both languages.  npx tsx scripts/screens.ts <base> <outDir>
import { chromium, type Page } from 'playwright-core';
import { chromiumPath, CHROMIUM_ARGS } from '../tests/browser/support/chromium.js';

const [base = 'http://127.0.0.1:5173', out = '.tmp/shots'] = process.argv.slice(2);
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 9; Pixel 3) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/83.0 Mobile Safari/537.36';
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });

async function code(): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const outbox = (await (await fetch(`${base}/__dev/outbox`)).json()) as Array<{ code: string }>;
    if (outbox.length) return outbox.at(-1)!.code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no SMS');
}

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(700);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
  console.log(`${out}/${name}.png`);
}

for (const [label, mobile] of [['360', true], ['desktop', false]] as const) {
  for (const lang of ['zh', 'en']) {
    await fetch(`${base}/__dev/reset`, { method: 'POST' });
    const ctx = await browser.newContext(mobile ? { viewport: { width: 360, height: 760 }, isMobile: true, hasTouch: true, userAgent: PHONE_UA } : { viewport: { width: 1280, height: 860 } });
    const page = await ctx.newPage();
    const tag = `${label}-${lang}`;
    await page.goto(`${base}/?CTID=DEMO-CASHBACK`);
    if (!mobile) {
      await page.waitForTimeout(500);
      if (lang === 'en') await page.getByRole('button', { name: 'English' }).click();
      await shot(page, `landing-${tag}`);
      await page.locator('#root_desktop, a.wg-link, button.wg-link').first().click();
    } else if (lang === 'en') {
      await page.getByRole('button', { name: 'English' }).click();
    }
    await page.waitForURL(/IndexPage/);
    await shot(page, `index-${tag}`);
    await page.locator('#root_IDNO').fill('F131104093');
    await page.locator('#root_Birthday').fill('0790101');
    await page.locator('#root_AgreeCardTerms').check();
    await page.locator('#root_AgreeMobileIdTerms').check();
    await page.locator('button[type=submit]').click();
    await page.waitForURL(/Validate2/);
    await shot(page, `validate2-${tag}`);
    await page.locator('.wg-boxes input').first().click();
    await page.keyboard.type('4111111111111111');
    await page.locator('#root_CardEffective').click();
    await page.keyboard.type('1230');
    await page.locator('#root_CardCVV2').fill('123');
    await page.locator('#root_Mobile').fill('0911222333');
    await page.locator('button[type=submit]').click();
    await page.waitForURL(/Validate3/);
    await shot(page, `validate3-${tag}`);
    await page.locator('.wg-boxes--otp input').first().click();
    await page.keyboard.type(await code());
    await page.waitForURL(/Gift/);
    await shot(page, `gift-${tag}`);
    await page.locator('button[type=submit]').click();
    await shot(page, `gift-alert-${tag}`);
    await ctx.close();
  }
}
await browser.close();
