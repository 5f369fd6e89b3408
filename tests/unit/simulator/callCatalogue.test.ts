// The simulator against the call catalogue (flows/calls.json): every call it answers is catalogued
// with the same endpoint, and its successful answer carries every declared response field that is
// not optional, and no field the catalogue does not declare. Each call is reached by a journey in
// which it succeeds (identities of simulator/README.md).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, fileCalls } from '../../../simulator/calls/index.js';
import { readCatalogue, responseFields, type CatalogueCall } from '../../../scripts/check/callCatalogue.js';
import { images, lastCode, preview, startTestSim, type Body, type Session, type TestSim } from './helpers.js';
import { check as twidCheck, portalFields, verifiedEtp } from './twidHelpers.js';
import { AGENT, agentSent, customerContinues, PASSWORDS, portal, returnCode } from './agentJourney.js';
import { mydata } from './mydataHelpers.js';
import { application, contentJson } from '../../support/applications.js';

const catalogue = readCatalogue(JSON.parse(readFileSync(new URL('../../../flows/calls.json', import.meta.url), 'utf8')));

const ETB = { id: 'A123456789', birthday: '0690101', mobile: '0912345678' };
const NTB = { id: 'F131104093', birthday: '0790101', mobile: '0911222333' };
const CTID = 'DEMO-CASHBACK';

let sim: TestSim;
beforeAll(async () => { sim = await startTestSim({ policy: { sameCardWindowMs: 0 } }); });
afterAll(async () => { await sim.close(); });

/** One verified ETB session, shared by the calls that need a verified apply log (A20, A152, A166). */
let verified: Promise<Session> | undefined;
const verifiedEtb = () => (verified ??= sim.customer(ETB.id, ETB.birthday).then((s) => sim.verified(s, ETB.mobile)));

/** The agent journey up to A127 (the customer's A131 passed), shared by the agent calls. */
let agentRun: ReturnType<typeof agentSent> | undefined;
const agentJourney = () => (agentRun ??= agentSent(sim));

/** An ETB session after A84, before A5: the answers of both. */
async function existingCustomer(): Promise<{ A84: Body; A5: Body }> {
  const s = await sim.session();
  const A84 = await s.call('A84', { IDNO: ETB.id, Birthday: ETB.birthday });
  return { A84, A5: await s.call('A5', { ID: ETB.id, BDayYMD: ETB.birthday, CTID }) };
}

/** An NTB session that opened its apply log with A28: that answer and the session. */
async function newApplicant(): Promise<{ s: Session; A28: Body }> {
  const s = await sim.session();
  await s.call('A84', { IDNO: NTB.id, Birthday: NTB.birthday });
  const A28 = await s.call('A28', { ID: NTB.id, CTID, Mobile: '' });
  s.applyLogId = A28.ApplyLogID;
  return { s, A28 };
}

/** The answer, once it shows the outcome the journey was for (a sent or passed code, a passed check). */
async function passed(answer: Promise<Body>, outcome: Record<string, unknown>): Promise<Body> {
  const body = await answer;
  expect(body).toMatchObject(outcome);
  return body;
}

/** A journey to a successful answer of each call the simulator implements. */
/** One data platform forward (A149, A150, A153, A104), shared by those calls (the SMS limits allow few journeys). */
let mydataOnce: ReturnType<ReturnType<typeof mydata>['journey']> | undefined;
const mydataJourney = () => (mydataOnce ??= verifiedEtp(sim).then((s) => mydata(sim).journey(s)));

