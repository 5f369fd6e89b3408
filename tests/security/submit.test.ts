// Attacks on the submit (A97) and the application-form PDF, calling the API directly as a script
// would: no Token, another applicant's Token, an apply log that has not passed its SMS code, a
// phone Token of the upload hand-over, malformed and oversized payloads, a double submit in
// parallel, and the PDF asked for with another Token, a wrong case number or parameters missing.
// Each refusal leaves the applications table as it was.
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base64utf8 } from '../../rules/functions/base64utf8.js';
import { MSG_NOT_VERIFIED, MSG_NOT_YOURS, MSG_TOKEN_INVALID } from '../../simulator/access.js';
import { MAX_CONTENT_CHARS, MSG_CONTENT_BAD, MSG_CONTENT_TOO_BIG } from '../../simulator/calls/A60.js';
import { MSG_ALREADY_SUBMITTED, MSG_NOT_APPLICANT } from '../../simulator/calls/A97.js';
import { MSG_NO_APPLICATION } from '../../simulator/applicationPdf.js';
import { startTestSim, type Body, type Session, type TestSim } from '../unit/simulator/helpers.js';
import { withMessageTranslations } from '../../simulator/messages.js';
import { application } from '../support/applications.js';

const VICTIM = { id: 'F131104093', birthday: '0790101', mobile: '0911222333' };
const ATTACKER = { id: 'A123456789', birthday: '0690101', mobile: '0912345678' };

let sim: TestSim;
// Many verified sessions and applications of two identities: the SMS limits are the rate-limit
// tests' business, one application per person and card tests/security/flags.test.ts's.
beforeAll(async () => { sim = await startTestSim({ policy: { codesPerMobile: 1000, codesPerId: 1000, sameCardWindowMs: 0 } }); });
afterAll(async () => { await sim.close(); });

/** The screens' own encoding: $base64utf8($string(payload)). */
const b64 = (value: unknown): string => base64utf8(JSON.stringify(value))!;
/** The victim's complete application (tests/support/applications.ts) on the apply log of `s`, `extra` on top. */
const victimPayload = async (s: Session, extra: Record<string, unknown> = {}) => ({
  ...(await application(s.applyLogId, VICTIM, { gifts: ['CB-F01'], form1: { NameChinese: '林美華' } })), ...extra,
});
/** The attacker's own complete application on his own apply log. */
const attackerPayload = (a: Session) => application(a.applyLogId, ATTACKER);
/** Verified by the SMS code, the ID photos submitted: both journeys (new applicant, ETB) pass /UploadID. */
const victim = async () => sim.idPhotos(await sim.verified(await sim.newApplicant(VICTIM.id, VICTIM.mobile), VICTIM.mobile));
const attacker = async () => sim.idPhotos(await sim.verified(await sim.customer(ATTACKER.id, ATTACKER.birthday), ATTACKER.mobile));

function applications(): Array<{ apply_log_id: string; apply_id: string; content: string }> {
  const db = new Database(path.join(sim.dataDir, 'simulator.sqlite'), { readonly: true });
  try {
    return db.prepare('SELECT apply_log_id, apply_id, content FROM applications').all() as never;
  } finally {
    db.close();
  }
}
const storedFor = (applyLogId: string) => applications().filter((a) => a.apply_log_id === applyLogId);
// The bank's answers carry the English of their message beside it (simulator/messages.ts).
const refusal = (ErrMsg: string) => withMessageTranslations({ Success: false, Result: '0', ApplyID: '', ErrMsg });
const rejected = (ErrMsg: string) => withMessageTranslations({ Success: true, Result: '0', ApplyID: '', ErrMsg });

/** A phone Token of /UploadID's hand-over for `desktop`'s apply log. */
async function phoneOf(desktop: Session): Promise<Session> {
  const { Code } = await desktop.call('UploadHandOver');
  const phone = await sim.session();
  expect((await phone.call('UploadHandOverRedeem', { ApplyLogID: desktop.applyLogId, Code })).Success).toBe(true);
  phone.applyLogId = desktop.applyLogId;
  return phone;
}

