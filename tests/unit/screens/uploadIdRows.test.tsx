// @vitest-environment jsdom
// /UploadID on the real schemas/uploadId.json (002 §2.1, §5, §9):
// UPID-13: each side's upload refuses a file above the screen's limit, A25's SingleSize or else
// flows/constants.json uploadSingleKb (5000 KB), with 檔案太大，不可超過{size}KB，請重新選擇。 and sends
// nothing; a file at the limit is sent. (The widget is drawn with the screen's own options and
// the real texts; jsdom has no canvas, so the encoded size is chosen by a fake image IO.)
// UPID-18: on recognition success (A61) the recognised name and birthday are kept with the form
// (form.uploadId OcrResult, which Form1 prefills from).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { browserImageIO, imageIO, type Rgba } from '../../../widgets/imageUpload/imageProcessing.js';
import { fakeRuntime, flush, renderForm } from '../widgets/harness.js';
import { CONSTS, loadScreen, makeController, readJson } from './screenChecks.js';

const UPLOAD = loadScreen('uploadId');
const ZH = readJson<{ widgets: { imageUpload: Record<string, string> } }>('locales/zh-TW.json');
const dict = Object.fromEntries(Object.entries(ZH.widgets.imageUpload).map(([k, v]) => [`widgets.imageUpload.${k}`, v]));
const ui = UPLOAD.uiSchema as Record<string, { 'ui:widget'?: string; 'ui:options'?: Record<string, unknown>; 'ui:title'?: string }>;

function fakeIO(encodedKb: number) {
  const image: Rgba = { data: new Uint8Array(4 * 4 * 4), width: 4, height: 4 };
  imageIO.current = {
    decode: () => Promise.resolve(image),
    encodeJpeg: () => Promise.resolve(new Blob([new Uint8Array(encodedKb * 1024)], { type: 'image/jpeg' })),
    dataUrl: () => Promise.resolve('data:image/jpeg;base64,QUJD'),
  };
}

async function choose(field: 'FrontImage' | 'BackImage', kb: number, server: Record<string, unknown>) {
  fakeIO(kb);
  const runtime = fakeRuntime({ server, consts: CONSTS }, dict);
  const h = await renderForm({ schema: { type: 'object', properties: { [field]: { type: 'string', title: field } } }, uiSchema: { [field]: { 'ui:widget': ui[field]['ui:widget'], 'ui:options': ui[field]['ui:options'] } }, runtime });
  fireEvent.change(document.getElementById(`root_${field}`) as HTMLInputElement, { target: { files: [new File([new Uint8Array(10)], 'id.png', { type: 'image/png' })] } });
  for (let i = 0; i < 100 && (screen.queryByRole('status')?.textContent ?? '').length > 0 && h.runtime.calls.length === 0 && !screen.queryByRole('alert'); i++) await flush();
  await flush();
  return { calls: h.runtime.calls, alert: screen.queryByRole('alert')?.textContent ?? null };
}

beforeAll(() => { vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null); });
afterEach(() => { cleanup(); imageIO.current = browserImageIO; });

describe('/UploadID: the single-file limit of the real screen (UPID-13)', () => {
  it('both sides use the imageUpload widget with the limit rule', () => {
    expect(ui.FrontImage['ui:widget']).toBe('imageUpload');
    expect(ui.BackImage['ui:widget']).toBe('imageUpload');
  });

  it.each(['FrontImage', 'BackImage'] as const)('%s, no SingleSize from A25: 5001 KB refused with the 5000 KB message, 5000 KB sent', async (field) => {
    expect(CONSTS.uploadSingleKb).toBe(5000);
    const over = await choose(field, 5001, {});
    expect(over.alert).toBe('檔案太大，不可超過5000KB，請重新選擇。');
    expect(over.calls).toEqual([]);
    cleanup();
    const at = await choose(field, 5000, {});
    expect(at.calls).toHaveLength(1); // sent (the fake runtime answers no upload, so the widget then says the upload failed)
    expect(at.alert ?? '').not.toContain('檔案太大');
  });

  it.each(['FrontImage', 'BackImage'] as const)('%s, A25 SingleSize 3000: 3001 KB refused naming 3000 KB, 3000 KB sent', async (field) => {
    const over = await choose(field, 3001, { A25: { SingleSize: 3000 } });
    expect(over.alert).toBe('檔案太大，不可超過3000KB，請重新選擇。');
    expect(over.calls).toEqual([]);
    cleanup();
    const at = await choose(field, 3000, { A25: { SingleSize: 3000 } });
    expect(at.calls).toHaveLength(1); // sent (the fake runtime answers no upload, so the widget then says the upload failed)
    expect(at.alert ?? '').not.toContain('檔案太大');
  });
});

