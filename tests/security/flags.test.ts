// Issue 18 §2 and the Medium findings, called as a script would: A97 takes the flags a browser
// sets only as the bank's records of the apply log prove them (IsOCR, STPFlowFlag, ApplyShortForm,
// MDID), the steps the journey model requires before it only as recorded (E220456783's ID photos),
// one application per person and card, and nothing for a withdrawn campaign. Each claim is made
// without its proof (refused, nothing stored), then with it (taken): the edge is the proof itself.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_ALREADY_APPLIED } from '../../simulator/calls/A97.js';
import { MSG_WITHDRAWN } from '../../simulator/calls/shared.js';
import { MSG_MDID_UNPROVED, MSG_OCR_UNPROVED, MSG_SHORT_FORM_UNPROVED, MSG_STP_UNPROVED } from '../../simulator/judge/flags.js';
import { MSG_ID_PHOTOS_MISSING } from '../../simulator/judge/steps.js';
import { bankPolicy } from '../../simulator/policy.js';
import { withMessageTranslations } from '../../simulator/messages.js';
import { application, contentJson, type Answers, type Applicant } from '../support/applications.js';
import { images, preview, startTestSim, type Body, type Session, type TestSim } from '../unit/simulator/helpers.js';
import { pickOutcome, portalFields, postPortal } from '../unit/simulator/twidHelpers.js';
import { b64, returnAddress } from '../unit/simulator/mydataHelpers.js';

const ROOT = resolve(import.meta.dirname, '../..');
const NTB: Applicant = { id: 'F131104093', birthday: '0790101', mobile: '0911222333' };
const ETB: Applicant = { id: 'A123456789', birthday: '0690101', mobile: '0912345678' };
/** An ETP customer with ETP flags (pre-approved): no /UploadID on the way. */
const ETP: Applicant = { id: 'B220012340', birthday: '0750505', mobile: '0922333444' };
/** An ETP customer without ETP flags (ApproveCus N, FlowType ETB): every way passes /UploadID. */
const E220: Applicant = { id: 'E220456783', birthday: '0800808', mobile: '0955666777' };
/** On file with ApplyShortForm Y (A20). */
const SHORT: Applicant = { id: 'D234567805', birthday: '0820202', mobile: '0966888999' };

let sim: TestSim;
// Many sessions of a few identities: the SMS limits are the rate-limit tests' business; one
// application per person and card is tested on a simulator of its own below.
beforeAll(async () => { sim = await startTestSim({ policy: { codesPerMobile: 1000, codesPerId: 1000, sameCardWindowMs: 0 } }); });
afterAll(async () => { await sim.close(); });

const customer = async (t: TestSim, who: Applicant) => t.verified(await t.customer(who.id, who.birthday), who.mobile);
const submit = async (s: Session, who: Applicant, answers: Answers = {}, extra: Record<string, unknown> = {}) =>
  s.call('A97', { ContentJSON: contentJson({ ...(await application(s.applyLogId, who, answers)), ...extra }) });
const refused = (ErrMsg: string) => withMessageTranslations({ Success: true, Result: '0', ApplyID: '', ErrMsg });
const taken = { Success: true, Result: '1', ApplyID: expect.stringMatching(/^CC\d{20}$/) };
const stored = async (t: TestSim, s: Session) => ((await t.dev('GET', 'applications')) as Array<{ ApplyLogID: string; content: Record<string, unknown> }>)
  .filter((a) => a.ApplyLogID === s.applyLogId);

/** The ID photos previewed and submitted (FileUploadSubmit), front and back or only `sides`, without recognition (A61). */
async function photosOnly(t: TestSim, s: Session, sides: Array<'front' | 'back'> = ['front', 'back']): Promise<void> {
  const uuids = [];
  for (const side of sides) uuids.push(await preview(t, s, images.jpg(side === 'front' ? 2048 : 3072), `${side}.jpg`));
  const res = await t.file('FileUploadSubmit', { Token: s.token, ApplyLogID: s.applyLogId, uuidList: uuids, ApplyType: 'CC' });
  expect(((await res.json()) as Body).status).toBe(0);
}

