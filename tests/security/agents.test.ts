// Issue 18, High 1: "anyone can act as a sales agent". Agent mode attacked as a script would, with
// the public AgentID and a customer's ID and birthday: the agent's side needs a staff sign-in
// (simulator/staffPortal.ts, calls/agentSignIn.ts) bound to the token; agent texts are limited per
// agent, per customer and per token (policy.ts); an agent case is submitted only by the customer's
// own session at AgentStep 20 (A97 refused on the agent's side); the agent reads the customer's data
// (A20) only as the signed-in agent of a case the customer verified.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG_NOT_VERIFIED, MSG_NOT_YOURS } from '../../simulator/access.js';
import { MSG_AGENT_CASE, MSG_AGENT_SUBMIT, MSG_NO_AGENT, MSG_SIGN_IN_FIRST } from '../../simulator/calls/agent.js';
import { MSG_SIGN_IN_INVALID } from '../../simulator/calls/agentSignIn.js';
import { MSG_TOO_MANY_AGENT_TEXTS } from '../../simulator/limits.js';
import { withMessageTranslations } from '../../simulator/messages.js';
import { defaultPolicy } from '../../simulator/policy.js';
import { twid } from '../../rules/functions/twid.js';
import { lastCode, startTestSim, type Session, type TestSim } from '../unit/simulator/helpers.js';
import { application as completeApplication, contentJson } from '../support/applications.js';
import { AGENT, agentSent, agentWaiting, b64, CUSTOMER, customerContinues, customerVerifies, linkCode, PASSWORDS, portal, returnCode, SENT, signIn } from '../unit/simulator/agentJourney.js';

const refused = (ErrMsg: string) => withMessageTranslations({ Success: false, ErrMsg });
const CTID = 'DEMO-CASHBACK';

let sim: TestSim;
beforeEach(async () => { sim = await startTestSim(); });
afterEach(async () => { await sim.close(); });

/** The texts the bank sent in agent mode (code-step and continuation links). */
const agentTexts = async () => (await sim.outbox()).filter((m) => m.channel === 'sms' && m.text.includes('AgentStep='));

/** A valid national ID not on file (new to bank): F1, seven digits of n, the check digit. */
function ntbId(n: number): string {
  const head = `F1${String(n).padStart(7, '0')}`;
  for (let d = 0; d <= 9; d++) if (twid(`${head}${d}`)) return `${head}${d}`;
  throw new Error(`no check digit for ${head}`);
}

/** A token at AgentStep 0 for a new-to-bank customer: A84, A28 (the apply log), maybe signed in. */
async function ntbAgentSession(id: string, agentId?: string, s?: Session): Promise<Session> {
  const agent = s ?? await sim.session();
  if (agentId && !s) await signIn(agent, sim, agentId);
  await agent.call('A84', { IDNO: id, Birthday: '0790101' });
  agent.applyLogId = (await agent.call('A28', { ID: id, CTID, Mobile: '' })).ApplyLogID;
  return agent;
}

const register = (s: Session, agentId = AGENT) => s.call('A131', { AgentID: agentId, AgentStep: '0', ContentJSON: b64({}) });

/** A97's payload for an apply log: the fields a bank cannot take an application without, and the agent's form. */
const application = (applyLogId: string) => ({ ContentJSON: b64({ ApplyLogID: applyLogId, IDNO: CUSTOMER.id, ChineseName: '李雅婷', Email: 'ya@example.com' }) });

