// Issue 18 Medium: A84 told anyone whether an ID is a customer (身分驗證失敗 for an ID on file with
// a wrong birthday, NTB for one not on file), and 5 wrong birthdays locked the owner out with an
// answer only a customer's ID gets. Now, without the right birthday, an ID on file and one not on
// file get the same answers call by call (A84, A5, A28, A32, A61, A80, A74 before the card check);
// A74 tells them apart only after an other-bank check passed (a real bank's check binds the card
// or account to the ID). The lock answers only the right birthday.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG_CHECK_FIRST } from '../../simulator/calls/A32.js';
import { MSG_ON_FILE } from '../../simulator/calls/A74.js';
import { MSG_TOO_MANY } from '../../simulator/limits.js';
import { defaultPolicy as P } from '../../simulator/policy.js';
import { images, startTestSim, type Body, type Session, type TestSim } from '../unit/simulator/helpers.js';

const CUSTOMERS = [['A123456789', '0690101'], ['B220012340', '0750505'], ['H120345679', '0700707'], ['E220456783', '0800808'], ['D234567805', '0820202']];
const NOT_ON_FILE = 'F131104093';
const WRONG = '0700101';
const T0 = Date.UTC(2026, 2, 1, 2);

let sim: TestSim;
beforeEach(async () => { sim = await startTestSim({ now: () => T0 }); });
afterEach(async () => { await sim.close(); });

/** An answer without what is random in it (TandemID, ApplyLogID, S1). */
const shape = (b: Body) => { const { TandemID: _t, ApplyLogID, S1: _s, ...rest } = b; return { ...rest, ...(ApplyLogID === undefined ? {} : { ApplyLogID: typeof ApplyLogID === 'string' && ApplyLogID !== '' }) }; };

/** What a script that knows only an ID learns, call by call, up to the other-bank check. */
async function probe(id: string): Promise<Body[]> {
  const s: Session = await sim.session();
  const seen: Body[] = [];
  seen.push(shape(await s.call('A84', { IDNO: id, Birthday: WRONG })));
  seen.push(shape(await s.call('A5', { ID: id, BDayYMD: WRONG, CTID: 'DEMO-CASHBACK' })));
  const opened = await s.call('A28', { ID: id, CTID: 'DEMO-CASHBACK', Mobile: '', CustomerName: '王大同' });
  seen.push(shape(opened));
  s.applyLogId = opened.ApplyLogID;
  seen.push(shape(await s.call('A32', { ID: id, Mobile: '0944555666' })));
  seen.push(shape(await s.call('A74', { ID: id, Mobile: '0944555666', OTPMobile: '0944555666' })));
  const photo = Buffer.from(images.jpg()).toString('base64');
  seen.push(shape(await s.call('A61', { FontBase64: photo, BackBase64: photo, FontFileName: 'front.jpg' })));
  seen.push(shape(await s.call('A80', { CardNo: '4111111111111111', CardEffective: '1299', CardCVV2: '123', Mobile: '0944555666' })));
  return seen;
}

describe('without the right birthday, an ID on file looks like one that is not', () => {
  it.each(CUSTOMERS)('%s: the same answers as an ID not on file, call by call, and no text to the customer', async (id) => {
    const stranger = await probe(NOT_ON_FILE);
    const customer = await probe(id);
    // A61 reads back the name the applicant gave and the ID: the same for both but the ID itself.
    const withoutId = (answers: Body[]) => answers.map((a) => ({ ...a, OwnCompBin: a.OwnCompBin ? 'ID' : undefined }));
    expect(withoutId(customer)).toEqual(withoutId(stranger));
    expect(stranger[0]).toMatchObject({ Success: true, CustomerType: 'NTB' });
    expect(stranger[4]).toMatchObject({ Success: false, ErrMsg: MSG_CHECK_FIRST });
    expect(customer[5]).toMatchObject({ Success: true, NameChinese: '王大同' });
    expect((await sim.outbox()).filter((m) => m.channel === 'sms')).toEqual([]);
  });

  it('after the other-bank check passed, A74 sends the new applicant a code and refuses the ID on file', async () => {
    const run = async (id: string) => {
      const s = await sim.session();
      await s.call('A84', { IDNO: id, Birthday: WRONG });
      s.applyLogId = (await s.call('A28', { ID: id, CTID: 'DEMO-CASHBACK', Mobile: '' })).ApplyLogID;
      expect((await s.call('A80', { CardNo: '4111111111111111', CardEffective: '1299', CardCVV2: '123', Mobile: '0944555666' })).Result).toBe('Y');
      return s.call('A74', { ID: id, Mobile: '0944555666', OTPMobile: '0944555666' });
    };
    expect(await run(NOT_ON_FILE)).toMatchObject({ Success: true, Status: 1 });
    expect(await run('A123456789')).toMatchObject({ Success: false, Status: 0, ErrMsg: MSG_ON_FILE });
  });
});

describe(`the lock after ${P.birthdayFailuresPerId} wrong birthdays answers only the right birthday`, () => {
  const wrong = (i: number) => `07001${String(10 + i).padStart(2, '0')}`;
  const check = async (birthday: string) => (await sim.session()).call('A84', { IDNO: 'A123456789', Birthday: birthday });

  it(`${P.birthdayFailuresPerId - 1} wrong: the right birthday passes; ${P.birthdayFailuresPerId} wrong: refused, while a wrong one still looks like an ID not on file; the window passes: it passes`, async () => {
    for (let i = 0; i < P.birthdayFailuresPerId - 1; i++) expect(await check(wrong(i))).toMatchObject({ CustomerType: "NTB" });
    expect((await check('0690101')).CustomerType).toBe('ETB');
    expect((await check(wrong(P.birthdayFailuresPerId))).CustomerType).toBe('NTB');
    expect(await check('0690101')).toMatchObject({ Success: false, ErrMsg: MSG_TOO_MANY });
    expect((await check(wrong(9))).CustomerType).toBe('NTB'); // a guesser cannot tell it is locked
    await sim.dev('POST', 'clock', { offsetMs: P.birthdayWindowMs });
    expect((await check('0690101')).CustomerType).toBe('ETB');
  });
});
