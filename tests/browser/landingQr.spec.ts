// The landing page's QR code holds the address of the page itself: the image's modules, read
// back from its pixels, equal the QR code of that address (the same library, version and options).
import QRCode from 'qrcode';
import { expect, test } from './support/app';

test.skip(({ isMobile }) => isMobile, 'the desktop landing page');

test('the QR code encodes the address the landing page was opened with (LAND-05)', async ({ page, baseURL }) => {
  const opened = `${baseURL}/?CTID=DEMO-CASHBACK&cid=EXT1`;
  await page.goto(opened);
  const img = page.getByRole('img', { name: /QR Code/ });
  await expect(img).toBeVisible();
  const expected = QRCode.create(opened, { errorCorrectionLevel: 'M' }).modules;
  // widgets/qrCode draws a margin of 1 module; sample the centre of each module.
  const dark = await img.evaluate(async (el: HTMLImageElement, size: number) => {
    await el.decode();
    const canvas = document.createElement('canvas');
    canvas.width = el.naturalWidth;
    canvas.height = el.naturalHeight;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(el, 0, 0);
    const step = el.naturalWidth / (size + 2);
    const bits: number[] = [];
    for (let row = 0; row < size; row++) {
      for (let col = 0; col < size; col++) {
        const [r] = ctx.getImageData(Math.floor((col + 1.5) * step), Math.floor((row + 1.5) * step), 1, 1).data;
        bits.push(r < 128 ? 1 : 0);
      }
    }
    return bits;
  }, expected.size);
  expect(dark).toEqual(Array.from(expected.data, (b) => (b ? 1 : 0)));
  expect(QRCode.create(`${baseURL}/?CTID=DEMO-TRAVEL&cid=EXT1`, { errorCorrectionLevel: 'M' }).modules.data).not.toEqual(expected.data);
});
