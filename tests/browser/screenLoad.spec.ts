// When a screen's files are asked for (issue 22). Its widgets beside its config, not after it has
// arrived (renderer/react/screenLoader.ts): with /Validate3's config held back on the wire, the
// browser has already asked for the OTP widget its uiSchema names, and the screen is drawn once
// the config is let through. An address's screen as the page opens, and the screens the applicant
// may go on to at their first input (renderer/build/screenPreloadPlugin.ts).
import { resolve } from 'node:path';
import { goesOnTo } from '../../renderer/build/screenPreloadPlugin';
import { configScreens, journeyAt, screensShownFrom, screenWidgetNames } from '../../renderer/build/startWidgets';
import { widgetSetsAt } from '../../renderer/build/widgetSetsPlugin';
import { applyButton, expect, fillStart, openStart, test } from './support/app';

// The build loads the OTP widget in its set's file (renderer/build/widgetSetsPlugin.ts), named for the screens that draw it.
const otpFile = new RegExp(`/assets/${widgetSetsAt(resolve(import.meta.dirname, '../..')).sets.otp}-[^/]*\\.js$`);

test('/Validate3: the OTP widget is fetched while the screen\'s config is still on its way', async ({ page, isMobile }) => {
  // The loader's own doing, without the build's script that asks for the next screens' files at the first input (below).
  await page.route(/\/assets\/screen-preload-[^/]*\.js$/, (route) => route.abort());
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

// Once the applicant starts filling a screen, the files of the screens they may go on to are asked
// for (the journey's next rules and go effects of a submit or an action), so the next screen opens
// without waiting on the network; not before (a page only looked at loads only what it draws).
test('/IndexPage: the applicant\'s first input asks for the files of the screens they may go on to, before they submit', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the same build on both');
  const journey = journeyAt(root);
  const ids = [...new Set(goesOnTo(journey, '/IndexPage').flatMap((path) => screensShownFrom(journey, path)))];
  expect(ids.length, 'the config gives /IndexPage somewhere to go on to').toBeGreaterThan(0);
  const asked: string[] = [];
  page.on('request', (r) => { asked.push(new URL(r.url()).pathname); });
  const notAsked = () => ids.filter((id) => !asked.some((p) => p.startsWith(`/assets/screen-${id}-`) && p.endsWith('.js')));
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  expect(notAsked(), 'asked for before any input').toEqual(ids);
  await page.locator('#root_IDNO').pressSequentially('A');
  await expect.poll(notAsked, 'not asked for after the first input').toEqual([]);
});
