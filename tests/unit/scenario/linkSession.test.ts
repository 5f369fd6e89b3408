// The session a report step's studio link carries: the keys the screen reads, and only those of the
// bank's kept translations whose texts those values hold.
import { describe, expect, it } from 'vitest';
import { BANK_TEXTS_KEY } from '../../../renderer/engine/localizedValue.js';
import { linkSession } from '../../../scripts/scenario/report/linkSession.js';

const session = {
  CTID: 'DEMO', Lang: 'TW', pageState: 'Page3.1', CardName: '示範卡', IDNO: 'A123456789', Mobile: '0912345678',
  Form1Data: { Country: '中華民國', Companies: ['台積電'] },
  [BANK_TEXTS_KEY]: { 示範卡: { en: 'Demo card' }, 中華民國: { en: 'Taiwan' }, 台積電: { en: 'TSMC' }, 贈品一: { en: 'Gift one' } },
};

describe('linkSession', () => {
  it('keeps CTID, Lang, pageState and the keys read; the translations of texts in those values, at any depth', () => {
    expect(linkSession(session, new Set(['CardName', 'Form1Data']))).toEqual({
      CTID: 'DEMO', Lang: 'TW', pageState: 'Page3.1', CardName: '示範卡', Form1Data: session.Form1Data,
      [BANK_TEXTS_KEY]: { 示範卡: { en: 'Demo card' }, 中華民國: { en: 'Taiwan' }, 台積電: { en: 'TSMC' } },
    });
  });

  it('no BankTexts when no text read has a translation; a key not read stays out', () => {
    expect(linkSession(session, new Set(['IDNO']))).toEqual({ CTID: 'DEMO', Lang: 'TW', pageState: 'Page3.1', IDNO: 'A123456789' });
  });
});
