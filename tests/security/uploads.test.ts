// Uploads as an attacker would call them (DESIGN.md "The simulator": file types and sizes; issue 7
// §3): a multipart post is a "simple" cross-site request, so only a Token inside ApiData admits
// it; another Token cannot read, submit or recognise files of an apply log it did not open; the
// server decides a file's kind by its bytes and refuses what is too big. The phone of /UploadID's QR
// link gets in only with the single-use, short-lived code the desktop's own Token was given.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG_NOT_VERIFIED, MSG_NOT_YOURS, MSG_TOKEN_INVALID } from '../../simulator/access.js';
import { MSG_NO_UPLOAD } from '../../simulator/calls/FileUploadSubmit.js';
import { MSG_HANDOVER_INVALID } from '../../simulator/calls/UploadHandOver.js';
import { defaultPolicy } from '../../simulator/policy.js';
import { MSG_DOC_TYPE, MSG_ID_TYPE } from '../../simulator/upload/sniff.js';
import { images, preview, startTestSim, type Session, type TestSim } from '../unit/simulator/helpers.js';
import { withMessageTranslations } from '../../simulator/messages.js';

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
    ['a made-up token', { token: 'forged-token-000000000000' }],
  ])('a preview with %s is refused and nothing is stored', async (_name, token) => {
    const answer = await json(sim.file('FileUploadPreview', { ...token, extension: 'jpg', type: 2 }, { bytes: images.jpg(), name: 'a.jpg' }));
    expect(answer).toEqual(withMessageTranslations({ status: 1, url: '', size: 0, uuid: '', msg: MSG_TOKEN_INVALID }));
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
    extra.append('ApiData', JSON.stringify({ token: victim.token, extension: 'jpg', type: 2 }));
    extra.append('Other', 'x');
    expect((await fetch(`${sim.url}/api/ProxyApi/FileUploadPreview`, { method: 'POST', body: extra })).status).toBe(400);
    const two = new FormData();
    two.append('ApiName', 'FileUploadPreview');
    two.append('ApiData', JSON.stringify({ token: victim.token, extension: 'jpg', type: 2 }));
    two.append('file', new Blob([Buffer.from(images.jpg())]), 'a.jpg');
    two.append('file', new Blob([Buffer.from(images.jpg())]), 'b.jpg');
    expect((await fetch(`${sim.url}/api/ProxyApi/FileUploadPreview`, { method: 'POST', body: two })).status).toBe(400);
  });
});

describe('another Token cannot read or upload to an apply log', () => {
  it("cannot submit its own files into the victim's apply log", async () => {
    const uuid = await preview(sim, attacker, images.jpg(), 'evil.jpg');
    expect(await json(sim.file('FileUploadSubmit', { Token: attacker.token, ApplyLogID: victim.applyLogId, uuidList: [uuid] })))
      .toEqual(withMessageTranslations({ status: 2, errMsg: MSG_NOT_YOURS }));
  });

  it("cannot submit the victim's files into its own apply log, nor open them", async () => {
    const uuid = await preview(sim, victim, images.jpg(), 'front.jpg');
    expect(await json(sim.file('FileUploadSubmit', { Token: attacker.token, ApplyLogID: attacker.applyLogId, uuidList: [uuid] })))
      .toEqual(withMessageTranslations({ status: 2, errMsg: MSG_NO_UPLOAD }));
    expect((await fetch(`${sim.url}/api/FileView?uuid=${uuid}&token=${attacker.token}`)).status).toBe(404);
    expect((await fetch(`${sim.url}/api/FileView?uuid=${uuid}`)).status).toBe(403);
    expect((await fetch(`${sim.url}/api/FileView?uuid=${uuid}&token=${victim.token}`)).status).toBe(200);
    const state = await sim.dev('GET', 'state');
    expect(state.uploads[0]).toMatchObject({ uuid, apply_log_id: null });
  });

  it("cannot ask the victim's quota or run recognition on the victim's apply log", async () => {
    const b64 = Buffer.from(images.jpg()).toString('base64');
    expect(await attacker.call('A25', { ApplyLogID: victim.applyLogId })).toEqual(withMessageTranslations({ Success: false, ErrMsg: MSG_NOT_YOURS }));
    expect(await attacker.call('A61', { ApplyLogID: victim.applyLogId, FontBase64: b64, BackBase64: b64 })).toEqual(withMessageTranslations({ Success: false, ErrMsg: MSG_NOT_YOURS }));
  });
});

