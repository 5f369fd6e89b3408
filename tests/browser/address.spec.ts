// 000 §2.12 and issue 5 §3.2, §3.3: the address is cleaned on load (tokens and IDs in neither
// the address bar nor the history), and a Token given in the address is checked with A73.
import { expect, expectAlert, openStart, test } from './support/app';
import { recordCalls } from './support/calls';
import type { APIRequestContext, Page } from '@playwright/test';

const session = (page: Page, key: string) => page.evaluate((k) => sessionStorage.getItem(k), key);

/** A token the bank issued (A6), as a link from another of the bank's pages would carry. */
async function issuedToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/Common', { data: { ApiName: 'A6', ApiData: '{}' } });
  return String(((await answer.json()) as { Token: string }).Token);
}

test('a banking ForwardToken is read into the session, then gone from the address bar and the history (000 §2.12, GUARD-03)', async ({ page, isMobile }) => {
  const calls = recordCalls(page);
  await openStart(page, 'CTID=DEMO-CASHBACK&ForwardToken=IB-TOKEN-A123456789&utm_source=fb', isMobile);
  await expect.poll(() => calls.responses('A99').length).toBe(1);
  expect(calls.requests('A99')[0].ForwardJWT).toBe('IB-TOKEN-A123456789');
  expect(await session(page, 'ForwardToken')).toBe('IB-TOKEN-A123456789');
  // The campaign and the hash route stay; the token is gone.
  expect(page.url()).toMatch(/\?CTID=DEMO-CASHBACK&utm_source=fb#\/IndexPage$/);
  expect(await page.evaluate(() => window.location.href)).not.toContain('ForwardToken');
  // Every entry this page made: the first one was replaced, not kept behind the cleaned one.
  const entries = await page.evaluate(() => window.history.length);
  for (let i = 1; i < entries; i++) {
    if (!(await page.goBack({ waitUntil: 'commit' }))) break;
    expect(page.url(), `history entry -${i}`).not.toContain('Token');
  }
});

test('a Token in the address is checked with A73 before it is used, then kept as the session token (issue 5 §3.3, LAND-04)', async ({ page, request, isMobile }) => {
  const token = await issuedToken(request);
  const calls = recordCalls(page);
  await openStart(page, `CTID=DEMO-CASHBACK&Token=${token}`, isMobile);
  await expect.poll(() => calls.responses('A137').length).toBeGreaterThan(0);
  expect(calls.requests('A73')).toEqual([{ Token: token }]);
  expect(calls.requests('A6')).toHaveLength(0);
  expect(await session(page, 'token')).toBe(token);
  expect(calls.requests('A137')[0].Token).toBe(token);
  expect(page.url()).not.toContain(token);
});

test('a Token the bank did not issue is refused with the server message, and the applicant leaves (tokenCheck)', async ({ page }) => {
  // The card page answers only once the message has been read: the catalogue leaves after 500 ms,
  // and a busy machine could otherwise navigate away before the test looks at the dialog.
  let release!: () => void;
  const read = new Promise<void>((r) => { release = r; });
  await page.route('https://www.example-bank.com.tw/**', async (route) => { await read; await route.fulfill({ body: 'card page' }); });
  const calls = recordCalls(page);
  await page.goto('/?CTID=DEMO-CASHBACK&Token=NOT-ISSUED-BY-THE-BANK');
  await expectAlert(page, '連線已逾時或無效，請重新申請。');
  release();
  await page.waitForURL(/example-bank\.com\.tw/);
  // The bank's refusal, with its English beside it (simulator/messages.ts).
  await expect.poll(() => calls.responses('A73')).toEqual([{ Success: false, ErrMsg: '連線已逾時或無效，請重新申請。', Translations: { en: { ErrMsg: 'The connection has timed out or is not valid. Please apply again.' } } }]);
  expect(calls.requests('A137')).toHaveLength(0);
});