describe('A97: who may submit', () => {
  it('no Token, or a Token the bank never issued: refused before anything is read', async () => {
    const v = await victim();
    for (const Token of [undefined, '', 'forged-token-000000000000000000']) {
      const data: Record<string, unknown> = { ContentJSON: b64(await victimPayload(v)) };
      if (Token !== undefined) data.Token = Token;
      const res = await sim.raw('A97', data);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(withMessageTranslations({ Success: false, ErrMsg: MSG_TOKEN_INVALID }));
    }
    expect(storedFor(v.applyLogId)).toEqual([]);
  });

  it("another applicant's Token naming the victim's apply log (in the payload or beside it) is refused, and the victim can still submit", async () => {
    const v = await victim();
    const a = await attacker();
    expect(await sim.call('A97', { Token: a.token, ContentJSON: b64(await victimPayload(v)) })).toEqual(refusal(MSG_NOT_YOURS));
    // The attacker's own log at the top, the victim's inside: refused, the two must agree.
    expect(await a.call('A97', { ContentJSON: b64(await victimPayload(v)) })).toEqual(rejected(MSG_NOT_APPLICANT));
    // The victim's log at the top, the attacker's own inside: refused too.
    expect(await sim.call('A97', { Token: a.token, ApplyLogID: v.applyLogId, ContentJSON: b64(await victimPayload(a)) })).toEqual(rejected(MSG_NOT_APPLICANT));
    expect(storedFor(v.applyLogId)).toEqual([]);
    expect((await v.call('A97', { ContentJSON: b64(await victimPayload(v)) })).Result).toBe('1');
  });

  it("an applicant cannot submit in someone else's name on their own apply log", async () => {
    const a = await attacker();
    const answer = await a.call('A97', { ContentJSON: b64({ ...(await victimPayload(a)), CustomerType: 'ETB', FlowType: 'ETB' }) });
    expect(answer).toEqual(rejected(MSG_NOT_APPLICANT));
    expect(storedFor(a.applyLogId)).toEqual([]);
  });

  it('an apply log that has not passed its SMS code cannot submit', async () => {
    const unverified = await sim.newApplicant(VICTIM.id, VICTIM.mobile);
    expect(await unverified.call('A97', { ContentJSON: b64(await victimPayload(unverified)) })).toEqual(refusal(MSG_NOT_VERIFIED));
    expect(storedFor(unverified.applyLogId)).toEqual([]);
  });

  it("the phone Token of the upload hand-over may upload to the apply log but not submit it", async () => {
    const v = await victim();
    const phone = await phoneOf(v);
    expect(await phone.call('A97', { ContentJSON: b64(await victimPayload(v)) })).toEqual(withMessageTranslations({ Success: false, ErrMsg: MSG_NOT_YOURS }));
    expect(storedFor(v.applyLogId)).toEqual([]);
  });
});