const reach: Record<string, () => Promise<unknown>> = {
  A1: () => sim.call('A1', { ClientType: '2', IP: '' }),
  A5: async () => (await existingCustomer()).A5,
  A6: async () => (await sim.raw('A6', {})).json(),
  A17: () => sim.call('A17', { CTID, CampaignCode: '', ApplyType: 'X' }),
  A20: async () => (await verifiedEtb()).call('A20', { ID: ETB.id, ApplyType: 'X' }),
  A28: async () => (await newApplicant()).A28,
  A31: () => sim.call('A31'),
  A32: async () => passed((await sim.customer(ETB.id, ETB.birthday)).call('A32', { ID: ETB.id, Mobile: ETB.mobile, OTPMobile: ETB.mobile }), { Status: 1 }),
  A33: async () => {
    const s = await sim.customer(ETB.id, ETB.birthday);
    await s.call('A32', { ID: ETB.id, Mobile: ETB.mobile, OTPMobile: ETB.mobile });
    return passed(s.call('A33', { ID: ETB.id, OTPPin: await lastCode(sim, ETB.mobile) }), { Status: 1 });
  },
  A37: () => sim.call('A37', { SalesId: 'S123456' }),
  A141: () => sim.call('A141', { ApplyType: 'CC', SalesID: 'S123456' }),
  A110: async () => {
    const s = await verifiedEtp(sim);
    const tx = await mydata(sim).open(s);
    return passed(s.call('A110', { MDID: tx.mdid, tqID: tx.tx_id }), { Success: true });
  },
  A161: async () => {
    const s = await sim.idPhotos(await sim.verified(await sim.customer(ETB.id, ETB.birthday), ETB.mobile));
    const { ApplyID } = await passed(s.call('A97', { ContentJSON: contentJson(await application(s.applyLogId, ETB)) }), { Result: '1' });
    return passed(s.call('A161', { ApplyID, ApplyType: 'CC' }), { Success: true });
  },
  A43: async () => (await sim.customer(ETB.id, ETB.birthday)).call('A43', { ID: ETB.id, Action: 'ccOTP', Remark: '' }),
  A56: () => sim.call('A56'),
  A63: async () => passed((await newApplicant()).s.call('A63', { BankNo: '822', Account: '123456789012', Mobile: NTB.mobile, IDNO: NTB.id }), { Result: 'Y' }),
  A64: () => sim.call('A64'),
  A73: async () => { const s = await sim.session(); return s.call('A73', {}); },
  A74: async () => passed((await sim.newApplicant(NTB.id, NTB.mobile)).call('A74', { ID: NTB.id, Mobile: NTB.mobile, OTPMobile: NTB.mobile, Lang: 'zh_TW' }), { Status: 1 }),
  A75: async () => {
    const s = await sim.newApplicant(NTB.id, NTB.mobile);
    await s.call('A74', { ID: NTB.id, Mobile: NTB.mobile, OTPMobile: NTB.mobile });
    return passed(s.call('A75', { ID: NTB.id, OTPPin: await lastCode(sim, NTB.mobile) }), { Status: 1 });
  },
  A76: () => sim.call('A76', { OS: 'iOS', OSVersion: '17', Browser: 'Safari', BrowserVersion: '17', APID: '' }),
  A80: async () => passed((await newApplicant()).s.call('A80', { CardNo: '4111111111111111', CardEffective: '1299', CardCVV2: '123', Mobile: NTB.mobile }), { Result: 'Y' }),
  A81: () => sim.call('A81'),
  A84: async () => (await existingCustomer()).A84,
  A97: async () => {
    const s = await sim.idPhotos(await sim.verified(await sim.customer(ETB.id, ETB.birthday), ETB.mobile));
    return passed(s.call('A97', { ContentJSON: contentJson(await application(s.applyLogId, ETB)) }), { Result: '1' });
  },
  A99: async () => (await sim.session()).call('A99', { ForwardJWT: 'IB-TOKEN-A123456789', CTID }),
  A103: async () => (await sim.customer(ETB.id, ETB.birthday)).call('A103', { IBMB: 'IB' }),
  A122: () => sim.call('A122', { CTID, ApplyType: 'CC', CPA: 'Y' }),
  A137: () => sim.call('A137', { CTID, ApplyType: 'CC' }),
  A138: () => sim.call('A138', { CTID, ApplyType: 'CC' }),
  A152: async () => (await verifiedEtb()).call('A152'),
  A155: () => sim.call('A155'),
  A166: async () => (await verifiedEtb()).call('A166', { PageData: Buffer.from(JSON.stringify({ CardAndGiftInfos: {} })).toString('base64'), MDIDCode: 'M1' }),
  A22: () => sim.call('A22'),
  A25: async () => (await sim.customer(ETB.id, ETB.birthday)).call('A25'),
  A29: async () => (await verifiedEtb()).call('A29', { EMail: 'someone@example.com', NTBETB: 'ETB' }),
  A59: async () => (await verifiedEtb()).call('A59'),
  A143: async () => {
    const s = await verifiedEtb();
    await s.call('A29', { EMail: 'mail-a143@example.com', NTBETB: 'ETB' });
    return s.call('A143');
  },
  A144: async () => {
    const s = await sim.verified(await sim.customer(ETB.id, ETB.birthday), ETB.mobile);
    await s.call('A29', { EMail: 'mail-a144@example.com', NTBETB: 'ETB' });
    const { OTPID } = await s.call('A143');
    const mail = (await sim.outbox()).filter((m) => m.to === 'mail-a144@example.com').at(-1)!;
    return passed(s.call('A144', { OTPID, OTPPin: mail.code }), { Status: 'Y' });
  },
  A123: async () => {
    const s = await sim.verified(await sim.customer(ETB.id, ETB.birthday), ETB.mobile);
    await s.call('A29', { EMail: 'mail-a123@example.com', NTBETB: 'ETB' });
    await s.call('A143');
    const mail = (await sim.outbox()).filter((m) => m.to === 'mail-a123@example.com').at(-1)!;
    const cid = decodeURIComponent(/[?&]cid=([^&\s]+)/.exec(mail.text)![1]);
    return (await sim.session()).call('A123', { cid });
  },
  A60: async () => (await verifiedEtb()).call('A60', { ContentJSON: Buffer.from(JSON.stringify({ Page2_4: {} })).toString('base64'), SalesID: '' }),
  A61: async () => {
    const b64 = Buffer.from(images.jpg()).toString('base64');
    return (await sim.customer(ETB.id, ETB.birthday)).call('A61', { FontBase64: b64, BackBase64: b64 });
  },
  A66: () => sim.call('A66', { CTID }),
  A71: () => sim.call('A71'),
  A108: () => sim.call('A108', { CName: '王小明' }),
  A159: async () => (await verifiedEtb()).call('A159'),
  // The mobile-number identity check (tests/unit/simulator/twidHelpers.ts), each step on its own journey.
  RequestSignature: async () => (await verifiedEtp(sim)).call('RequestSignature'),
  A151: async () => {
    const s = await verifiedEtp(sim);
    const sig = await s.call('RequestSignature');
    return s.call('A151', { Signature: sig.Signature, ReturnTo: 'finishVerify', MDID: '' });
  },
  A146: async () => {
    const s = await verifiedEtp(sim);
    const sig = await s.call('RequestSignature');
    await s.call('A151', { Signature: sig.Signature, ReturnTo: 'finishVerify', MDID: '' });
    return s.call('A146');
  },
  A147: async () => portalFields(await verifiedEtp(sim)),
  A148: async () => passed(verifiedEtp(sim).then((s) => twidCheck(sim, s, 'success')), { Success: true }),
  // The government data platform forward (tests/unit/simulator/mydataHelpers.ts): one journey each.
  A149: async () => (await mydataJourney()).A149,
  A150: async () => (await mydataJourney()).A150,
  A153: async () => (await mydataJourney()).A153,
  A104: async () => (await mydataJourney()).A104,
  // Agent mode (tests/unit/simulator/agentJourney.ts): one journey, each call's answer on it.
  A131: async () => (await agentJourney()).A131,
  A129: async () => passed((await agentJourney()).agent.call('A129', { AgentID: AGENT }), { VerifyType: '9' }),
  A132: async () => (await agentJourney()).agent.call('A132', { AgentID: AGENT }),
  A127: async () => (await agentJourney()).A127,
  A128: async () => (await customerContinues(sim, (await agentJourney()).forward)).A128,
  // The agent's staff sign-in (simulator/staffPortal.ts): the request, the portal, the return code.
  AgentSignIn: async () => (await sim.session()).call('AgentSignIn', { AgentID: AGENT, CTID }),
  AgentSignInResult: async () => {
    const s = await sim.session();
    const { RequestNo } = await s.call('AgentSignIn', { AgentID: AGENT, CTID });
    const { answer } = await portal(sim, RequestNo, AGENT, PASSWORDS[AGENT]);
    return passed(s.call('AgentSignInResult', { AgentID: AGENT, Code: returnCode(answer) }), { Success: true });
  },
  UploadHandOver: async () => (await verifiedEtb()).call('UploadHandOver'),
  UploadHandOverRedeem: async () => {
    const desktop = await verifiedEtb();
    const { Code } = await desktop.call('UploadHandOver');
    return (await sim.session()).call('UploadHandOverRedeem', { ApplyLogID: desktop.applyLogId, Code });
  },
  UploadHandOverStatus: async () => {
    const desktop = await verifiedEtb();
    const phone = await sim.session();
    await phone.call('UploadHandOverRedeem', { ApplyLogID: desktop.applyLogId, Code: (await desktop.call('UploadHandOver')).Code });
    const uuidList = [await preview(sim, phone, images.jpg(5000), 'front.jpg'), await preview(sim, phone, images.jpg(5001), 'back.jpg')];
    await sim.file('FileUploadSubmit', { Token: phone.token, ApplyLogID: desktop.applyLogId, uuidList, ApplyType: 'CC' });
    return passed(desktop.call('UploadHandOverStatus'), { Uploaded: 'Y' });
  },
  A114: async () => passed((await sim.session()).call('A114', { IDNO: INQ.id, Birthday: INQ.birthday, ApplyID: '', ApplyType: 'CC' }), { Success: true }),
  A113: async () => {
    const s = await sim.session();
    await s.call('A114', { IDNO: INQ.id, Birthday: INQ.birthday, ApplyType: 'CC' });
    return passed(s.call('A113', { ID: INQ.id, Mobile: '0910******', Lang: 'zh_TW', ApplyType: 'CC' }), { Status: 1 });
  },
  A112: async () => (await inquiryVerified()).A112,
  A111: async () => passed((await inquiryVerified()).s.call('A111', { IDNO: INQ.id, ApplyType: 'CC' }), { Success: true }),
  A124: async () => passed((await inquiryVerified()).s.call('A124', { ApplyID: 'CC1151102000103', ApplyType: 'CC' }), { Success: true }),
};

