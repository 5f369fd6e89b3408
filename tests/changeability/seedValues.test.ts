// The seed's own values, pinned on purpose and only here (issue 16 §4): every other test reads
// them from the config (tests/support/config.ts), so a product owner's correct change leaves those
// green and turns only these red, each naming where the value comes from. Change a test here
// together with the value. tests/changeability/noSeedPins.test.ts keeps the values out of every
// other test file; tests/changeability/staysGreen.test.ts proves the others follow a change.
import { describe, expect, it } from 'vitest';
import { brand, campaign, constant, giftGroups, text } from '../support/config.js';

describe('the seed\'s values', () => {
  it('seed 000 §5 (IDX-23, IDX-24): applicants are 20 to 65 years old, and the messages say so', () => {
    expect([constant('minAge'), constant('maxAge')]).toEqual([20, 65]);
    expect(text('err.under20', { minAge: 20 })).toBe('未年滿20歲無法申請信用卡');
    expect(text('err.over65', { maxAge: 65 })).toBe('超過65歲無法申請信用卡');
  });

  it('demo brand (README, brand/branding.json): the bank is 示範商業銀行 (示範銀行), Example Commercial Bank (Example Bank)', () => {
    const { name, shortName } = brand();
    expect([name['zh-TW'], shortName['zh-TW'], name.en, shortName.en]).toEqual(['示範商業銀行', '示範銀行', 'Example Commercial Bank', 'Example Bank']);
  });

  it('demo campaign (README, Test identities and campaigns): DEMO-CASHBACK has three gift groups of two or more gifts, 首刷禮, 加碼禮, 生日禮', () => {
    const groups = giftGroups('DEMO-CASHBACK');
    expect(groups.map((g) => g.name)).toEqual(['首刷禮', '加碼禮', '生日禮']);
    expect(giftGroups('DEMO-CASHBACK', 'en').map((g) => g.name)).toEqual(['First-purchase gift', 'Bonus gift', 'Birthday gift']);
    expect(groups.every((g) => g.gifts.length >= 2)).toBe(true);
    expect(campaign('DEMO-CASHBACK').CardName).toBe('示範銀行現金回饋御璽卡');
  });
});