describe('A97: what it accepts', () => {
  let v: Session;
  beforeAll(async () => { v = await victim(); });

  it.each([
    ['no ContentJSON', undefined],
    ['an empty ContentJSON', ''],
    ['not base64', '%%%not-base64%%%'],
    ['unpadded base64', Buffer.from('{"a":1}').toString('base64').replace(/=+$/, '')],
    ['URL-safe base64', Buffer.from('{"a":"???>>>"}').toString('base64url')],
    ['base64 of text that is not JSON', Buffer.from('<script>alert(1)</script>').toString('base64')],
    ['base64 of a JSON list', Buffer.from('[{"IDNO":"F131104093"}]').toString('base64')],
    ['base64 of a JSON string', Buffer.from('"F131104093"').toString('base64')],
    ['base64 of bytes that are not UTF-8', Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]).toString('base64')],
  ])('%s: ContentJSON 格式錯誤, nothing stored', async (_what, ContentJSON) => {
    const data = ContentJSON === undefined ? {} : { ContentJSON };
    expect(await v.call('A97', data)).toEqual(rejected(MSG_CONTENT_BAD));
    expect(storedFor(v.applyLogId)).toEqual([]);
  });

  it('a nested object (a __proto__ key included) is refused and pollutes nothing', async () => {
    const text = JSON.stringify(await victimPayload(v)).replace(/^\{/, '{"__proto__":{"polluted":"yes"},');
    expect(await v.call('A97', { ContentJSON: Buffer.from(text).toString('base64') })).toEqual(rejected(MSG_CONTENT_BAD));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(storedFor(v.applyLogId)).toEqual([]);
  });

  it('a ContentJSON one character over the limit is refused unread, and one over the transport limit is a 413', async () => {
    expect(await v.call('A97', { ContentJSON: 'A'.repeat(MAX_CONTENT_CHARS + 4) })).toEqual(rejected(MSG_CONTENT_TOO_BIG));
    const res = await sim.raw('A97', { Token: v.token, ContentJSON: 'A'.repeat(256 * 1024 + 4) });
    expect(res.status).toBe(413);
    expect(storedFor(v.applyLogId)).toEqual([]);
  });

  it('the FormData body is held to the same 64 KB, each value to 1,000 characters', async () => {
    const FormData: Record<string, unknown> = await victimPayload(v);
    for (let i = 0; i < 70; i += 1) FormData[`Pad${i}`] = 'x'.repeat(1000);
    expect(await v.call('A97', { FormData })).toEqual(rejected(MSG_CONTENT_TOO_BIG));
    expect(storedFor(v.applyLogId)).toEqual([]);
  });
});

describe('A97: exactly once under a double submit', () => {
  it('ten identical submits in parallel: one application, one ApplyID for all', async () => {
    const v = await victim();
    const ContentJSON = b64(await victimPayload(v));
    const answers = await Promise.all(Array.from({ length: 10 }, () => v.call('A97', { ContentJSON })));
    const ids = new Set(answers.map((a: Body) => a.ApplyID));
    expect(answers.every((a: Body) => a.Success === true && a.Result === '1')).toBe(true);
    expect(ids.size).toBe(1);
    expect(storedFor(v.applyLogId).map((a) => a.apply_id)).toEqual([...ids]);
  });

  it('five different submits in parallel: one wins, the others are refused, the stored one is the winner’s', async () => {
    const v = await victim();
    const names = ['林美華', '林美華一', '林美華二', '林美華三', '林美華四'];
    const contents = await Promise.all(names.map((ChineseName) => victimPayload(v, { ChineseName })));
    const answers = await Promise.all(contents.map((content) => v.call('A97', { ContentJSON: b64(content) })));
    const winners = answers.flatMap((a: Body, i) => (a.Result === '1' ? [{ name: names[i], id: a.ApplyID as string }] : []));
    expect(winners).toHaveLength(1);
    expect(answers.filter((a: Body) => a.Result === '0')).toEqual(Array(4).fill(rejected(MSG_ALREADY_SUBMITTED)));
    const stored = storedFor(v.applyLogId);
    expect(stored).toHaveLength(1);
    expect(stored[0].apply_id).toBe(winners[0].id);
    expect(JSON.parse(stored[0].content).ChineseName).toBe(winners[0].name);
  });
});

