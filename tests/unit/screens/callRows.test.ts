// Checklist rows of the start screen, the gift screen and the preview read on the real screen
// configs (schemas/index.json, gift.json, confirm.json) through the real controller: NET-19
// (GetUserTypeInData on the preview's load), ERR-07 (A137 refused or an empty card name on
// /IndexPage → 0102), IDX-05 (the address's salesid/referid, kept in the session, go out in A97),
// GIFT-22 (an agent with an ETP flag goes from /Gift to /Form1 with Page2.3).
import { describe, expect, it } from 'vitest';
import { loadScreen, makeController } from './screenChecks.js';

const INDEX = loadScreen('index');
const GIFT = loadScreen('gift');
const CONFIRM = loadScreen('confirm');

describe('/IndexPage: A137 and 0102 (ERR-07)', () => {
  const A6 = { Success: true, Token: 'T1' };
  const A137 = { Success: true, CardName: '現金回饋卡', IdleTime: 600 };
  const A138 = { Success: true, TC_URL: [{ Url: 'https://x' }] };

  async function load(a137: Record<string, unknown>) {
    const h = makeController(INDEX, { session: { CTID: 'DEMO-CASHBACK', Lang: 'TW' }, answers: { A6, A137: a137, A138, A155: { Enable: false } } });
    await h.controller.load();
    return h;
  }

  it('A137 answered with its card name: no failure, A138 asked next', async () => {
    const h = await load(A137);
    expect(h.failures).toEqual([]);
    expect(h.calls.map(([code]) => code)).toContain('A138');
  });

  it.each([
    ['A137 refused (Success false)', { Success: false, ErrMsg: '查無此專案' }],
    ['A137 with an empty card name (withdrawn)', { ...A137, CardName: '' }],
  ])('%s: 0102 (產品已下架), and no terms call after it', async (_what, answer) => {
    const h = await load(answer);
    expect(h.failures).toEqual(['0102']);
    expect(h.calls.map(([code]) => code)).not.toContain('A138');
  });
});

describe('/Gift: an agent with an ETP flag (GIFT-22)', () => {
  // No gift group with a choice: the screen saves and goes on by itself as it loads (GIFT-12).
  const A17 = { Success: true, CardName: '現金回饋卡', CardLevelObj: [{ CardType: 'VISA', CardRealLevel: '白金卡', CardCode: 'CB01' }], GatewayNo: 'GW01' };
  const AGENT = { Agent: 'Y', AgentID: 'AG01', AgentStep: '1', CTID: 'DEMO-CASHBACK', IDNO: 'A123456789', ApplyLogID: 'L1', pageState: 'Page2.1' };

  async function left(session: Record<string, unknown>) {
    const h = makeController(GIFT, { session: { ...AGENT, ...session }, answers: { A17, A43: { Success: true } } });
    await h.controller.load();
    return h;
  }

  it.each([
    ['imageFlag Y', { imageFlag: 'Y', FlowType: 'NTB' }],
    ['FlowType ETP', { FlowType: 'ETP' }],
    ['ApproveCus Y', { ApproveCus: 'Y', FlowType: 'NTB' }],
    ['imageFlag Y and straight-through (STPFlowFlag Y, TWIDFlag Y)', { imageFlag: 'Y', FlowType: 'NTB', STPFlowFlag: 'Y', TWIDFlag: 'Y' }],
  ])('agent with %s → /Form1 with Page2.3, STPFlowFlag left as it was', async (_what, flags) => {
    const h = await left(flags);
    expect(h.navigations).toEqual(['/Form1']);
    expect(h.session.get('pageState')).toBe('Page2.3');
    expect(h.session.get('STPFlowFlag')).toBe((flags as Record<string, unknown>).STPFlowFlag);
  });

  it('agent with no ETP flag (imageFlag absent) → /UploadID with Page2.2', async () => {
    const h = await left({ FlowType: 'NTB' });
    expect(h.navigations).toEqual(['/UploadID']);
    expect(h.session.get('pageState')).toBe('Page2.2');
  });
});

describe('/Confirm: GetUserTypeInData on the preview\'s load (NET-19), SalesId and ReferId in A97 (IDX-05)', () => {
  const LOOKUPS = { A71: [{ NalCode: 'TW' }], A22: [{ CodeType: 'City', CodeID: '63000' }], A97: { Result: '1', ApplyID: 'CC1' } };
  const BASE = {
    CustomerType: 'NTB', FlowType: 'NTB', IDNO: 'F131104093', Birthday: '0790101', ApplyLogID: 'AL1', STPFlowFlag: 'N',
    Form1Data: { NameChinese: '林小華', TelMobile1: '0912345678' }, Form2Data: { Company: '臺灣測試股份有限公司', IncomeY: '60' },
    GiftInfo: { GiftCombination: 'CB-F02' },
  };

  it('the preview asks GetUserTypeInData first, before the lookup lists A71 and A22', async () => {
    const h = makeController(CONFIRM, { session: BASE, answers: LOOKUPS });
    await h.controller.load();
    const codes = h.calls.map(([code]) => code);
    expect(codes.slice(0, 3)).toEqual(['GetUserTypeInData', 'A71', 'A22']);
  });

  it('an agent\'s preview reading the customer\'s data (A128) does not ask it', async () => {
    const content = JSON.stringify({ StateData: {}, PageData: {} });
    const h = makeController(CONFIRM, { session: { ...BASE, Agent: 'Y', AgentID: 'AG01', ForwardToken: 'FT' }, answers: { ...LOOKUPS, A128: { Success: true, ContentJson: content } } });
    await h.controller.load();
    expect(h.calls.map(([code]) => code)).toEqual(expect.arrayContaining(['A128', 'A71', 'A22']));
    expect(h.calls.map(([code]) => code)).not.toContain('GetUserTypeInData');
  });

  async function a97(session: Record<string, unknown>): Promise<Record<string, unknown>> {
    const h = makeController(CONFIRM, { session: { ...BASE, ...session }, answers: LOOKUPS });
    await h.controller.load();
    await h.controller.submit();
    const sent = h.calls.filter(([code]) => code === 'A97');
    expect(sent).toHaveLength(1);
    return JSON.parse(Buffer.from(String(sent[0][1].ContentJSON), 'base64').toString('utf8')) as Record<string, unknown>;
  }

  it('SalesId and ReferId kept from the address (?salesid=S1&referid=R1) go out in A97', async () => {
    const body = await a97({ URLSalesId: 'S1', SalesId: 'S1', ReferId: 'R1' });
    expect(body).toMatchObject({ SalesId: 'S1', ReferId: 'R1' });
  });

  it('none given: neither is sent', async () => {
    const body = await a97({});
    expect(body).not.toHaveProperty('SalesId');
    expect(body).not.toHaveProperty('ReferId');
  });
});