describe('the public AgentID without a sign-in', () => {
  it('a script (A6, A84, A5, A131 at AgentStep 0) gets no case and the customer no text, however often it tries', async () => {
    const script = await sim.customer(CUSTOMER.id, CUSTOMER.birthday);
    for (let i = 0; i < 15; i++) expect(await register(script)).toEqual(refused(MSG_SIGN_IN_FIRST));
    expect(await agentTexts()).toEqual([]);
    expect(await script.call('A129', { AgentID: AGENT })).toEqual(refused(MSG_SIGN_IN_FIRST));
    expect(await script.call('A132', { AgentID: AGENT })).toEqual(refused(MSG_SIGN_IN_FIRST));
    // An AgentID the bank does not know: refused at the sign-in already, and at A131.
    expect(await script.call('AgentSignIn', { AgentID: 'AG9999', CTID })).toEqual(refused(MSG_NO_AGENT));
    expect(await script.call('AgentSignIn', { AgentID: 'constructor', CTID })).toEqual(refused(MSG_NO_AGENT));
    expect(await register(script, 'AG9999')).toEqual(refused(MSG_NO_AGENT));
  });

  it('a sign-in request alone (AgentSignIn, never past the portal) signs nothing in', async () => {
    const script = await sim.customer(CUSTOMER.id, CUSTOMER.birthday);
    const { RequestNo } = await script.call('AgentSignIn', { AgentID: AGENT, CTID });
    expect(RequestNo).toMatch(/^[\w-]{32}$/);
    expect(await script.call('AgentSignInResult', { AgentID: AGENT, Code: RequestNo })).toEqual(refused(MSG_SIGN_IN_INVALID));
    expect(await script.call('AgentSignInResult', { AgentID: AGENT, Code: 'guessed' })).toEqual(refused(MSG_SIGN_IN_INVALID));
    expect(await register(script)).toEqual(refused(MSG_SIGN_IN_FIRST));
  });
});

describe('the staff portal', () => {
  it('a wrong password is refused (401, no way back, no binding); the right one sends the browser back with a code', async () => {
    const s = await sim.customer(CUSTOMER.id, CUSTOMER.birthday);
    const { RequestNo } = await s.call('AgentSignIn', { AgentID: AGENT, CTID });
    const wrong = await portal(sim, RequestNo, AGENT, 'Staff#0002');
    expect(wrong.page.status).toBe(200);
    expect(await wrong.page.text()).toContain('陳美玲');
    expect(wrong.answer.status).toBe(401);
    expect(wrong.answer.headers.get('location')).toBeNull();
    expect(await wrong.answer.text()).toContain('業務人員代號或密碼錯誤');
    expect(await register(s)).toEqual(refused(MSG_SIGN_IN_FIRST));
    // Another agent's password is as wrong as any: the request names the agent.
    const right = await portal(sim, RequestNo, AGENT, PASSWORDS[AGENT]);
    expect(right.answer.status).toBe(303);
    expect(right.answer.headers.get('location')).toMatch(/^\/\?CTID=DEMO-CASHBACK#\/\?AgentSignIn=[\w-]{32}$/);
    expect(await s.call('AgentSignInResult', { AgentID: AGENT, Code: returnCode(right.answer) })).toEqual({ Success: true, AgentID: AGENT, AgentName: '陳美玲' });
    expect(await register(s)).toEqual({ Success: true });
  });

  it('the portal page needs a live request of that agent, by form post; a used request signs in nobody again', async () => {
    const form = (fields: Record<string, string>) => ({ method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString(), redirect: 'manual' as const });
    expect((await fetch(`${sim.url}/__portal/staff`, form({ RequestNo: 'made-up', AgentID: AGENT }))).status).toBe(400);
    expect((await fetch(`${sim.url}/__portal/staff`)).status).toBe(405);
    expect((await fetch(`${sim.url}/__portal/staff`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })).status).toBe(415);
    const s = await sim.session();
    const { RequestNo } = await s.call('AgentSignIn', { AgentID: AGENT, CTID });
    // The request is AG0001's: the page for another AgentID is refused.
    expect((await fetch(`${sim.url}/__portal/staff`, form({ RequestNo, AgentID: 'AG0002' }))).status).toBe(400);
    const first = await portal(sim, RequestNo, AGENT, PASSWORDS[AGENT]);
    expect(first.answer.status).toBe(303);
    expect((await portal(sim, RequestNo, AGENT, PASSWORDS[AGENT])).answer.status).toBe(409);
  });

  it(`${defaultPolicy.agentSignInFailures} wrong passwords lock the agent's sign-in (the ${defaultPolicy.agentSignInFailures - 1}th still 401, the ${defaultPolicy.agentSignInFailures}th 429, then even the right one) until the window passes; another agent is not locked`, async () => {
    const s = await sim.session();
    const { RequestNo } = await s.call('AgentSignIn', { AgentID: AGENT, CTID });
    for (let i = 1; i < defaultPolicy.agentSignInFailures; i++) expect((await portal(sim, RequestNo, AGENT, `wrong-${i}`)).answer.status).toBe(401);
    const last = await portal(sim, RequestNo, AGENT, 'wrong-last');
    expect(last.answer.status).toBe(429);
    expect(await last.answer.text()).toContain('登入失敗次數過多');
    expect((await portal(sim, RequestNo, AGENT, PASSWORDS[AGENT])).answer.status).toBe(429);
    const other = await sim.session();
    await signIn(other, sim, 'AG0002');
    await sim.dev('POST', 'clock', { offsetMs: defaultPolicy.agentSignInWindowMs + 1_000 });
    // The request itself expired meanwhile (agentSignInMs < the window): a new one signs in.
    expect((await portal(sim, RequestNo, AGENT, PASSWORDS[AGENT])).answer.status).toBe(409);
    await signIn(s, sim);
    expect(await register(await sim.customer(CUSTOMER.id, CUSTOMER.birthday).then((c) => signIn(c, sim)))).toEqual({ Success: true });
  });

  it("the return code binds only the token that opened the request (a sign-in page an attacker started binds the attacker nothing he can use), once, before it expires", async () => {
    const opener = await sim.session();
    const { RequestNo } = await opener.call('AgentSignIn', { AgentID: AGENT, CTID });
    const code = returnCode((await portal(sim, RequestNo, AGENT, PASSWORDS[AGENT])).answer);
    const elsewhere = await sim.session();
    expect(await elsewhere.call('AgentSignInResult', { AgentID: AGENT, Code: code })).toEqual(refused(MSG_SIGN_IN_INVALID));
    expect(await elsewhere.call('A132', { AgentID: AGENT })).toEqual(refused(MSG_SIGN_IN_FIRST));
    // The code names its agent: the opener cannot turn it into another agent's sign-in.
    expect(await opener.call('AgentSignInResult', { AgentID: 'AG0002', Code: code })).toEqual(refused(MSG_SIGN_IN_INVALID));
    expect((await opener.call('AgentSignInResult', { AgentID: AGENT, Code: code })).Success).toBe(true);
    expect(await opener.call('AgentSignInResult', { AgentID: AGENT, Code: code })).toEqual(refused(MSG_SIGN_IN_INVALID));
    // A code redeemed too late: agentSignInMs after the request.
    const late = await sim.session();
    const second = await late.call('AgentSignIn', { AgentID: AGENT, CTID });
    const lateCode = returnCode((await portal(sim, second.RequestNo, AGENT, PASSWORDS[AGENT])).answer);
    await sim.dev('POST', 'clock', { offsetMs: defaultPolicy.agentSignInMs });
    expect(await late.call('AgentSignInResult', { AgentID: AGENT, Code: lateCode })).toEqual(refused(MSG_SIGN_IN_INVALID));
  });
});

