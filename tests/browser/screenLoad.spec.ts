// A screen's widgets are asked for beside its config, not after it has arrived
// (renderer/react/screenLoader.ts, issue 22): with /Validate3's config held back on the wire, the
// browser has already asked for the OTP widget its uiSchema names, and the screen is drawn once
// the config is let through.
import { resolve } from 'node:path';
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
