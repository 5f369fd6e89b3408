// Issue 5 §3.6: the funnel goes to the analytics sink (the simulator's /__dev/analytics in this
// build): each screen view and each start-screen form error as screen, field and message key.
// A journey with known values proves none of them ever reaches it.
import { applyButton, expect, fillStart, latestCode, openStart, test, typeOtp } from './support/app';
import type { APIRequestContext } from '@playwright/test';

type Event = Record<string, unknown>;
const events = async (request: APIRequestContext): Promise<Event[]> => (await (await request.get('/__dev/analytics')).json()) as Event[];

test('screen views and start-screen form errors are sent, and no ID, birthday, name, mobile or code ever is', async ({ page, request, isMobile }) => {
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  // Wrong values first: an ID failing its check digit and an impossible birthday.
  await fillStart(page, 'A123456788', '0691332');
  await applyButton(page).click();
  await expect.poll(async () => (await events(request)).filter((e) => e.event === 'formError').length, {
    message: 'form errors at /__dev/analytics (the build needs VITE_ANALYTICS=development, as scripts/test.sh makes it)',
  }).toBe(2);
  await page.locator('#root_IDNO').fill('A123456789');
  await page.locator('#root_Birthday').fill('0690101');
  await applyButton(page).click();
  await expect(page).toHaveURL(/#\/Validate3/);
  const code = await latestCode(request);
  await typeOtp(page, code);
  await expect(page).toHaveURL(/#\/Gift/);
  await expect.poll(async () => (await events(request)).filter((e) => e.screen === 'gift').length).toBe(1);

  const sent = await events(request);
  expect(sent.filter((e) => e.event === 'screenView').map((e) => e.screen)).toEqual(['landing', 'index', 'validate3', 'gift']);
  expect(sent.filter((e) => e.event === 'formError')).toEqual([
    expect.objectContaining({ screen: 'index', field: 'IDNO', code: 'err.idInvalid' }),
    expect.objectContaining({ screen: 'index', field: 'Birthday', code: 'err.birthdayInvalid' }),
  ]);
  const text = JSON.stringify(sent);
  for (const value of ['A123456789', 'A123456788', '0690101', '0691332', '王小明', '0912345678', '0912***678', '345678', code]) {
    expect(text, `the sink never sees ${value}`).not.toContain(value);
  }
});