describe("another agent's binding", () => {
  it("a token signed in as AG0002 cannot register, poll, read or send as AG0001, nor take over AG0001's case", async () => {
    const { agent } = await agentWaiting(sim);
    await customerVerifies(sim, await linkCode(sim, '1'));
    const second = await signIn(await sim.customer('A123456789', '0690101'), sim, 'AG0002');
    expect(await register(second, AGENT)).toEqual(refused(MSG_SIGN_IN_FIRST));
    expect(await second.call('A129', { AgentID: AGENT })).toEqual(refused(MSG_SIGN_IN_FIRST));
    expect(await second.call('A132', { AgentID: AGENT })).toEqual(refused(MSG_SIGN_IN_FIRST));
    expect(await second.call('A127', { ApplyLogID: agent.applyLogId, ContentJSON: b64(SENT) })).toEqual(refused(MSG_NOT_YOURS));
    expect(await second.call('A20', { ApplyLogID: agent.applyLogId, ID: CUSTOMER.id })).toEqual(refused(MSG_NOT_YOURS));
    // AG0001's own token, signed in again as AG0002: the case's agent is no longer there.
    await signIn(agent, sim, 'AG0002');
    expect(await agent.call('A20', { ID: CUSTOMER.id })).toEqual(refused(MSG_NOT_YOURS));
    expect(await agent.call('A152')).toEqual(refused(MSG_NOT_YOURS));
    expect(await agent.call('A127', { ContentJSON: b64(SENT) })).toEqual(refused(MSG_NOT_YOURS));
    expect(await agent.call('A129', { AgentID: AGENT })).toEqual(refused(MSG_SIGN_IN_FIRST));
    expect((await agentTexts()).filter((m) => m.text.includes('AgentStep=20'))).toEqual([]);
  });
});

