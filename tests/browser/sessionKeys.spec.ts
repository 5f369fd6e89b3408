// Session keys and call bodies the scenario files cannot see: random tokens, and what the
// start screen sends (UTM fields, APID, the token from A6).
import { applyButton, expect, fillStart, openStart, test } from './support/app';
import { changeAnswer, recordCalls } from './support/calls';
import type { Page } from '@playwright/test';

const session = (page: Page, key: string) => page.evaluate((k) => sessionStorage.getItem(k), key);

test('after the start screen the session holds token (from A6), authToken, cert and NeedAntiFraud (SESS-02, NET-10)', async ({ page, isMobile }) => {
  const calls = recordCalls(page);
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await expect.poll(() => calls.responses('A137').length).toBeGreaterThan(0);
  const a6 = calls.responses('A6');
  expect(a6).toHaveLength(1);
  expect(String(a6[0].Token)).toMatch(/.{8,}/);
  expect(await session(page, 'token')).toBe(a6[0].Token);
  expect(await session(page, 'authToken')).toBe(calls.responses('A137').at(-1)!.AuthToken);
  expect(await session(page, 'cert')).toBe('');
  expect(await session(page, 'NeedAntiFraud')).toBe('N');
});

test('the token from A6 identifies the anonymous applicant: every later call carries it (SESS-33, NET-10)', async ({ page, isMobile }) => {
  const calls = recordCalls(page);
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  await fillStart(page, 'A123456789', '0690101');
  await applyButton(page).click();
  await expect(page).toHaveURL(/#\/Validate3/);
  await expect.poll(() => calls.requests('A32').length).toBe(1);
  const token = calls.responses('A6')[0].Token;
  for (const api of ['A137', 'A138', 'A84', 'A5', 'A76', 'A32']) {
    expect(calls.requests(api).at(-1)!.Token, `${api} body Token`).toBe(token);
  }
});

test('address UTM values and campaign codes go to A84 and A5; APID goes to A137; the code request carries IDNO, Mobile, OTPMobile (IDX-07, IDX-09, SESS-32)', async ({ page, isMobile }) => {
  const calls = recordCalls(page);
  await openStart(page, 'CTID=DEMO-CASHBACK&utm_source=fb&utm_medium=cpc&utm_term=cashback&utm_content=banner1&utm_campaign=spring&cid=EXT1&APID=AP01', isMobile);
  // The start screen is drawn as its load runs (its widgets came with its config): A137 may still be on its way.
  await expect.poll(() => calls.responses('A137').length).toBeGreaterThan(0);
  expect(calls.requests('A137').at(-1)).toMatchObject({ CTID: 'DEMO-CASHBACK', ApplyType: 'CC', CampaignCode: 'EXT1', APID: 'AP01' });
  await fillStart(page, 'A123456789', '0690101');
  await applyButton(page).click();
  await expect(page).toHaveURL(/#\/Validate3/);
  const utm = { UTMSource: 'fb', UTMMedium: 'cpc', UTMTerm: 'cashback', UTMContent: 'banner1', UTMCampaign: 'spring' };
  expect(calls.requests('A84').at(-1)).toMatchObject({ ...utm, APID: 'AP01', CampaignCode: 'EXT1' });
  expect(calls.requests('A5').at(-1)).toMatchObject({ ...utm, ID: 'A123456789', ProductType: '1', ClientType: '2', CampaignCode: 'EXT1' });
  // A5 answers the mobile on file masked; the code request sends it back as Mobile and OTPMobile.
  await expect.poll(() => calls.requests('A32').length).toBe(1);
  expect(calls.requests('A32')[0]).toMatchObject({ IDNO: 'A123456789', Mobile: '0912***678', OTPMobile: '0912***678' });
});

test('NTB: A28 opens the apply log with the address UTM values and its ApplyLogID is kept (IDX-07, IDX-41, SESS-03)', async ({ page, isMobile }) => {
  const calls = recordCalls(page);
  await openStart(page, 'CTID=DEMO-CASHBACK&utm_source=line&utm_campaign=autumn', isMobile);
  await fillStart(page, 'F131104093', '0790101');
  await applyButton(page).click();
  await expect(page).toHaveURL(/#\/Validate2/);
  expect(calls.requests('A5')).toHaveLength(0);
  expect(calls.requests('A28').at(-1)).toMatchObject({ ID: 'F131104093', CTID: 'DEMO-CASHBACK', UTMSource: 'line', UTMCampaign: 'autumn' });
  // The answer's body is read after the page has moved on: wait for it, not for the route.
  await expect.poll(() => calls.responses('A28').length).toBe(1);
  const answered = calls.responses('A28').at(-1)!.ApplyLogID;
  expect(String(answered)).toMatch(/^AL[0-9A-Za-z]{16,}$/);
  expect(await session(page, 'ApplyLogID')).toBe(answered);
});

test('a loan-bundled card: A137 BundleCTID and BundleCTIDName are kept as PLCTID and BundleCTIDName (SESS-14)', async ({ page, isMobile }) => {
  // No demo campaign bundles a loan, so A137's answer names one.
  await changeAnswer(page, 'A137', (real) => ({ ...real, BundleCTID: 'PL-DEMO-01', BundleCTIDName: '現金回饋卡搭配信貸專案' }));
  await openStart(page, 'CTID=DEMO-CASHBACK', isMobile);
  expect(await session(page, 'PLCTID')).toBe('PL-DEMO-01');
  expect(await session(page, 'BundleCTIDName')).toBe('現金回饋卡搭配信貸專案');
});
