// Issue 5 §1.1: a stranger cannot have a code for someone else's ID sent to their own phone and
// then read the customer's record. A code for an ID on file goes only to the mobile on file; the
// off-us route uses the request's mobile only after an other-bank check on that apply log passed
// for that mobile; A74 refuses an ID on file. Every step is a direct API call, as an attacker's.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG_ON_FILE } from '../../simulator/calls/A74.js';
import { MSG_NOT_YOURS } from '../../simulator/access.js';
import { MSG_CHECK_FIRST } from '../../simulator/calls/A32.js';
import { startTestSim, type TestSim } from '../unit/simulator/helpers.js';

const VICTIM = { ID: 'A123456789', birthday: '0690101', mobile: '0912345678' };
const OFFUS = { ID: 'H120345679', birthday: '0700707', mobile: '0933111222' };
const ATTACKER_MOBILE = '0900666777';

let sim: TestSim;
beforeEach(async () => { sim = await startTestSim(); });
afterEach(async () => { await sim.close(); });

const smsTo = async (mobile: string) => (await sim.outbox()).filter((m) => m.to === mobile);

describe('an ID on file, without its birthday', () => {
  it('A74 with the victim ID and the attacker mobile sends nothing; A75 and A20 refuse', async () => {
    const s = await sim.session();
    // Without the birthday the victim's ID looks new to the bank (tests/security/customerOracle.test.ts):
    // its NTB apply log gets no customer's apply log (A5), and no code even after a card check (A74) ...
    expect((await s.call('A84', { IDNO: VICTIM.ID, Birthday: '0700101' })).CustomerType).toBe('NTB');
    expect((await s.call('A5', { ID: VICTIM.ID, BDayYMD: '0700101' })).Success).toBe(false);
    s.applyLogId = (await s.call('A28', { ID: VICTIM.ID, CTID: 'DEMO-CASHBACK' })).ApplyLogID;
    await s.call('A80', { CardNo: '4111111111111111', CardEffective: '1299', CardCVV2: '123', Mobile: ATTACKER_MOBILE });
    expect(await s.call('A74', { ID: VICTIM.ID, Mobile: ATTACKER_MOBILE, OTPMobile: ATTACKER_MOBILE })).toMatchObject({ Success: false, ErrMsg: MSG_ON_FILE });
    expect((await s.call('A32', { ID: VICTIM.ID })).Success).toBe(false);
    expect(await s.call('A20', { ID: VICTIM.ID })).toMatchObject({ Success: false });
    // ... and the attacker's own NTB apply log cannot be pointed at it.
    const own = await sim.newApplicant('F131104093', ATTACKER_MOBILE);
    const asked = await own.call('A74', { ID: VICTIM.ID, IDNO: VICTIM.ID, Mobile: ATTACKER_MOBILE, OTPMobile: ATTACKER_MOBILE });
    expect(asked).toMatchObject({ Success: false, ErrMsg: MSG_NOT_YOURS });
    expect(await smsTo(ATTACKER_MOBILE)).toEqual([]);
    expect((await own.call('A75', { ID: VICTIM.ID, OTPPin: '123456' })).Success).toBe(false);
    expect(await own.call('A20', { ID: VICTIM.ID })).toMatchObject({ Success: false });
  });

  it('A74 refuses an ID on file even on an apply log of that ID', async () => {
    const s = await sim.customer(VICTIM.ID, VICTIM.birthday);
    await s.call('A80', { CardNo: '4111111111111111', CardEffective: '1299', CardCVV2: '123', Mobile: ATTACKER_MOBILE });
    const asked = await s.call('A74', { ID: VICTIM.ID, Mobile: ATTACKER_MOBILE, OTPMobile: ATTACKER_MOBILE });
    expect(asked.Success).toBe(false);
    expect(await smsTo(ATTACKER_MOBILE)).toEqual([]);
  });
});

describe('an on-us customer', () => {
  it('A32 sends the code to the mobile on file, whatever mobile the request names', async () => {
    const s = await sim.customer(VICTIM.ID, VICTIM.birthday);
    expect((await s.call('A32', { ID: VICTIM.ID, Mobile: ATTACKER_MOBILE, OTPMobile: ATTACKER_MOBILE })).Status).toBe(1);
    expect(await smsTo(ATTACKER_MOBILE)).toEqual([]);
    expect(await smsTo(VICTIM.mobile)).toHaveLength(1);
  });
});

describe('the off-us route', () => {
  it('A32 uses the request mobile only after a card check on this apply log passed for that mobile', async () => {
    const s = await sim.customer(OFFUS.ID, OFFUS.birthday);
    const ask = (mobile: string) => s.call('A32', { ID: OFFUS.ID, Mobile: mobile, OTPMobile: mobile });
    // No other-bank check yet: refused.
    expect(await ask(ATTACKER_MOBILE)).toMatchObject({ Success: false, ErrMsg: MSG_CHECK_FIRST });
    // A failed check proves nothing.
    await s.call('A80', { CardNo: '4111111111111112', CardEffective: '1299', CardCVV2: '123', Mobile: ATTACKER_MOBILE });
    expect((await ask(ATTACKER_MOBILE)).Success).toBe(false);
    // A debit card is refused by the bank, so it proves nothing either.
    await s.call('A80', { CardNo: '4000000000000002', CardEffective: '1299', CardCVV2: '123', Mobile: ATTACKER_MOBILE });
    expect((await ask(ATTACKER_MOBILE)).Success).toBe(false);
    // A passed check proves that mobile only.
    await s.call('A80', { CardNo: '4111111111111111', CardEffective: '1299', CardCVV2: '123', Mobile: '0911000222' });
    expect((await ask(ATTACKER_MOBILE)).Success).toBe(false);
    expect(await smsTo(ATTACKER_MOBILE)).toEqual([]);
    expect((await ask('0911000222')).Status).toBe(1);
    expect(await smsTo('0911000222')).toHaveLength(1);
  });

  it('an account check on another apply log does not count', async () => {
    const other = await sim.customer(OFFUS.ID, OFFUS.birthday);
    expect((await other.call('A63', { BankNo: '004', Account: '12345678901', Mobile: ATTACKER_MOBILE })).Result).toBe('Y');
    const s = await sim.customer(OFFUS.ID, OFFUS.birthday);
    expect((await s.call('A32', { ID: OFFUS.ID, Mobile: ATTACKER_MOBILE })).Success).toBe(false);
    expect(await smsTo(ATTACKER_MOBILE)).toEqual([]);
  });

  it('an account check passed for the mobile lets the code go there (001 §2.5 account route)', async () => {
    const s = await sim.customer(OFFUS.ID, OFFUS.birthday);
    expect((await s.call('A63', { BankNo: '004', Account: '12345678901', Mobile: '0911000333' })).Result).toBe('Y');
    expect((await s.call('A32', { ID: OFFUS.ID, Mobile: '0911000333' })).Status).toBe(1);
  });
});

describe('NTB', () => {
  it('A74 sends only to the mobile the card check proved on this apply log', async () => {
    const s = await sim.newApplicant('F131104093', '0911444555');
    expect(await s.call('A74', { ID: 'F131104093', Mobile: ATTACKER_MOBILE })).toMatchObject({ Success: false, ErrMsg: MSG_CHECK_FIRST });
    expect((await s.call('A74', { ID: 'F131104093', Mobile: '0911444555' })).Status).toBe(1);
    expect(await smsTo(ATTACKER_MOBILE)).toEqual([]);
  });
});