describe('the application PDF: only for its owner, with its case number', () => {
  let v: Session;
  let applyId: string;
  const get = (query: Record<string, string>, init?: RequestInit) => fetch(`${sim.url}/api/FileDownload?${new URLSearchParams(query)}`, init);
  const own = () => ({ applylogid: v.applyLogId, token: v.token, applyid: applyId, applytype: 'X', view: '0' });
  beforeAll(async () => {
    v = await victim();
    applyId = (await v.call('A97', { ContentJSON: b64(await victimPayload(v)) })).ApplyID;
  });

  it('the owner gets it (the baseline the refusals below differ from)', async () => {
    const res = await get(own());
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it.each(['applylogid', 'token', 'applyid', 'applytype', 'view'])('without %s: 400', async (missing) => {
    const query: Record<string, string> = own();
    delete query[missing];
    expect((await get(query)).status).toBe(400);
  });

  it('another applytype or view: 400', async () => {
    expect((await get({ ...own(), applytype: 'CC' })).status).toBe(400);
    expect((await get({ ...own(), view: '1' })).status).toBe(400);
  });

  it('a Token the bank never issued: 403', async () => {
    expect((await get({ ...own(), token: 'forged-token-000000000000000000' })).status).toBe(403);
  });

  it("another applicant's valid Token, the phone Token, a wrong case number, another's case number: one 404", async () => {
    const a = await attacker();
    const aId = (await a.call('A97', { ContentJSON: b64(await attackerPayload(a)) })).ApplyID;
    expect(aId).toMatch(/^CC\d{20}$/);
    const phone = await phoneOf(v);
    const wrongDigit = applyId.slice(0, -1) + String((Number(applyId.slice(-1)) + 1) % 10);
    const attempts = [
      { ...own(), token: a.token },
      { ...own(), token: phone.token },
      { ...own(), applyid: wrongDigit },
      { ...own(), applyid: applyId.toLowerCase() },
      { ...own(), applyid: aId },
      { ...own(), applylogid: a.applyLogId },
      { ...own(), applylogid: a.applyLogId, applyid: aId },
    ];
    const answers = await Promise.all(attempts.map(async (q) => { const r = await get(q); return [r.status, await r.json()]; }));
    for (const answer of answers) expect(answer).toEqual([404, { error: MSG_NO_APPLICATION }]);
  });

  it('a verified apply log that has not submitted has no PDF', async () => {
    const w = await victim();
    expect((await get({ applylogid: w.applyLogId, token: w.token, applyid: applyId, applytype: 'X', view: '0' })).status).toBe(404);
  });

  it('only GET', async () => {
    expect((await get(own(), { method: 'POST' })).status).toBe(405);
  });
});

describe('A1 on the completion page: the service check vouches for a case only to its owner', () => {
  it("another applicant's Token, a fresh Token, a wrong or another's case number: Flag N, the same answer each time; the phone Token is refused", async () => {
    const v = await victim();
    const applyId = (await v.call('A97', { ContentJSON: b64(await victimPayload(v)) })).ApplyID as string;
    expect(await v.call('A1', { ApplyLogID: v.applyLogId, ApplyID: applyId })).toEqual({ Success: true, Flag: 'Y' });
    const a = await attacker();
    const aId = (await a.call('A97', { ContentJSON: b64(await attackerPayload(a)) })).ApplyID as string;
    const phone = await phoneOf(v);
    const fresh = await sim.session();
    const wrongDigit = applyId.slice(0, -1) + String((Number(applyId.slice(-1)) + 1) % 10);
    const attempts: Array<[Session, Record<string, string>]> = [
      [a, { ApplyLogID: v.applyLogId, ApplyID: applyId }],
      [fresh, { ApplyLogID: v.applyLogId, ApplyID: applyId }],
      [v, { ApplyLogID: v.applyLogId, ApplyID: wrongDigit }],
      [v, { ApplyLogID: v.applyLogId, ApplyID: applyId.toLowerCase() }],
      [v, { ApplyLogID: v.applyLogId, ApplyID: aId }],
      [v, { ApplyLogID: a.applyLogId, ApplyID: aId }],
    ];
    for (const [s, data] of attempts) expect(await sim.call('A1', { Token: s.token, ...data })).toEqual({ Success: true, Flag: 'N' });
    // The phone Token of the upload hand-over may not make the call at all.
    expect(await sim.call('A1', { Token: phone.token, ApplyLogID: v.applyLogId, ApplyID: applyId })).toEqual(withMessageTranslations({ Success: false, ErrMsg: MSG_NOT_YOURS }));
  });
});
