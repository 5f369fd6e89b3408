// One chosen file of a docUpload box on its way to the bank: its type, the quota left (RemainSize
// less this page's uploads), an image resized like /UploadID's (imageUpload's pipeline), PDF, GIF
// and TIFF as they are, the single size; then the screen's upload action, and its answer read back
// into the box (or its refusal into the box's message).
import { DEFAULT_QUALITY, imageIO, processImage } from '../imageUpload/imageProcessing.js';
import { runAction } from '../shared/formContext.js';
import { asText, isRecord, truthy } from '../shared/sanitize.js';
import type { ScreenRuntime } from '../shared/screenRuntime.js';
import { baseName, limitNow } from '../shared/uploadOptions.js';
import { valueOfBoxes, type Box, type Boxes } from './boxes.js';
import { acceptedExtension, isResizable, slotId, usedKb, type DOC_TEXTS, type DocUploadOptions } from './contract.js';
import type { DocTabs } from './docTabs.js';

const MIME: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', pdf: 'application/pdf', tif: 'image/tiff', tiff: 'image/tiff' };

/** The limits as the view knows them now (undefined: an expression still evaluating). */
export interface KnownLimits { singleKb?: number; remainKb?: number; maxKb?: number; maxSide?: number; quality?: number }

export interface SendEnv {
  runtime: ScreenRuntime;
  o: Partial<DocUploadOptions>;
  /** The field's name, for a fault in its options. */
  name: string;
  tabs: DocTabs;
  limits: KnownLimits;
  boxesNow(): Boxes;
  patchBox(tab: string, key: number, patch: Partial<Box>, report?: boolean): void;
  setBusy(busy: { key: number; progress?: number } | undefined): void;
  setDone(done: boolean): void;
  /** The upload ended well: the tabs advance (002 §2.2). */
  uploaded(tab: string): void;
}

type Limits = { singleKb: number; remainKb: number; maxKb: number; maxSide: number };

/** The limits a file is held to: as the view knows them, or (an expression still evaluating) evaluated now. */
function limitsNow(env: SendEnv): Limits | Promise<Limits> {
  const { runtime, o, limits, name } = env;
  const { singleKb, remainKb, maxKb, maxSide } = limits;
  if (singleKb !== undefined && remainKb !== undefined && maxKb !== undefined && maxSide !== undefined) return { singleKb, remainKb, maxKb, maxSide };
  const at = (option: string) => `docUpload field "${name}" ui:options.${option}`;
  return (async () => ({
    singleKb: await limitNow(runtime, o.singleKb, singleKb, at('singleKb')),
    remainKb: await limitNow(runtime, o.remainKb, remainKb, at('remainKb')),
    maxKb: await limitNow(runtime, o.maxKb, maxKb, at('maxKb')),
    maxSide: await limitNow(runtime, o.maxSide, maxSide, at('maxSide')),
  }))();
}

/** The file as sent: an image resized and re-encoded as JPEG (with its preview), anything else as it is; undefined: an image that cannot be read. */
async function prepared(file: File, ext: string, maxSide: number, quality: number, singleKb: number) {
  if (isResizable(ext)) {
    const processed = await processImage(file, { maxSide, quality, maxBytes: singleKb * 1024 }, imageIO.current).catch(() => undefined);
    if (!processed) return undefined;
    return { blob: processed.blob as Blob, fileName: `${baseName(file.name, 'document')}.jpg`, extension: 'jpg', type: 'image/jpeg', preview: await imageIO.current.dataUrl(processed.blob) };
  }
  const preview = ext === 'gif' ? await imageIO.current.dataUrl(file).catch(() => undefined) : undefined;
  return { blob: file as Blob, fileName: file.name || `${baseName('', 'document')}.${ext}`, extension: ext, type: file.type || MIME[ext], preview };
}

export async function sendDocument(env: SendEnv, tab: string, box: Box, file: File): Promise<void> {
  const { runtime, o, tabs } = env;
  env.setDone(false);
  const fail = (key: keyof typeof DOC_TEXTS, params?: Record<string, unknown>) => env.patchBox(tab, box.key, { error: { key, params } }, false);
  const ext = acceptedExtension(file, tabs.imageOnly(tab));
  if (!ext) return fail(tabs.imageOnly(tab) ? 'imageTypeError' : 'typeError');
  const known = limitsNow(env);
  const { singleKb, remainKb, maxKb, maxSide } = known instanceof Promise ? await known : known;
  const maxMb = Math.floor(maxKb / 1024);
  // What is left for this file: the quota less this page's uploads, less the file it replaces.
  const left = remainKb - usedKb(valueOfBoxes(env.boxesNow(), tabs.shown, tabs.types)) + (box.entry?.size ?? 0);
  if (left <= 0) return fail('quotaError', { max: maxMb });
  env.setBusy({ key: box.key });
  try {
    const sent = await prepared(file, ext, maxSide, env.limits.quality ?? DEFAULT_QUALITY, singleKb);
    if (!sent) return fail('readError');
    const sizeKb = Math.ceil(sent.blob.size / 1024);
    if (sizeKb > singleKb) return fail('sizeError', { size: singleKb, mb: Math.round((singleKb / 1024) * 100) / 100 });
    if (sizeKb > left) return fail('quotaFullError', { n: maxMb, max: maxMb });
    const position = (env.boxesNow()[tab] ?? []).findIndex((b) => b.key === box.key) + 1;
    const slotType = tabs.types[tab];
    await runAction(runtime, o.uploadAction, {
      file: sent.blob, fileName: sent.fileName, extension: sent.extension, type: sent.type, sizeKb,
      slotType, slot: slotId(slotType, position), index: position, tab,
      onProgress: (fraction: number) => env.setBusy({ key: box.key, progress: Math.max(0, Math.min(1, fraction)) }),
    }, { atOnce: true });
    const ok = o.okWhen ? truthy(await runtime.evaluate(o.okWhen).catch(() => false)) : true;
    const result = ok && o.resultExpr ? await runtime.evaluate(o.resultExpr).catch(() => undefined) : undefined;
    const uuid = isRecord(result) ? asText(result.uuid) : '';
    if (!ok || uuid === '') {
      const said = o.messageExpr ? asText(await runtime.evaluate(o.messageExpr).catch(() => '')) : '';
      return said ? env.patchBox(tab, box.key, { error: { text: said } }, false) : fail('failedText');
    }
    const size = isRecord(result) && typeof result.size === 'number' && Number.isFinite(result.size) ? result.size : sizeKb;
    const url = isRecord(result) ? asText(result.url) : '';
    env.patchBox(tab, box.key, { entry: { uuid, size, url }, preview: sent.preview, fileName: sent.preview ? undefined : file.name, error: undefined });
    env.setDone(true);
    env.uploaded(tab);
  } finally {
    env.setBusy(undefined);
  }
}