/** The seeded identity with three past applications (README's test identities): A114, A113 and A112 passed. */
const INQ = { id: 'M120345672', birthday: '0710303', mobile: '0910222333' };
let inquiry: Promise<{ s: Session; A112: Body }> | undefined;
const inquiryVerified = () => (inquiry ??= (async () => {
  const s = await sim.session();
  await s.call('A114', { IDNO: INQ.id, Birthday: INQ.birthday, ApplyType: 'CC' });
  await s.call('A113', { ID: INQ.id, Mobile: '0910******', Lang: 'zh_TW', ApplyType: 'CC' });
  const A112 = await passed(s.call('A112', { ID: INQ.id, OTPPin: await lastCode(sim, INQ.mobile), ApplyType: 'CC' }), { Status: 1 });
  return { s, A112 };
})());

/** A journey to a successful answer of each file call (multipart, the Token inside ApiData). */
const reachFile: Record<string, () => Promise<unknown>> = {
  FileUploadPreview: async () => {
    const s = await sim.customer('A123456789', '0690101');
    return (await sim.file('FileUploadPreview', { token: s.token, extension: 'jpg', type: 2, ApplyType: 'CC' }, { bytes: images.jpg(), name: 'front.jpg' })).json();
  },
  FileUploadSubmit: async () => {
    const s = await sim.customer(ETB.id, ETB.birthday);
    const uuid = await preview(sim, s, images.jpg(), 'front.jpg');
    return (await sim.file('FileUploadSubmit', { Token: s.token, ApplyLogID: s.applyLogId, uuidList: [uuid], ApplyType: 'X' })).json();
  },
};

