// Rare name characters in the application PDF: Noto Sans Hant (the form's font) has the common
// Han characters, not CJK extension A or B (U+3D58, U+2000B), which printed as empty boxes. Text is
// split into runs by the font that has each character: the form's font first, then the system's
// Noto Sans CJK TC (Debian's fonts-noto-cjk, which `npm test` installs; PDF_FALLBACK_FONT names
// another file, `path` or `path#PostScriptName` for a collection). Without one the characters print
// as before, and the simulator says so once.
import { existsSync, readFileSync } from 'node:fs';

export interface FallbackFont { file: string; name?: string }

const CANDIDATES: FallbackFont[] = [
  { file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', name: 'NotoSansCJKtc-Regular' },
  { file: '/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc', name: 'NotoSerifCJKtc-Regular' },
];

let warned = false;

/** The fallback font: PDF_FALLBACK_FONT, else the first system candidate present, else none. */
export function fallbackFont(env: string | undefined = process.env.PDF_FALLBACK_FONT): FallbackFont | undefined {
  if (env) {
    const [file, name] = env.split('#');
    return { file, ...(name ? { name } : {}) };
  }
  const found = CANDIDATES.find((c) => existsSync(c.file));
  if (!found && !warned) {
    warned = true;
    console.warn('application PDF: no fallback font for rare Han characters (install fonts-noto-cjk or set PDF_FALLBACK_FONT)');
  }
  return found;
}

export interface Run { text: string; fallback: boolean }

/** `text` in runs: the characters the main font has, and those it lacks that the fallback has. */
export function fontRuns(text: string, main: (cp: number) => boolean, fallback?: (cp: number) => boolean): Run[] {
  const runs: Run[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const useFallback = !main(cp) && !!fallback?.(cp);
    const last = runs[runs.length - 1];
    if (last && last.fallback === useFallback) last.text += ch;
    else runs.push({ text: ch, fallback: useFallback });
  }
  return runs;
}

let loaded: { file: string; bytes: Buffer } | undefined;
/** The fallback font's bytes and PostScript name, the file read once (a 19 MB collection; the PDF carries a subset). */
export function fallbackFile(): { bytes: Buffer; name?: string } | undefined {
  const font = fallbackFont();
  if (!font) return undefined;
  if (loaded?.file !== font.file) loaded = { file: font.file, bytes: readFileSync(font.file) };
  return { bytes: loaded.bytes, name: font.name };
}

/** Whether a pdfkit document's current font has a glyph for a code point (pdfkit keeps the fontkit font as _font.font). */
export function glyphCheck(doc: object): (cp: number) => boolean {
  const font = (doc as { _font: { font: { hasGlyphForCodePoint(cp: number): boolean } } })._font.font;
  return (cp) => font.hasGlyphForCodePoint(cp);
}

interface FontMetrics { ascender: number; descender: number; lineGap: number }

/**
 * Gives the font registered as `fallback` the line metrics of `main`: pdfkit sets each run's
 * baseline by its font's ascender, and Noto Sans CJK's (1160) is not Noto Sans Hant's (880), so the
 * rare characters sat lower than the rest of the line. Same design and em: the same metrics fit.
 */
export function alignMetrics(doc: object, fallback: string, main: string): void {
  const d = doc as { font(name: string): unknown; _font: FontMetrics };
  d.font(main);
  const { ascender, descender, lineGap } = d._font;
  d.font(fallback);
  Object.assign(d._font, { ascender, descender, lineGap });
  d.font(main);
}
