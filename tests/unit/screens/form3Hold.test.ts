// Form3's held state and its calls on the real schemas/form3.json (001 §3.4, §4.4; F3-26, F3-49..55):
// the load asks A22 then A59 and merges Page2_6.Form3Data (not the bookkeeping keys); Next holds
// { Page2_6: { Form3Data, ModFlag } } as base64 of UTF-8 JSON with A60 for a customer, nothing for an
// agent (whose send, A127, is on /Confirm); then /Confirm.
import { describe, expect, it } from 'vitest';
import { loadScreen, makeController } from './screenChecks.js';

const FORM3 = loadScreen('form3');
const S = { CustomerType: 'NTB', ApplyPL: 'Y', ApplyLogID: 'LOG-1', SalesId: 'S1', IDNO: 'F131104093', PLCTID: 'PL01' };
const A22 = [{ CodeType: 'LoanFor', CodeID: '2', CodeDescription: '家庭週轉' }, { CodeType: 'RelCode', CodeID: '2', CodeDescription: '父母' }];
const HELD = { ApplyAmt: '120', ApplyPeriod: '5', LoanFor: '2', RelatedFlag: 'Y', Related: 'Spouse', CustNameChinese: '王美麗', CustId1: 'A212345606', RelRows: '2', Prefilled: 'N', ApplyPL: 'N' };
const answers = (content: unknown) => ({ A22: A22 as unknown as Record<string, unknown>, A59: { Success: true, ContentJson: JSON.stringify(content) } });
const decode = (b64: unknown) => JSON.parse(Buffer.from(String(b64), 'base64').toString('utf8')) as { Page2_6: { Form3Data: Record<string, unknown>; ModFlag: Record<string, unknown> } };

describe('Form3 load and Next', () => {
  it('F3-26: A22 then A59; the held Form3Data merged without the bookkeeping keys', async () => {
    const h = makeController(FORM3, { session: S, answers: answers({ Page2_6: { Form3Data: HELD, ModFlag: {} } }) });
    await h.controller.load();
    expect(h.calls.map(([code]) => code).filter((c) => c === 'A22' || c === 'A59')).toEqual(['A22', 'A59']);
    expect(h.controller.state.form).toMatchObject({ ApplyAmt: '120', ApplyPeriod: '5', CustNameChinese: '王美麗', Prefilled: 'Y', ApplyPL: 'Y' });
    expect(h.controller.state.form.RelRows).toBeUndefined();
  });

  it('F3-04, F3-10, F3-12: nothing held: pre-screen Yes, tenor 7, realty No, related Yes', async () => {
    const h = makeController(FORM3, { session: S, answers: answers({ Page2_5: { Form2Data: {} } }) });
    await h.controller.load();
    expect(h.controller.state.form).toMatchObject({ ApplyPL: 'Y', ApplyPeriod: '7', RealtyOwn: 'N', RelatedFlag: 'Y' });
    expect(h.controller.state.form.ApplyAmt).toBeUndefined();
  });

  it('F3-49, F3-50, F3-54, F3-55: a customer\'s Next holds Page2_6 with A60 (Chinese intact) and goes to /Confirm', async () => {
    const h = makeController(FORM3, { session: S, server: { A22 } as unknown as Record<string, unknown> });
    await h.controller.change({ ...h.controller.state.form, ApplyAmt: '120', LoanFor: '2', CustNameChinese: '王美麗', CustId1: 'A212345606' });
    expect(await h.controller.submit()).toEqual([]);
    const a60 = h.calls.filter(([code]) => code === 'A60');
    expect(a60).toHaveLength(1);
    expect(a60[0][1]).toMatchObject({ ApplyLogID: 'LOG-1', SalesID: 'S1' });
    const saved = decode(a60[0][1].ContentJSON);
    expect(saved.Page2_6.Form3Data).toMatchObject({ PLCTID: 'PL01', ApplyAmt: '120', ApplyPeriod: '7', LoanFor: '2', LoanForSelect: '家庭週轉', RealtyOwn: 'N', RelatedFlag: 'Y', Related: 'Spouse', RelatedSelect: '配偶', CustNameChinese: '王美麗', CustId1: 'A212345606' });
    for (const k of ['ApplyPL', 'Prefilled', 'ModFlag', 'RelRows']) expect(saved.Page2_6.Form3Data).not.toHaveProperty(k);
    expect(saved.Page2_6.ModFlag).toEqual({ ApplyPL: 'Y' });
    expect(h.calls.map(([code]) => code)).not.toContain('A127');
    expect(h.navigations).toEqual(['/Confirm']);
  });

  it('F3-51, F3-52: agent step 0 goes to /Confirm without A60 and without A127: the agent sends from /Confirm (docs/spec-gaps.md; tests/unit/screens/agentConfirm.test.ts)', async () => {
    const h = makeController(FORM3, { session: { ...S, Agent: 'Y', AgentStep: '0' } });
    await h.controller.change({ ...h.controller.state.form, ApplyPL: 'N' });
    expect(await h.controller.submit()).toEqual([]);
    expect(h.calls.map(([code]) => code).filter((c) => c === 'A127' || c === 'A60')).toEqual([]);
    expect(h.navigations).toEqual(['/Confirm']);
  });

  it('F3-53: another agent step: neither A127 nor A60, straight to /Confirm', async () => {
    const h = makeController(FORM3, { session: { ...S, Agent: 'Y', AgentStep: '20' } });
    await h.controller.change({ ...h.controller.state.form, ApplyPL: 'N' });
    expect(await h.controller.submit()).toEqual([]);
    expect(h.calls.map(([code]) => code).filter((c) => c === 'A127' || c === 'A60')).toEqual([]);
    expect(h.navigations).toEqual(['/Confirm']);
  });
});