describe('/UploadID: the recognised name and birthday are kept (UPID-18)', () => {
  it('a photo the bank has not received (its preview failed on the network: no uuid) is not sent on: 上傳失敗，請重新上傳。, no A61, no FileUploadSubmit', async () => {
    const h = makeController(UPLOAD, { session: { IDNO: 'F131104093', ApplyLogID: 'L1', CustomerType: 'NTB', FlowType: 'NTB' }, answers: {} });
    await h.controller.change({ ...h.controller.state.form, FrontBase64: 'QUJD', BackBase64: 'REVG', FrontFileName: 'front.jpg', FrontUuid: 'u-front', FrontNetFail: null, BackNetFail: true });
    await h.controller.submit();
    expect(h.alerts).toEqual(['uploadId.submitFailed']);
    expect(h.calls).toEqual([]);
    expect(h.navigations).toEqual([]);
  });

  it('A61 succeeds: NameChinese and Birthday (ROC YYYMMDD from BirthdayY/M/D) are kept in the form\'s stored OcrResult', async () => {
    const A61 = { Success: true, NameChinese: '王小明', BirthdayY: '79', BirthdayM: '01', BirthdayD: '01', IssueType: '3', IssueCity: '63000', OwnCompBin: 'F131104093' };
    const h = makeController(UPLOAD, { session: { IDNO: 'F131104093', ApplyLogID: 'L1', CustomerType: 'NTB', FlowType: 'NTB' }, answers: { A61, FileUploadSubmit: { status: 0 } } });
    await h.controller.change({ ...h.controller.state.form, FrontUuid: 'U-1', BackUuid: 'U-2', FrontBase64: 'QUJD', BackBase64: 'REVG', FrontFileName: 'front.jpg' });
    expect(await h.controller.submit()).toEqual([]);
    expect(h.calls.map(([code]) => code)).toEqual(['A61', 'FileUploadSubmit']);
    expect(h.navigations).toEqual(['/Form1']);
    const kept = h.session.get('form.uploadId') as { OcrResult?: Record<string, unknown> };
    expect(kept.OcrResult).toMatchObject({ NameChinese: '王小明', Birthday: '0790101', OwnCompBin: 'F131104093' });
  });
});

describe('/UploadID: agents skip the mobile-ID route (AGT-17, 000 §6)', () => {
  const straightThrough = { STPFlowFlag: 'Y', PERMASFlag: 'N', ApplyPL: 'N', TWIDFlag: 'Y' };
  const run = async (session: Record<string, unknown>) => {
    const A61 = { Success: true, NameChinese: '王小明', BirthdayY: '79', BirthdayM: '01', BirthdayD: '01', IssueType: '3', IssueCity: '63000', OwnCompBin: 'E220456783' };
    const h = makeController(UPLOAD, { session: { IDNO: 'E220456783', ApplyLogID: 'L1', CustomerType: 'ETP', FlowType: 'ETB', ...straightThrough, ...session }, answers: { A61, FileUploadSubmit: { status: 0 } } });
    await h.controller.change({ ...h.controller.state.form, FrontBase64: 'QUJD', BackBase64: 'REVG', FrontFileName: 'front.jpg', FrontUuid: 'u-front', BackUuid: 'u-back' });
    expect(await h.controller.submit()).toEqual([]);
    return h;
  };

  it('an applicant of a straight-through case goes on to /StartTWID', async () => {
    expect((await run({})).navigations).toEqual(['/StartTWID']);
  });

  it.each(['0', '10'])('an agent (AgentStep %s) of the same case goes to /Form1 with Page2.3, never /StartTWID', async (step) => {
    const h = await run({ Agent: 'Y', AgentID: 'AG0001', AgentStep: step });
    expect(h.navigations).toEqual(['/Form1']);
    expect(h.session.get('pageState')).toBe('Page2.3');
  });
});
