// What a file is, from its first bytes (its "magic number"), never from its name: a script renamed
// photo.jpg is refused. Five kinds the seeds allow (002 §5): JPEG, PNG, GIF, PDF, TIFF.
export type FileKind = 'jpg' | 'png' | 'gif' | 'pdf' | 'tiff';

const SIGNATURES: Array<[FileKind, number[]]> = [
  ['jpg', [0xff, 0xd8, 0xff]],
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['gif', [0x47, 0x49, 0x46, 0x38]], // GIF8 (7a / 9a)
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ['tiff', [0x49, 0x49, 0x2a, 0x00]], // II*\0 (little-endian)
  ['tiff', [0x4d, 0x4d, 0x00, 0x2a]], // MM\0* (big-endian)
];

export function sniff(bytes: Uint8Array): FileKind | undefined {
  return SIGNATURES.find(([, sig]) => bytes.length > sig.length && sig.every((b, i) => bytes[i] === b))?.[0];
}

/** The kinds each slot type takes (002 §5, §9): 2 ID photos; 3 income and 6 the signed form: documents. */
export const KINDS_BY_SLOT: Record<string, FileKind[]> = {
  '2': ['jpg', 'png'],
  '3': ['jpg', 'png', 'gif', 'pdf', 'tiff'],
  '6': ['jpg', 'png', 'gif', 'pdf', 'tiff'],
};

/** A declared extension (ApiData extension, or the file name's) as a kind; jpeg = jpg, tif = tiff. */
export function kindOfExtension(ext: string): FileKind | undefined {
  const e = ext.toLowerCase().replace(/^.*\./, '');
  const map: Record<string, FileKind> = { jpg: 'jpg', jpeg: 'jpg', png: 'png', gif: 'gif', pdf: 'pdf', tif: 'tiff', tiff: 'tiff' };
  return Object.hasOwn(map, e) ? map[e] : undefined;
}

export const MIME: Record<FileKind, string> = {
  jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', pdf: 'application/pdf', tiff: 'image/tiff',
};

/** The seeds' refusals (002 §5). */
export const MSG_ID_TYPE = '身分證上傳只接受JPG/PNG格式，請重新操作。';
export const MSG_DOC_TYPE = '不接受此格式，請重新選擇。';
export const msgTooBig = (kb: number) => `檔案太大，不可超過${kb}KB，請重新選擇。`;
export const msgQuota = (maxKb: number) => `所有上傳空間不能超過${Math.floor(maxKb / 1024)}MB。`;
