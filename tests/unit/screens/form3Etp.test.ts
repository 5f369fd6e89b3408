// Form3's ETP amount rule and the 代償 purposes (001 §5.3; F3-30, F3-33, F3-34) on the real
// schemas/form3.json: an ETP applicant's amount above the default (A20's PLDefaultAmt, kept by
// Form1) becomes the default with a popup on leaving the field; a purpose text containing
// 代償信貸 shows the use-of-loan block; in ETP a purpose containing 代償 opens the popup.
import { describe, expect, it } from 'vitest';
import { loadScreen, makeController } from './screenChecks.js';

const FORM3 = loadScreen('form3');
const A22 = [
  { CodeType: 'LoanFor', CodeID: '2', CodeDescription: '家庭週轉' },
  { CodeType: 'LoanFor', CodeID: '8', CodeDescription: '償還他行債務' },
  { CodeType: 'LoanFor', CodeID: '10', CodeDescription: '代償信貸' },
  { CodeType: 'LoanFor', CodeID: '11', CodeDescription: '信用卡代償' },
];
const ETP = { CustomerType: 'ETP', FlowType: 'ETP', ApplyPL: 'Y', PLDefaultAmt: '200' };
const NTB = { CustomerType: 'NTB', FlowType: 'NTB', ApplyPL: 'Y', PLDefaultAmt: '200' };

async function leaveAmount(session: Record<string, unknown>, amount: string) {
  const h = makeController(FORM3, { session, server: { A22 } });
  await h.controller.change({ ...h.controller.state.form, ApplyPL: 'Y', ApplyAmt: amount });
  await h.controller.blur('ApplyAmt');
  return { amount: h.controller.state.form.ApplyAmt, popups: h.popups };
}

async function choosePurpose(session: Record<string, unknown>, code: string) {
  const h = makeController(FORM3, { session, server: { A22 } });
  await h.controller.change({ ...h.controller.state.form, ApplyPL: 'Y', ApplyAmt: '100', LoanFor: code });
  return { blockShown: !h.controller.state.hidden.has('refinanceInfo'), popups: h.popups };
}

describe('ETP default amount (F3-30)', () => {
  it.each<[string, Record<string, unknown>, string, string, string[]]>([
    ['ETP, 201 over the default 200: replaced, popup', ETP, '201', '200', ['form3.amountOverDefaultTitle']],
    ['ETP, 300: replaced, popup', ETP, '300', '200', ['form3.amountOverDefaultTitle']],
    ['ETP, 200 at the default: kept', ETP, '200', '200', []],
    ['ETP, 199: kept', ETP, '199', '199', []],
    ['not ETP: kept whatever the default', NTB, '300', '300', []],
    ['ETP without a default (PLDefaultAmt absent): kept', { ...ETP, PLDefaultAmt: undefined }, '300', '300', []],
    ['ETP, an amount that is not digits: left to the amount check', ETP, '3a', '3a', []],
  ])('%s', async (_name, session, typed, kept, popups) => {
    const got = await leaveAmount(session, typed);
    expect(got.amount).toBe(kept);
    expect(got.popups).toEqual(popups);
  });
});

describe('代償 purposes (F3-33, F3-34)', () => {
  it.each<[string, Record<string, unknown>, string, boolean, string[]]>([
    ['代償信貸, not ETP: the block, no popup', NTB, '10', true, []],
    ['代償信貸, ETP: the block and the popup', ETP, '10', true, ['form3.refinanceTitle']],
    ['信用卡代償 (代償 without 信貸), ETP: the popup only', ETP, '11', false, ['form3.refinanceTitle']],
    ['償還他行債務, ETP: neither', ETP, '8', false, []],
    ['家庭週轉, not ETP: neither', NTB, '2', false, []],
    ['no purpose yet: neither', ETP, '', false, []],
  ])('%s', async (_name, session, code, blockShown, popups) => {
    expect(await choosePurpose(session, code)).toEqual({ blockShown, popups });
  });
});
