// A60 hold-and-save and A59 restore (001 §4.2, F1-18, F1-91, F2-48): the parts merge; a new
// browser session of the same applicant (new Token, new apply log, verified on the same mobile)
// gets the held application back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_CONTENT_BAD } from '../../../simulator/calls/A60.js';
import { startTestSim, type Session, type TestSim } from './helpers.js';
import { withMessageTranslations } from '../../../simulator/messages.js';

let sim: TestSim;
beforeAll(async () => { sim = await startTestSim(); });
afterAll(async () => { await sim.close(); });

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64');
const etb = async () => sim.verified(await sim.customer('A123456789', '0690101'), '0912345678');
const held = async (s: Session) => {
  const res = await s.call('A59');
  expect(res.Success).toBe(true);
  return res.ContentJson === '' ? '' : JSON.parse(res.ContentJson);
};

describe('A60 and A59', () => {
  it('nothing held: ContentJson is empty', async () => {
    const s = await sim.verified(await sim.newApplicant('C123456709', '0988777666'), '0988777666');
    expect(await s.call('A59')).toEqual({ Success: true, ContentJson: '' });
  });

  it('Form1 then Form2 are merged, the later save of a part replacing it', async () => {
    const s = await etb();
    expect(await s.call('A60', { ContentJSON: b64({ Page2_4: { NameChinese: '王小明' }, ModFlag: { EmailModFlag: 'N' } }), SalesID: 'S123456' })).toEqual({ Success: true });
    await s.call('A60', { ContentJSON: b64({ Page2_5: { Form2Data: { Company: '甲公司' } } }) });
    await s.call('A60', { ContentJSON: b64({ Page2_4: { NameChinese: '王大明' } }) });
    expect(await held(s)).toEqual({ Page2_4: { NameChinese: '王大明' }, ModFlag: { EmailModFlag: 'N' }, Page2_5: { Form2Data: { Company: '甲公司' } } });
  });

  it('a new browser session of the same applicant, verified on the same mobile, restores it', async () => {
    const first = await etb();
    await first.call('A60', { ContentJSON: b64({ Page2_4: { HomeAddr: '復興南路一段390號5樓' } }) });
    const again = await etb();
    expect(again.token).not.toBe(first.token);
    expect(again.applyLogId).not.toBe(first.applyLogId);
    expect((await held(again)).Page2_4).toEqual({ HomeAddr: '復興南路一段390號5樓' });
    // restored onto the new apply log: its own saves merge into it
    await again.call('A60', { ContentJSON: b64({ Page2_5: { Company: '乙公司' } }) });
    expect(await held(again)).toMatchObject({ Page2_4: { HomeAddr: '復興南路一段390號5樓' }, Page2_5: { Company: '乙公司' } });
  });

  it('a new-to-bank applicant gets it back on the mobile the first session was verified on', async () => {
    const first = await sim.verified(await sim.newApplicant('P135791302', '0911000111'), '0911000111');
    await first.call('A60', { ContentJSON: b64({ Page2_4: { NameChinese: '周杰' } }) });
    const again = await sim.verified(await sim.newApplicant('P135791302', '0911000111'), '0911000111');
    expect((await held(again)).Page2_4).toEqual({ NameChinese: '周杰' });
  });

  it.each([['not base64 !'], [b64([1, 2])], [Buffer.from('{oops').toString('base64')], ['']])('A60 refuses ContentJSON %j', async (ContentJSON) => {
    const s = await etb();
    expect(await s.call('A60', { ContentJSON })).toEqual(withMessageTranslations({ Success: false, ErrMsg: MSG_CONTENT_BAD }));
  });
});
