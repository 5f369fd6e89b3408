// tests/support/applications.ts: given a verified session of each test identity (every customer of
// simulator/data/customers.json, and a new applicant), when the complete application is built,
// then it has A97's keys in flows/payloads.json's order, it says what the session proved, and the
// bank takes it: at once for an ETP customer with an ETP flag (its journey skips /UploadID), only
// once the ID photos are submitted for everyone whose journey passes /UploadID (E220456783, an ETP
// customer without ETP flags; every ETB and new applicant).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payloadKeys } from '../../../rules/payloads/entries.js';
import type { PayloadFile } from '../../../rules/payloads/types.js';
import type { Customer } from '../../../simulator/data.js';
import { rocToIso } from '../../../rules/functions/rocToIso.js';
import { application, contentJson, type Applicant } from '../../support/applications.js';
import { readConfig } from '../../support/config.js';
import { MSG_ID_PHOTOS_MISSING } from '../../../simulator/judge/steps.js';
import { startTestSim, type Session, type TestSim } from './helpers.js';

const customers = readConfig<Customer[]>('simulator/data/customers.json');
const A97_KEYS = payloadKeys(readConfig<PayloadFile>('flows/payloads.json').payloads.A97).map((k) => k.key);

let sim: TestSim;
beforeAll(async () => { sim = await startTestSim(); });

/** The README's paths: only an ETP customer with an ETP flag (FlowType ETP or ApproveCus Y) goes from the SMS code to /StartTWID or /Form1, not /UploadID. */
const skipsUpload = (c: Customer | undefined) => c?.CustomerType === 'ETP' && (c.FlowType === 'ETP' || c.ApproveCus === 'Y');
afterAll(async () => { await sim.close(); });

/** A verified session of a customer on file: an off-us customer passes the other-bank card check first (README). */
async function verifiedCustomer(c: Customer): Promise<Session> {
  const s = await sim.customer(c.IDNO, c.Birthday);
  if (c.OFFUSFlag === 'Y') {
    expect((await s.call('A80', { CardNo: '4111111111111111', CardEffective: '1299', CardCVV2: '123', Mobile: c.Mobile })).Result).toBe('Y');
  }
  return sim.verified(s, c.Mobile);
}

describe('a complete application for every test identity', () => {
  it.each([
    ...customers.map((c) => ({ who: `${c.IDNO} (${c.CustomerType}/${c.FlowType})`, applicant: { id: c.IDNO, birthday: c.Birthday, mobile: c.Mobile }, start: () => verifiedCustomer(c) })),
    { who: 'F131104093 (NTB)', applicant: { id: 'F131104093', birthday: '0790101', mobile: '0911222333' }, start: async () => sim.verified(await sim.newApplicant('F131104093', '0911222333'), '0911222333') },
  ] as Array<{ who: string; applicant: Applicant; start: () => Promise<Session> }>)('$who is taken', async ({ applicant, start }) => {
    const s = await start();
    const content = await application(s.applyLogId, applicant);
    const keys = Object.keys(content);
    expect(keys).toEqual(A97_KEYS.filter((k) => keys.includes(k)));
    expect(content).toMatchObject({ ApplyLogID: s.applyLogId, IDNO: applicant.id, Birthday: rocToIso(applicant.birthday), Mobile: applicant.mobile });
    const onFile = customers.find((c) => c.IDNO === applicant.id);
    if (onFile) expect(content.ChineseName).toBe(onFile.NameChinese);
    const taken = { Success: true, Result: '1', ApplyID: expect.stringMatching(/^CC\d{20}$/) };
    if (skipsUpload(onFile)) {
      expect(await s.call('A97', { ContentJSON: contentJson(content) })).toEqual(taken);
      return;
    }
    expect(await s.call('A97', { ContentJSON: contentJson(content) })).toMatchObject({ Success: true, Result: '0', ApplyID: '', ErrMsg: MSG_ID_PHOTOS_MISSING });
    await sim.idPhotos(s);
    expect(await s.call('A97', { ContentJSON: contentJson(content) })).toEqual(taken);
  });
});
