// Images never go into the session (issue 17 §2): /UploadID on its real config (schemas/uploadId.json)
// through the real runtime. Given two uploads whose events carry the re-encoded JPEG and its base64
// (as the imageUpload widget sends them), the whole session storage holds the uploads' references
// (uuid, url, size) and no image; Next sends both images to A61 from the screen's memory
// (memoryOnly). After a reload (a new controller on the same storage) the memory is empty: Next
// reads the uploads back from the bank's preview url (service readUpload), or, when the bank no
// longer serves them, asks for the photos again and sends nothing.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../renderer/engine/session.js';
import { loadScreen, makeController, type Harness } from './screenChecks.js';

const UPLOAD = loadScreen('uploadId');
const VALIDATE2 = loadScreen('validate2');

/** The base64 of a re-encoded photo: about 1 MB of high-entropy bytes behind a JPEG's first bytes. */
const photo = (): string => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(750_000)]).toString('base64');

const SESSION = { IDNO: 'E220456783', ApplyLogID: 'AL1', token: 'TOKEN-1', CustomerType: 'ETP', FlowType: 'ETB', Platform: 'Mobile Website' };
const A61 = { Success: true, NameChinese: '林小美', BirthdayY: '80', BirthdayM: '08', BirthdayD: '08', OwnCompBin: 'E220456783' };

/** FileUploadPreview answers as the simulator does: a new uuid and the url to view it. */
function previews() {
  let n = 0;
  return () => { n += 1; return { status: 0, uuid: `U-${n}`, url: `/api/FileView?uuid=U-${n}`, size: 733, msg: '' }; };
}

/** Every key and value the storage holds, as stored (the browser's sessionStorage is strings, as here). */
function stored(storage: MemoryStorage): string[] {
  return Array.from({ length: storage.length }, (_, i) => storage.key(i)!).map((k) => `${k}=${storage.getItem(k)}`);
}

/** No data: address, no JPEG's base64, no run of base64 long enough to be an image, no piece of the photos. */
function expectNoImage(storage: MemoryStorage, photos: string[]): void {
  const all = stored(storage);
  expect(all.length).toBeGreaterThan(0);
  for (const entry of all) {
    expect(entry).not.toMatch(/data:image\/|\/9j\/|[A-Za-z0-9+/]{2000,}/);
    for (const p of photos) expect(entry).not.toContain(p.slice(1000, 1100));
  }
  expect(all.join('').length).toBeLessThan(64 * 1024);
}

async function uploadBoth(h: Harness, front: string, back: string): Promise<void> {
  const jpeg = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
  await h.controller.trigger('keepFront', { file: jpeg, fileName: 'front.jpg', extension: 'jpg', base64: front }, { atOnce: true });
  await h.controller.trigger('keepBack', { file: jpeg, fileName: 'back.jpg', extension: 'jpg', base64: back }, { atOnce: true });
  // What the widgets report once their actions end: the uuids.
  await h.controller.change({ ...h.controller.state.form, FrontImage: h.controller.state.form.FrontUuid, BackImage: h.controller.state.form.BackUuid });
}

