// Other-bank verification: A80 card check, A63 account check, A56 and A81 bank lists (V2-31..V2-39).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSim, type Session, type TestSim } from './helpers.js';

let sim: TestSim;
// Fixed host clock (15 Jan 2026, Taiwan) so expiry cases do not age.
let s: Session; // the checks run on an apply log this session opened
beforeAll(async () => {
  sim = await startTestSim({ now: () => Date.parse('2026-01-15T04:00:00Z') });
  s = await sim.customer('H120345679', '0700707');
});
afterAll(async () => { await sim.close(); });

const card = (CardNo: string, CardEffective = '1228', CardCVV2 = '123') =>
  s.call('A80', { CardNo, CardEffective, CardCVV2, Mobile: '0912345678', Birthday: '0690101', IDNO: 'A123456789' });

describe('A80 card check', () => {
  it('a good credit card passes with Code 2', async () => {
    expect(await card('4111111111111111')).toMatchObject({ Success: true, Result: 'Y', IsVD: 'N', Code: '2' });
  });

  it('a card starting 4000 is a debit card (IsVD Y)', async () => {
    expect(await card('4000000000000002')).toMatchObject({ Result: 'Y', IsVD: 'Y' });
  });

  it.each([
    ['Luhn-invalid', '4111111111111112', '1228', '123'],
    ['15 digits', '411111111111111', '1228', '123'],
    ['expired last month', '4111111111111111', '1225', '123'],
    ['month 13', '4111111111111111', '1328', '123'],
    ['no CVV', '4111111111111111', '1228', ''],
  ])('%s -> Result N', async (_name, no, exp, cvv) => {
    expect(await card(no, exp, cvv)).toMatchObject({ Result: 'N', IsVD: 'N' });
  });

  it('a card is valid through the last day of its month', async () => {
    expect((await card('4111111111111111', '0126')).Result).toBe('Y');
  });
});

describe('A63 account check', () => {
  const account = (BankNo: string, Account: string, Mobile = '0912345678') =>
    s.call('A63', { BankNo, Account, Mobile, IDNO: 'F131104093' });

  it.each([
    ['822', '123456789012', 'Y'],
    ['004', '1234567890', 'Y'],
    ['812', '12345678901234', 'Y'],
    ['822', '00000000000', 'N'],
    ['999', '123456789012', 'N'],
    ['822', '123456789', 'N'],
    ['822', '123456789012345', 'N'],
  ])('bank %s account %s -> %s', async (bank, acct, result) => {
    expect((await account(bank, acct)).Result).toBe(result);
  });

  it('needs a valid mobile', async () => {
    expect((await account('822', '123456789012', '0812345678')).Result).toBe('N');
  });
});

describe('bank lists', () => {
  it('A56 lists real banks as {BankNo, BankName}', async () => {
    const list = (await sim.call('A56')) as unknown as Array<{ BankNo: string; BankName: string }>;
    expect(list.length).toBeGreaterThanOrEqual(15);
    expect(list).toEqual(expect.arrayContaining([
      { BankNo: '004', BankName: '臺灣銀行' }, { BankNo: '812', BankName: '台新銀行' }, { BankNo: '822', BankName: '中國信託' },
    ]));
  });

  it("A81 gives one text of 'code-name' entries joined by '、'", async () => {
    const { Success, BankNameList } = await sim.call('A81');
    expect(Success).toBe(true);
    for (const entry of BankNameList.split('、')) expect(entry).toMatch(/^\d{3}-\S+$/);
    expect(BankNameList).toContain('822-中國信託');
  });
});
