// The progress inquiry's bank side (simulator/inquiry.ts): an application submitted through A97
// is found by A114 (ID and birthday, its ApplyID), shown by A111 as pending with the verified
// apply log's VerifyType, beside a customer's seeded past applications; statuses come with their
// English; A113's text message carries the code and the web identification code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PENDING, maskInquiryMobile } from '../../../simulator/inquiry.js';
import { application, contentJson } from '../../support/applications.js';
import { lastCode, startTestSim, type Session, type TestSim } from './helpers.js';

const ETB = { id: 'A123456789', birthday: '0690101', mobile: '0912345678' };
const SEEDED = { id: 'M120345672', birthday: '0710303', mobile: '0910222333' };

let sim: TestSim;
beforeAll(async () => { sim = await startTestSim({ policy: { sameCardWindowMs: 0 } }); });
afterAll(async () => { await sim.close(); });

async function submitted(): Promise<string> {
  const s = await sim.idPhotos(await sim.verified(await sim.customer(ETB.id, ETB.birthday), ETB.mobile));
  const answer = await s.call('A97', { ContentJSON: contentJson(await application(s.applyLogId, ETB, { gifts: ['CB-F02', 'CB-A01'] })) });
  expect(answer.Result).toBe('1');
  return answer.ApplyID;
}

async function inquire(who: { id: string; birthday: string; mobile: string }, applyId = ''): Promise<Session> {
  const s = await sim.session();
  expect((await s.call('A114', { IDNO: who.id, Birthday: who.birthday, ApplyID: applyId, ApplyType: 'CC' })).Success).toBe(true);
  expect((await s.call('A113', { ID: who.id, Mobile: '', Lang: 'zh_TW', ApplyType: 'CC' })).Status).toBe(1);
  expect((await s.call('A112', { ID: who.id, OTPPin: await lastCode(sim, who.mobile), ApplyType: 'CC' })).Status).toBe(1);
  return s;
}

describe('the progress inquiry', () => {
  it('finds an application submitted through A97: pending, its apply log verified by SMS (VerifyType 9), today in ROC', async () => {
    const applyId = await submitted();
    const s = await inquire(ETB, applyId);
    const answer = await s.call('A111', { IDNO: ETB.id, ApplyType: 'CC' });
    expect(answer.CCPLApplyTable).toHaveLength(1);
    expect(answer.CCPLApplyTable[0]).toMatchObject({ ApplyID: applyId, Status: PENDING.Status, IsApprove: 'N', VerifyType: '9' });
    expect(answer.CCPLApplyTable[0].ApplyDate).toMatch(/^1\d{6}$/);
    expect(answer.Translations.en.CCPLApplyTable[0].Status).toBe(PENDING.StatusEN);
  });

  it('a new-to-bank applicant (not on file) is found by the birthday and mobile of the application, VerifyType 9, CustomerType NTB', async () => {
    const NTB = { id: 'F131104093', birthday: '0790101', mobile: '0911222333' };
    const s = await sim.idPhotos(await sim.verified(await sim.newApplicant(NTB.id, NTB.mobile), NTB.mobile));
    const content = await application(s.applyLogId, NTB, { gifts: ['CB-F02', 'CB-A01'], form1: { NameChinese: '王大明', Email: 'n@example.com' } });
    expect(content).toMatchObject({ Birthday: '1990-01-01', Mobile: NTB.mobile });
    const answer = await s.call('A97', { ContentJSON: contentJson(content) });
    expect(answer.Result).toBe('1');
    const wrong = await sim.session();
    expect((await wrong.call('A114', { IDNO: NTB.id, Birthday: '0790102', ApplyType: 'CC' })).Success).toBe(false);
    const lookup = await (await sim.session()).call('A114', { IDNO: NTB.id, Birthday: NTB.birthday, ApplyType: 'CC' });
    expect(lookup).toMatchObject({ Success: true, CustomerType: 'NTB', Mobile: '0911******' });
    const q = await inquire(NTB);
    expect((await q.call('A111', { IDNO: NTB.id, ApplyType: 'CC' })).CCPLApplyTable).toEqual([expect.objectContaining({ ApplyID: answer.ApplyID, VerifyType: '9' })]);
  });

  it("the seeded identity's three applications, newest first, each status with its English", async () => {
    const s = await inquire(SEEDED);
    const answer = await s.call('A111', { IDNO: SEEDED.id, ApplyType: 'CC' });
    expect(answer.CCPLApplyTable.map((r: { Status: string }) => r.Status)).toEqual(['審核中', '未通過', '核准']);
    expect(answer.Translations.en.CCPLApplyTable.map((r: { Status: string }) => r.Status)).toEqual(['Under review', 'Not approved', 'Approved']);
    expect(Object.keys(answer.CCPLApplyTable[0]).sort()).toEqual(['ApplyDate', 'ApplyID', 'ApplyLogID', 'IsApprove', 'Status', 'VerifyType']);
  });

  it("A113's text message names the code and the web identification code", async () => {
    const s = await sim.session();
    await s.call('A114', { IDNO: SEEDED.id, Birthday: SEEDED.birthday, ApplyType: 'CC' });
    const { S1 } = await s.call('A113', { ID: SEEDED.id, Lang: 'zh_TW', ApplyType: 'CC' });
    const sms = (await sim.outbox()).filter((m) => m.to === SEEDED.mobile).at(-1)!;
    expect(sms.text).toContain(sms.code);
    expect(sms.text).toContain(S1);
    expect(sms.text).toContain('申請進度查詢');
    // Lang en_US (the app in English): the message in English.
    const en = await sim.session();
    await en.call('A114', { IDNO: SEEDED.id, Birthday: SEEDED.birthday, ApplyType: 'CC' });
    await en.call('A113', { ID: SEEDED.id, Lang: 'en_US', ApplyType: 'CC' });
    const english = (await sim.outbox()).filter((m) => m.to === SEEDED.mobile).at(-1)!;
    expect(english.text).toMatch(/^\[Bank\] Your progress inquiry one-time password is \d{6}/);
  });

  it('masks a mobile with its first 4 characters visible', () => {
    expect(maskInquiryMobile('0912345678')).toBe('0912******');
  });
});
