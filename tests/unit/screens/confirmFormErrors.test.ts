// 001 §8 (CONF-46, CONF-47): a refused submission (A97 Result 0) shows 系統異常：ErrMsg, and every
// preview error also goes to analytics as a form error: the refusal by its message key, a
// transport failure by the catalogue code 0000; never the bank's ErrMsg or any typed value.
import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../../renderer/engine/api.js';
import { loadScreen, makeController } from './screenChecks.js';

const CONFIRM = loadScreen('confirm');
const SESSION = {
  CustomerType: 'NTB', FlowType: 'NTB', IDNO: 'F131104093', Birthday: '0790101', ApplyLogID: 'AL1', STPFlowFlag: 'N',
  Form1Data: { NameChinese: '林小華', Email: 'lin@example.com' }, Form2Data: { Company: '臺灣測試股份有限公司' },
};
const LOOKUPS = { A71: [{ NalCode: 'TW' }], A22: [{ CodeType: 'City', CodeID: '63000' }] };

async function submitWith(a97: Record<string, unknown> | Error) {
  const h = makeController(CONFIRM, { session: SESSION, answers: { ...LOOKUPS, A97: a97 } });
  await h.controller.load();
  await h.controller.submit();
  return h;
}

describe('/Confirm submission errors (CONF-46, CONF-47)', () => {
  it('A97 Result 0: the alert 系統異常：ErrMsg, one formError event with the message key and no ErrMsg, no route', async () => {
    const h = await submitWith({ Result: '0', ErrMsg: '林小華 資料有誤' });
    expect(h.calls.filter(([code]) => code === 'A97')).toHaveLength(1);
    expect(h.alerts).toEqual(['confirm.systemError']);
    expect(h.events.filter((e) => e.event === 'formError')).toEqual([{ event: 'formError', screen: 'confirm', field: null, code: 'confirm.systemError' }]);
    expect(JSON.stringify(h.events)).not.toContain('林小華');
    expect(h.navigations).toEqual([]);
  });

  it('A97 lost on the network after its retries: the catalogue 0000 and a formError event 0000', async () => {
    const h = await submitWith(new ApiFailure('A97', 3, new Error('offline')));
    expect(h.failures).toEqual(['0000']);
    expect(h.events.filter((e) => e.event === 'formError')).toEqual([{ event: 'formError', screen: 'confirm', field: null, code: '0000' }]);
  });

  it('A97 accepted: no formError event, the ApplyID kept', async () => {
    const h = await submitWith({ Result: '1', ApplyID: 'CC20261123000000000001' });
    expect(h.events.filter((e) => e.event === 'formError')).toEqual([]);
    expect(h.session.get('ApplyID')).toBe('CC20261123000000000001');
  });
});
