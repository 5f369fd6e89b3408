// A61 ID recognition (002 §3.4, UPID-17..21): the applicant's own ID and name from any readable
// image, except a front image named mismatch* (another valid ID) or unreadable* (Success false).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISMATCH, MSG_UNREADABLE } from '../../../simulator/calls/A61.js';
import { isNationalId } from '../../../simulator/util.js';
import { images, preview, startTestSim, type TestSim } from './helpers.js';
import { withMessageTranslations } from '../../../simulator/messages.js';

let sim: TestSim;
beforeAll(async () => { sim = await startTestSim(); });
afterAll(async () => { await sim.close(); });

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

describe('A61', () => {
  it('an existing customer: ID, name, birthday, and the issue data and address on file', async () => {
    const s = await sim.customer('A123456789', '0690101');
    expect(await s.call('A61', { FontBase64: b64(images.jpg()), BackBase64: `data:image/png;base64,${b64(images.png())}` })).toEqual({
      Success: true, OwnCompBin: 'A123456789', NameChinese: '王小明', BirthdayY: '69', BirthdayM: '01', BirthdayD: '01',
      IssueType: '3', IssueCity: '63000', IssueDateY: '105', IssueDateM: '03', IssueDateD: '15',
      LiveAddr1: '臺北市', LiveAddr2: '大安區', LiveAddr3: '復興南路一段390號5樓',
    });
  });

  it('a new applicant: the name given to A28 and the birthday A84 accepted', async () => {
    const s = await sim.session();
    await s.call('A84', { IDNO: 'F131104093', Birthday: '0790101' });
    s.applyLogId = (await s.call('A28', { ID: 'F131104093', CustomerName: '林大同', CTID: 'DEMO-CASHBACK' })).ApplyLogID;
    expect(await s.call('A61', { FontBase64: b64(images.jpg()), BackBase64: b64(images.jpg()) })).toMatchObject({
      Success: true, OwnCompBin: 'F131104093', NameChinese: '林大同', BirthdayY: '79', BirthdayM: '01', BirthdayD: '01',
    });
  });

  it('a front image uploaded as mismatch*.jpg shows another valid ID', async () => {
    expect(isNationalId(MISMATCH.ID)).toBe(true);
    const s = await sim.customer('A123456789', '0690101');
    const front = images.jpg(4000);
    await preview(sim, s, front, 'mismatch-front.jpg');
    expect(await s.call('A61', { FontBase64: b64(front), BackBase64: b64(images.jpg()) })).toMatchObject({ Success: true, OwnCompBin: MISMATCH.ID, NameChinese: MISMATCH.NameChinese });
  });

  it('a front image named unreadable* (uploaded, or named by FontFileName) fails', async () => {
    const s = await sim.customer('A123456789', '0690101');
    const front = images.jpg(4100);
    await preview(sim, s, front, 'UNREADABLE.jpg');
    expect(await s.call('A61', { FontBase64: b64(front), BackBase64: b64(images.jpg()) })).toEqual(withMessageTranslations({ Success: false, ErrMsg: MSG_UNREADABLE }));
    expect(await s.call('A61', { FontBase64: b64(images.jpg(4200)), BackBase64: b64(images.jpg()), FontFileName: 'unreadable.png' })).toEqual(withMessageTranslations({ Success: false, ErrMsg: MSG_UNREADABLE }));
  });

  it('bytes that are no JPEG or PNG, or a missing image, are unreadable', async () => {
    const s = await sim.customer('A123456789', '0690101');
    for (const [front, back] of [[b64(images.pdf()), b64(images.jpg())], [b64(images.jpg()), ''], ['!!', b64(images.jpg())]]) {
      expect(await s.call('A61', { FontBase64: front, BackBase64: back })).toEqual(withMessageTranslations({ Success: false, ErrMsg: MSG_UNREADABLE }));
    }
  });

  it('takes two photos of up to the single-file size each (a body over 1 MB)', async () => {
    const s = await sim.customer('A123456789', '0690101');
    const big = b64(images.jpg(2 * 1024 * 1024));
    expect((await s.call('A61', { FontBase64: big, BackBase64: big })).Success).toBe(true);
  });
});