describe('agent texts are limited', () => {
  it(`per agent: the ${defaultPolicy.agentTextsPerAgent}th text of an hour goes, the ${defaultPolicy.agentTextsPerAgent + 1}th is refused and sends nothing; another agent still texts`, async () => {
    const limit = defaultPolicy.agentTextsPerAgent;
    for (let i = 1; i <= limit; i++) expect(await register(await ntbAgentSession(ntbId(i), AGENT))).toEqual({ Success: true });
    expect(await agentTexts()).toHaveLength(limit);
    const over = await ntbAgentSession(ntbId(limit + 1), AGENT);
    expect(await register(over)).toEqual(refused(MSG_TOO_MANY_AGENT_TEXTS));
    expect(await agentTexts()).toHaveLength(limit);
    expect(await register(await ntbAgentSession(ntbId(limit + 2), 'AG0002'), 'AG0002')).toEqual({ Success: true });
    // An hour later the agent texts again.
    await sim.dev('POST', 'clock', { offsetMs: defaultPolicy.agentTextsPerAgentWindowMs + 1_000 });
    expect(await register(await ntbAgentSession(ntbId(limit + 3), AGENT))).toEqual({ Success: true });
  });

  it(`per customer: the ${defaultPolicy.agentTextsPerCustomer}th text to one customer in a day goes, the ${defaultPolicy.agentTextsPerCustomer + 1}th is refused, whichever agent or token`, async () => {
    const limit = defaultPolicy.agentTextsPerCustomer;
    for (let i = 1; i <= limit; i++) expect((await agentWaiting(sim, i % 2 ? AGENT : 'AG0002')).A131).toEqual({ Success: true });
    expect((await agentTexts()).filter((m) => m.to === CUSTOMER.mobile)).toHaveLength(limit);
    expect((await agentWaiting(sim, 'AG0002')).A131).toEqual(refused(MSG_TOO_MANY_AGENT_TEXTS));
    expect((await agentTexts()).filter((m) => m.to === CUSTOMER.mobile)).toHaveLength(limit);
  });

  it(`per token: the ${defaultPolicy.agentTextsPerToken}th text of one session goes, the ${defaultPolicy.agentTextsPerToken + 1}th is refused`, async () => {
    const limit = defaultPolicy.agentTextsPerToken;
    const s = await signIn(await sim.session(), sim);
    for (let i = 1; i <= limit; i++) expect(await register(await ntbAgentSession(ntbId(100 + i), AGENT, s))).toEqual({ Success: true });
    expect(await register(await ntbAgentSession(ntbId(100 + limit + 1), AGENT, s))).toEqual(refused(MSG_TOO_MANY_AGENT_TEXTS));
    expect(await agentTexts()).toHaveLength(limit);
  });

  it("the continuation link (A127) counts too: a refused send stores nothing and texts nothing", async () => {
    const { agent } = await agentSent(sim);
    // The case's token sent its code-step link and one continuation: two more sends reach its limit.
    for (let i = 3; i <= defaultPolicy.agentTextsPerToken; i++) expect(await agent.call('A127', { ContentJSON: b64(SENT) })).toEqual({ Success: true });
    const before = await linkCode(sim, '20');
    expect(await agent.call('A127', { ContentJSON: b64({ PageData: { changed: 'Y' } }) })).toEqual(refused(MSG_TOO_MANY_AGENT_TEXTS));
    expect(await linkCode(sim, '20')).toBe(before);
    expect(JSON.parse((await customerContinues(sim, before)).A128.ContentJson)).toEqual(SENT);
  });
});

