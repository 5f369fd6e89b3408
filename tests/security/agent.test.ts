// Agent mode as an attacker would call it (simulator/calls/agent.ts; issue 10 §1): a case is
// bound to the token that registered it, its AgentID and its apply log; the customer's link and
// the continuation link are single-owner secrets; an unknown AgentID gets nothing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG_AGENT_CASE, MSG_AGENT_NOT_VERIFIED, MSG_NO_AGENT, MSG_SIGN_IN_FIRST } from '../../simulator/calls/agent.js';
import { MSG_NOT_VERIFIED, MSG_NOT_YOURS } from '../../simulator/access.js';
import { withMessageTranslations } from '../../simulator/messages.js';
import { startTestSim, type TestSim } from '../unit/simulator/helpers.js';
import { AGENT, agentSent, agentWaiting, b64, CUSTOMER, customerContinues, customerVerifies, linkCode, signIn } from '../unit/simulator/agentJourney.js';

const refused = (ErrMsg: string) => withMessageTranslations({ Success: false, ErrMsg });

let sim: TestSim;
beforeEach(async () => { sim = await startTestSim(); });
afterEach(async () => { await sim.close(); });

describe('another agent, another session', () => {
  it("another token polling A129 or reading A132 with the victim's AgentID sees nothing of the case", async () => {
    const { agent } = await agentWaiting(sim);
    await customerVerifies(sim, await linkCode(sim, '1'));
    const other = await sim.session();
    expect(await other.call('A129', { AgentID: AGENT })).toEqual(refused(MSG_SIGN_IN_FIRST));
    expect(await other.call('A132', { AgentID: AGENT })).toEqual(refused(MSG_SIGN_IN_FIRST));
    // The same agent signed in on another token: its own (no) case, nothing of this one.
    const sameAgent = await signIn(await sim.session(), sim);
    expect(await sameAgent.call('A129', { AgentID: AGENT })).toEqual(refused(MSG_AGENT_CASE));
    expect(JSON.parse((await sameAgent.call('A132', { AgentID: AGENT })).ContentJson).PageParameter).toEqual({});
    // Another agent's own waiting session, for another customer, does not see it either.
    const { agent: second } = await agentWaiting(sim, 'AG0002', { id: 'A123456789', birthday: '0690101', mobile: '0912345678' });
    expect(await second.call('A129', { AgentID: 'AG0002' })).toEqual({ Success: true, VerifyType: '', ApplyLogID: '', PageData: '' });
    expect(await second.call('A129', { AgentID: AGENT })).toEqual(refused(MSG_SIGN_IN_FIRST));
    // The agent's own token under another AgentID: nothing.
    expect(await agent.call('A129', { AgentID: 'AG0002' })).toEqual(refused(MSG_SIGN_IN_FIRST));
  });

  it("another agent's link code does not verify this agent's case (AgentID must match)", async () => {
    const { agent } = await agentWaiting(sim);
    const code = await linkCode(sim, '1');
    expect((await customerVerifies(sim, code, 'AG0002')).A131).toEqual(refused(MSG_AGENT_CASE));
    expect((await agent.call('A129', { AgentID: AGENT })).VerifyType).toBe('');
  });

  it('A127 on the agent apply log by another token, or before the customer verified, is refused', async () => {
    const { agent } = await agentWaiting(sim);
    expect(await agent.call('A127', { ContentJSON: b64({}) })).toEqual(refused(MSG_NOT_VERIFIED));
    await customerVerifies(sim, await linkCode(sim, '1'));
    const other = await sim.verified(await sim.customer('A123456789', '0690101'), '0912345678');
    expect(await other.call('A127', { ApplyLogID: agent.applyLogId, ContentJSON: b64({}) })).toEqual(refused(MSG_NOT_YOURS));
    // Its own verified apply log is no agent case.
    expect(await other.call('A127', { ContentJSON: b64({}) })).toEqual(refused(MSG_AGENT_CASE));
  });
});