/** A61 on the session's apply log; `name` mismatch* recognises another person (README magic values). */
const recognise = (s: Session, name = 'front.jpg') => {
  const photo = Buffer.from(images.jpg()).toString('base64');
  return s.call('A61', { FontBase64: photo, BackBase64: photo, FontFileName: name });
};

/** The mobile-number identity check through the portal with `outcome` (to `returnTo`, naming `mdid`): A148's answer. */
async function identityCheck(s: Session, outcome: string, returnTo = 'finishVerify', mdid = ''): Promise<Body> {
  const a147 = await portalFields(s, returnTo, mdid);
  expect((await postPortal(sim, a147)).status).toBe(200);
  expect((await pickOutcome(sim, a147, outcome)).status).toBe(303);
  return s.call('A148', { VerifyNo: a147.VerifyNo });
}

/** The data platform forward of a not pre-approved applicant (A149, the check, A150, A153, A104, the platform page) answered `code`: its MDID. */
async function dataPlatform(s: Session, who: Applicant, code: string): Promise<string> {
  const tx = await s.call('A149', { IDNO: who.id, Items: 'INCOME' });
  expect(tx.Success).toBe(true);
  const a148 = await identityCheck(s, 'success', 'finishMydata', tx.mdid);
  expect(a148.Success).toBe(true);
  expect((await s.call('A150', { spsignatureValidJson: b64({ MDID: tx.mdid, PKCS7Signatures: a148.PKCS7Signatures }) })).Success).toBe(true);
  const a153 = await s.call('A153', { CustomerID: who.id, TXID: tx.tx_id, Url: returnAddress(s.applyLogId), ApplyType: 'CC', Items: 'INCOME' });
  expect(a153.Success).toBe(true);
  const { ForwardToken } = await s.call('A104', { RedirectURL: a153.url });
  expect((await fetch(`${sim.url}${a153.url}&ForwardToken=${encodeURIComponent(ForwardToken)}`, { redirect: 'manual' })).status).toBe(200);
  const back = await fetch(`${sim.url}/__portal/mydata/answer`, {
    method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ key: new URL(a153.url, sim.url).searchParams.get('key')!, code }),
  });
  expect(back.status).toBe(303);
  return tx.mdid as string;
}

describe('IsOCR Y: only after A61 recognised this apply log\'s applicant', () => {
  it('claimed with the photos submitted but never recognised, then recognised as another person: refused; recognised as the applicant: taken', async () => {
    const s = await customer(sim, ETB);
    await photosOnly(sim, s);
    const ocr = { session: { IsOCR: 'Y' } };
    expect(await submit(s, ETB, ocr)).toEqual(refused(MSG_OCR_UNPROVED));
    expect((await recognise(s, 'mismatch-front.jpg')).OwnCompBin).toBe('K223344507');
    expect(await submit(s, ETB, ocr)).toEqual(refused(MSG_OCR_UNPROVED));
    expect(await stored(sim, s)).toEqual([]);
    expect((await recognise(s)).OwnCompBin).toBe(ETB.id);
    expect(await submit(s, ETB, ocr)).toEqual(taken);
    expect((await stored(sim, s))[0].content.IsOCR).toBe('Y');
  });

  it('another apply log\'s recognition proves nothing here', async () => {
    const other = await customer(sim, ETB);
    await recognise(other);
    const s = await customer(sim, ETB);
    await photosOnly(sim, s);
    expect(await submit(s, ETB, { session: { IsOCR: 'Y' } })).toEqual(refused(MSG_OCR_UNPROVED));
    expect(await submit(s, ETB)).toEqual(taken);
  });
});

