// The testers' report shows no personal data: IDs, birthdays, mobiles, e-mails and names masked.
import { describe, expect, it } from 'vitest';
import { Masker, maskText } from '../../../scripts/scenario/report/mask.js';

describe('Masker', () => {
  it.each([
    ['IDNO', 'A123456789', 'A********9'],
    ['Birthday', '0690101', '0*****1'],
    ['TelMobile1', '0912345678', '0********8'],
    ['Email', 'amy@bank.example', 'a***@bank.example'],
    ['NameChinese', '王小明', '王*明'],
  ])('a value under %s is masked', (key, value, masked) => {
    expect(new Masker().value({ [key]: value })).toEqual({ [key]: masked });
  });

  it('keeps codes that only look personal by name, and values under other keys unless they look personal', () => {
    expect(new Masker().value({ CTID: 'DEMO-CASHBACK', ApplyLogID: 'L123', CardName: '現金回饋卡', PageName: 'IndexPage', pageState: 'Page2.1', note: 'call B220012340 at 0922333444' }))
      .toEqual({ CTID: 'DEMO-CASHBACK', ApplyLogID: 'L123', CardName: '現金回饋卡', PageName: 'IndexPage', pageState: 'Page2.1', note: 'call B********0 at 0********4' });
  });

  it('masks inside objects under a personal key and in bank answers, and a value once masked everywhere in texts', () => {
    const m = new Masker();
    expect(m.value({ Form1Data: { NameChinese: '王小明', Email: 'amy@bank.example' }, EtbData: { CustName: '陳美玲' } }))
      .toEqual({ Form1Data: { NameChinese: '王*明', Email: 'a***@bank.example' }, EtbData: { CustName: '陳*玲' } });
    expect(m.text('歡迎 王小明，驗證碼已寄至 amy@bank.example')).toBe('歡迎 王*明，驗證碼已寄至 a***@bank.example');
  });

  it('maskText keeps the first and the last character', () => {
    expect([maskText('AB'), maskText('ABC'), maskText('x@y.z')]).toEqual(['**', 'A*C', 'x***@y.z']);
  });
});
