// tests/support/applications.ts: given a verified session of each test identity (every customer of
// simulator/data/customers.json, and a new applicant), when the complete application is built,
// then it has A97's keys in flows/payloads.json's order, it says what the session proved, and the
// bank takes it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payloadKeys } from '../../../rules/payloads/entries.js';
import type { PayloadFile } from '../../../rules/payloads/types.js';
import type { Customer } from '../../../simulator/data.js';
import { rocToIso } from '../../../rules/functions/rocToIso.js';
import { application, contentJson, type Applicant } from '../../support/applications.js';
import { readConfig } from '../../support/config.js';
import { startTestSim, type Session, type TestSim } from './helpers.js';

const customers = readConfig<Customer[]>('simulator/data/customers.json');
const A97_KEYS = payloadKeys(readConfig<PayloadFile>('flows/payloads.json').payloads.A97).map((k) => k.key);

let sim: TestSim;
beforeAll(async () => { sim = await startTestSim(); });
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
    expect(await s.call('A97', { ContentJSON: contentJson(content) })).toEqual({ Success: true, Result: '1', ApplyID: expect.stringMatching(/^CC\d{20}$/) });
  });
});