describe('the kind by content, the size by the server', () => {
  it.each([
    ['an HTML page named front.jpg', images.html(), 'front.jpg', 'jpg'],
    ['a PDF named front.png', images.pdf(), 'front.png', 'png'],
    ['a JPEG declared as png', images.jpg(), 'front.png', 'png'],
  ])('refuses %s', async (_name, bytes, name, extension) => {
    expect(await json(sim.file('FileUploadPreview', { token: victim.token, extension, type: 2 }, { bytes, name })))
      .toMatchObject({ status: 1, msg: MSG_ID_TYPE });
    expect((await sim.dev('GET', 'state')).uploads).toEqual([]);
  });

  it('refuses a file one byte over the limit, and a body far over it unread (413)', async () => {
    const over = await json(sim.file('FileUploadPreview', { token: victim.token, extension: 'jpg', type: 2 }, { bytes: images.jpg(5000 * 1024 + 1), name: 'a.jpg' }));
    expect(over).toMatchObject({ status: 1, msg: '檔案太大，不可超過5000KB，請重新選擇。' });
    const huge = await sim.file('FileUploadPreview', { token: victim.token, extension: 'jpg', type: 2 }, { bytes: images.jpg(11 * 1024 * 1024), name: 'a.jpg' });
    expect(huge.status).toBe(413);
    expect((await sim.dev('GET', 'state')).uploads).toEqual([]);
  });

  it(`keeps at most ${defaultPolicy.uploadPendingPerToken} unsubmitted previews per token (tests/security/previews.test.ts has the edges)`, async () => {
    for (let i = 0; i < defaultPolicy.uploadPendingPerToken + 4; i += 1) {
      await sim.file('FileUploadPreview', { token: victim.token, extension: 'jpg', type: 2 }, { bytes: images.jpg(1000 + i), name: `f${i}.jpg` });
    }
    expect((await sim.dev('GET', 'state')).uploads).toHaveLength(defaultPolicy.uploadPendingPerToken);
  });

  it('A61 refuses a body over 15 MB, and other calls over 1 MB', async () => {
    expect((await sim.raw('A61', { Token: victim.token, ApplyLogID: victim.applyLogId, FontBase64: 'A'.repeat(8_000_000), BackBase64: 'A'.repeat(8_000_000) })).status).toBe(413);
    expect((await sim.raw('A43', { Token: victim.token, Remark: 'A'.repeat(1_100_000) })).status).toBe(413);
  });
});

