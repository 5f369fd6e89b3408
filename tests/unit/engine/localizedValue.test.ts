// The bank's texts in the applicant's language (issue 9 §3): what an answer translates is kept,
// a message's served value is drawn in the message's language, and a switch changes it at once.
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../renderer/engine/i18n.js';
import { BANK_TEXTS_KEY, bankTextsIn, bankTextsOf, localizedText, localizedValue, rememberBankTexts, shownValue } from '../../../renderer/engine/localizedValue.js';
import { MemoryStorage, SessionStore } from '../../../renderer/engine/session.js';

const A17 = {
  Success: true, CardName: '示範卡', GroupName1: '開卡禮', GroupName2: '',
  GiftFirstURL: [{ GiftCode: 'G1', Description: '刷卡金', PicURL: '' }, { GiftCode: 'G2', Description: '商品卡', PicURL: '' }],
  Translations: { en: { CardName: 'Demo Card', GroupName1: 'Welcome gift', GiftFirstURL: [{ Description: 'Card credit' }, { Description: 'Gift card' }] } },
};

describe('bankTextsOf', () => {
  it('pairs each text of the answer with the one at the same place of each overlay (lists by position)', () => {
    expect(bankTextsOf(A17)).toEqual({
      示範卡: { en: 'Demo Card' }, 開卡禮: { en: 'Welcome gift' }, 刷卡金: { en: 'Card credit' }, 商品卡: { en: 'Gift card' },
    });
  });
  it('an answer without Translations, or an overlay text that is empty, translates nothing', () => {
    expect(bankTextsOf({ Success: true, CardName: '示範卡' })).toEqual({});
    expect(bankTextsOf({ ErrMsg: '錯誤', Translations: { en: { ErrMsg: '' } } })).toEqual({});
    expect(bankTextsOf('text')).toEqual({});
  });
});

describe('kept in the session, shown in the chosen language', () => {
  it('keeps what answers translate, merged, and writes nothing for an answer with none', () => {
    const session = new SessionStore(new MemoryStorage());
    rememberBankTexts(session, { Success: true });
    expect(session.get(BANK_TEXTS_KEY)).toBeUndefined();
    rememberBankTexts(session, A17);
    rememberBankTexts(session, { ErrMsg: '驗證失敗', Translations: { en: { ErrMsg: 'Verification failed.' } } });
    const kept = bankTextsIn(session.get(BANK_TEXTS_KEY));
    expect(localizedText('示範卡', 'en', kept)).toBe('Demo Card');
    expect(localizedText('驗證失敗', 'en', kept)).toBe('Verification failed.');
    expect(localizedText('示範卡', 'zh-TW', kept)).toBe('示範卡');
    expect(localizedText('王小明', 'en', kept)).toBe('王小明');
  });

  it('a served value keeps its codes and pictures and shows its texts in the language', () => {
    const texts = bankTextsOf(A17);
    expect(localizedValue(A17.GiftFirstURL, 'en', texts)).toEqual([{ GiftCode: 'G1', Description: 'Card credit', PicURL: '' }, { GiftCode: 'G2', Description: 'Gift card', PicURL: '' }]);
    const session = { [BANK_TEXTS_KEY]: texts } as Record<string, unknown>;
    let language = 'en';
    const runtime = { language: () => language, context: () => ({ session }) };
    expect(shownValue(runtime, [{ title: '開卡禮', checked: false }])).toEqual([{ title: 'Welcome gift', checked: false }]);
    language = 'zh-TW';
    expect(shownValue(runtime, [{ title: '開卡禮', checked: false }])).toEqual([{ title: '開卡禮', checked: false }]);
  });

  it('i18n draws an interpolated bank text in the message\'s language, and again after a switch', async () => {
    const session = new SessionStore(new MemoryStorage());
    rememberBankTexts(session, A17);
    const i18n = createI18n('en', { 'zh-TW': { pick: '請選擇{group}', n: '{n, number} 件' }, en: { pick: 'Please choose a {group}', n: '{n, number} items' } }, undefined, {
      bankText: (value, lng) => localizedText(value, lng, bankTextsIn(session.get(BANK_TEXTS_KEY))),
    });
    expect(i18n.t('pick', { group: '開卡禮' })).toBe('Please choose a Welcome gift');
    expect(i18n.t('pick', { group: '王小明' })).toBe('Please choose a 王小明');
    expect(i18n.t('n', { n: 1200 })).toBe('1,200 items');
    await i18n.changeLanguage('zh-TW');
    expect(i18n.t('pick', { group: '開卡禮' })).toBe('請選擇開卡禮');
  });
});
