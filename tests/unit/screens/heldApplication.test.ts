// Form1's held application on the real schemas/form1.json (001 §4.2; F1-18, F1-19, F1-91):
// with no saved form state a customer's Form1 asks A59 and merges what it held (one mergeForm,
// not the bookkeeping keys), an agent's does not ask, a saved form state wins; Next holds the form
// with A60 as base64 of the UTF-8 JSON { Page2_4: { Form1Data, ModFlag } }, never in agent mode;
// Form2's Next likewise as { Page2_5: { Form2Data, ModFlag } } (F2-47, F2-48).
import { describe, expect, it } from 'vitest';
import { loadScreen, makeController } from './screenChecks.js';

const FORM1 = loadScreen('form1');
const FORM2 = loadScreen('form2');
const NTB = { CustomerType: 'NTB', FlowType: 'NTB', Birthday: '0790101', IDNO: 'F131104093', ApplyLogID: 'LOG-NEW', SalesId: 'S123456' };
const HELD = { NameChinese: '王小明', HomeCity: '63000', HomeArea: '10601', HomeAddr: '忠孝東路四段100號5樓', Email: 'xiaoming@gmail.com', Prefilled: 'N', ModFlag: { HomeModFlag: 'Y' } };
const LOOKUPS = { A71: [{ NalSwitchCode: 'US', NalNameC: '美國' }] as unknown as Record<string, unknown>, A22: [{ CodeType: 'City', CodeID: '63000', CodeDescription: '臺北市' }] as unknown as Record<string, unknown> };
const held = (content: unknown) => ({ ...LOOKUPS, A59: { Success: true, ContentJson: typeof content === 'string' ? content : JSON.stringify(content) } });

async function loaded(session: Record<string, unknown>, answers: Record<string, Record<string, unknown>>) {
  const h = makeController(FORM1, { session, answers });
  await h.controller.load();
  return h;
}

describe('Form1 load: the held application (F1-18, F1-19)', () => {
  it('a customer with no saved form state: A59 on its apply log, the held fields merged, the bookkeeping keys not', async () => {
    const h = await loaded(NTB, held({ Page2_4: { Form1Data: HELD, ModFlag: { HomeModFlag: 'Y' } } }));
    expect(h.calls.filter(([code]) => code === 'A59')).toEqual([['A59', { ApplyLogID: 'LOG-NEW' }]]);
    expect(h.controller.state.form).toMatchObject({ NameChinese: '王小明', HomeAddr: '忠孝東路四段100號5樓', HomeArea: '10601', Email: 'xiaoming@gmail.com', Prefilled: 'Y' });
    expect(h.controller.state.form.ModFlag).toBeUndefined();
  });

  it.each([
    ['nothing held', ''],
    ['only Form2 held', { Page2_5: { Form2Data: { Company: '甲公司' } } }],
    ['the held part without its Form1Data', { Page2_4: { NameChinese: '王小明' } }],
  ])('%s: nothing merged, no fault', async (_what, content) => {
    const h = await loaded(NTB, held(content));
    expect(h.controller.state.form.NameChinese).toBeUndefined();
    expect(h.controller.state.form.Prefilled).toBe('Y');
  });

  it('A59 refused: nothing merged, the form still loads', async () => {
    const h = await loaded(NTB, { ...LOOKUPS, A59: { Success: false, ErrMsg: '尚未完成身分驗證', ContentJson: JSON.stringify({ Page2_4: { Form1Data: HELD } }) } });
    expect(h.controller.state.form.HomeAddr).toBeUndefined();
    expect(h.controller.state.form.Prefilled).toBe('Y');
  });

  it('agent mode (F1-19, AGT-19): the agent data by AgentID (A132) instead of A59, nothing merged', async () => {
    const h = await loaded({ ...NTB, Agent: 'Y', AgentID: 'AG01' }, held({ Page2_4: { Form1Data: HELD } }));
    expect(h.calls.map(([code]) => code)).not.toContain('A59');
    expect(h.calls.filter(([code]) => code === 'A132').map(([, body]) => body)).toEqual([{ AgentID: 'AG01' }]);
    expect(h.controller.state.form.HomeAddr).toBeUndefined();
  });

  it('a saved form state (a reload, an Edit back from the preview) wins: no A59', async () => {
    const h = await loaded({ ...NTB, 'Form1Data': { Prefilled: 'Y', NameChinese: '李小華', HomeAddr: '中山路一段1號' } }, held({ Page2_4: { Form1Data: HELD } }));
    expect(h.calls.map(([code]) => code)).not.toContain('A59');
    expect(h.controller.state.form).toMatchObject({ NameChinese: '李小華', HomeAddr: '中山路一段1號' });
  });
});

describe('Form2 load: the held company form (F2-26)', () => {
  it('no saved form state: A59 merged with one mergeForm, the bookkeeping keys left out; Form1\'s part alone merges nothing', async () => {
    const form2Held = { Company: '台灣積體電路製造股份有限公司', CompanyAddr: '力行六路8號', IncomeY: '60', ModFlag: { x: 'Y' }, Prefilled: 'N' };
    const h = makeController(FORM2, { session: NTB, answers: { A159: [] as unknown as Record<string, unknown>, ...held({ Page2_5: { Form2Data: form2Held } }) } });
    await h.controller.load();
    expect(h.controller.state.form).toMatchObject({ Company: '台灣積體電路製造股份有限公司', CompanyAddr: '力行六路8號', IncomeY: '60', Prefilled: 'Y' });
    expect(h.controller.state.form.ModFlag).toBeUndefined();

    const only1 = makeController(FORM2, { session: NTB, answers: { A159: [] as unknown as Record<string, unknown>, ...held({ Page2_4: { Form1Data: HELD } }) } });
    await only1.controller.load();
    expect(only1.controller.state.form.Company).toBeUndefined();
  });
});

