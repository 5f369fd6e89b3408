// The gift screen in the DOM: step label (public and banking), card name, notice link, the
// counters and options of each group, ten groups, and a withdrawn product (A17 CardName '').
import type { APIRequestContext, Page } from '@playwright/test';
import { campaign, cardName, giftGroups, text } from '../support/config';
import { applyButton, expect, expectAlert, fillStart, latestCode, openStart, shotBothLanguages, test, typeOtp } from './support/app';
import { changeAnswer } from './support/calls';

const CTID = 'DEMO-CASHBACK';
const GROUPS = giftGroups(CTID);
/** A17's ten gift lists, in group order. */
const SLOTS = ['GiftFirst', 'GiftLow', 'GiftHigh', 'Gift4', 'Gift5', 'Gift6', 'Gift7', 'Gift8', 'Gift9', 'Gift10'];
/** A group's counters as shown: one needed, `chosen` chosen, `available` to choose from. */
const counters = (chosen: number, available: number) => [text('gift.needed', { n: 1 }), text('gift.chosen', { n: chosen }), text('gift.available', { n: available })];

/** A123456789 through the start screen to the code screen (banking mode: ID and birthday come from A99). */
async function toCodeScreen(page: Page, isMobile: boolean, extra = ''): Promise<void> {
  await openStart(page, `CTID=DEMO-CASHBACK${extra}`, isMobile);
  if (!extra) await fillStart(page, 'A123456789', '0690101');
  else {
    await page.locator('#root_AgreeCardTerms').check();
    await page.locator('#root_AgreeMobileIdTerms').check();
  }
  await applyButton(page).click();
  await expect(page).toHaveURL(/#\/Validate3/);
}
async function toGift(page: Page, request: APIRequestContext, isMobile: boolean, extra = ''): Promise<void> {
  await toCodeScreen(page, isMobile, extra);
  await typeOtp(page, await latestCode(request));
  await expect(page).toHaveURL(/#\/Gift/);
}

test('public header: step 2/3, card name, notice link, counters, options with image and description, the gift code only as the value (GIFT-01, GIFT-05, GIFT-06, GIFT-10, GIFT-11)', async ({ page, request, isMobile }, info) => {
  await toGift(page, request, isMobile);
  await expect(page.locator('.app__step')).toHaveText(text('shell.stepCount', { n: 2, total: 3 }));
  await expect(page.locator('.wg-display--card-name')).toHaveText(text('common.cardName', { name: cardName(CTID) }));
  await expect(page.getByRole('link', { name: text('gift.noticeLink') })).toHaveAttribute('href', campaign(CTID).Campaign_Notice);

  // Every group of campaigns/DEMO-CASHBACK.json, in order, with its counters; the first group's second gift up close.
  const groups = page.locator('fieldset.wg-gift-group');
  await expect(groups).toHaveCount(GROUPS.length);
  for (const [i, group] of GROUPS.entries()) {
    await expect(groups.nth(i).locator('legend')).toHaveText(group.name);
    await expect(groups.nth(i).locator('.wg-gift-group__counters span')).toHaveText(counters(0, group.gifts.length));
  }

  const second = GROUPS[0].gifts[1];
  const option = groups.nth(0).locator('label.wg-gift').nth(1);
  await expect(option.locator('input[type=radio]')).toHaveAttribute('value', second.GiftCode);
  await expect(option.locator('.wg-gift__desc')).toHaveText(second.Description);
  // The internal gift code is the radio's value only: no customer sees it (issue 9 §2).
  for (const gift of GROUPS[0].gifts) await expect(groups.nth(0)).not.toContainText(gift.GiftCode);
  await expect(option.locator('img.wg-gift__pic')).toHaveAttribute('src', /^data:image\/svg\+xml,/);
  await expect(option.locator('img.wg-gift__pic')).toHaveAttribute('alt', second.Description);
  await expect.poll(() => option.locator('img.wg-gift__pic').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await option.locator('input[type=radio]').check();
  await expect(groups.nth(0).locator('.wg-gift-group__counters span')).toHaveText(counters(1, GROUPS[0].gifts.length));
  // One level of grouping (issue 9 §2): the group draws no box of its own; each option is a full-width
  // row whose text keeps most of it (about 140 px of 360 before), and the card picture is on the page.
  expect(await groups.nth(0).evaluate((g) => getComputedStyle(g).borderTopWidth)).toBe('0px');
  const [row, desc] = await Promise.all([option.boundingBox(), option.locator('.wg-gift__desc').boundingBox()]);
  const form = (await page.locator('form.rjsf').boundingBox())!;
  expect(row!.width).toBeGreaterThanOrEqual(form.width - 1);
  expect(desc!.width).toBeGreaterThanOrEqual(isMobile ? 170 : 400);
  await expect(page.locator('#root_cardPicture img')).toHaveAttribute('alt', text('common.cardPicture', { name: cardName(CTID) }));
  await shotBothLanguages(page, info.project.name, 'gift');
});

test('banking header: step 1/2 on the gift screen (GIFT-01)', async ({ page, request, isMobile }, info) => {
  await toGift(page, request, isMobile, '&ForwardToken=IB-TOKEN-A123456789');
  await expect(page.locator('.app--banking')).toBeVisible();
  await expect(page.locator('.app__step')).toHaveText(text('shell.stepCount', { n: 1, total: 2 }));
  await shotBothLanguages(page, info.project.name, 'gift-banking');
});

test('ten gift groups from A17 are all shown and all chosen (GIFT-07)', async ({ page, request, isMobile }) => {
  // A17 answers the campaign's groups; the slots after them (up to ten) are filled here.
  const added = SLOTS.map((slot, i) => ({ slot, n: i + 1 })).slice(GROUPS.length);
  await changeAnswer(page, 'A17', (real) => {
    const extra: Record<string, unknown> = {};
    for (const { slot, n } of added) {
      extra[`GroupName${n}`] = `加贈禮${n}`;
      extra[`${slot}Count`] = 2;
      extra[`${slot}URL`] = [1, 2].map((k) => ({ Description: `第${n}組贈品${k}`, GiftCode: `G${n}-${k}`, PicURL: '' }));
    }
    return { ...real, ...extra };
  });
  await toGift(page, request, isMobile);
  const groups = page.locator('fieldset.wg-gift-group');
  await expect(groups).toHaveCount(10);
  await expect(groups.nth(9).locator('legend')).toHaveText('加贈禮10');
  for (let i = 0; i < 10; i++) await groups.nth(i).locator('input[type=radio]').last().check();
  await page.getByRole('button', { name: text('gift.next') }).click();
  await expect(page).toHaveURL(/#\/UploadID/);
  const gift = JSON.parse((await page.evaluate(() => sessionStorage.getItem('GiftInfo')))!.replace(/^json:/, '')) as { GiftCombination: string };
  expect(gift.GiftCombination).toBe([...GROUPS.map((g) => g.gifts.at(-1)!.GiftCode), ...added.map(({ n }) => `G${n}-2`)].join('|'));
});

test('A17 with an empty CardName: 產品已下架(ErrCode:2101), then the original address osUrl (GIFT-27, GIFT-28)', async ({ page, request, isMobile }) => {
  let left = '';
  await page.route('https://partner.example.com/**', (route) => { left = route.request().url(); return route.fulfill({ body: 'origin' }); });
  await changeAnswer(page, 'A17', (real) => ({ ...real, CardName: '' }));
  await toCodeScreen(page, isMobile);
  // The simulator's CancelRedirectURL is the card page itself: another osUrl shows where the redirect goes.
  expect(await page.evaluate(() => sessionStorage.getItem('osUrl'))).toBe('https://www.example-bank.com.tw/creditcard/');
  await page.evaluate(() => sessionStorage.setItem('osUrl', 'https://partner.example.com/origin'));
  await typeOtp(page, await latestCode(request));
  await expectAlert(page, '產品已下架(ErrCode:2101)');
  await page.waitForURL(/partner\.example\.com\/origin/);
  expect(left).toBe('https://partner.example.com/origin');
});
