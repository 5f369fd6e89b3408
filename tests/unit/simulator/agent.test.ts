// Agent mode in the simulator (000 §2.1, §2.4, §7; 001 §4.4, §4.6; AGT-04, AGT-18, AGT-20, AGT-21,
// OTP-25, IDX-40): the case an agent registers, the customer's code step passed to it, A129's
// answer before and after, A132's agent data, A127's send with the text message, A128's content.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestSim, type TestSim } from './helpers.js';
import { AGENT, agentSent, agentWaiting, b64, CUSTOMER, customerContinues, customerVerifies, linkCode, SENT, signIn } from './agentJourney.js';
import { defaultPolicy } from '../../../simulator/policy.js';

let sim: TestSim;
beforeEach(async () => { sim = await startTestSim(); });
afterEach(async () => { await sim.close(); });

describe('AgentStep 0: the case and the customer link', () => {
  it('A131 registers the case and texts the customer (mobile on file) a code-step link at AgentStep 1', async () => {
    const { A131 } = await agentWaiting(sim);
    expect(A131).toEqual({ Success: true });
    const sms = (await sim.outbox()).filter((m) => m.text.includes('AgentStep=1&'));
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ channel: 'sms', to: CUSTOMER.mobile, code: '' });
    expect(sms[0].text).toMatch(/^【銀行】業務人員陳美玲.*\/#\/\?CTID=DEMO-CASHBACK&AgentID=AG0001&AgentStep=1&ForwardToken=[A-Za-z0-9_-]{32}$/);
  });

  it('a new-to-bank customer has no mobile on file: the link goes to the agent to hand over', async () => {
    const agent = await sim.session();
    await agent.call('A84', { IDNO: 'F131104093', Birthday: '0790101' });
    agent.applyLogId = (await agent.call('A28', { ID: 'F131104093', CTID: 'DEMO-CASHBACK', Mobile: '' })).ApplyLogID;
    await signIn(agent, sim, 'AG0002');
    expect(await agent.call('A131', { AgentID: 'AG0002', AgentStep: '0' })).toEqual({ Success: true });
    expect((await sim.outbox()).at(-1)).toMatchObject({ channel: 'sms', to: 'AG0002' });
  });

  it('A129 answers nothing verified before the customer passes the code, then VerifyType 9, the apply log and its page data', async () => {
    const { agent } = await agentWaiting(sim);
    expect(await agent.call('A129', { AgentID: AGENT })).toEqual({ Success: true, VerifyType: '', ApplyLogID: '', PageData: '' });
    const { A131 } = await customerVerifies(sim, await linkCode(sim, '1'));
    expect(A131).toEqual({ Success: true });
    const A129 = await agent.call('A129', { AgentID: AGENT });
    expect(A129).toMatchObject({ Success: true, VerifyType: '9', ApplyLogID: agent.applyLogId });
    // The bank's own type and flow win over what the customer's page sent (CustomerType NTB above).
    expect(JSON.parse(A129.PageData).PageParameter).toMatchObject({ CustomerType: 'ETP', FlowType: 'ETP', Mobile: CUSTOMER.mobile, imageFlag: 'N', VerifyType: '9', ApplyLogID: agent.applyLogId });
    // The agent's apply log is now verified: its own personal-data calls work.
    expect(await agent.call('A20', { ID: CUSTOMER.id, ApplyType: 'X' })).toMatchObject({ Success: true, NameChinese: '李雅婷' });
  });

  it('A132 answers the agent data; with the verified case, the customer data too', async () => {
    const { agent } = await agentWaiting(sim);
    expect(JSON.parse((await agent.call('A132', { AgentID: AGENT })).ContentJson)).toMatchObject({ AgentID: AGENT, AgentName: '陳美玲', PageParameter: {} });
    await customerVerifies(sim, await linkCode(sim, '1'));
    expect(JSON.parse((await agent.call('A132', { AgentID: AGENT })).ContentJson).PageParameter).toMatchObject({ CustomerType: 'ETP', imageFlag: 'N' });
  });

  it('the link works until agentLinkMs, not after it (at the edge)', async () => {
    await agentWaiting(sim);
    const code = await linkCode(sim, '1');
    await sim.dev('POST', 'clock', { offsetMs: defaultPolicy.agentLinkMs });
    expect((await customerVerifies(sim, code)).A131.Success).toBe(false);
  });

  it('one millisecond before agentLinkMs the link still works', async () => {
    await agentWaiting(sim);
    const code = await linkCode(sim, '1');
    // The customer's own steps take a few ms of host time: leave them 5 s.
    await sim.dev('POST', 'clock', { offsetMs: defaultPolicy.agentLinkMs - 5_000 });
    expect((await customerVerifies(sim, code)).A131).toEqual({ Success: true });
  });
});

describe('A127, the agent send, and A128, the continuation', () => {
  it('A127 stores the application and texts the customer the AgentStep 20 link; A128 gives it back for the ID and birthday', async () => {
    const { A127, forward } = await agentSent(sim);
    expect(A127).toEqual({ Success: true });
    const sms = (await sim.outbox()).at(-1)!;
    expect(sms).toMatchObject({ channel: 'sms', to: CUSTOMER.mobile });
    expect(sms.text).toContain('已為您代填信用卡申請書');
    expect(sms.text).toContain('AgentStep=20&ForwardToken=');
    const { s, A128 } = await customerContinues(sim, forward);
    expect(A128.Success).toBe(true);
    expect(JSON.parse(A128.ContentJson)).toEqual(SENT);
    // Again for the same token (the /Confirm screen reads it again), and its own apply log continues the case.
    expect((await s.call('A128', { ForwardToken: forward, IDNO: CUSTOMER.id, Birthday: CUSTOMER.birthday })).Success).toBe(true);
    s.applyLogId = (await s.call('A5', { ID: CUSTOMER.id, BDayYMD: CUSTOMER.birthday, CTID: 'DEMO-CASHBACK' })).ApplyLogID;
    expect(await s.call('A131', { AgentID: AGENT, AgentStep: '20', ForwardToken: forward })).toEqual({ Success: true });
  });

  it('a malformed ContentJSON is refused and sends nothing', async () => {
    const { agent } = await agentWaiting(sim);
    await customerVerifies(sim, await linkCode(sim, '1'));
    const before = (await sim.outbox()).length;
    expect((await agent.call('A127', { ContentJSON: 'not base64!' })).Success).toBe(false);
    expect((await agent.call('A127', { ContentJSON: b64([1, 2]) })).Success).toBe(false);
    expect((await sim.outbox()).length).toBe(before);
  });
});
