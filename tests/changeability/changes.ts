// The eight everyday changes of issue 6 §5, each made by editing JSON only, and for each one
// deliberate mistake of the kind the checker must catch. Used by changes.test.ts (scenarios)
// and browser.test.ts (what only a browser shows).
import type { ConfigCopy } from './configCopy.js';

type Edit = (copy: ConfigCopy) => void;

/** (1) A promotion-code field on the start screen, kept in the session and sent with A84. */
export const addField: Edit = (copy) => {
  copy.edit('schemas/index.json', (s) => {
    s.schema.properties.PromoCode = { type: 'string', maxLength: 10 };
    s.uiSchema.PromoCode = { 'ui:title': 'index.promoCode' };
    const order: string[] = s.uiSchema['ui:order'];
    order.splice(order.indexOf('SalesId') + 1, 0, 'PromoCode');
    s.onSubmit[0].set.PromoCode = "form.PromoCode ? form.PromoCode : ''";
    const a84 = s.onSubmit.find((e: { call?: string }) => e.call === 'A84');
    a84.request = a84.request.replace("'IDNO': session.IDNO,", "'IDNO': session.IDNO, 'PromoCode': session.PromoCode,");
  });
  copy.edit('flows/session.json', (f) => { f.runtime.PromoCode = { type: 'string', note: 'a campaign promotion code typed on the start screen' }; });
  copy.edit('flows/calls.json', (f) => { f.calls.A84.request.push('PromoCode'); });
  copy.edit('locales/zh-TW.json', (l) => { l.index.promoCode = '優惠代碼（選填）'; });
  copy.edit('locales/en.json', (l) => { l.index.promoCode = 'Promotion code (optional)'; });
};
export const addFieldMistake: Edit = (copy) => {
  copy.edit('schemas/index.json', (s) => {
    s.onSubmit[0].set.PromoCode = "form.PromoCod ? form.PromoCod : ''";
  });
};

/** (2) The reminder under the SMS code is hidden for new-to-bank applicants. */
export const hideForCustomerType: Edit = (copy) => {
  copy.edit('schemas/validate3.json', (s) => {
    s.rules = s.rules ?? {};
    s.rules.visible = { ...(s.rules.visible ?? {}), note: "$not(session.CustomerType = 'NTB')" };
  });
};
export const hideMistake: Edit = (copy) => {
  copy.edit('schemas/validate3.json', (s) => { s.rules.visible = { notes: "$not(session.CustomerType = 'NTB')" }; });
};

/** (3) The upper age limit becomes 60, with its own message in both languages. */
export const changeValidation: Edit = (copy) => {
  // The start screen's ID and birthday checks are the shared list idAndBirthday (the inquiry's too).
  copy.edit('rules/validations.json', (s) => {
    const rule = s.lists.idAndBirthday.find((r: { message: string }) => r.message === 'err.over65');
    rule.assert = '$age(form.Birthday) <= 60';
    rule.message = 'err.over60';
  });
  copy.edit('locales/zh-TW.json', (l) => { l.err.over60 = '申請人年齡須為60歲（含）以下'; });
  copy.edit('locales/en.json', (l) => { l.err.over60 = 'Applicants must be 60 or younger'; });
};
export const validationMistake: Edit = (copy) => {
  copy.edit('locales/en.json', (l) => { delete l.err.over60; });
};

/** (4) One more gift group in the cash-back campaign (a fourth in the seed's), with its English. */
export const addGiftGroup: Edit = (copy) => {
  copy.edit('campaigns/DEMO-CASHBACK.json', (c) => {
    c.giftGroups.push({
      name: '週年禮',
      gifts: [
        { GiftCode: 'CB-Y01', Description: '週年慶刷卡滿NT$5,000送NT$100刷卡金', PicURL: c.giftGroups[0].gifts[0].PicURL },
        { GiftCode: 'CB-Y02', Description: '週年慶刷卡滿NT$5,000送電影票1張', PicURL: c.giftGroups[0].gifts[0].PicURL },
      ],
    });
    // Its English, at the same place of the campaign's translations (the check asks for it).
    c.translations.en.giftGroups.push({
      name: 'Anniversary gift',
      gifts: [{ Description: 'Spend NT$5,000 in the anniversary sale and get NT$100 card credit' }, { Description: 'Spend NT$5,000 in the anniversary sale and get 1 movie ticket' }],
    });
  });
};
export const giftGroupMistake: Edit = (copy) => {
  copy.edit('campaigns/DEMO-CASHBACK.json', (c) => { c.giftGroups.at(-1).name = ''; });
};

/** (5) A new card campaign: one file. */
export const addCampaign: Edit = (copy) => {
  const travel = copy.read('campaigns/DEMO-TRAVEL.json');
  copy.write('campaigns/DEMO-SPRING.json', { ...travel, CTID: 'DEMO-SPRING', CTIDName: '春季專案', CardName: '春日鈦金信用卡', CardCaption: '春日鈦金卡' });
};
export const campaignMistake: Edit = (copy) => {
  copy.edit('campaigns/DEMO-SPRING.json', (c) => { c.CTID = 'DEMO-SPRNG'; });
};

/** (6) Existing customers go from the gift screen straight to the data form. */
export const changeNextRoute: Edit = (copy) => {
  copy.edit('schemas/gift.json', (s) => {
    s.next[s.next.length - 1] = { go: '/Form1', pageState: 'Page2.3' };
  });
};
export const nextRouteMistake: Edit = (copy) => {
  copy.edit('schemas/gift.json', (s) => { s.next[s.next.length - 1].go = '/Form9'; });
};

/** (7) The SMS countdown becomes 60 seconds. */
export const changeConstant: Edit = (copy) => {
  copy.edit('flows/constants.json', (f) => { f.constants.otpSeconds.value = 60; });
};
export const constantMistake: Edit = (copy) => {
  copy.edit('schemas/validate3.json', (s) => { s.uiSchema.OTP['ui:options'].seconds = '60s'; });
};

/** (8) A third language, Japanese: a locale file, a line in the language list, and the brand's texts in it. */
export const addLanguage: Edit = (copy) => {
  copy.write('locales/ja.json', japanese(copy.read('locales/en.json')));
  copy.edit('flows/languages.json', (f) => { f.languages.push({ code: 'ja', sessionLang: 'JP', apiLang: 'ja_JP', label: '日本語' }); });
  // Every branding file the check reads: the bank's, and the second bank the brand test builds.
  for (const file of ['brand/branding.json', 'tests/brand/other-bank.json']) copy.edit(file, brandInJapanese);
};

/** Each { zh-TW, en } text of the branding file gets a Japanese one (the English stands in, as in japanese() below). */
function brandInJapanese(node: any): void {
  if (!node || typeof node !== 'object') return;
  if (typeof node.en === 'string' && typeof node['zh-TW'] === 'string') node.ja = node.en;
  for (const value of Object.values(node)) brandInJapanese(value);
}
export const languageMistake: Edit = (copy) => {
  copy.edit('locales/ja.json', (l) => { delete l.common; });
};

/** The English texts with the few the test reads in Japanese (a translator's first pass). */
function japanese(en: Record<string, any>): Record<string, any> {
  const ja = structuredClone(en);
  ja.index.idno = '身分証番号';
  ja.shell.brand = 'クレジットカード・オンライン申込';
  return ja;
}

