import { defaultTexts, defineContract } from '../shared/contract.js';
import { isRecord } from '../shared/sanitize.js';

/**
 * ui:options of the docUpload field: the document tabs of the income upload and /ReUpload
 * (002 §2.2, §2.3, §3.1, §5, §9). Tabs are named by the screen (`tabs`: tab → label key, in
 * order); each tab holds boxes of one slot type (`slotTypes`: 6 signed form, 2 ID, 3 income).
 * The value is the upload list of 002 §3.1, keyed by slot id:
 * `{ "FILE_6_1": { uuid, size, url, type: 6, index: 1 }, "FILE_3_2": {...} }`.
 */
export interface DocUploadOptions {
  /** Tab → i18n key of its label, in display order. */
  tabs: Record<string, string>;
  /** Tab → slot type (number: 2 ID, 3 income, 6 signed form). */
  slotTypes: Record<string, number>;
  /** Tab → JSONata: the tab is shown only while it holds (the ID tab: session.hasID = 'Y'). */
  tabVisible?: Record<string, string>;
  /** Tab → boxes shown from the start (default 1); these have no delete. */
  initialBoxes?: Record<string, number>;
  /** Tab → most boxes (default 10); with as many as initialBoxes there is no Add (the ID front and back). */
  maxBoxes?: Record<string, number>;
  /** Tabs whose boxes take ID photos only (jpg, jpeg, png: 002 §5's ID rule). */
  imageOnlyTabs?: string[];
  /** Box labels: `<tab>.<n>` (a fixed box: the ID front) or `<tab>` (param {n}) → i18n key. */
  boxLabels?: Record<string, string>;
  /** Action that uploads one file: event {file, fileName, extension, type (MIME), sizeKb, slotType, slot, index, tab, onProgress}. */
  uploadAction: string;
  /** JSONata after the action: the upload succeeded (server.DocUpload.status = 0). */
  okWhen?: string;
  /** JSONata after the action giving {uuid, size, url} (server.DocUpload). */
  resultExpr: string;
  /** JSONata after a refusal giving the server's message (server.DocUpload.msg). */
  messageExpr?: string;
  /** Action run by a tab's example link, event {tab, slotType} (the screen opens its popup). */
  exampleAction?: string;
  /** Largest single file, KB (A25 SingleSize, else consts.uploadSingleKb). */
  singleKb: number | string;
  /** What the quota leaves, KB, before this page's uploads (A25 RemainSize, else consts.uploadTotalKb). */
  remainKb: number | string;
  /** The whole quota, KB (A25 MaxSize, else consts.uploadTotalKb): the {max} of the quota message. */
  maxKb: number | string;
  /** Longest side of a resized image, px (consts.uploadMaxSide). */
  maxSide: number | string;
  /** JPEG quality of a resized image, 0..1 (number or JSONata; default 0.92; lower while above singleKb, down to 0.6). */
  quality?: number | string;
  /** i18n keys (defaults: widgets.docUpload.*). */
  tabListLabel?: string;
  remainText?: string;
  chooseText?: string;
  reuploadText?: string;
  addText?: string;
  deleteText?: string;
  exampleText?: string;
  typeError?: string;
  imageTypeError?: string;
  sizeError?: string;
  quotaError?: string;
  quotaFullError?: string;
  failedText?: string;
  readError?: string;
  uploadingText?: string;
  doneText?: string;
  previewAlt?: string;
  fileLabel?: string;
}

export const DOC_TEXTS = {
  tabListLabel: 'widgets.docUpload.tabList',
  remainText: 'widgets.docUpload.remain',
  chooseText: 'widgets.docUpload.choose',
  reuploadText: 'widgets.docUpload.reupload',
  addText: 'widgets.docUpload.add',
  deleteText: 'widgets.docUpload.delete',
  exampleText: 'widgets.docUpload.example',
  typeError: 'widgets.docUpload.typeError',
  imageTypeError: 'widgets.imageUpload.typeError',
  sizeError: 'widgets.imageUpload.sizeError',
  quotaError: 'widgets.docUpload.quotaError',
  quotaFullError: 'widgets.docUpload.quotaFull',
  failedText: 'widgets.imageUpload.failed',
  readError: 'widgets.imageUpload.readError',
  uploadingText: 'widgets.imageUpload.uploading',
  doneText: 'widgets.docUpload.done',
  previewAlt: 'widgets.imageUpload.previewAlt',
  fileLabel: 'widgets.docUpload.fileLabel',
} as const;

export const DEFAULT_MAX_BOXES = 10;

/** 002 §5, §9: documents jpg gif pdf tif tiff png jpeg; ID photos jpg png jpeg. */
export const DOC_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'pdf', 'tif', 'tiff'];
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'];
export const DOC_ACCEPT = '.jpg,.jpeg,.png,.gif,.pdf,.tif,.tiff,image/jpeg,image/png,image/gif,image/tiff,application/pdf';
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
const MIME_EXTENSION: Record<string, string> = {
  'image/jpeg': 'jpg', 'image/jpg': 'jpg', 'image/pjpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/tiff': 'tiff', 'application/pdf': 'pdf',
};

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The file's kind as an extension this slot accepts, or undefined (refused): by the name's
 * extension when it has one (a .docx is refused whatever its MIME type), else by the MIME type
 * (some phones give a photo no name extension).
 */