describe('STPFlowFlag Y (no proof of income): only after this apply log passed the mobile-ID check', () => {
  it('a pre-approved customer: claimed with no check, then after a failed one: refused; after a passed one: taken', async () => {
    const s = await customer(sim, ETP);
    const stp = { session: { STPFlowFlag: 'Y' } };
    expect(await submit(s, ETP, stp)).toEqual(refused(MSG_STP_UNPROVED));
    expect((await identityCheck(s, '3644013')).Success).toBe(false);
    expect(await submit(s, ETP, stp)).toEqual(refused(MSG_STP_UNPROVED));
    expect(await stored(sim, s)).toEqual([]);
    expect((await identityCheck(s, 'success')).Success).toBe(true);
    expect(await submit(s, ETP, stp)).toEqual(taken);
    expect((await stored(sim, s))[0].content.STPFlowFlag).toBe('Y');
  });

  it('another apply log\'s passed check proves nothing here', async () => {
    expect((await identityCheck(await customer(sim, ETP), 'success')).Success).toBe(true);
    const s = await customer(sim, ETP);
    expect(await submit(s, ETP, { session: { STPFlowFlag: 'Y' } })).toEqual(refused(MSG_STP_UNPROVED));
  });

  it('not pre-approved (E220456783): the check passed but the data platform declined (401): refused; the platform gave the data (200): taken, with its MDID', async () => {
    const s = await sim.idPhotos(await customer(sim, E220));
    const declined = await dataPlatform(s, E220, '401');
    expect(await submit(s, E220, { session: { STPFlowFlag: 'Y' } })).toEqual(refused(MSG_STP_UNPROVED));
    // As the app sends it after the platform declined: STPFlowFlag N, and no MDID (flows/payloads.json).
    const selfUpload = await application(s.applyLogId, E220, { session: { STPFlowFlag: 'N', MDID: declined } });
    expect(selfUpload).not.toHaveProperty('MDID');
    const provided = await dataPlatform(s, E220, '200');
    expect(await submit(s, E220, { session: { STPFlowFlag: 'Y', MDID: provided } })).toEqual(taken);
    expect((await stored(sim, s))[0].content).toMatchObject({ STPFlowFlag: 'Y', MDID: provided });
  });
});

describe('MDID: only a data platform transaction of this apply log that answered 200', () => {
  it('an invented MDID, one of another apply log, one of this apply log that declined: refused; the one that gave the data: taken', async () => {
    const elsewhere = await sim.idPhotos(await customer(sim, E220));
    const othersMdid = await dataPlatform(elsewhere, E220, '200');
    const s = await sim.idPhotos(await customer(sim, E220));
    const declined = await dataPlatform(s, E220, '401');
    for (const MDID of ['MD123456789012345678901234', othersMdid, declined]) {
      expect(await submit(s, E220, {}, { MDID })).toEqual(refused(MSG_MDID_UNPROVED));
    }
    expect(await stored(sim, s)).toEqual([]);
    const provided = await dataPlatform(s, E220, '200');
    expect(await submit(s, E220, {}, { MDID: provided })).toEqual(taken);
  });
});

describe('ApplyShortForm Y: only when the customer record says so (A20)', () => {
  it('a customer whose record says N (and a new applicant, who has none): refused; D234567805, whose record says Y: taken', async () => {
    const etb = await sim.idPhotos(await customer(sim, ETB));
    expect(await submit(etb, ETB, { session: { ApplyShortForm: 'Y' } })).toEqual(refused(MSG_SHORT_FORM_UNPROVED));
    const ntb = await sim.idPhotos(await sim.verified(await sim.newApplicant(NTB.id, NTB.mobile), NTB.mobile));
    expect(await submit(ntb, NTB, { session: { ApplyShortForm: 'Y' } })).toEqual(refused(MSG_SHORT_FORM_UNPROVED));
    expect(await stored(sim, etb)).toEqual([]);
    const short = await customer(sim, SHORT);
    const content = await application(short.applyLogId, SHORT);
    expect(content.ApplyShortForm).toBe('Y');
    expect(await short.call('A97', { ContentJSON: contentJson(content) })).toEqual(taken);
  });
});

