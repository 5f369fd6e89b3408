// /Confirm in agent mode on the real schemas/confirm.json (001 §4.6, §8; 002 §2.10; AGT-21..AGT-23,
// CONF-19): the agent at step 0 sends the filled application with A127 (never A97) and lands on
// /WaitingConfirm; a refused or failed send shows 2601 and stays; the customer at step 20 loads the
// agent's data with A128 into the session the preview reads.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadScreen, makeController } from './screenChecks.js';

const CONFIRM = loadScreen('confirm');
const F1 = { NameChinese: '李雅婷', Email: 'ya@example.com' };
const AGENT = { Agent: 'Y', AgentID: 'AG0001', AgentStep: '0', ApplyLogID: 'AL1', CustomerType: 'ETP', FlowType: 'ETP', ApproveCus: 'Y', Form1Data: F1, GiftInfo: { GiftCombination: 'G1' }, ApplyPL: 'N' };
/** The preview's button is enabled once its data is in (form.Ready Y after the 3 s wait). */
const ready = (c: ReturnType<typeof makeController>['controller']) => c.change({ ...c.state.form, Ready: 'Y' });
const decode = (b64: unknown) => JSON.parse(Buffer.from(String(b64), 'base64').toString('utf8')) as { PageData: Record<string, unknown>; StateData: Record<string, unknown> };

describe('the agent send (agent step 0)', () => {
  it('A127 carries the page data and the three forms, base64 of UTF-8 JSON; no A97; 代填完成 then /WaitingConfirm', async () => {
    const h = makeController(CONFIRM, { session: AGENT, answers: { A127: { Success: true } } });
    await ready(h.controller);
    await h.controller.submit();
    const codes = h.calls.map(([code]) => code);
    expect(codes).toContain('A127');
    expect(codes).not.toContain('A97');
    const [, body] = h.calls.find(([code]) => code === 'A127')!;
    expect(body.ApplyLogID).toBe('AL1');
    const sent = decode(body.ContentJSON);
    expect(sent.StateData).toEqual({ Form1Data: F1 });
    expect(sent.PageData).toMatchObject({ GiftInfo: { GiftCombination: 'G1' }, ApplyPL: 'N', CustomerType: 'ETP' });
    expect(h.alerts).toEqual(['confirm.agentSent']);
    expect(h.navigations).toEqual(['/WaitingConfirm']);
  });

  it('a refused send: 2601, no navigation, the session kept', async () => {
    const h = makeController(CONFIRM, { session: AGENT, answers: { A127: { Success: false, ErrMsg: 'x' } } });
    await ready(h.controller);
    await h.controller.submit();
    expect(h.alerts).toEqual(['err.2601']);
    expect(h.navigations).toEqual([]);
    expect(h.session.get('Form1Data')).toEqual(F1);
  });

  it('a customer (not agent step 0) submits with A97, not A127', async () => {
    const h = makeController(CONFIRM, { session: { ...AGENT, AgentStep: '20' }, answers: { A97: { Result: '1', ApplyID: 'CC1' } } });
    await ready(h.controller);
    await h.controller.submit();
    // A97 sends; the preview audit (A43 ccPreview, NET-22) follows it; no A127.
    expect(h.calls.map(([code]) => code)).toEqual(['A97', 'A43']);
    expect(h.calls[1][1]).toMatchObject({ Action: 'ccPreview' });
  });
});

describe('the customer at agent step 20 (CONF-19)', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  it("A128 with the link's ForwardToken, the ID and birthday; its StateData and PageData become the session the preview shows", async () => {
    const content = { PageData: { GiftInfo: { GiftCombination: 'G2' }, ApplyPL: 'N', STPFlowFlag: 'N' }, StateData: { Form1Data: F1, Form2Data: { Company: '示範公司' } } };
    const session = { Agent: 'Y', AgentID: 'AG0001', AgentStep: '20', ForwardToken: 'FT', IDNO: 'B220012340', Birthday: '0750505', CustomerType: 'ETB', FlowType: 'ETB' };
    const h = makeController(CONFIRM, { session, answers: { A128: { Success: true, ContentJson: JSON.stringify(content) }, A71: [{ NalSwitchCode: 'US' }], A22: [{ CodeType: 'City' }] } });
    const loading = h.controller.load();
    await vi.runAllTimersAsync();
    await loading;
    expect(h.calls.find(([code]) => code === 'A128')?.[1]).toMatchObject({ ForwardToken: 'FT', IDNO: 'B220012340', Birthday: '0750505' });
    expect(h.session.get('Form1Data')).toEqual(F1);
    expect(h.session.get('Form2Data')).toEqual({ Company: '示範公司' });
    expect(h.session.get('GiftInfo')).toEqual({ GiftCombination: 'G2' });
    expect(h.session.get('STPFlowFlag')).toBe('N');
  });

  it('A128 refused: 資料讀取失敗 (agentDataRead), nothing loaded', async () => {
    const session = { Agent: 'Y', AgentStep: '20', ForwardToken: 'FT', IDNO: 'B220012340', Birthday: '0750505' };
    const h = makeController(CONFIRM, { session, answers: { A128: { Success: false }, A71: [{}], A22: [{}] } });
    const loading = h.controller.load();
    await vi.runAllTimersAsync();
    await loading;
    expect(h.failures).toEqual(['agentDataRead']);
    expect(h.session.get('Form1Data')).toBeUndefined();
  });
});
