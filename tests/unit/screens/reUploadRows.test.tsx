// @vitest-environment jsdom
// /ReUpload on the real schemas/reUpload.json (002 §2.3, §5, §9):
// INC-09: until A25 answers (pending: no answer kept) or when it failed, the upload box uses the
// screen's defaults, flows/constants.json uploadSingleKb 5000 KB per file and uploadTotalKb
// 25000 KB in all: a 5001 KB file is refused with 檔案太大，不可超過5000KB，請重新選擇。 and sends
// nothing, a 5000 KB one is sent, and 24.41 MB is left (the docUpload widget drawn with the
// screen's own options and the shipped zh-TW texts).
// INC-25: the address's ApplyLogID, ApplyID and STP are read on load: A25 and the final
// FileUploadSubmit go out with that ApplyLogID, the session keeps ApplyID, the form STP.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ScreenController } from '../../../renderer/engine/screen.js';
import { MemoryStorage, SessionStore } from '../../../renderer/engine/session.js';
import { nodeSchemaCheck } from '../../../renderer/headless/nodeSchemaCheck.js';
import { stubAppServices } from '../support/appServices.js';
import { fakeRuntime, flush, renderForm } from '../widgets/harness.js';
import { CONSTS, loadScreen, readJson } from './screenChecks.js';

afterEach(() => { cleanup(); });

const REUPLOAD = loadScreen('reUpload');
const files = (REUPLOAD.uiSchema as Record<string, { 'ui:field'?: string; 'ui:options'?: Record<string, unknown> }>).Files;

function flat(node: unknown, at = '', out: Record<string, string> = {}): Record<string, string> {
  if (typeof node === 'string') out[at] = node;
  else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) flat(v, at ? `${at}.${k}` : k, out);
  return out;
}
const ZH = flat(readJson('locales/zh-TW.json'));

async function showFiles(server: Record<string, unknown>) {
  const runtime = fakeRuntime({ session: { hasID: 'N' }, server, consts: CONSTS }, ZH);
  const h = await renderForm({ schema: { type: 'object', properties: { Files: { type: ['object', 'null'] } } }, uiSchema: { Files: { 'ui:field': files['ui:field'], 'ui:label': false, 'ui:options': files['ui:options'] } }, runtime });
  await flush();
  return h;
}

async function choose(kb: number): Promise<void> {
  const input = document.getElementById('root_Files__income_1') as HTMLInputElement;
  await waitFor(() => expect(input.disabled).toBe(false));
  const before = document.body.innerHTML;
  fireEvent.change(input, { target: { files: [new File([new Uint8Array(kb * 1024)], 'doc.pdf', { type: 'application/pdf' })] } });
  await waitFor(() => {
    expect(document.querySelector('[aria-busy=true]')).toBeNull();
    expect(document.body.innerHTML).not.toBe(before);
  }, { timeout: 8000 });
  await flush();
}

describe('/ReUpload: the defaults until A25 answers (INC-09)', () => {
  it('the screen\'s upload box is docUpload with the limits of A25, else the constants 5000 and 25000', () => {
    expect(files['ui:field']).toBe('docUpload');
    expect([CONSTS.uploadSingleKb, CONSTS.uploadTotalKb]).toEqual([5000, 25000]);
  });

  it.each<[string, Record<string, unknown>]>([
    ['A25 pending (no answer yet)', {}],
    ['A25 failed', { A25: { Success: false, ErrMsg: '查無申請資料' } }],
  ])('%s: 24.41 MB left; 5001 KB refused naming 5000 KB, nothing sent; 5000 KB sent', async (_name, server) => {
    const h = await showFiles(server);
    expect(screen.getByText('剩餘可上傳空間：24.41 MB')).toBeTruthy();
    await choose(5001);
    expect(screen.getByRole('alert').textContent).toBe('檔案太大，不可超過5000KB，請重新選擇。');
    expect(h.runtime.calls.filter((c) => c.action === 'upload')).toEqual([]);
    await choose(5000);
    expect(h.runtime.calls.filter((c) => c.action === 'upload')).toHaveLength(1);
  });

  it('A25 answered: its SingleSize rules instead (3000 KB: 3001 refused naming 3000)', async () => {
    const h = await showFiles({ A25: { Success: true, SingleSize: 3000, RemainSize: 20480, MaxSize: 25000 } });
    expect(screen.getByText('剩餘可上傳空間：20 MB')).toBeTruthy();
    await choose(3001);
    expect(screen.getByRole('alert').textContent).toBe('檔案太大，不可超過3000KB，請重新選擇。');
    expect(h.runtime.calls.filter((c) => c.action === 'upload')).toEqual([]);
  });
});

describe('/ReUpload: the address parameters (INC-25)', () => {
  it('?ApplyLogID=…&ApplyID=…&STP=N: A25 and FileUploadSubmit carry the address\'s ApplyLogID, the session keeps ApplyID, the form STP', async () => {
    const session = new SessionStore(new MemoryStorage());
    session.assign({ ApplyLogID: 'AL-SESSION', IDNO: 'F131104093', pageState: 'Page4.1' });
    const calls: Array<[string, Record<string, unknown>]> = [];
    const app = stubAppServices(session, {
      consts: CONSTS,
      schemaCheck: nodeSchemaCheck,
      api: {
        call: async (code, body) => { calls.push([code, body]); return code === 'A25' ? { Success: true, SingleSize: 5000, RemainSize: 25000, MaxSize: 25000 } : {}; },
        callFile: async (code, body) => { calls.push([code, body]); return { status: 0 }; },
        resetRetries: () => undefined,
      },
      report: (err) => { throw err; },
    });
    const controller = new ScreenController(REUPLOAD, app, { ApplyLogID: 'AL-ADDRESS', ApplyID: 'CC2026000123', STP: 'N' });
    await controller.load();
    expect(calls.find(([code]) => code === 'A25')?.[1]).toEqual({ ApplyLogID: 'AL-ADDRESS' });
    expect(session.get('ApplyLogID')).toBe('AL-ADDRESS');
    expect(session.get('ApplyID')).toBe('CC2026000123');
    expect(controller.state.form.STP).toBe('N');
    await controller.change({ ...controller.state.form, Files: { FILE_3_1: { uuid: 'U-1', size: 10, url: '/api/FileView?uuid=U-1', type: 3, index: 1 } } });
    expect(await controller.submit()).toEqual([]);
    expect(calls.find(([code]) => code === 'FileUploadSubmit')?.[1]).toMatchObject({ ApplyLogID: 'AL-ADDRESS', uuidList: ['U-1'] });
  });
});
