// A test-only reader for the application-form PDF: no PDF parser is installed, so this reads just
// what pdfkit writes (numbered objects, direct /Length, Type0 fonts with a ToUnicode CMap) and
// checks the standard security handler of AES-256 revision 5 (PDF 1.7 extension level 3) with
// Node's own SHA-256 and AES: a password opens the file when SHA-256(password + validation salt)
// equals /U's first 32 bytes, and the file key is /UE decrypted with SHA-256(password + key salt).
// Then every stream is AES-256-CBC (IV first) and Flate; the page's text is the hex glyph strings
// of its TJ/Tj operators, read back through each font's ToUnicode map.
import { createDecipheriv, createHash } from 'node:crypto';
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
const sha256 = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest();

/** The file key when `password` is the user password of this AES-256 (R5) file, else undefined. */
export function fileKey(pdf: Buffer, password: string): Buffer | undefined {
  const dict = encryptDict(pdf);
  if (!/\/V 5\b/.test(dict) || !/\/R 5\b/.test(dict)) throw new Error(`not an AES-256 R5 file: ${dict}`);
  const pw = Buffer.from(password, 'utf8').subarray(0, 127);
  const U = hexEntry(dict, 'U');
  if (!sha256(pw, U.subarray(32, 40)).equals(U.subarray(0, 32))) return undefined;
  const decipher = createDecipheriv('aes-256-cbc', sha256(pw, U.subarray(40, 48)), Buffer.alloc(16));
  decipher.setAutoPadding(false);
  return Buffer.concat([decipher.update(hexEntry(dict, 'UE')), decipher.final()]);
}

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
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, list, base] of block.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(?:\[([^\]]*)\]|<([0-9a-f]+)>)/gi)) {
      const from = parseInt(lo, 16);
      if (list !== undefined) [...list.matchAll(/<([0-9a-f]+)>/gi)].forEach(([, h], i) => map.set(from + i, utf16(h)));
      else for (let g = from; g <= parseInt(hi, 16); g += 1) map.set(g, String.fromCodePoint(utf16(base).codePointAt(0)! + g - from));
    }
  }
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, g, h] of block.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi)) map.set(parseInt(g, 16), utf16(h));
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
