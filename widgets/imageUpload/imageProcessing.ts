// The image pipeline of the upload widget: decode, resize with pica (Lanczos-class filter
// with sharpening, better than a canvas drawImage downscale), rotate a portrait image a
// quarter turn, re-encode as JPEG at the configured quality (0.92: quality 1 doubles the bytes
// of a detailed photo for no visible gain), lower when that is still above the size limit.
// pica runs with features ['js'] on raw RGBA
// (resizeBuffer): no WebAssembly (blocked without 'wasm-unsafe-eval') and no worker from a
// blob: URL (blocked by script-src 'self'), so it works under the production CSP as is.
// pica is loaded when the first image is resized, so screens without an upload do not carry it.
import type { Pica } from 'pica/pica_main';
import { fitWithin } from './contract.js';

export interface Rgba {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
}

export type Rotation = 'clockwise' | 'counterclockwise';

let resizer: Promise<Pica> | undefined;
function pica(): Promise<Pica> {
  resizer ??= import('pica/pica_main').then((m) => m.default({ features: ['js'] }));
  return resizer;
}

/** Resizes so that the longer side is at most maxSide (pica's mks2013 filter); smaller images are kept. */
export async function resizeRgba(src: Rgba, maxSide: number): Promise<Rgba> {
  const to = fitWithin(src.width, src.height, maxSide);
  if (to.width === src.width && to.height === src.height) return src;
  const data = await (await pica()).resizeBuffer({ src: src.data, width: src.width, height: src.height, toWidth: to.width, toHeight: to.height });
  return { data, width: to.width, height: to.height };
}

/** A quarter turn of raw RGBA pixels. */
export function rotateRgba(src: Rgba, direction: Rotation): Rgba {
  const { width: w, height: h } = src;
  const out = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      // clockwise: (x, y) -> (h - 1 - y, x); counterclockwise: (x, y) -> (y, w - 1 - x); new width is h.
      const nx = direction === 'clockwise' ? h - 1 - y : y;
      const ny = direction === 'clockwise' ? x : w - 1 - x;
      const from = (y * w + x) * 4;
      const to = (ny * h + nx) * 4;
      out[to] = src.data[from];
      out[to + 1] = src.data[from + 1];
      out[to + 2] = src.data[from + 2];
      out[to + 3] = src.data[from + 3];
    }
  }
  return { data: out, width: h, height: w };
}

/** Decoding and encoding need a browser (canvas); tests hand in their own. */
export interface ImageIO {
  decode(file: Blob): Promise<Rgba>;
  /** JPEG at `quality` (0..1, the canvas's scale). */
  encodeJpeg(image: Rgba, quality: number): Promise<Blob>;
  dataUrl(blob: Blob): Promise<string>;
}

export interface Processed {
  blob: Blob;
  width: number;
  height: number;
  rotated: boolean;
  /** The JPEG quality the blob was encoded at. */
  quality: number;
}

/** The JPEG quality of an uploaded image unless the screen says otherwise (flows/constants.json uploadJpegQuality). */
export const DEFAULT_QUALITY = 0.92;
/** Below this a photo of an ID loses the fine print recognition reads: a larger image is refused instead. */
export const MIN_QUALITY = 0.6;
const QUALITY_STEP = 0.1;

export interface ProcessOptions {
  maxSide: number;
  rotatePortrait?: Rotation;
  /** JPEG quality, 0..1 (default 0.92). */
  quality?: number;
  /** The size limit: an encoding above it is done again at a lower quality, down to MIN_QUALITY. */
  maxBytes?: number;
}

export async function processImage(file: Blob, options: ProcessOptions, io: ImageIO): Promise<Processed> {
  const decoded = await io.decode(file);
  let image = await resizeRgba(decoded, options.maxSide);
  const rotated = Boolean(options.rotatePortrait) && image.height > image.width;
  if (rotated) image = rotateRgba(image, options.rotatePortrait as Rotation);
  let quality = Math.min(1, Math.max(MIN_QUALITY, options.quality ?? DEFAULT_QUALITY));
  let blob = await io.encodeJpeg(image, quality);
  // Compressed to the limit: a lower quality until it fits, never below MIN_QUALITY (the caller then refuses it).
  while (options.maxBytes !== undefined && blob.size > options.maxBytes && quality > MIN_QUALITY) {
    quality = Math.max(MIN_QUALITY, Math.round((quality - QUALITY_STEP) * 100) / 100);
    blob = await io.encodeJpeg(image, quality);
  }
  return { blob, width: image.width, height: image.height, rotated, quality };
}

function canvas(width: number, height: number): HTMLCanvasElement {
  const c = document.createElement('canvas');
  c.width = width;
  c.height = height;
  return c;
}

function context2d(c: HTMLCanvasElement): CanvasRenderingContext2D {
  const ctx = c.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('imageUpload: this browser gives no 2D canvas');
  return ctx;
}

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('imageUpload: the file could not be read'));
    reader.readAsDataURL(blob);
  });
}

/** createImageBitmap (EXIF orientation applied), else an <img> from a data: address (the CSP allows img-src data:, not blob:). */
async function decodeSource(file: Blob): Promise<{ source: CanvasImageSource; width: number; height: number; close(): void }> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
  }
  const url = await readAsDataUrl(file);
  const img = new Image();
  await new Promise<void>((resolve, reject) => {
    img.onload = () => resolve();
    img.onerror = () => reject(new Error('imageUpload: the image could not be decoded'));
    img.src = url;
  });
  return { source: img, width: img.naturalWidth, height: img.naturalHeight, close: () => undefined };
}

export const browserImageIO: ImageIO = {
  async decode(file) {
    const src = await decodeSource(file);
    try {
      const c = canvas(src.width, src.height);
      const ctx = context2d(c);
      ctx.fillStyle = '#fff'; // a transparent PNG becomes white, as JPEG has no alpha
      ctx.fillRect(0, 0, src.width, src.height);
      ctx.drawImage(src.source, 0, 0);
      return { data: ctx.getImageData(0, 0, src.width, src.height).data, width: src.width, height: src.height };
    } finally {
      src.close();
    }
  },
  encodeJpeg(image, quality) {
    const c = canvas(image.width, image.height);
    const ctx = context2d(c);
    ctx.putImageData(new ImageData(new Uint8ClampedArray(image.data), image.width, image.height), 0, 0);
    return new Promise((resolve, reject) => c.toBlob((b) => (b ? resolve(b) : reject(new Error('imageUpload: JPEG encoding failed'))), 'image/jpeg', quality));
  },
  dataUrl: readAsDataUrl,
};

/** The pipeline's browser parts; tests replace them (jsdom has no canvas). */
export const imageIO: { current: ImageIO } = { current: browserImageIO };
