// A screen's widgets are asked for beside its config, not after it has arrived
// (renderer/react/screenLoader.ts, issue 22): with /Validate3's config held back on the wire, the
// browser has already asked for the OTP widget its uiSchema names, and the screen is drawn once
// the config is let through.
import { resolve } from 'node:path';
import { configScreens, screenWidgetNames } from '../../renderer/build/startWidgets';
import { widgetSetsAt } from '../../renderer/build/widgetSetsPlugin';
import { applyButton, expect, fillStart, openStart, test } from './support/app';

// The build loads the OTP widget in its set's file (renderer/build/widgetSetsPlugin.ts), named for the screens that draw it.
const otpFile = new RegExp(`/assets/${widgetSetsAt(resolve(import.meta.dirname, '../..')).sets.otp}-[^/]*\\.js$`);

test('/Validate3: the OTP widget is fetched while the screen\'s config is still on its way', async ({ page, isMobile }) => {
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  const asked: string[] = [];
  page.on('request', (r) => { asked.push(new URL(r.url()).pathname); });
  let release!: () => void;
  const released = new Promise<void>((ok) => { release = ok; });
  let held = false;
  await page.route(/\/assets\/screen-validate3-[^/]*\.js$/, async (route) => {
    held = true;
    await released;
    await route.continue();
  });
  await fillStart(page, 'A123456789', '0690101');
  await applyButton(page).click();
  // The config is held: the widget's chunk is asked for meanwhile.
  await expect.poll(() => held).toBe(true);
  await expect.poll(() => asked.some((p) => otpFile.test(p))).toBe(true);
  release();
  await expect(page).toHaveURL(/#\/Validate3/);
  await expect(page.locator('.wg-boxes--otp input').first()).toBeVisible();
});

// An address opened afresh asks for its screen's files as the page opens (renderer/build/screenPreloadPlugin.ts):
// with the runtime's own file held back on the wire, the browser has already asked for the screen's
// part and every widget set of what it draws (read from the config). Then it goes on as it would.
const root = resolve(import.meta.dirname, '../..');
for (const [address, id, shown] of [['/#/Form1', 'form1', /#\//], ['/?CTID=DEMO-CASHBACK', 'landing', /#\/IndexPage/]] as const) {
  test(`${address} opened afresh: its screen's files are asked for while the runtime itself is still on its way`, async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the same build on both');
    const { sets } = widgetSetsAt(root);
    const drawn = screenWidgetNames(configScreens(root))[id] ?? [];
    const files = [`screen-${id}`, ...new Set(drawn.map((name) => sets[name]))];
    const asked: string[] = [];
    page.on('request', (r) => { asked.push(new URL(r.url()).pathname); });
    let release!: () => void;
    const released = new Promise<void>((ok) => { release = ok; });
    let held = false;
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => { held = true; await released; await route.continue(); });
    await page.goto(address, { waitUntil: 'commit' });
    await expect.poll(() => held).toBe(true);
    await expect.poll(() => files.filter((name) => !asked.some((p) => p.startsWith(`/assets/${name}-`) && p.endsWith('.js'))), 'not asked for before the runtime ran').toEqual([]);
    release();
    await expect(page).toHaveURL(shown);
  });
}
