// The data-entry screens' calls on a verified apply log: A20 prefill (001 §3.5, §4.2), A29 email
// log (F1-78), A159 company list (F2-06), A66 upload notes (UPID-08), and the test identities.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_EMAIL_INVALID } from '../../../simulator/calls/A29.js';
import { startTestSim, type Body, type TestSim } from './helpers.js';
import { withMessageTranslations } from '../../../simulator/messages.js';

let sim: TestSim;
beforeAll(async () => { sim = await startTestSim(); });
afterAll(async () => { await sim.close(); });

const verifiedCustomer = async (id: string, birthday: string, mobile: string) => sim.verified(await sim.customer(id, birthday), mobile);

describe('A20 existing-customer record', () => {
  it('A123456789 has a full home and bill address: city, district, zip, street', async () => {
    const s = await verifiedCustomer('A123456789', '0690101', '0912345678');
    expect(await s.call('A20', { ID: 'A123456789', ApplyType: 'X' })).toMatchObject({
      Success: true, ApplyShortForm: 'N', NameChinese: '王小明',
      HouseCity: '63000', HouseArea: '10601', HouseZip: '106', HouseAddr: '復興南路一段390號5樓',
      ContactCity: '63000', ContactArea: '11001', ContactZip: '110', ContactAddr: '信義路五段7號35樓',
    });
  });

  it('D234567805 is an ETP with ApplyShortForm Y', async () => {
    const s = await sim.session();
    expect(await s.call('A84', { IDNO: 'D234567805', Birthday: '0820202' })).toMatchObject({ CustomerType: 'ETP', FlowType: 'ETP', ApproveCus: 'Y' });
    const v = await verifiedCustomer('D234567805', '0820202', '0966888999');
    expect(await v.call('A20', { ID: 'D234567805' })).toMatchObject({ Success: true, ApplyShortForm: 'Y', NameChinese: '黃詩涵' });
  });

  it('G112233409 is an existing customer with no email on file', async () => {
    const s = await verifiedCustomer('G112233409', '0740404', '0977123456');
    expect(await s.call('A20', { ID: 'G112233409' })).toMatchObject({ Success: true, Email: '', NameChinese: '吳建宏', ApplyShortForm: 'N' });
  });
});

describe('A29 email log', () => {
  it('logs a valid address on the apply log', async () => {
    const s = await verifiedCustomer('A123456789', '0690101', '0912345678');
    expect(await s.call('A29', { EMail: 'new.address@example.com.tw', NTBETB: 'ETB' })).toEqual({ Success: true });
    expect(await s.call('A29', { EMail: 'second@example.com', NTBETB: 'ETB' })).toEqual({ Success: true });
  });

  it.each([['not-an-email'], ['a@b'], [''], [`${'x'.repeat(95)}@example.com`]])('refuses %j', async (EMail) => {
    const s = await verifiedCustomer('A123456789', '0690101', '0912345678');
    expect(await s.call('A29', { EMail, NTBETB: 'ETB' })).toEqual(withMessageTranslations({ Success: false, ErrMsg: MSG_EMAIL_INVALID }));
  });
});

describe('A159 company list', () => {
  it('is a bare list of CompName4', async () => {
    const s = await verifiedCustomer('A123456789', '0690101', '0912345678');
    const list = (await s.call('A159')) as unknown as Body[];
    expect(list.length).toBeGreaterThan(10);
    expect(list).toContainEqual({ CompName4: '台灣積體電路製造股份有限公司' });
  });
});

describe('A66 upload notes', () => {
  it('answers the notes, one a line, for a campaign', async () => {
    const notes = await sim.call('A66', { CTID: 'DEMO-CASHBACK' });
    expect(notes).toMatchObject({ Success: true, LibDetails: '' });
    expect(String(notes.CCPLUpload).split('\n').length).toBeGreaterThan(2);
    expect(notes.CCPLUpload).toContain('5000KB');
  });

  it('carries the same notes in English, line by line (Translations.en), the bank\'s own notes unchanged', async () => {
    const notes = await sim.call('A66', { CTID: 'DEMO-CASHBACK' });
    const en = (notes.Translations as Record<string, Body>).en;
    const own = String(notes.CCPLUpload).split('\n');
    const lines = String(en.CCPLUpload).split('\n');
    expect(lines).toHaveLength(own.length);
    for (const line of lines) expect(line).not.toMatch(/\p{Script=Han}/u);
    expect(en.CCPLUpload).toContain('5000 KB');
    expect(own[0]).toMatch(/\p{Script=Han}/u);
  });

  it('refuses an unknown campaign (the app shows ErrCode 1201)', async () => {
    expect(await sim.call('A66', { CTID: 'NO-SUCH' })).toMatchObject({ Success: false });
  });
});
