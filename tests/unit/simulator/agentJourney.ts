// The agent mode's journey through the simulator's API (simulator/calls/agent.ts), step by step,
// for the unit, catalogue and security tests: the agent registers a case at AgentStep 0, the
// customer passes the SMS code with the link's code, the agent sends, the customer opens the
// continuation link. The agent's token signs in first on the staff portal (simulator/staffPortal.ts).
import type { Body, Session, TestSim } from './helpers.js';

export const AGENT = 'AG0001';
/** The test agents' staff-portal passwords (README, agent mode). */
export const PASSWORDS: Record<string, string> = { AG0001: 'Staff#0001', AG0002: 'Staff#0002' };

const formPost = (fields: Record<string, string>) => ({
  method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString(), redirect: 'manual' as const,
});

/** The staff portal as a browser meets it: the app's form post (RequestNo, AgentID), then the sign-in form with the password. */
export async function portal(sim: TestSim, requestNo: string, agentId: string, password: string): Promise<{ page: Response; answer: Response }> {
  const page = await fetch(`${sim.url}/__portal/staff`, formPost({ RequestNo: requestNo, AgentID: agentId }));
  const answer = await fetch(`${sim.url}/__portal/staff/answer`, formPost({ RequestNo: requestNo, Password: password }));
  return { page, answer };
}

/** The return code of the portal's 303 (/?CTID=…#/?AgentSignIn=<code>), '' when it sent none. */
export const returnCode = (answer: Response): string => decodeURIComponent(/AgentSignIn=([^&]+)/.exec(answer.headers.get('location') ?? '')?.[1] ?? '');

/** The session's token signed in as the agent: AgentSignIn, the portal, AgentSignInResult. */
export async function signIn(s: Session, sim: TestSim, agentId = AGENT, password = PASSWORDS[agentId]): Promise<Session> {
  const request = await s.call('AgentSignIn', { AgentID: agentId, CTID: 'DEMO-CASHBACK' });
  if (!request.Success) throw new Error(`AgentSignIn ${agentId}: ${request.ErrMsg}`);
  const { answer } = await portal(sim, request.RequestNo, agentId, password);
  if (answer.status !== 303) throw new Error(`staff portal ${agentId}: HTTP ${answer.status}`);
  const result = await s.call('AgentSignInResult', { AgentID: agentId, Code: returnCode(answer) });
  if (!result.Success) throw new Error(`AgentSignInResult ${agentId}: ${result.ErrMsg}`);
  return s;
}
/** The ETP customer with ApproveCus Y (README's test identities). */
export const CUSTOMER = { id: 'B220012340', birthday: '0750505', mobile: '0922333444' };
export const b64 = (o: unknown): string => Buffer.from(JSON.stringify(o)).toString('base64');

/** The ForwardToken of the newest text message whose link carries this AgentStep. */
export async function linkCode(sim: TestSim, step: '1' | '20'): Promise<string> {
  const texts = (await sim.outbox()).filter((m) => m.channel === 'sms' && m.text.includes(`AgentStep=${step}&`)).map((m) => m.text);
  const match = /ForwardToken=([^\s&#]+)/.exec(texts.at(-1) ?? '');
  if (!match) throw new Error(`no text message with an AgentStep=${step} link`);
  return decodeURIComponent(match[1]);
}

/** The agent's session at AgentStep 0: A84, A5, signed in as the agent and the case registered (A131). */
export async function agentWaiting(sim: TestSim, agentId = AGENT, who = CUSTOMER): Promise<{ agent: Session; A131: Body }> {
  const agent = await sim.customer(who.id, who.birthday);
  if (Object.hasOwn(PASSWORDS, agentId)) await signIn(agent, sim, agentId);
  const A131 = await agent.call('A131', { AgentID: agentId, AgentStep: '0', ContentJSON: b64({ IDNO: who.id }) });
  return { agent, A131 };
}

/** The customer's own session through the SMS code, then A131 with the link's code. */
export async function customerVerifies(sim: TestSim, code: string, agentId = AGENT, who = CUSTOMER): Promise<{ customer: Session; A131: Body }> {
  const customer = await sim.verified(await sim.customer(who.id, who.birthday), who.mobile);
  const A131 = await customer.call('A131', { AgentID: agentId, AgentStep: '1', ForwardToken: code, ContentJSON: b64({ imageFlag: 'N', CustomerType: 'NTB' }) });
  return { customer, A131 };
}

export const SENT = { PageData: { GiftInfo: { GiftCombination: 'G1' }, ApplyPL: 'N' }, StateData: { Form1Data: { NameChinese: '李雅婷', Email: 'ya@example.com' } } };

/** Agent and customer up to the agent's send (A127): the sessions and the continuation link's code. */
export async function agentSent(sim: TestSim): Promise<{ agent: Session; customer: Session; A131: Body; A127: Body; forward: string }> {
  const { agent } = await agentWaiting(sim);
  const { customer, A131 } = await customerVerifies(sim, await linkCode(sim, '1'));
  const A127 = await agent.call('A127', { ContentJSON: b64(SENT) });
  return { agent, customer, A131, A127, forward: A127.Success ? await linkCode(sim, '20') : '' };
}

/** A fresh session of the customer opening the continuation link: A84, then A128. */
export async function customerContinues(sim: TestSim, forward: string, who = CUSTOMER): Promise<{ s: Session; A128: Body }> {
  const s = await sim.session();
  await s.call('A84', { IDNO: who.id, Birthday: who.birthday });
  const A128 = await s.call('A128', { ForwardToken: forward, IDNO: who.id, Birthday: who.birthday, Mobile: '' });
  return { s, A128 };
}