export function acceptedExtension(file: { name: string; type: string }, imageOnly: boolean): string | undefined {
  const allowed = imageOnly ? IMAGE_EXTENSIONS : DOC_EXTENSIONS;
  const ext = extensionOf(file.name);
  if (ext !== '') return allowed.includes(ext) ? ext : undefined;
  const fromType = MIME_EXTENSION[file.type.toLowerCase()];
  return fromType && allowed.includes(fromType) ? fromType : undefined;
}

/** jpg, jpeg and png are resized and re-encoded as JPEG; pdf, gif and tiff are sent as they are (002 §5). */
export const isResizable = (ext: string): boolean => IMAGE_EXTENSIONS.includes(ext);

/** KB shown as MB (002 §2.2, §9: divided by 1024), at most two decimals, rounded down. */
export function kbToMb(kb: number): number {
  return Math.floor((Math.max(0, kb) / 1024) * 100) / 100;
}

/** One entry of the upload list (002 §3.1). */
export interface FileEntry {
  uuid: string;
  size: number;
  url: string;
  type: number;
  index: number;
}

export const slotId = (type: number, index: number): string => `FILE_${type}_${index}`;

/** The KB the entries hold (this page's uploads, not yet counted by the server's RemainSize). */
export function usedKb(value: unknown): number {
  if (!isRecord(value)) return 0;
  return Object.values(value).reduce<number>((sum, e) => sum + (isRecord(e) && typeof e.size === 'number' && Number.isFinite(e.size) ? Math.max(0, e.size) : 0), 0);
}

const SLOT = /^FILE_(\d+)_(\d+)$/;

/** Keeps well-formed entries under FILE_<type>_<index> whose type and index agree with the key. */
export function sanitizeEntries(input: unknown): Record<string, FileEntry> {
  if (!isRecord(input)) return {};
  const out: Record<string, FileEntry> = {};
  for (const [key, e] of Object.entries(input)) {
    const m = SLOT.exec(key);
    if (!m || !isRecord(e) || typeof e.uuid !== 'string' || e.uuid === '') continue;
    const type = Number(m[1]);
    const index = Number(m[2]);
    if (index < 1) continue;
    out[key] = {
      uuid: e.uuid,
      size: typeof e.size === 'number' && Number.isFinite(e.size) ? e.size : 0,
      url: typeof e.url === 'string' ? e.url : '',
      type,
      index,
    };
  }
  return out;
}

/** The numeric options per tab, as whole numbers ≥ 1 (anything else: the fallback). */
export function perTab(map: unknown, tab: string, fallback: number): number {
  const v = isRecord(map) ? map[tab] : undefined;
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 ? v : fallback;
}

export const contract = defineContract<Record<string, FileEntry>>({
  name: 'docUpload',
  kind: 'field',
  valueType: 'object',
  emptyValue: {},
  sanitize: (input) => sanitizeEntries(input),
  optionKinds: {
    tabs: 'i18nList',
    slotTypes: 'object',
    tabVisible: 'exprMap',
    initialBoxes: 'object',
    maxBoxes: 'object',
    imageOnlyTabs: 'object',
    boxLabels: 'i18nList',
    uploadAction: 'action',
    okWhen: 'expr',
    resultExpr: 'expr',
    messageExpr: 'expr',
    exampleAction: 'action',
    singleKb: 'numberOrExpr',
    remainKb: 'numberOrExpr',
    maxKb: 'numberOrExpr',
    maxSide: 'numberOrExpr',
    quality: 'numberOrExpr',
    tabListLabel: 'i18n',
    remainText: 'i18n',
    chooseText: 'i18n',
    reuploadText: 'i18n',
    addText: 'i18n',
    deleteText: 'i18n',
    exampleText: 'i18n',
    typeError: 'i18n',
    imageTypeError: 'i18n',
    sizeError: 'i18n',
    quotaError: 'i18n',
    quotaFullError: 'i18n',
    failedText: 'i18n',
    readError: 'i18n',
    uploadingText: 'i18n',
    doneText: 'i18n',
    previewAlt: 'i18n',
    fileLabel: 'i18n',
  },
  requiredOptions: ['tabs', 'slotTypes', 'uploadAction', 'resultExpr', 'singleKb', 'remainKb', 'maxKb', 'maxSide'],
  texts: {
    ...defaultTexts(DOC_TEXTS, {
      remainText: ['mb'], exampleText: ['tab'], sizeError: ['size', 'mb'], quotaError: ['max'], quotaFullError: ['n', 'max'], previewAlt: ['label'],
    }),
    boxLabels: { passes: ['n'] },
  },
  ownLabel: true,
  ownError: true,
});
