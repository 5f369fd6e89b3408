// A test-only reader for the application-form PDF: no PDF parser is installed, so this reads just
// what pdfkit writes (numbered objects, direct /Length, Type0 fonts with a ToUnicode CMap) and
// checks the standard security handler of AES-256 revision 6 (ISO 32000-2 7.6.4.3.3, algorithm 2.B,
// written here from the standard, apart from the simulator's pdfEncryption.ts) with Node's own hashes
// and AES: a password opens the file when the hash of password and validation salt equals /U's first
// 32 bytes, and the file key is /UE decrypted with the hash of password and key salt.
// Then every stream is AES-256-CBC (IV first) and Flate; the page's text is the hex glyph strings
// of its TJ/Tj operators, read back through each font's ToUnicode map.
import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';
import { inflateSync } from 'node:zlib';

export interface PdfObject { num: number; dict: string; stream?: Buffer }

/** Every "N 0 obj" of the file with its dictionary text and raw stream bytes (streams skipped whole). */
export function parseObjects(pdf: Buffer): Map<number, PdfObject> {
  const s = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const head = /(\d+) 0 obj\s*/g;
  let m: RegExpExecArray | null;
  while ((m = head.exec(s))) {
    const start = head.lastIndex;
    const end = s.indexOf('endobj', start);
    const streamAt = s.indexOf('stream\n', start);
    if (streamAt >= 0 && streamAt < end) {
      const dict = s.slice(start, streamAt);
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
      const from = streamAt + 'stream\n'.length;
      objects.set(Number(m[1]), { num: Number(m[1]), dict, stream: pdf.subarray(from, from + length) });
      head.lastIndex = from + length;
    } else {
      objects.set(Number(m[1]), { num: Number(m[1]), dict: s.slice(start, end) });
      head.lastIndex = end;
    }
  }
  return objects;
}

/** The /Encrypt dictionary's text ('' when the file is not encrypted). */
export function encryptDict(pdf: Buffer): string {
  const ref = /\/Encrypt (\d+) 0 R/.exec(pdf.toString('latin1'));
  return ref ? parseObjects(pdf).get(Number(ref[1]))?.dict ?? '' : '';
}

const hexEntry = (dict: string, key: string): Buffer => Buffer.from(new RegExp(`/${key} <([0-9a-fA-F]+)>`).exec(dict)?.[1] ?? '', 'hex');
const digest = (algorithm: string, data: Buffer) => createHash(algorithm).update(data).digest();

/** Algorithm 2.B of ISO 32000-2: K = SHA-256(input), then rounds of AES-128-CBC over 64 × (password K udata) and SHA-2 by E mod 3, until round ≥ 64 and E's last byte ≤ round − 32. */
function hash2B(password: Buffer, salt: Buffer, udata = Buffer.alloc(0)): Buffer {
  let K = digest('sha256', Buffer.concat([password, salt, udata]));
  let round = 0;
  for (;;) {
    const K1 = Buffer.concat(Array.from({ length: 64 }, () => Buffer.concat([password, K, udata])));
    const aes = createCipheriv('aes-128-cbc', K.subarray(0, 16), K.subarray(16, 32));
    aes.setAutoPadding(false);
    const E = Buffer.concat([aes.update(K1), aes.final()]);
    let mod = 0;
    for (const byte of E.subarray(0, 16)) mod = (mod * 256 + byte) % 3;
    K = digest(mod === 0 ? 'sha256' : mod === 1 ? 'sha384' : 'sha512', E);
    round += 1;
    if (round >= 64 && E[E.length - 1] <= round - 32) break;
  }
  return K.subarray(0, 32);
}

/** The file key when `password` is the user password of this AES-256 revision 6 file, else undefined. */
export function fileKey(pdf: Buffer, password: string): Buffer | undefined {
  const dict = encryptDict(pdf);
  if (!/\/V 5\b/.test(dict) || !/\/R 6\b/.test(dict)) throw new Error(`not an AES-256 R6 file: ${dict}`);
  const pw = Buffer.from(password, 'utf8').subarray(0, 127);
  const U = hexEntry(dict, 'U');
  if (!hash2B(pw, U.subarray(32, 40)).equals(U.subarray(0, 32))) return undefined;
  const decipher = createDecipheriv('aes-256-cbc', hash2B(pw, U.subarray(40, 48)), Buffer.alloc(16));
  decipher.setAutoPadding(false);
  return Buffer.concat([decipher.update(hexEntry(dict, 'UE')), decipher.final()]);
}