describe("the phone hand-over of /UploadID's QR link (UPID-25)", () => {
  let desktop: Session;
  beforeEach(async () => { desktop = await sim.verified(await sim.customer('A123456789', '0690101'), '0912345678'); });

  const code = async (s: Session = desktop) => {
    const issued = await s.call('UploadHandOver');
    expect(issued).toMatchObject({ Success: true, ExpiresInSeconds: defaultPolicy.uploadHandOverMs / 1000 });
    return issued.Code as string;
  };
  const redeem = (phone: Session, applyLogId: string, handOver?: string) =>
    phone.call('UploadHandOverRedeem', { ApplyLogID: applyLogId, ...(handOver === undefined ? {} : { Code: handOver }) });
  const refused = withMessageTranslations({ Success: false, ErrMsg: MSG_HANDOVER_INVALID });
  /** The phone cannot reach the apply log: quota, recognition and a submit of its own file refused. */
  const locksOut = async (phone: Session, applyLogId: string) => {
    expect(await phone.call('A25', { ApplyLogID: applyLogId })).toEqual(withMessageTranslations({ Success: false, ErrMsg: MSG_NOT_YOURS }));
    // A token with no application of its own keeps no preview (tests/security/previews.test.ts) ...
    const kept = await json(sim.file('FileUploadPreview', { token: phone.token, extension: 'jpg', type: 2 }, { bytes: images.jpg(), name: 'evil.jpg' }));
    expect(kept).toMatchObject({ status: 1, msg: MSG_NOT_VERIFIED });
    // ... and submits nothing to the apply log, whatever uuid it names.
    const theirs = await preview(sim, desktop, images.jpg(), 'front.jpg');
    expect(await json(sim.file('FileUploadSubmit', { Token: phone.token, ApplyLogID: applyLogId, uuidList: [theirs] }))).toEqual(withMessageTranslations({ status: 2, errMsg: MSG_NOT_YOURS }));
    expect((await sim.dev('GET', 'state')).uploads.filter((u: { apply_log_id: string | null }) => u.apply_log_id !== null)).toEqual([]);
  };

  it('a phone with the code uploads to the apply log, and only uploads', async () => {
    const phone = await sim.session();
    expect(await redeem(phone, desktop.applyLogId, await code())).toEqual({ Success: true, ApplyLogID: desktop.applyLogId, CTID: 'DEMO-CASHBACK' });
    expect(await phone.call('A25', { ApplyLogID: desktop.applyLogId })).toMatchObject({ Success: true });
    const front = await preview(sim, phone, images.jpg(3000), 'front.jpg');
    const back = await preview(sim, phone, images.jpg(3001), 'back.jpg');
    expect(await json(sim.file('FileUploadSubmit', { Token: phone.token, ApplyLogID: desktop.applyLogId, uuidList: [front, back], ApplyType: 'CC' }))).toEqual(withMessageTranslations({ status: 0, errMsg: '' }));
    const state = await sim.dev('GET', 'state');
    expect(state.uploads.map((u: { apply_log_id: string }) => u.apply_log_id)).toEqual([desktop.applyLogId, desktop.applyLogId]);
    // Nothing that reads or changes the application, and no new code for another phone.
    for (const api of ['A20', 'A152', 'A166', 'A103', 'UploadHandOver']) {
      expect(await phone.call(api, { ApplyLogID: desktop.applyLogId, ID: 'A123456789' }), api).toEqual(withMessageTranslations({ Success: false, ErrMsg: MSG_NOT_YOURS }));
    }
    // Its own previews only: not the desktop's.
    const desktopUuid = await preview(sim, desktop, images.jpg(3002), 'd.jpg');
    expect(await json(sim.file('FileUploadSubmit', { Token: phone.token, ApplyLogID: desktop.applyLogId, uuidList: [desktopUuid] }))).toEqual(withMessageTranslations({ status: 2, errMsg: MSG_NO_UPLOAD }));
  });

  it('no code, a made-up code or an empty one gives nothing', async () => {
    await code();
    for (const handOver of [undefined, '', 'x'.repeat(32), 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
      const phone = await sim.session();
      expect(await redeem(phone, desktop.applyLogId, handOver), String(handOver)).toEqual(refused);
      await locksOut(phone, desktop.applyLogId);
    }
  });

  it('a code works once: a second phone (or the same one again) is refused', async () => {
    const handOver = await code();
    const first = await sim.session();
    expect((await redeem(first, desktop.applyLogId, handOver)).Success).toBe(true);
    const second = await sim.session();
    expect(await redeem(second, desktop.applyLogId, handOver)).toEqual(refused);
    await locksOut(second, desktop.applyLogId);
    // A phone token may not redeem at all: it can never collect a second apply log.
    expect(await redeem(first, desktop.applyLogId, handOver)).toEqual(withMessageTranslations({ Success: false, ErrMsg: MSG_NOT_YOURS }));
  });

  it(`a code expires ${defaultPolicy.uploadHandOverMs / 60_000} minutes after issue`, async () => {
    const late = await code();
    const inTime = await code(); // revokes `late`
    await sim.dev('POST', 'clock', { offsetMs: defaultPolicy.uploadHandOverMs - 1000 });
    expect((await redeem(await sim.session(), desktop.applyLogId, inTime)).Success).toBe(true);
    const expiring = await code();
    await sim.dev('POST', 'clock', { offsetMs: 2 * defaultPolicy.uploadHandOverMs });
    const phone = await sim.session();
    expect(await redeem(phone, desktop.applyLogId, expiring)).toEqual(refused);
    await locksOut(phone, desktop.applyLogId);
    expect(await redeem(await sim.session(), desktop.applyLogId, late)).toEqual(refused);
  });

  it('a new code revokes the earlier one', async () => {
    const old = await code();
    await code();
    const phone = await sim.session();
    expect(await redeem(phone, desktop.applyLogId, old)).toEqual(refused);
    await locksOut(phone, desktop.applyLogId);
  });

  it("another apply log's code opens neither apply log for the other", async () => {
    const other = await sim.verified(await sim.newApplicant('F131104093', '0944555666'), '0944555666');
    const otherCode = await code(other);
    const victimCode = await code();
    const phone = await sim.session();
    expect(await redeem(phone, desktop.applyLogId, otherCode)).toEqual(refused);
    expect(await redeem(phone, other.applyLogId, victimCode)).toEqual(refused);
    await locksOut(phone, desktop.applyLogId);
    // A refused pair spends nothing: each code still works for its own apply log.
    expect((await redeem(await sim.session(), other.applyLogId, otherCode)).Success).toBe(true);
    expect((await redeem(await sim.session(), desktop.applyLogId, victimCode)).Success).toBe(true);
  });

  it('only the token that owns a verified apply log gets a code; a token in use cannot become a phone token', async () => {
    const stranger = await sim.session();
    expect(await stranger.call('UploadHandOver', { ApplyLogID: desktop.applyLogId })).toEqual(withMessageTranslations({ Success: false, ErrMsg: MSG_NOT_YOURS }));
    const unverified = await sim.newApplicant('F131104093', '0944555666');
    expect(await unverified.call('UploadHandOver')).toEqual(withMessageTranslations({ Success: false, ErrMsg: MSG_NOT_VERIFIED }));
    // The attacker's own apply-log token (or the desktop's) redeeming: refused, the code unspent.
    const handOver = await code();
    expect(await redeem(attacker, desktop.applyLogId, handOver)).toEqual(refused);
    expect(await attacker.call('A25', { ApplyLogID: desktop.applyLogId })).toEqual(withMessageTranslations({ Success: false, ErrMsg: MSG_NOT_YOURS }));
    expect((await redeem(await sim.session(), desktop.applyLogId, handOver)).Success).toBe(true);
  });

  it("only the desktop's own Token learns that the phone uploaded, and what recognition read", async () => {
    expect(await desktop.call('UploadHandOverStatus')).toEqual({ Success: true, Uploaded: 'N' });
    const phone = await sim.session();
    expect((await redeem(phone, desktop.applyLogId, await code())).Success).toBe(true);
    const uuids = [await preview(sim, phone, images.jpg(4000), 'front.jpg'), await preview(sim, phone, images.jpg(4001), 'back.jpg')];
    // Previewed but not submitted: nothing yet.
    expect(await desktop.call('UploadHandOverStatus')).toEqual({ Success: true, Uploaded: 'N' });
    expect((await json(sim.file('FileUploadSubmit', { Token: phone.token, ApplyLogID: desktop.applyLogId, uuidList: uuids }))).status).toBe(0);
    const status = await desktop.call('UploadHandOverStatus');
    expect(status).toMatchObject({ Success: true, Uploaded: 'Y', Recognition: { Success: true, OwnCompBin: 'A123456789', NameChinese: '王小明' } });
    expect(await phone.call('UploadHandOverStatus', { ApplyLogID: desktop.applyLogId })).toEqual(withMessageTranslations({ Success: false, ErrMsg: MSG_NOT_YOURS }));
    expect(await attacker.call('UploadHandOverStatus', { ApplyLogID: desktop.applyLogId })).toEqual(withMessageTranslations({ Success: false, ErrMsg: MSG_NOT_YOURS }));
  });

  it(`the phone token ends after ${defaultPolicy.uploadPhoneTokenMs / 60_000} minutes`, async () => {
    const phone = await sim.session();
    expect((await redeem(phone, desktop.applyLogId, await code())).Success).toBe(true);
    await sim.dev('POST', 'clock', { offsetMs: defaultPolicy.uploadPhoneTokenMs - 1000 });
    expect((await phone.call('A25', { ApplyLogID: desktop.applyLogId })).Success).toBe(true);
    await sim.dev('POST', 'clock', { offsetMs: defaultPolicy.uploadPhoneTokenMs });
    expect(await phone.call('A25', { ApplyLogID: desktop.applyLogId })).toEqual(withMessageTranslations({ Success: false, ErrMsg: MSG_TOKEN_INVALID }));
  });
});

describe('income documents and the quota of /ReUpload (002 §2.2, §3.2, §5; INC-08, INC-16, INC-17)', () => {
  const tiff = (size = 2048) => { const b = new Uint8Array(size).fill(0x20); b.set([0x49, 0x49, 0x2a, 0x00]); return b; };
  const docx = () => { const b = new Uint8Array(2048).fill(0x20); b.set([0x50, 0x4b, 0x03, 0x04]); return b; };

  it.each([
    ['a PDF', images.pdf(), 'income.pdf', 3],
    ['a GIF', images.gif(), 'income.gif', 3],
    ['a TIFF as .tif', tiff(), 'income.tif', 3],
    ['a TIFF as .tiff', tiff(), 'signed.tiff', 6],
    ['a PNG', images.png(), 'signed.png', 6],
  ])('takes %s as a document (type 3 income, 6 signed form)', async (_name, bytes, name, type) => {
    expect(await preview(sim, victim, bytes, name, type)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    ['a Word file named .docx', docx(), 'income.docx', 'docx', 3, MSG_DOC_TYPE],
    ['a Word file renamed .pdf', docx(), 'income.pdf', 'pdf', 3, MSG_DOC_TYPE],
    ['an HTML page named .gif', images.html(), 'x.gif', 'gif', 6, MSG_DOC_TYPE],
    ['a PDF declared as tiff', images.pdf(), 'x.tiff', 'tiff', 3, MSG_DOC_TYPE],
    ['a PDF as an ID photo', images.pdf(), 'front.pdf', 'pdf', 2, MSG_ID_TYPE],
    ['a PDF to a slot type that does not exist', images.pdf(), 'x.pdf', 'pdf', 9, MSG_DOC_TYPE],
  ])('refuses %s and stores nothing', async (_name, bytes, name, extension, type, msg) => {
    expect(await json(sim.file('FileUploadPreview', { token: victim.token, extension, type }, { bytes, name }))).toMatchObject({ status: 1, msg });
    expect((await sim.dev('GET', 'state')).uploads).toEqual([]);
  });

  it('A25 shrinks by what was submitted to the apply log, in KB rounded up', async () => {
    expect(await victim.call('A25', { ApplyLogID: victim.applyLogId })).toEqual({ Success: true, RemainSize: 25000, MaxSize: 25000, SingleSize: 5000, CTID: 'DEMO-CASHBACK' });
    const uuids = [await preview(sim, victim, images.pdf(100 * 1024), 'a.pdf', 3), await preview(sim, victim, images.gif(50 * 1024 + 1), 'b.gif', 6)];
    // Previews alone take nothing.
    expect((await victim.call('A25', { ApplyLogID: victim.applyLogId })).RemainSize).toBe(25000);
    expect(await json(sim.file('FileUploadSubmit', { Token: victim.token, ApplyLogID: victim.applyLogId, uuidList: uuids, ApplyType: 'X' }))).toEqual(withMessageTranslations({ status: 0, errMsg: '' }));
    expect((await victim.call('A25', { ApplyLogID: victim.applyLogId })).RemainSize).toBe(25000 - 151);
    // The same uuids again take nothing more.
    expect(await json(sim.file('FileUploadSubmit', { Token: victim.token, ApplyLogID: victim.applyLogId, uuidList: uuids, ApplyType: 'X' }))).toEqual(withMessageTranslations({ status: 0, errMsg: '' }));
    expect((await victim.call('A25', { ApplyLogID: victim.applyLogId })).RemainSize).toBe(25000 - 151);
    expect((await attacker.call('A25', { ApplyLogID: attacker.applyLogId })).RemainSize).toBe(25000);
  });

  it('a full quota (the development amount) gives RemainSize 0 and refuses a submit with 所有上傳空間不能超過24MB。; reset forgets it', async () => {
    expect(await sim.dev('POST', 'uploadQuota', { ApplyLogID: victim.applyLogId, usedKb: 24999 })).toEqual({ ApplyLogID: victim.applyLogId, usedKb: 24999 });
    expect((await victim.call('A25', { ApplyLogID: victim.applyLogId })).RemainSize).toBe(1);
    const one = await preview(sim, victim, images.pdf(1024), 'one.pdf', 3);
    const two = await preview(sim, victim, images.pdf(1025), 'two.pdf', 3);
    expect(await json(sim.file('FileUploadSubmit', { Token: victim.token, ApplyLogID: victim.applyLogId, uuidList: [two] }))).toEqual(withMessageTranslations({ status: 2, errMsg: '所有上傳空間不能超過24MB。' }));
    expect(await json(sim.file('FileUploadSubmit', { Token: victim.token, ApplyLogID: victim.applyLogId, uuidList: [one] }))).toEqual(withMessageTranslations({ status: 0, errMsg: '' }));
    expect((await victim.call('A25', { ApplyLogID: victim.applyLogId })).RemainSize).toBe(0);
    // Only that apply log.
    expect((await attacker.call('A25', { ApplyLogID: attacker.applyLogId })).RemainSize).toBe(25000);
    await sim.dev('POST', 'reset');
  });

  it('the development amount takes a JSON body only, an apply log and a number of KB of 0 or more', async () => {
    const post = (body: string, type: string) => fetch(`${sim.url}/__dev/uploadQuota`, { method: 'POST', body, headers: { 'Content-Type': type } });
    expect((await post(`ApplyLogID=${victim.applyLogId}&usedKb=25000`, 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await post(JSON.stringify({ ApplyLogID: victim.applyLogId, usedKb: -1 }), 'application/json')).status).toBe(400);
    expect((await post(JSON.stringify({ ApplyLogID: victim.applyLogId, usedKb: '25000' }), 'application/json')).status).toBe(400);
    expect((await post(JSON.stringify({ usedKb: 1 }), 'application/json')).status).toBe(400);
    expect((await victim.call('A25', { ApplyLogID: victim.applyLogId })).RemainSize).toBe(25000);
  });
});
