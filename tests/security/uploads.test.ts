// Uploads as an attacker would call them (DESIGN.md "The simulator": file types and sizes; issue 7
// §3): a multipart post is a "simple" cross-site request, so only a Token inside ApiData admits
// it; another Token cannot read, submit or recognise files of an apply log it did not open; the
// server decides a file's kind by its bytes and refuses what is too big.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG_NOT_YOURS, MSG_TOKEN_INVALID } from '../../simulator/access.js';
import { MSG_NO_UPLOAD } from '../../simulator/calls/FileUploadSubmit.js';
import { MSG_ID_TYPE } from '../../simulator/upload/sniff.js';
import { images, preview, startTestSim, type Session, type TestSim } from '../unit/simulator/helpers.js';

let sim: TestSim;
let victim: Session;
let attacker: Session;
beforeEach(async () => {
  sim = await startTestSim();
  victim = await sim.customer('A123456789', '0690101');
  attacker = await sim.newApplicant('F131104093', '0944555666');
});
afterEach(async () => { await sim.close(); });

const json = async (res: Promise<Response>) => (await res).json();

describe('the Token inside ApiData, nothing else', () => {
  it.each([
    ['no Token', {}],
    ['a made-up Token', { Token: 'forged-token-000000000000' }],
  ])('a preview with %s is refused and nothing is stored', async (_name, token) => {
    const answer = await json(sim.file('FileUploadPreview', { ...token, extension: 'jpg', type: 2 }, { bytes: images.jpg(), name: 'a.jpg' }));
    expect(answer).toEqual({ status: 1, url: '', size: 0, uuid: '', msg: MSG_TOKEN_INVALID });
    expect((await sim.dev('GET', 'state')).uploads).toEqual([]);
  });

  it('a Token in a cookie, a header or the address does not count', async () => {
    const form = new FormData();
    form.append('ApiName', 'FileUploadPreview');
    form.append('ApiData', JSON.stringify({ extension: 'jpg', type: 2 }));
    form.append('file', new Blob([Buffer.from(images.jpg())]), 'a.jpg');
    const res = await fetch(`${sim.url}/api/ProxyApi/FileUploadPreview?Token=${victim.token}`, {
      method: 'POST', body: form, headers: { Cookie: `Token=${victim.token}`, Authorization: `Bearer ${victim.token}` },
    });
    expect(await res.json()).toMatchObject({ status: 1, msg: MSG_TOKEN_INVALID });
  });

  it('a form-encoded or text post is refused (415), an extra field or a second file is a 400', async () => {
    const post = (body: string, type: string) => fetch(`${sim.url}/api/ProxyApi/FileUploadSubmit`, { method: 'POST', body, headers: { 'Content-Type': type } });
    const envelope = `ApiName=FileUploadSubmit&ApiData=${encodeURIComponent(JSON.stringify({ Token: victim.token }))}`;
    expect((await post(envelope, 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await post(envelope, 'text/plain')).status).toBe(415);
    const extra = new FormData();
    extra.append('ApiName', 'FileUploadPreview');
    extra.append('ApiData', JSON.stringify({ Token: victim.token, extension: 'jpg', type: 2 }));
    extra.append('Other', 'x');
    expect((await fetch(`${sim.url}/api/ProxyApi/FileUploadPreview`, { method: 'POST', body: extra })).status).toBe(400);
    const two = new FormData();
    two.append('ApiName', 'FileUploadPreview');
    two.append('ApiData', JSON.stringify({ Token: victim.token, extension: 'jpg', type: 2 }));
    two.append('file', new Blob([Buffer.from(images.jpg())]), 'a.jpg');
    two.append('file', new Blob([Buffer.from(images.jpg())]), 'b.jpg');
    expect((await fetch(`${sim.url}/api/ProxyApi/FileUploadPreview`, { method: 'POST', body: two })).status).toBe(400);
  });
});

describe('another Token cannot read or upload to an apply log', () => {
  it("cannot submit its own files into the victim's apply log", async () => {
    const uuid = await preview(sim, attacker, images.jpg(), 'evil.jpg');
    expect(await json(sim.file('FileUploadSubmit', { Token: attacker.token, ApplyLogID: victim.applyLogId, uuidList: [uuid] })))
      .toEqual({ status: 2, errMsg: MSG_NOT_YOURS });
  });

  it("cannot submit the victim's files into its own apply log, nor open them", async () => {
    const uuid = await preview(sim, victim, images.jpg(), 'front.jpg');
    expect(await json(sim.file('FileUploadSubmit', { Token: attacker.token, ApplyLogID: attacker.applyLogId, uuidList: [uuid] })))
      .toEqual({ status: 2, errMsg: MSG_NO_UPLOAD });
    expect((await fetch(`${sim.url}/api/FileView?uuid=${uuid}&token=${attacker.token}`)).status).toBe(404);
    expect((await fetch(`${sim.url}/api/FileView?uuid=${uuid}`)).status).toBe(403);
    expect((await fetch(`${sim.url}/api/FileView?uuid=${uuid}&token=${victim.token}`)).status).toBe(200);
    const state = await sim.dev('GET', 'state');
    expect(state.uploads[0]).toMatchObject({ uuid, apply_log_id: null });
  });

  it("cannot ask the victim's quota or run recognition on the victim's apply log", async () => {
    const b64 = Buffer.from(images.jpg()).toString('base64');
    expect(await attacker.call('A25', { ApplyLogID: victim.applyLogId })).toEqual({ Success: false, ErrMsg: MSG_NOT_YOURS });
    expect(await attacker.call('A61', { ApplyLogID: victim.applyLogId, FontBase64: b64, BackBase64: b64 })).toEqual({ Success: false, ErrMsg: MSG_NOT_YOURS });
  });
});

describe('the kind by content, the size by the server', () => {
  it.each([
    ['an HTML page named front.jpg', images.html(), 'front.jpg', 'jpg'],
    ['a PDF named front.png', images.pdf(), 'front.png', 'png'],
    ['a JPEG declared as png', images.jpg(), 'front.png', 'png'],
  ])('refuses %s', async (_name, bytes, name, extension) => {
    expect(await json(sim.file('FileUploadPreview', { Token: victim.token, extension, type: 2 }, { bytes, name })))
      .toMatchObject({ status: 1, msg: MSG_ID_TYPE });
    expect((await sim.dev('GET', 'state')).uploads).toEqual([]);
  });

  it('refuses a file one byte over the limit, and a body far over it unread (413)', async () => {
    const over = await json(sim.file('FileUploadPreview', { Token: victim.token, extension: 'jpg', type: 2 }, { bytes: images.jpg(5000 * 1024 + 1), name: 'a.jpg' }));
    expect(over).toMatchObject({ status: 1, msg: '檔案太大，不可超過5000KB，請重新選擇。' });
    const huge = await sim.file('FileUploadPreview', { Token: victim.token, extension: 'jpg', type: 2 }, { bytes: images.jpg(11 * 1024 * 1024), name: 'a.jpg' });
    expect(huge.status).toBe(413);
    expect((await sim.dev('GET', 'state')).uploads).toEqual([]);
  });

  it('keeps at most 10 unsubmitted previews per token (re-uploads replace the oldest)', async () => {
    for (let i = 0; i < 14; i += 1) await preview(sim, victim, images.jpg(1000 + i), `f${i}.jpg`);
    expect((await sim.dev('GET', 'state')).uploads).toHaveLength(10);
  });

  it('A61 refuses a body over 15 MB, and other calls over 1 MB', async () => {
    expect((await sim.raw('A61', { Token: victim.token, ApplyLogID: victim.applyLogId, FontBase64: 'A'.repeat(8_000_000), BackBase64: 'A'.repeat(8_000_000) })).status).toBe(413);
    expect((await sim.raw('A43', { Token: victim.token, Remark: 'A'.repeat(1_100_000) })).status).toBe(413);
  });
});
