// One chosen photo of an imageUpload on its way to the bank: resized and re-encoded (imageProcessing.ts),
// the size check, the upload action with the photo as its event, then the answer read back: the
// value the form keeps, or the server's message. A newer choice (`mine` no longer current) wins.
import { runAction } from '../shared/formContext.js';
import { asText, truthy } from '../shared/sanitize.js';
import type { ScreenRuntime } from '../shared/screenRuntime.js';
import { baseName, limitNow } from '../shared/uploadOptions.js';
import type { IMAGE_TEXTS, ImageUploadOptions } from './contract.js';
import { imageIO, processImage, type Rotation } from './imageProcessing.js';

export type Phase = { kind: 'idle' } | { kind: 'processing' } | { kind: 'uploading'; progress?: number } | { kind: 'done' } | { kind: 'error'; message: string };

export interface SendImageEnv {
  runtime: ScreenRuntime;
  o: Partial<ImageUploadOptions>;
  /** The field's name, for a fault in its options. */
  name: string;
  /** The limits as the view knows them (undefined: still evaluating), and the JPEG quality. */
  known: { maxKb?: number; maxSide?: number };
  quality: number;
  text(name: keyof typeof IMAGE_TEXTS, params?: Record<string, unknown>): string;
  /** The number of the newest choice. */
  latest(): number;
  setPhase(phase: Phase): void;
  setPreview(dataUrl: string): void;
  onChange(value: string | undefined): void;
}

export async function sendImage(env: SendImageEnv, file: File, mine: number): Promise<void> {
  const { runtime, o, text } = env;
  const fail = (message: string) => env.setPhase({ kind: 'error', message });
  const at = (option: string) => `imageUpload "${env.name}" ui:options.${option}`;
  const maxKb = env.known.maxKb ?? (await limitNow(runtime, o.maxKb, undefined, at('maxKb')));
  const maxSide = env.known.maxSide ?? (await limitNow(runtime, o.maxSide, undefined, at('maxSide')));
  let processed;
  try {
    processed = await processImage(file, { maxSide, quality: env.quality, maxBytes: maxKb * 1024, rotatePortrait: o.rotatePortrait as Rotation | undefined }, imageIO.current);
  } catch {
    if (mine === env.latest()) fail(text('readError'));
    return;
  }
  if (mine !== env.latest()) return;
  const sizeKb = Math.ceil(processed.blob.size / 1024);
  if (sizeKb > maxKb) return fail(text('sizeError', { size: maxKb, mb: Math.round((maxKb / 1024) * 100) / 100 }));
  const fileName = `${baseName(file.name, 'image')}.jpg`;
  const dataUrl = await imageIO.current.dataUrl(processed.blob);
  if (mine !== env.latest()) return;
  env.setPhase({ kind: 'uploading' });
  const event: Record<string, unknown> = {
    file: processed.blob,
    fileName,
    extension: 'jpg',
    type: 'image/jpeg',
    sizeKb,
    width: processed.width,
    height: processed.height,
    onProgress: (fraction: number) => {
      if (mine === env.latest()) env.setPhase({ kind: 'uploading', progress: Math.max(0, Math.min(1, fraction)) });
    },
  };
  if (o.includeBase64) event.base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  // The upload's own action runs at once: it is this upload, which the screen's other actions wait for.
  await runAction(runtime, o.uploadAction, event, { atOnce: true });
  if (mine !== env.latest()) return;
  const ok = o.okWhen ? truthy(await runtime.evaluate(o.okWhen).catch(() => false)) : true;
  if (!ok) {
    const said = o.messageExpr ? asText(await runtime.evaluate(o.messageExpr).catch(() => '')) : '';
    return fail(said || text('failedText'));
  }
  const value = o.valueExpr ? asText(await runtime.evaluate(o.valueExpr).catch(() => '')) : fileName;
  // The preview from this page's memory (a data: address: the CSP allows no blob:), never stored.
  env.setPreview(dataUrl);
  env.setPhase({ kind: 'done' });
  env.onChange(value === '' ? undefined : value);
}