describe('the steps the journey model requires before A97, as the bank recorded them: E220456783\'s ID photos', () => {
  it('with nothing uploaded, and with the front only: refused; with front and back: taken', async () => {
    const s = await customer(sim, E220);
    expect(await submit(s, E220)).toEqual(refused(MSG_ID_PHOTOS_MISSING));
    await photosOnly(sim, s, ['front']);
    expect(await submit(s, E220)).toEqual(refused(MSG_ID_PHOTOS_MISSING));
    expect(await stored(sim, s)).toEqual([]);
    await photosOnly(sim, s, ['back']);
    expect(await submit(s, E220)).toEqual(taken);
  });

  it('photos previewed but never submitted, or submitted to another apply log: refused', async () => {
    const other = await sim.idPhotos(await customer(sim, E220));
    const s = await customer(sim, E220);
    await preview(sim, s, images.jpg(), 'front.jpg');
    await preview(sim, s, images.jpg(3072), 'back.jpg');
    expect(await submit(s, E220)).toEqual(refused(MSG_ID_PHOTOS_MISSING));
    expect(await submit(other, E220)).toEqual(taken);
  });

  it('the photos a phone of the QR link submitted count for the desktop (UploadHandOverStatus vouches for them)', async () => {
    const desktop = await customer(sim, E220);
    const { Code } = await desktop.call('UploadHandOver');
    const phone = await sim.session();
    expect((await phone.call('UploadHandOverRedeem', { ApplyLogID: desktop.applyLogId, Code })).Success).toBe(true);
    phone.applyLogId = desktop.applyLogId;
    await photosOnly(sim, phone);
    expect((await desktop.call('UploadHandOverStatus')).Uploaded).toBe('Y');
    expect(await submit(desktop, E220)).toEqual(taken);
  });

  it('an ETP customer with an ETP flag, whose journey skips /UploadID, is taken without photos', async () => {
    expect(await submit(await customer(sim, ETP), ETP)).toEqual(taken);
  });
});

describe('one application per person and card (policy.sameCardWindowMs)', () => {
  const WINDOW = bankPolicy.sameCardWindowMs;
  let own: TestSim;
  beforeAll(async () => { own = await startTestSim({ policy: { codesPerMobile: 1000, codesPerId: 1000 } }); });
  afterAll(async () => { await own.close(); });
  /** A new applicant's apply log for the campaign, verified, its ID photos submitted. */
  const ntb = async (CTID = 'DEMO-CASHBACK') => {
    const s = await own.session();
    expect((await s.call('A84', { IDNO: NTB.id, Birthday: NTB.birthday })).CustomerType).toBe('NTB');
    s.applyLogId = (await s.call('A28', { ID: NTB.id, CTID, Mobile: '' })).ApplyLogID;
    expect((await s.call('A80', { CardNo: '4111111111111111', CardEffective: '1299', CardCVV2: '123', Mobile: NTB.mobile })).Result).toBe('Y');
    return own.idPhotos(await own.verified(s, NTB.mobile));
  };

  it('a second apply log of the same ID for the same campaign is refused until the window has passed since the first; another campaign is not; the first apply log\'s retry still gets its case number', async () => {
    const first = await ntb();
    const content = contentJson(await application(first.applyLogId, NTB));
    const { ApplyID } = await first.call('A97', { ContentJSON: content });
    expect(ApplyID).toMatch(/^CC\d{20}$/);
    const second = await ntb();
    expect(await submit(second, NTB)).toEqual(refused(MSG_ALREADY_APPLIED));
    expect(await first.call('A97', { ContentJSON: content })).toEqual({ Success: true, Result: '1', ApplyID });
    const submittedAt = Date.parse(((await own.dev('GET', 'applications')) as Array<{ at: string }>)[0].at);
    // A second before the window ends (the simulator's clock moved on; a new session, the old token expired).
    await own.dev('POST', 'clock', { offsetMs: submittedAt + WINDOW - 1000 - Date.now() });
    expect(await submit(await ntb(), NTB)).toEqual(refused(MSG_ALREADY_APPLIED));
    await own.dev('POST', 'clock', { offsetMs: submittedAt + WINDOW + 1000 - Date.now() });
    expect(await submit(await ntb(), NTB)).toEqual(taken);
    // Another card (DEMO-TRAVEL) of the same person, while the cash-back card's application is pending.
    expect(await submit(await ntb('DEMO-TRAVEL'), NTB, { ctid: 'DEMO-TRAVEL' })).toEqual(taken);
  });

  it('ten apply logs of one customer through A99 (banking) submit at once: one is taken, nine refused, one application stored', async () => {
    await own.dev('POST', 'reset');
    const logs = await Promise.all(Array.from({ length: 10 }, async () => {
      const s = await own.session();
      const opened = await s.call('A99', { ForwardJWT: 'IB-TOKEN-A123456789', CTID: 'DEMO-CASHBACK' });
      s.applyLogId = opened.ApplyLogID;
      return own.idPhotos(s);
    }));
    const answers = await Promise.all(logs.map((s) => submit(s, ETB)));
    expect(answers.filter((a) => a.Result === '1')).toHaveLength(1);
    expect(answers.filter((a) => a.Result === '0')).toEqual(Array.from({ length: 9 }, () => refused(MSG_ALREADY_APPLIED)));
    expect((await own.dev('GET', 'applications')) as unknown[]).toHaveLength(1);
  });
});