describe('/UploadID keeps references in the session and the images in memory (issue 17 §2)', () => {
  it('given two uploads, the whole session storage holds no image, only the uploads\' uuid, url and size; Next sends both images to A61 from memory', async () => {
    const storage = new MemoryStorage();
    const h = makeController(UPLOAD, { storage, session: SESSION, answers: { FileUploadPreview: previews(), A61, FileUploadSubmit: { status: 0 } } });
    const [front, back] = [photo(), photo()];
    await uploadBoth(h, front, back);
    expectNoImage(storage, [front, back]);
    expect(h.session.get('form.uploadId')).toMatchObject({
      FrontUuid: 'U-1', BackUuid: 'U-2', FrontImage: 'U-1', BackImage: 'U-2',
      FrontFile: { uuid: 'U-1', url: '/api/FileView?uuid=U-1', size: 733 }, BackFile: { uuid: 'U-2', url: '/api/FileView?uuid=U-2', size: 733 },
    });
    // In the screen's memory for its life.
    expect([h.controller.state.form.FrontBase64, h.controller.state.form.BackBase64]).toEqual([front, back]);

    expect(await h.controller.submit()).toEqual([]);
    const sent = h.calls.find(([code]) => code === 'A61')![1];
    expect([sent.FontBase64, sent.BackBase64]).toEqual([front, back]);
    expect(h.calls.find(([code]) => code === 'FileUploadSubmit')![1].uuidList).toEqual(['U-1', 'U-2']);
    expect(h.navigations).toEqual(['/Form1']);
    expectNoImage(storage, [front, back]);
  });

  it('given a reload after the uploads, Next reads both back from the bank\'s preview url (with the token) and sends them to A61', async () => {
    const storage = new MemoryStorage();
    const first = makeController(UPLOAD, { storage, session: SESSION, answers: { FileUploadPreview: previews() } });
    await uploadBoth(first, photo(), photo());
    first.controller.dispose();

    const read: string[] = [];
    const bytes = (url: string) => Buffer.from(`JPEG of ${new URL(url, 'http://x').searchParams.get('uuid')}`);
    const again = makeController(UPLOAD, {
      storage, answers: { A61, FileUploadSubmit: { status: 0 } },
      readFile: async (url) => { read.push(url); return new Blob([bytes(url)]); },
    });
    expect(again.controller.state.form.FrontBase64).toBeUndefined();
    expect(again.controller.state.form.FrontUuid).toBe('U-1');
    expect(await again.controller.submit()).toEqual([]);
    expect(read).toEqual(['/api/FileView?uuid=U-1&token=TOKEN-1', '/api/FileView?uuid=U-2&token=TOKEN-1']);
    const sent = again.calls.find(([code]) => code === 'A61')![1];
    expect([sent.FontBase64, sent.BackBase64]).toEqual([bytes(read[0]).toString('base64'), bytes(read[1]).toString('base64')]);
    expect(again.navigations).toEqual(['/Form1']);
    expectNoImage(storage, []);
  });

  it('given a reload and a bank that no longer serves the uploads, Next asks for the photos again, clears the slots and sends nothing', async () => {
    const storage = new MemoryStorage();
    const first = makeController(UPLOAD, { storage, session: SESSION, answers: { FileUploadPreview: previews() } });
    await uploadBoth(first, photo(), photo());
    first.controller.dispose();

    const again = makeController(UPLOAD, { storage, answers: { A61 } });
    expect(await again.controller.submit()).toEqual([]);
    expect(again.alerts).toEqual(['uploadId.chooseAgain']);
    expect(again.calls.map(([code]) => code)).toEqual([]);
    expect(again.navigations).toEqual([]);
    expect(again.session.get('form.uploadId')).toMatchObject({ FrontImage: null, BackImage: null, FrontUuid: null, BackUuid: null, FrontFile: null, BackFile: null });
    // Then the slots ask for photos: Next says none is uploaded.
    expect((await again.controller.submit()).map((p) => p.message)).toEqual(['uploadId.noUpload']);
  });
});

describe('/Validate2\'s upload route keeps the images in memory too (issue 17 §2)', () => {
  it('given two uploads, the session holds no image; the upload-and-verify action sends both to A61 from memory', async () => {
    const storage = new MemoryStorage();
    const session = { ...SESSION, ApplyPL: 'Y', CustomerType: 'NTB', FlowType: 'NTB', STPFlowFlag: 'N' };
    const h = makeController(VALIDATE2, { storage, session, answers: { FileUploadPreview: previews(), A61: { ...A61, OwnCompBin: 'E220456783' }, FileUploadSubmit: { status: 0 }, A63: { Result: 'Y' } } });
    const [front, back] = [photo(), photo()];
    await h.controller.change({ ...h.controller.state.form, VerifyRoute: 'account', BankNo: '004', Account: '12345678901', Mobile: '0911222333' });
    await uploadBoth(h, front, back);
    expectNoImage(storage, [front, back]);
    await h.controller.trigger('uploadAndVerify');
    const sent = h.calls.find(([code]) => code === 'A61')![1];
    expect([sent.FontBase64, sent.BackBase64]).toEqual([front, back]);
    expect(h.navigations).toEqual(['/Validate3']);
    expectNoImage(storage, [front, back]);
  });
});
