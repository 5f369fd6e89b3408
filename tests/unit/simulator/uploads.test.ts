// FileUploadPreview / FileUploadSubmit (002 §3.3, §5, §7), A25 quota (002 §3.2), the file view and
// the QR image GET (002 §2.1, UPID-07).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_NO_UPLOAD } from '../../../simulator/calls/FileUploadSubmit.js';
import { MSG_TOKEN_INVALID } from '../../../simulator/access.js';
import { MSG_DOC_TYPE, MSG_ID_TYPE } from '../../../simulator/upload/sniff.js';
import { images, preview, startTestSim, type Body, type TestSim } from './helpers.js';
import { withMessageTranslations } from '../../../simulator/messages.js';

let sim: TestSim;
beforeAll(async () => { sim = await startTestSim({ policy: { uploadTotalKb: 40 } }); });
afterAll(async () => { await sim.close(); });

const ETB = ['A123456789', '0690101'] as const;
const send = async (token: string, bytes: Uint8Array, name: string, data: Record<string, unknown> = {}) =>
  (await sim.file('FileUploadPreview', { token, extension: name.split('.').pop(), type: 2, ApplyType: 'CC', ...data }, { bytes, name })).json() as Promise<Body>;

describe('FileUploadPreview', () => {
  it('keeps a JPEG and answers status 0, its uuid, its size in KB and a url the same token can open', async () => {
    const s = await sim.customer(...ETB); // a preview needs an application (tests/security/previews.test.ts)
    const bytes = images.jpg(3000);
    const answer = await send(s.token, bytes, 'front.jpg');
    expect(answer).toMatchObject({ status: 0, size: 3, msg: '', uuid: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(answer.url).toBe(`/api/FileView?uuid=${answer.uuid}`);
    const view = await fetch(`${sim.url}${answer.url}&token=${s.token}`);
    expect(view.status).toBe(200);
    expect(view.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await view.arrayBuffer())).toEqual(bytes);
  });

  it('UPID-15: takes the token only as the seeds spell it, `token` inside ApiData; `Token` is no token here', async () => {
    const s = await sim.customer(...ETB);
    const res = await sim.file('FileUploadPreview', { token: s.token, extension: 'png', type: 2, ApplyType: 'CC' }, { bytes: images.png(), name: 'back.png' });
    expect(await res.json()).toMatchObject({ status: 0 });
    const upper = await sim.file('FileUploadPreview', { Token: s.token, extension: 'png', type: 2, ApplyType: 'CC' }, { bytes: images.png(), name: 'back.png' });
    expect(await upper.json()).toMatchObject({ status: 1, uuid: '', msg: MSG_TOKEN_INVALID });
  });

  it('UPID-15: FileUploadSubmit, whose ApiData the seeds do not spell, takes `Token` as every call does, not `token`', async () => {
    const s = await sim.customer(...ETB);
    const res = await sim.file('FileUploadSubmit', { token: s.token, uuidList: [], ApplyLogID: 'AL0', ApplyType: 'CC' });
    expect(await res.json()).toMatchObject({ status: 2, errMsg: MSG_TOKEN_INVALID });
  });

  it.each([
    ['an ID photo as PNG', images.png(), 'back.png', 2, 0],
    ['an ID photo named .jpeg', images.jpg(), 'front.jpeg', 2, 0],
    ['a PDF income document', images.pdf(), 'salary.pdf', 3, 0],
    ['a GIF income document', images.gif(), 'salary.gif', 3, 0],
  ])('takes %s', async (_name, bytes, name, type, status) => {
    const s = await sim.customer(...ETB);
    expect(await send(s.token, bytes, name, { type })).toMatchObject({ status });
  });

  it.each([
    ['a PDF as an ID photo', images.pdf(), 'id.pdf', 2, MSG_ID_TYPE],
    ['an HTML page named .jpg', images.html(), 'front.jpg', 2, MSG_ID_TYPE],
    ['PNG bytes declared as jpg', images.png(), 'front.jpg', 2, MSG_ID_TYPE],
    ['an HTML page as a document', images.html(), 'salary.pdf', 3, MSG_DOC_TYPE],
    ['an unknown slot type', images.jpg(), 'x.jpg', 9, MSG_DOC_TYPE],
  ])('refuses %s (status 1, the seeds\' message)', async (_name, bytes, name, type, msg) => {
    const s = await sim.customer(...ETB);
    expect(await send(s.token, bytes, name, { type })).toEqual(withMessageTranslations({ status: 1, url: '', size: 0, uuid: '', msg }));
  });

  it('refuses a file over the single-file size (5000 KB by default)', async () => {
    const own = await startTestSim();
    try {
      const s = await own.customer(...ETB);
      const post = async (bytes: Uint8Array) =>
        (await own.file('FileUploadPreview', { token: s.token, extension: 'jpg', type: 2 }, { bytes, name: 'f.jpg' })).json();
      expect(await post(images.jpg(5000 * 1024 + 1))).toMatchObject({ status: 1, msg: '檔案太大，不可超過5000KB，請重新選擇。' });
      expect(await post(images.jpg(5000 * 1024))).toMatchObject({ status: 0, size: 5000 });
    } finally {
      await own.close();
    }
  });
});

describe('FileUploadSubmit and A25', () => {
  it('binds previews to the apply log; A25 counts what was submitted against MaxSize', async () => {
    const s = await sim.customer(...ETB);
    expect(await s.call('A25')).toEqual({ Success: true, RemainSize: 40, MaxSize: 40, SingleSize: 5000, CTID: 'DEMO-CASHBACK' });
    const front = await preview(sim, s, images.jpg(10 * 1024), 'front.jpg');
    const back = await preview(sim, s, images.jpg(10 * 1024), 'back.jpg');
    expect((await s.call('A25')).RemainSize).toBe(40);
    const submit = await sim.file('FileUploadSubmit', { Token: s.token, ApplyLogID: s.applyLogId, uuidList: [front, back], ApplyType: 'X' });
    expect(await submit.json()).toEqual({ status: 0, errMsg: '' });
    expect((await s.call('A25')).RemainSize).toBe(20);
    const state = (await sim.dev('GET', 'state')) as Body;
    expect(state.uploads.filter((u: Body) => u.apply_log_id === s.applyLogId).map((u: Body) => u.uuid).sort()).toEqual([front, back].sort());
    // submitting again is idempotent
    expect(await (await sim.file('FileUploadSubmit', { Token: s.token, ApplyLogID: s.applyLogId, uuidList: `${front},${back}` })).json()).toEqual({ status: 0, errMsg: '' });
  });

  it('refuses a file that would pass the quota, at preview and at submit', async () => {
    const s = await sim.customer(...ETB);
    const a = await preview(sim, s, images.jpg(30 * 1024), 'a.jpg');
    const b = await preview(sim, s, images.jpg(30 * 1024), 'b.jpg');
    expect(await (await sim.file('FileUploadSubmit', { Token: s.token, ApplyLogID: s.applyLogId, uuidList: [a, b] })).json()).toEqual(withMessageTranslations({ status: 2, errMsg: '所有上傳空間不能超過0MB。' }));
    await sim.file('FileUploadSubmit', { Token: s.token, ApplyLogID: s.applyLogId, uuidList: [a] });
    expect(await send(s.token, images.jpg(30 * 1024), 'c.jpg')).toMatchObject({ status: 1, msg: '所有上傳空間不能超過0MB。' });
  });

  it('refuses unknown uuids and an empty list', async () => {
    const s = await sim.customer(...ETB);
    for (const uuidList of [[], ['00000000-0000-4000-8000-000000000000'], '']) {
      expect(await (await sim.file('FileUploadSubmit', { Token: s.token, ApplyLogID: s.applyLogId, uuidList })).json()).toEqual(withMessageTranslations({ status: 2, errMsg: MSG_NO_UPLOAD }));
    }
  });
});

describe('GET /api/QRCode (UPID-07)', () => {
  // The app's own address (the simulator's appUrl: a standalone one's own origin); another is refused (tests/security/inputs.test.ts).
  const link = () => `${sim.url}/#/UploadID?CTID=DEMO-CASHBACK&ApplyLogID=AL1`;
  it('draws the base64 link as a PNG for a valid token', async () => {
    const s = await sim.session();
    const res = await fetch(`${sim.url}/api/QRCode?imgpath=${encodeURIComponent(Buffer.from(link()).toString('base64'))}&token=${s.token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await res.arrayBuffer()).slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('refuses another scheme, a malformed imgpath and a missing or unknown token', async () => {
    const s = await sim.session();
    const qr = (imgpath: string, token: string) => fetch(`${sim.url}/api/QRCode?imgpath=${encodeURIComponent(imgpath)}&token=${token}`);
    expect((await qr(Buffer.from('javascript:alert(1)').toString('base64'), s.token)).status).toBe(400);
    expect((await qr('%%%', s.token)).status).toBe(400);
    expect((await qr(Buffer.from(link()).toString('base64'), '')).status).toBe(403);
    expect((await qr(Buffer.from(link()).toString('base64'), 'forged')).status).toBe(403);
    expect((await fetch(`${sim.url}/api/QRCode?token=${s.token}`, { method: 'POST' })).status).toBe(405);
  });
});