describe('a withdrawn campaign (empty CardName, DEMO-RETIRED) gets no case number', () => {
  it('A5, A28 and A99 open no apply log for it (產品已下架 with its English); for DEMO-CASHBACK they do', async () => {
    for (const CTID of ['DEMO-RETIRED', 'DEMO-CASHBACK']) {
      const etb = await sim.session();
      await etb.call('A84', { IDNO: ETB.id, Birthday: ETB.birthday });
      const ntb = await sim.session();
      await ntb.call('A84', { IDNO: NTB.id, Birthday: NTB.birthday });
      const answers = [
        await etb.call('A5', { ID: ETB.id, BDayYMD: ETB.birthday, CTID }),
        await ntb.call('A28', { ID: NTB.id, CTID, Mobile: '' }),
        await (await sim.session()).call('A99', { ForwardJWT: 'IB-TOKEN-A123456789', CTID }),
      ];
      for (const answer of answers) {
        if (CTID === 'DEMO-RETIRED') {
          expect(answer).toMatchObject({ Success: false, ErrMsg: MSG_WITHDRAWN, Translations: { en: { ErrMsg: 'This product has been withdrawn.' } } });
        } else expect(answer).toMatchObject({ Success: true, ApplyLogID: expect.stringMatching(/^AL\d{24}$/) });
      }
    }
  });

  it('an apply log opened before its campaign was withdrawn: A97 refused; the same application before: taken', async () => {
    const campaignsDir = mkdtempSync(join(tmpdir(), 'campaigns-'));
    cpSync(join(ROOT, 'campaigns'), campaignsDir, { recursive: true });
    const before = await startTestSim({ campaignsDir });
    try {
      const [withdrawn, kept] = [await before.idPhotos(await customer(before, ETB)), await before.idPhotos(await customer(before, ETB))];
      const [late, early] = [await application(withdrawn.applyLogId, ETB), await application(kept.applyLogId, ETB)];
      expect(await kept.call('A97', { ContentJSON: contentJson(early) })).toEqual(taken);
      await before.stop();
      const file = join(campaignsDir, 'DEMO-CASHBACK.json');
      writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), CardName: '' }, null, 2));
      const after = await startTestSim({ campaignsDir, dataDir: before.dataDir, policy: { sameCardWindowMs: 0 } });
      try {
        expect(await after.resume(withdrawn).call('A97', { ContentJSON: contentJson(late) })).toEqual(refused(MSG_WITHDRAWN));
        expect((await after.dev('GET', 'applications')) as unknown[]).toHaveLength(1);
      } finally { await after.close(); }
    } finally { rmSync(campaignsDir, { recursive: true, force: true }); }
  });
});