/** The /P permission flags as an unsigned 32-bit number. */
export const permissionFlags = (pdf: Buffer): number => Number(/\/P (-?\d+)/.exec(encryptDict(pdf))?.[1]) >>> 0;

/** A stream's bytes: decrypted (AES-256-CBC, its IV first) and inflated when Flate. */
export function streamBytes(obj: PdfObject, key: Buffer): Buffer {
  const data = obj.stream!;
  const decipher = createDecipheriv('aes-256-cbc', key, data.subarray(0, 16));
  const plain = Buffer.concat([decipher.update(data.subarray(16)), decipher.final()]);
  return /\/FlateDecode/.test(obj.dict) ? inflateSync(plain) : plain;
}

/** Glyph id -> text of a ToUnicode CMap (bfchar and bfrange, as pdfkit writes them). */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  // A hex string may hold white space (pdfkit writes a surrogate pair as <d840 dc0b>).
  const utf16 = (hex: string) => Buffer.from(hex.replace(/\s+/g, ''), 'hex').swap16().toString('utf16le');
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, list, base] of block.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(?:\[([^\]]*)\]|<([0-9a-f\s]+)>)/gi)) {
      const from = parseInt(lo, 16);
      if (list !== undefined) [...list.matchAll(/<([0-9a-f\s]+)>/gi)].forEach(([, h], i) => map.set(from + i, utf16(h)));
      else for (let g = from; g <= parseInt(hi, 16); g += 1) map.set(g, String.fromCodePoint(utf16(base).codePointAt(0)! + g - from));
    }
  }
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, g, h] of block.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f\s]+)>/gi)) map.set(parseInt(g, 16), utf16(h));
  }
  return map;
}

/** The text the pages show, in drawing order, opened with `password` (undefined when it does not open). */
export function pdfText(pdf: Buffer, password: string): string | undefined {
  const key = fileKey(pdf, password);
  if (!key) return undefined;
  const objects = parseObjects(pdf);
  const ref = (dict: string, name: string) => objects.get(Number(new RegExp(`/${name} (\\d+) 0 R`).exec(dict)?.[1]));
  let out = '';
  for (const page of [...objects.values()].filter((o) => /\/Type \/Page\b/.test(o.dict))) {
    const resources = ref(page.dict, 'Resources')!.dict;
    const fontRefs = /\/Font <<([^>]*)>>/.exec(resources)?.[1] ?? '';
    const fonts = new Map([...fontRefs.matchAll(/\/(\w+) (\d+) 0 R/g)].map(([, name, num]) => {
      const cmap = ref(objects.get(Number(num))!.dict, 'ToUnicode')!;
      return [name, toUnicode(streamBytes(cmap, key).toString('latin1'))];
    }));
    const content = streamBytes(ref(page.dict, 'Contents')!, key).toString('latin1');
    let font = new Map<number, string>();
    for (const [, name, shown] of content.matchAll(/\/(\w+) [\d.]+ Tf|(\[[^\]]*\]\s*TJ|<[0-9a-f]*>\s*Tj)/gi)) {
      if (name) font = fonts.get(name) ?? new Map();
      else {
        for (const [, hex] of shown.matchAll(/<([0-9a-f]*)>/gi)) {
          for (let i = 0; i + 4 <= hex.length; i += 4) out += font.get(parseInt(hex.slice(i, i + 4), 16)) ?? '\uFFFD';
        }
        out += '\n';
      }
    }
  }
  return out;
}

/** Each embedded font of the pages: its /BaseFont (subset prefix and name) and its glyph ids -> text (ToUnicode). */
export function pdfFonts(pdf: Buffer, password: string): Array<{ baseFont: string; glyphs: Map<number, string> }> {
  const key = fileKey(pdf, password);
  if (!key) return [];
  const objects = parseObjects(pdf);
  return [...objects.values()].filter((o) => /\/Type \/Font\b/.test(o.dict) && /\/ToUnicode (\d+) 0 R/.test(o.dict)).map((font) => ({
    baseFont: /\/BaseFont \/([^\s/>]+)/.exec(font.dict)?.[1] ?? '',
    glyphs: toUnicode(streamBytes(objects.get(Number(/\/ToUnicode (\d+) 0 R/.exec(font.dict)![1]))!, key).toString('latin1')),
  }));
}