describe('replay and stolen links', () => {
  it("the customer link passes once: a second customer session with the same code is refused; the same customer's retry answers the same", async () => {
    await agentWaiting(sim);
    const code = await linkCode(sim, '1');
    const { customer } = await customerVerifies(sim, code);
    expect(await customer.call('A131', { AgentID: AGENT, AgentStep: '1', ForwardToken: code })).toEqual({ Success: true });
    expect((await customerVerifies(sim, code)).A131).toEqual(refused(MSG_AGENT_CASE));
  });

  it('the customer link needs the code step passed, by the same ID', async () => {
    await agentWaiting(sim);
    const code = await linkCode(sim, '1');
    const unverified = await sim.customer(CUSTOMER.id, CUSTOMER.birthday);
    expect(await unverified.call('A131', { AgentID: AGENT, AgentStep: '1', ForwardToken: code })).toEqual(refused(MSG_AGENT_NOT_VERIFIED));
    const someoneElse = await sim.verified(await sim.customer('A123456789', '0690101'), '0912345678');
    expect(await someoneElse.call('A131', { AgentID: AGENT, AgentStep: '1', ForwardToken: code })).toEqual(refused(MSG_AGENT_CASE));
    expect(await someoneElse.call('A131', { AgentID: AGENT, AgentStep: '1', ForwardToken: 'guessed' })).toEqual(refused(MSG_AGENT_CASE));
  });

  it('the agent itself cannot verify its own case with the code it sent (a signed-in agent is never the customer\'s side)', async () => {
    const { agent } = await agentWaiting(sim);
    expect(await agent.call('A131', { AgentID: AGENT, AgentStep: '1', ForwardToken: await linkCode(sim, '1') })).toEqual(refused(MSG_AGENT_CASE));
  });

  it('the continuation link goes to the first token that opens it with the ID and birthday; another token, a wrong birthday, a replaced link get nothing', async () => {
    const { agent, forward } = await agentSent(sim);
    expect((await customerContinues(sim, forward, { ...CUSTOMER, birthday: '0750506' })).A128).toEqual(refused(MSG_AGENT_CASE));
    expect((await customerContinues(sim, forward)).A128.Success).toBe(true);
    expect((await customerContinues(sim, forward)).A128).toEqual(refused(MSG_AGENT_CASE));
    // A second send replaces the link: the first stops working even for the token that opened it.
    expect(await agent.call('A127', { ContentJSON: b64({ PageData: {} }) })).toEqual({ Success: true });
    const fresh = await linkCode(sim, '20');
    expect(fresh).not.toBe(forward);
    expect((await customerContinues(sim, forward)).A128).toEqual(refused(MSG_AGENT_CASE));
    expect((await customerContinues(sim, fresh)).A128.Success).toBe(true);
  });

  it('A131 at AgentStep 20 continues the case only on the token that opened the link', async () => {
    const { forward } = await agentSent(sim);
    await customerContinues(sim, forward);
    const other = await sim.customer(CUSTOMER.id, CUSTOMER.birthday);
    expect(await other.call('A131', { AgentID: AGENT, AgentStep: '20', ForwardToken: forward })).toEqual(refused(MSG_AGENT_CASE));
  });
});

describe('unknown AgentID', () => {
  it('A131, A132 refuse it and nothing is texted; A129 finds no case', async () => {
    const { A131 } = await agentWaiting(sim, 'AG9999');
    expect(A131).toEqual(refused(MSG_NO_AGENT));
    expect(await sim.call('A132', { AgentID: 'AG9999' })).toEqual(refused(MSG_NO_AGENT));
    expect(await sim.call('A132', { AgentID: 'constructor' })).toEqual(refused(MSG_NO_AGENT));
    expect(await sim.call('A129', { AgentID: 'AG9999' })).toEqual(refused(MSG_SIGN_IN_FIRST));
    expect((await sim.outbox()).filter((m) => m.text.includes('AgentStep='))).toEqual([]);
  });
});