/** What is wrong with one answer object (or list item) against its catalogue entry. */
function faults(call: CatalogueCall, answer: Record<string, unknown>, where: string): string[] {
  const declared = responseFields(call);
  return [
    ...[...call.response].filter((f) => !(f in answer)).map((f) => `${where} lacks the declared field ${f}`),
    ...Object.keys(answer).filter((f) => !declared.has(f)).map((f) => `${where} has ${f}, which flows/calls.json does not declare`),
  ];
}

describe('every call the simulator answers is in flows/calls.json', () => {
  it('on the common endpoint, as the simulator serves it', () => {
    const wrong = Object.keys(calls).filter((code) => catalogue.get(code)?.endpoint !== 'common');
    expect(wrong, 'not catalogued, or catalogued as a file call').toEqual([]);
  });

  it('the file calls it answers are catalogued as file calls, and this test reaches each', () => {
    expect(Object.keys(fileCalls).filter((code) => catalogue.get(code)?.endpoint !== 'file')).toEqual([]);
    expect(Object.keys(reachFile).sort()).toEqual(Object.keys(fileCalls).sort());
  });

  it("and the catalogue's file calls are not answered on the common endpoint", async () => {
    const file = [...catalogue.values()].filter((c) => c.endpoint === 'file').map((c) => c.code);
    expect(file).toContain('FileUploadPreview');
    for (const code of file) expect((await sim.raw(code, {})).status, code).toBe(404);
  });

  it('and this test reaches each of them', () => {
    expect(Object.keys(reach).sort()).toEqual(Object.keys(calls).sort());
  });
});

describe('a successful answer has the declared response fields, and only those', () => {
  it.each(Object.keys(calls))('%s', async (code) => {
    const call = catalogue.get(code)!;
    const answer = await reach[code]();
    if (call.responseList) {
      expect(Array.isArray(answer), `${code} answers a bare list`).toBe(true);
      const list = answer as Record<string, unknown>[];
      expect(list.length).toBeGreaterThan(0);
      expect(list.flatMap((item, i) => faults(call, item, `${code}[${i}]`))).toEqual([]);
    } else {
      expect(answer).toMatchObject({ Success: true });
      expect(faults(call, answer as Record<string, unknown>, code)).toEqual([]);
    }
  });
});

describe('a successful file-call answer has the declared response fields, and only those', () => {
  it.each(Object.keys(fileCalls))('%s', async (code) => {
    const answer = (await reachFile[code]()) as Record<string, unknown>;
    expect(answer).toMatchObject({ status: 0 });
    expect(faults(catalogue.get(code)!, answer, code)).toEqual([]);
  });
});
