// The links the bank sends (issue 17 §8): absolute, so a mail client or a phone's messages app can
// open them, built from one configured base (simulator/links.ts): the email check (A143, and the
// fresh link A123 mails for an expired one) and the agent's text messages (A131, A127).
import { afterEach, describe, expect, it } from 'vitest';
import { appBase, appLinkOf } from '../../../simulator/links.js';
import { DEFAULT_APP_URL } from '../../../simulator/server.js';
import { startTestSim, type TestSim } from './helpers.js';
import { agentSent, agentWaiting } from './agentJourney.js';
import { defaultPolicy } from '../../../simulator/policy.js';

const ETB = { id: 'A123456789', birthday: '0690101', mobile: '0912345678' };

describe('appBase / appLinkOf', () => {
  it.each([
    ['http://127.0.0.1:5173', 'http://127.0.0.1:5173/#/EmailCheck?cid=x'],
    ['http://127.0.0.1:5173/', 'http://127.0.0.1:5173/#/EmailCheck?cid=x'],
    ['https://apply.bank.example/cc/', 'https://apply.bank.example/cc/#/EmailCheck?cid=x'],
    ['https://apply.bank.example/cc', 'https://apply.bank.example/cc/#/EmailCheck?cid=x'],
  ])('%s → %s', (base, link) => {
    expect(appLinkOf(base, '/EmailCheck?cid=x')).toBe(link);
  });

  it.each(['/', '127.0.0.1:5173', 'ftp://bank.example', 'https://bank.example/?a=1', 'https://bank.example/#/x', 'https://u:p@bank.example', ''])('refuses %j as the base', (base) => {
    expect(() => appBase(base)).toThrow(/absolute http\(s\) address|http\(s\) address without/);
  });

  it('npm start\'s address is the default', () => {
    expect(DEFAULT_APP_URL).toBe('http://127.0.0.1:5173');
  });
});

describe('in mail and SMS', () => {
  let sim: TestSim | undefined;
  afterEach(async () => { await sim?.close(); sim = undefined; });

  const mailOf = async (s: TestSim, email: string) => {
    const customer = await s.verified(await s.customer(ETB.id, ETB.birthday), ETB.mobile);
    await customer.call('A29', { EMail: email, NTBETB: 'ETB' });
    expect(await customer.call('A143')).toMatchObject({ Success: true });
    return (await s.outbox()).filter((m) => m.to === email).at(-1)!.text;
  };

  it('by default the links open the simulator\'s own origin (npm start, npm run serve, the tests\' servers)', async () => {
    sim = await startTestSim();
    expect(await mailOf(sim, 'links-default@example.com')).toMatch(new RegExp(`：${sim.url.replace(/[.:/]/g, '\\$&')}/#/EmailCheck\\?cid=[A-Za-z0-9_-]+$`));
  });

  it('with a configured base, the mail\'s code link and the re-sent one for an expired link carry it', async () => {
    sim = await startTestSim({ appUrl: 'https://apply.bank.example/cc/' });
    const text = await mailOf(sim, 'links-base@example.com');
    const link = /(https:\/\/apply\.bank\.example\/cc\/#\/EmailCheck\?cid=([A-Za-z0-9_-]+))$/.exec(text);
    expect(link, text).not.toBeNull();
    await sim.dev('POST', 'clock', { offsetMs: defaultPolicy.emailLinkValidMs + 1 });
    expect(await (await sim.session()).call('A123', { cid: link![2] })).toMatchObject({ Success: false });
    const resent = (await sim.outbox()).filter((m) => m.to === 'links-base@example.com').at(-1)!.text;
    expect(resent).not.toBe(text);
    expect(resent).toMatch(/：https:\/\/apply\.bank\.example\/cc\/#\/EmailCheck\?cid=[A-Za-z0-9_-]+$/);
  });

  it('with a configured base, the agent\'s text messages (the code-step link, A131; the continuation link, A127) carry it', async () => {
    sim = await startTestSim({ appUrl: 'https://apply.bank.example' });
    await agentWaiting(sim);
    const step1 = (await sim.outbox()).filter((m) => m.text.includes('AgentStep=1&')).at(-1)!.text;
    expect(step1).toMatch(/：https:\/\/apply\.bank\.example\/#\/\?CTID=DEMO-CASHBACK&AgentID=AG0001&AgentStep=1&ForwardToken=[A-Za-z0-9_-]+$/);
    await sim.dev('POST', 'reset');
    await agentSent(sim);
    const step20 = (await sim.outbox()).filter((m) => m.text.includes('AgentStep=20&')).at(-1)!.text;
    expect(step20).toMatch(/：https:\/\/apply\.bank\.example\/#\/\?CTID=DEMO-CASHBACK&AgentID=AG0001&AgentStep=20&ForwardToken=[A-Za-z0-9_-]+$/);
  });

  it('a base that is not an http(s) address stops the simulator at start, not in a mail', async () => {
    await expect(startTestSim({ appUrl: '/relative' })).rejects.toThrow(/absolute http\(s\) address/);
  });
});