describe('Form1 Next: A60 holds the form (F1-91)', () => {
  const VALID = {
    NameChinese: '王小明', NameEnglish: 'WANG,XIAO-MING', IssueType: '1', IssueDate: '1000101', IssueCity: '63000',
    HomeCity: '63000', HomeArea: '10001', HomeZip: '100', HomeAddr: '忠孝東路四段100號5樓', Education: '2', HouseOwn: '1',
    TelMobile1: '0912345678', LiveTel: '0223456789', HomeTel: '0223456789', Email: 'wang@example.com',
    BillCity: '63000', BillArea: '10001', BillZip: '100', BillAddr: '忠孝東路四段100號5樓', Country: 'TW',
  };

  async function next(session: Record<string, unknown>) {
    const h = makeController(FORM1, { session, answers: { A29: { Success: true }, A60: { Success: true } } });
    await h.controller.change({ ...h.controller.state.form, ...VALID });
    expect(await h.controller.submit()).toEqual([]);
    return h;
  }

  it('ContentJSON is base64 of the UTF-8 JSON: Form1Data with the Chinese intact, ModFlag beside it, no bookkeeping keys', async () => {
    const h = await next(NTB);
    const a60 = h.calls.filter(([code]) => code === 'A60');
    expect(a60).toHaveLength(1);
    const body = a60[0][1];
    expect(body).toMatchObject({ ApplyLogID: 'LOG-NEW', SalesID: 'S123456' });
    const b64 = String(body.ContentJSON);
    expect(b64).toMatch(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/);
    const sent = JSON.parse(Buffer.from(b64, 'base64').toString('utf8')) as { Page2_4: { Form1Data: Record<string, unknown>; ModFlag: Record<string, string> } };
    expect(Object.keys(sent)).toEqual(['Page2_4']);
    expect(sent.Page2_4.Form1Data).toMatchObject({ NameChinese: '王小明', HomeAddr: '忠孝東路四段100號5樓', Email: 'wang@example.com' });
    expect(sent.Page2_4.Form1Data).not.toHaveProperty('ModFlag');
    expect(sent.Page2_4.Form1Data).not.toHaveProperty('Prefilled');
    expect(sent.Page2_4.ModFlag).toMatchObject({ IssueModFlag: 'Y', HomeModFlag: 'N' });
  });

  it('agent mode: no A60 (AGT-19)', async () => {
    const h = await next({ ...NTB, Agent: 'Y', AgentID: 'AG01' });
    expect(h.calls.map(([code]) => code)).not.toContain('A60');
  });
});

describe('Form2 Next: A60 holds the company form (F2-47, F2-48)', () => {
  const FORM1_DATA = { HomeCity: '63000', HomeArea: '10001', HomeZip: '100', HomeAddr: '中山路一段1號', BillCity: '63000', BillArea: '10001', BillZip: '100', BillAddr: '中山路一段1號' };
  const VALID = {
    IsStudent: 'N', Company: '台灣積體電路製造股份有限公司', JobDate: '10801', CompTel: '0223456789', CompTelExt: '123',
    CompanyCity: '63000', CompanyArea: '10001', CompanyZip: '100', CompanyAddr: '力行六路8號', JobType: '01', TitleType: '01', IncomeY: '60', BinId: '04595257',
  };

  async function next(session: Record<string, unknown>) {
    const h = makeController(FORM2, { session: { ...NTB, 'Form1Data': FORM1_DATA, ...session }, answers: { A60: { Success: true } } });
    await h.controller.change({ ...h.controller.state.form, ...VALID });
    expect(await h.controller.submit()).toEqual([]);
    return h;
  }

  it('ContentJSON is base64 of the UTF-8 JSON { Page2_5: { Form2Data, ModFlag } }, the company name intact', async () => {
    const h = await next({});
    const a60 = h.calls.filter(([code]) => code === 'A60');
    expect(a60).toHaveLength(1);
    const sent = JSON.parse(Buffer.from(String(a60[0][1].ContentJSON), 'base64').toString('utf8')) as { Page2_5: { Form2Data: Record<string, unknown>; ModFlag: Record<string, string> } };
    expect(Object.keys(sent)).toEqual(['Page2_5']);
    expect(sent.Page2_5.Form2Data).toMatchObject({ Company: '台灣積體電路製造股份有限公司', CompanyAddr: '力行六路8號', IncomeY: '60' });
    expect(sent.Page2_5.Form2Data).not.toHaveProperty('ModFlag');
    expect(sent.Page2_5.ModFlag).toEqual({ sameAsCompanyForContact: 'N', sameAsCompanyForHome: 'N' });
  });

  it('agent mode: no A60', async () => {
    const h = await next({ Agent: 'Y', AgentID: 'AG01' });
    expect(h.calls.map(([code]) => code)).not.toContain('A60');
  });
});
