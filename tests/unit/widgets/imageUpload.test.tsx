// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { fitWithin, isAcceptedImage } from '../../../widgets/imageUpload/contract.js';
import { browserImageIO, imageIO, processImage, resizeRgba, rotateRgba, type ImageIO, type Rgba } from '../../../widgets/imageUpload/imageProcessing.js';
import { fakeRuntime, flush, renderForm } from './harness.js';
import constants from '../../../flows/constants.json';

/** A uniform RGBA image. */
function solid(width: number, height: number, [r, g, b]: [number, number, number]): Rgba {
  const data = new Uint8Array(width * height * 4);
  new Uint32Array(data.buffer).fill((r | (g << 8) | (b << 16) | (255 << 24)) >>> 0); // little-endian RGBA
  return { data, width, height };
}

/** jsdom has no canvas: decoding gives a fixed image, encoding a JPEG-typed blob of a chosen size; what was encoded is kept. */
function fakeIO(decoded: Rgba, encodedBytes = 100 * 1024) {
  const encoded: Rgba[] = [];
  const io: ImageIO = {
    decode: () => Promise.resolve(decoded),
    encodeJpeg: (image) => {
      encoded.push(image);
      return Promise.resolve(new Blob([new Uint8Array(encodedBytes)], { type: 'image/jpeg' }));
    },
    dataUrl: () => Promise.resolve('data:image/jpeg;base64,QUJD'),
  };
  return { io, encoded };
}

const dict = {
  'widgets.imageUpload.choose': '選擇或拍攝照片',
  'widgets.imageUpload.reupload': '重新上傳',
  'widgets.imageUpload.typeError': '身分證上傳只接受JPG/PNG格式，請重新操作。',
  'widgets.imageUpload.sizeError': '檔案太大，不可超過{size}KB，請重新選擇。',
  'widgets.imageUpload.failed': '上傳失敗',
  'widgets.imageUpload.readError': '無法讀取此圖片',
  'widgets.imageUpload.uploading': '上傳中',
  'widgets.imageUpload.processing': '處理中',
  'widgets.imageUpload.previewAlt': '{label}預覽',
};
const schema = { type: 'object' as const, properties: { IdFront: { type: 'string' as const, title: '身分證正面' } } };
const options = {
  uploadAction: 'uploadFront',
  okWhen: 'server.FrontUpload.status = 0',
  valueExpr: 'server.FrontUpload.uuid',
  messageExpr: 'server.FrontUpload.msg',
  maxKb: 'server.A25.SingleSize',
  maxSide: constants.constants.uploadMaxSide.value,
};
const setup = (extra: Record<string, unknown> = {}, answer: Record<string, unknown> = { status: 0, uuid: 'U-1' }) => {
  const runtime = fakeRuntime({ server: { A25: { SingleSize: 5000 } } }, dict);
  const trigger = runtime.trigger.bind(runtime);
  runtime.trigger = (action, event, opts) => {
    runtime.data.server = { ...runtime.data.server, FrontUpload: answer };
    return trigger(action, event, opts);
  };
  return renderForm({ schema, uiSchema: { IdFront: { 'ui:widget': 'imageUpload', 'ui:options': { ...options, ...extra } } }, runtime });
};
const fileInput = () => document.getElementById('root_IdFront') as HTMLInputElement;
const choose = async (file: File) => {
  fireEvent.change(fileInput(), { target: { files: [file] } });
  await flush();
  // Resizing (pica is loaded on first use) takes a few turns.
  for (let i = 0; i < 100 && screen.getByRole('status').textContent === '處理中'; i++) await flush();
  await flush();
};
const jpeg = (name = 'front.png', type = 'image/png') => new File([new Uint8Array(10)], name, { type });