describe('an agent case is submitted only through the customer', () => {
  it("A97 on the agent's own session (its apply log, AgentStep 0) is refused, before and after the send; nothing is stored", async () => {
    const { agent } = await agentWaiting(sim);
    expect(await agent.call('A97', application(agent.applyLogId))).toMatchObject({ Success: false, Result: '0', ErrMsg: MSG_NOT_VERIFIED });
    await customerVerifies(sim, await linkCode(sim, '1'));
    expect(await agent.call('A97', application(agent.applyLogId))).toMatchObject({ Success: false, Result: '0', ApplyID: '', ErrMsg: MSG_AGENT_SUBMIT });
    await agent.call('A127', { ContentJSON: b64(SENT) });
    expect(await agent.call('A97', application(agent.applyLogId))).toMatchObject({ Success: false, ErrMsg: MSG_AGENT_SUBMIT });
    expect(await sim.dev('GET', 'applications')).toEqual([]);
  });

  it("a signed-in agent's token submits nothing, even on an apply log of its own that passed an SMS code", async () => {
    const s = await signIn(await sim.customer('A123456789', '0690101'), sim);
    await sim.verified(s, '0912345678');
    expect(await s.call('A97', { ContentJSON: b64({ ApplyLogID: s.applyLogId, IDNO: 'A123456789', ChineseName: '王小明' }) })).toMatchObject({ Success: false, ErrMsg: MSG_AGENT_SUBMIT });
  });

  it("the continuation link is the customer's: a signed-in agent's token reads nothing of it (and does not spend it)", async () => {
    const { agent, forward } = await agentSent(sim);
    expect(await agent.call('A128', { ForwardToken: forward, IDNO: CUSTOMER.id, Birthday: CUSTOMER.birthday })).toEqual(refused(MSG_AGENT_CASE));
    const helper = await signIn(await sim.session(), sim, 'AG0002');
    expect(await helper.call('A128', { ForwardToken: forward, IDNO: CUSTOMER.id, Birthday: CUSTOMER.birthday })).toEqual(refused(MSG_AGENT_CASE));
    expect((await customerContinues(sim, forward)).A128.Success).toBe(true);
  });
});

describe("the customer's data on the agent's side", () => {
  it('A20 before the customer verified is refused; after it, the signed-in agent reads what Form1 prefills', async () => {
    const { agent } = await agentWaiting(sim);
    expect(await agent.call('A20', { ID: CUSTOMER.id, ApplyType: 'X' })).toEqual(refused(MSG_NOT_VERIFIED));
    expect(await agent.call('A152')).toEqual(refused(MSG_NOT_VERIFIED));
    expect(JSON.parse((await agent.call('A132', { AgentID: AGENT })).ContentJson).PageParameter).toEqual({});
    await customerVerifies(sim, await linkCode(sim, '1'));
    expect(await agent.call('A20', { ID: CUSTOMER.id, ApplyType: 'X' })).toMatchObject({ Success: true, NameChinese: '李雅婷' });
    // Another customer's ID on the agent's apply log: nothing.
    expect(await agent.call('A20', { ID: 'A123456789', ApplyType: 'X' })).toEqual(refused(MSG_NOT_YOURS));
  });
});

describe('the legitimate agent case', () => {
  it('signed-in agent, customer code step, agent send, the customer confirms on their phone at AgentStep 20 and submits: one application, the customer\'s', async () => {
    const { agent, A127, forward } = await agentSent(sim);
    expect(A127).toEqual({ Success: true });
    expect((await agent.call('A129', { AgentID: AGENT })).VerifyType).toBe('9');
    // The customer's phone: the continuation link, its own apply log, the SMS code, A97.
    const { s: phone, A128 } = await customerContinues(sim, forward);
    expect(JSON.parse(A128.ContentJson)).toEqual(SENT);
    phone.applyLogId = (await phone.call('A5', { ID: CUSTOMER.id, BDayYMD: CUSTOMER.birthday, CTID })).ApplyLogID;
    expect(await phone.call('A131', { AgentID: AGENT, AgentStep: '20', ForwardToken: forward })).toEqual({ Success: true });
    // Before its own SMS code the phone submits nothing either.
    expect((await phone.call('A97', application(phone.applyLogId))).ErrMsg).toBe(MSG_NOT_VERIFIED);
    expect((await phone.call('A32', { ID: CUSTOMER.id, Mobile: CUSTOMER.mobile })).Status).toBe(1);
    expect((await phone.call('A33', { ID: CUSTOMER.id, OTPPin: await lastCode(sim, CUSTOMER.mobile) })).Status).toBe(1);
    // The customer's complete application, as /Confirm sends it (the judge takes no less).
    const A97 = await phone.call('A97', { ContentJSON: contentJson(await completeApplication(phone.applyLogId, CUSTOMER)) });
    expect(A97).toMatchObject({ Success: true, Result: '1' });
    const apps = (await sim.dev('GET', 'applications')) as Array<{ ApplyLogID: string; content: Record<string, unknown> }>;
    expect(apps).toHaveLength(1);
    expect(apps[0]).toMatchObject({ ApplyLogID: phone.applyLogId, content: { IDNO: CUSTOMER.id } });
    expect(apps[0].ApplyLogID).not.toBe(agent.applyLogId);
  });
});
