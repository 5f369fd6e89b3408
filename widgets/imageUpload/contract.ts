import { defaultTexts, defineContract } from '../shared/contract.js';

/**
 * ui:options of the imageUpload widget (value: what `valueExpr` gives after a successful
 * upload, e.g. the server's uuid; undefined until then, so `required` catches 尚未上傳).
 */
export interface ImageUploadOptions {
  /** Action that uploads, event {file (Blob, JPEG), fileName, extension 'jpg', type, sizeKb, width, height, base64?, onProgress(fraction)}. */
  uploadAction: string;
  /** JSONata read after the action: the upload succeeded (e.g. "server.FrontUpload.status = 0"); absent: the action ending is success. */
  okWhen?: string;
  /** JSONata giving the value kept after success (e.g. "server.FrontUpload.uuid"); absent: the file name. */
  valueExpr?: string;
  /** JSONata giving the server's message when okWhen does not hold (e.g. "server.FrontUpload.msg"). */
  messageExpr?: string;
  /** JSONata giving an image address to preview a value restored from earlier, after a reload (the server's url of the upload kept in the form). */
  previewExpr?: string;
  /** Largest file sent, KB (number or JSONata: "server.A25.SingleSize", else consts.uploadSingleKb). */
  maxKb: number | string;
  /** Longest side after resizing, px (number or JSONata: consts.uploadMaxSide). */
  maxSide: number | string;
  /**
   * JPEG quality 0..1 (number or JSONata: consts.uploadJpegQuality); default 0.92. Above maxKb the
   * image is encoded again at lower qualities (0.1 less each time, down to 0.6) before it is refused.
   */
  quality?: number | string;
  /** Rotate a portrait image a quarter turn: 'clockwise' or 'counterclockwise' (the ID back). */
  rotatePortrait?: string;
  /** Add the JPEG as base64 (no data: prefix) to the event, for recognition calls that take base64 (A61): keep it in a memoryOnly field, never the session. */
  includeBase64?: boolean;
  /** HTML capture ('environment' opens the camera directly; absent lets phones offer camera or gallery). */
  capture?: string;
  /** i18n keys. */
  chooseText?: string;
  reuploadText?: string;
  typeError?: string;
  /** Param {size} (KB) and {mb}. */
  sizeError?: string;
  failedText?: string;
  /** Shown when the browser cannot decode or encode the image (a damaged file, or larger than its canvas allows). */
  readError?: string;
  processingText?: string;
  uploadingText?: string;
  doneText?: string;
  previewAlt?: string;
}

export const IMAGE_TEXTS = {
  chooseText: 'widgets.imageUpload.choose',
  reuploadText: 'widgets.imageUpload.reupload',
  typeError: 'widgets.imageUpload.typeError',
  sizeError: 'widgets.imageUpload.sizeError',
  failedText: 'widgets.imageUpload.failed',
  readError: 'widgets.imageUpload.readError',
  processingText: 'widgets.imageUpload.processing',
  uploadingText: 'widgets.imageUpload.uploading',
  doneText: 'widgets.imageUpload.done',
  previewAlt: 'widgets.imageUpload.previewAlt',
} as const;

export const ACCEPT = 'image/jpeg,image/png';
const TYPES = ['image/jpeg', 'image/png', 'image/jpg', 'image/pjpeg'];
const EXTENSIONS = ['jpg', 'jpeg', 'png'];

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** jpg, jpeg or png: by MIME type when the browser gives one, else by extension (some phones give none). */
export function isAcceptedImage(file: { name: string; type: string }): boolean {
  return file.type !== '' ? TYPES.includes(file.type.toLowerCase()) : EXTENSIONS.includes(extensionOf(file.name));
}

/** The size that keeps the aspect ratio with the longer side at most maxSide (never enlarged). */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const longer = Math.max(width, height);
  if (longer <= maxSide) return { width, height };
  const scale = maxSide / longer;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export const contract = defineContract<string | undefined>({
  name: 'imageUpload',
  kind: 'widget',
  valueType: 'string',
  emptyValue: undefined,
  sanitize: (input) => (typeof input === 'string' && input !== '' ? input : undefined),
  optionKinds: {
    uploadAction: 'action',
    okWhen: 'expr',
    valueExpr: 'expr',
    messageExpr: 'expr',
    previewExpr: 'expr',
    maxKb: 'numberOrExpr',
    maxSide: 'numberOrExpr',
    quality: 'numberOrExpr',
    rotatePortrait: 'string',
    includeBase64: 'boolean',
    capture: 'string',
    chooseText: 'i18n',
    reuploadText: 'i18n',
    typeError: 'i18n',
    sizeError: 'i18n',
    failedText: 'i18n',
    readError: 'i18n',
    processingText: 'i18n',
    uploadingText: 'i18n',
    doneText: 'i18n',
    previewAlt: 'i18n',
  },
  requiredOptions: ['uploadAction', 'maxKb', 'maxSide'],
  texts: defaultTexts(IMAGE_TEXTS, { sizeError: ['size', 'mb'], previewAlt: ['label'] }),
});