beforeAll(() => {
  // jsdom has no canvas; pica probes one when it starts and is told there is none (it resizes raw RGBA here).
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
beforeEach(() => {
  imageIO.current = fakeIO(solid(2000, 1500, [10, 20, 30])).io;
});
afterEach(() => {
  cleanup();
  imageIO.current = browserImageIO;
});

describe('imageUpload', () => {
  it('is a labelled file input for JPEG and PNG with the field id, the first input[type=file]', async () => {
    await setup();
    expect(screen.getByLabelText('身分證正面')).toBe(fileInput());
    expect(document.querySelector('input[type=file]')).toBe(fileInput());
    expect(fileInput().accept).toBe('image/jpeg,image/png');
    expect(fileInput().hasAttribute('capture')).toBe(false);
  });

  it('refuses another type before anything is sent, with the message tied to the input', async () => {
    const h = await setup();
    await choose(new File(['%PDF'], 'id.pdf', { type: 'application/pdf' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('身分證上傳只接受JPG/PNG格式，請重新操作。');
    expect(fileInput().getAttribute('aria-describedby')).toContain(alert.id);
    expect(h.runtime.calls).toEqual([]);
    expect(h.latest().IdFront).toBeUndefined();
  });

  it('refuses an image larger than the single-file limit (a rule: server.A25.SingleSize) after resizing', async () => {
    const { io } = fakeIO(solid(2000, 1500, [1, 2, 3]), 5001 * 1024);
    imageIO.current = io;
    const h = await setup();
    await choose(jpeg());
    expect(screen.getByRole('alert').textContent).toBe('檔案太大，不可超過5000KB，請重新選擇。');
    expect(h.runtime.calls).toEqual([]);
  });

  it('sends the resized JPEG through the upload action and keeps the server uuid, with a preview and re-upload', async () => {
    const { io, encoded } = fakeIO(solid(2000, 1500, [1, 2, 3]));
    imageIO.current = io;
    const h = await setup();
    await choose(jpeg('front.png'));
    expect(encoded.map((e) => [e.width, e.height])).toEqual([[1600, 1200]]);
    expect(h.runtime.calls).toHaveLength(1);
    const event = h.runtime.calls[0].event as Record<string, unknown>;
    expect(h.runtime.calls[0].action).toBe('uploadFront');
    expect(event).toMatchObject({ fileName: 'front.jpg', extension: 'jpg', type: 'image/jpeg', sizeKb: 100, width: 1600, height: 1200 });
    expect(event.file).toBeInstanceOf(Blob);
    expect((event.file as Blob).type).toBe('image/jpeg');
    expect(h.latest().IdFront).toBe('U-1');
    expect(screen.getByRole('img', { name: '身分證正面預覽' }).getAttribute('src')).toBe('data:image/jpeg;base64,QUJD');
    expect(screen.getByText('重新上傳')).toBeTruthy();
  });

  it('says the image cannot be read when decoding fails, and sends nothing', async () => {
    imageIO.current = { ...fakeIO(solid(10, 10, [0, 0, 0])).io, decode: () => Promise.reject(new Error('too large for a canvas')) };
    const h = await setup();
    await choose(jpeg());
    expect(screen.getByRole('alert').textContent).toBe('無法讀取此圖片');
    expect(h.runtime.calls).toEqual([]);
  });

  it('shows the server message when the upload is refused, and keeps no value', async () => {
    const h = await setup({}, { status: 1, msg: '檔案格式錯誤' });
    await choose(jpeg());
    expect(screen.getByRole('alert').textContent).toBe('檔案格式錯誤');
    expect(h.latest().IdFront).toBeUndefined();
  });

  it('shows the server message in the applicant\'s language when the bank gave one (BankTexts, issue 9 §3)', async () => {
    const h = await setup({}, { status: 1, msg: '檔案格式錯誤' });
    h.runtime.data.session = { BankTexts: { 檔案格式錯誤: { en: 'Wrong file type' } } };
    h.runtime.language = () => 'en';
    await choose(jpeg());
    expect(screen.getByRole('alert').textContent).toBe('Wrong file type');
  });

  it('adds the base64 for recognition calls when asked', async () => {
    const h = await setup({ includeBase64: true });
    await choose(jpeg());
    expect((h.runtime.calls[0].event as Record<string, unknown>).base64).toBe('QUJD');
  });

  it('is an upload in flight from the moment a file is chosen until its action has ended; its own action runs at once (issue 17 §2)', async () => {
    const h = await setup();
    h.runtime.hold = true;
    fireEvent.change(fileInput(), { target: { files: [jpeg()] } });
    // Before any resizing: a Next pressed now waits for it.
    expect(h.runtime.uploads).toEqual([{ ended: false }]);
    for (let i = 0; i < 100 && h.runtime.calls.length === 0; i++) await flush();
    expect(h.runtime.calls.map((c) => [c.action, c.atOnce])).toEqual([['uploadFront', true]]);
    expect(h.runtime.uploads).toEqual([{ ended: false }]);
    h.runtime.release();
    await flush();
    await flush();
    expect(h.runtime.uploads).toEqual([{ ended: true }]);
    expect(h.latest().IdFront).toBe('U-1');
  });

  it('encodes at the configured quality and, while above the limit, again at lower qualities down to 0.6 (issue 17 §2)', async () => {
    const qualities: number[] = [];
    const sized = (kbAt: (q: number) => number) => {
      imageIO.current = {
        ...fakeIO(solid(2000, 1500, [1, 2, 3])).io,
        encodeJpeg: (_image, q) => { qualities.push(q); return Promise.resolve(new Blob([new Uint8Array(kbAt(q) * 1024)], { type: 'image/jpeg' })); },
      };
    };
    sized((q) => (q > 0.75 ? 6000 : 4000));
    const h = await setup({ quality: 0.92 });
    await choose(jpeg());
    expect(qualities).toEqual([0.92, 0.82, 0.72]);
    expect((h.runtime.calls[0].event as Record<string, unknown>).sizeKb).toBe(4000);
    cleanup();
    qualities.length = 0;
    sized(() => 6000);
    const again = await setup({ quality: 'consts.q' });
    again.runtime.data.consts = { q: 0.9 };
    await choose(jpeg());
    expect(qualities[0]).toBe(0.92); // the expression had not answered when the file was chosen: the default
    expect(qualities.at(-1)).toBe(0.6);
    expect(screen.getByRole('alert').textContent).toBe('檔案太大，不可超過5000KB，請重新選擇。');
    expect(again.runtime.calls).toEqual([]);
  });

  it('shows progress while the upload action runs', async () => {
    const h = await setup();
    h.runtime.hold = true;
    await choose(jpeg());
    expect(screen.getByRole('status').textContent).toContain('上傳中');
    expect(document.querySelector('progress')).not.toBeNull();
    h.runtime.release();
    await flush();
    await flush();
    expect(document.querySelector('progress')).toBeNull();
  });
});

describe('image pipeline', () => {
  it('resizes with pica so the longer side is 1600, keeping the colour', async () => {
    const out = await resizeRgba(solid(3200, 2000, [200, 100, 50]), 1600);
    expect([out.width, out.height]).toEqual([1600, 1000]);
    expect(out.data.length).toBe(1600 * 1000 * 4);
    expect(Array.from(out.data.slice(0, 4))).toEqual([200, 100, 50, 255]);
    expect(Array.from(out.data.slice(-4))).toEqual([200, 100, 50, 255]);
  });

  it('keeps an image already within the limit', async () => {
    const small = solid(800, 600, [1, 1, 1]);
    expect(await resizeRgba(small, 1600)).toBe(small);
  });

  it('rotates a quarter turn clockwise and counterclockwise', () => {
    const row: Rgba = { data: new Uint8Array([255, 0, 0, 255, 0, 0, 255, 255]), width: 2, height: 1 }; // red, blue
    const cw = rotateRgba(row, 'clockwise');
    expect([cw.width, cw.height]).toEqual([1, 2]);
    expect(Array.from(cw.data)).toEqual([255, 0, 0, 255, 0, 0, 255, 255]); // red on top
    const ccw = rotateRgba(row, 'counterclockwise');
    expect(Array.from(ccw.data)).toEqual([0, 0, 255, 255, 255, 0, 0, 255]); // blue on top
  });

  it('rotates a portrait image only when asked (the back slot), after resizing', async () => {
    const { io, encoded } = fakeIO(solid(2000, 3000, [9, 9, 9]));
    const back = await processImage(new Blob(), { maxSide: 1600, rotatePortrait: 'clockwise' }, io);
    expect([back.width, back.height, back.rotated]).toEqual([1600, 1067, true]);
    const front = await processImage(new Blob(), { maxSide: 1600 }, io);
    expect([front.width, front.height, front.rotated]).toEqual([1067, 1600, false]);
    expect(encoded.map((e) => [e.width, e.height])).toEqual([[1600, 1067], [1067, 1600]]);
    const landscape = await processImage(new Blob(), { maxSide: 1600, rotatePortrait: 'clockwise' }, fakeIO(solid(3000, 2000, [1, 1, 1])).io);
    expect(landscape.rotated).toBe(false);
  });

  it('type and size helpers', () => {
    expect(isAcceptedImage({ name: 'a.JPG', type: '' })).toBe(true);
    expect(isAcceptedImage({ name: 'a.gif', type: 'image/gif' })).toBe(false);
    expect(isAcceptedImage({ name: 'a.heic', type: '' })).toBe(false);
    expect(fitWithin(1600, 900, 1600)).toEqual({ width: 1600, height: 900 });
    expect(fitWithin(900, 4000, 1600)).toEqual({ width: 360, height: 1600 });
  });
});
