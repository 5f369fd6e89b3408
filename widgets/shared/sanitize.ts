// Pure text normalisers shared by the contracts and the components (no React).

/** Full-width characters (typed with a Chinese IME: １２３, Ａ) to their ASCII forms. */
export function halfWidth(input: string): string {
  return input.normalize('NFKC');
}

export function digitsOnly(input: unknown): string {
  if (typeof input === 'number' && Number.isFinite(input)) return String(Math.trunc(Math.abs(input)));
  return typeof input === 'string' ? halfWidth(input).replace(/\D+/g, '') : '';
}

/** Upper-cased, capped; alnumOnly keeps A-Z and 0-9 only. '' becomes undefined. */
export function upperString(input: unknown, max?: number, alnumOnly?: boolean): string | undefined {
  if (typeof input !== 'string') return undefined;
  let text = halfWidth(input).toUpperCase();
  if (alnumOnly) text = text.replace(/[^A-Z0-9]+/g, '');
  if (max !== undefined && max >= 0) text = text.slice(0, max);
  return text === '' ? undefined : text;
}

/** Digits only, capped at max; '' becomes undefined (the cleared value). */
export function digitString(input: unknown, max?: number): string | undefined {
  const d = digitsOnly(input);
  const capped = max !== undefined && max >= 0 ? d.slice(0, max) : d;
  return capped === '' ? undefined : capped;
}

export interface PadStart {
  /** Target length. */
  length: number;
  /** Pad character (default '0'). */
  char?: string;
  /** Only pad when at least this many characters are present (default 1). */
  from?: number;
}

export function applyPadStart(value: string, pad: PadStart | undefined): string {
  if (!pad || typeof pad.length !== 'number') return value;
  const from = pad.from ?? 1;
  if (value.length < from || value.length >= pad.length) return value;
  return value.padStart(pad.length, pad.char ?? '0');
}

export function numberOption(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** JSONata-style truthiness (as rules/evaluator `holds`): an array holds when it has a truthy member. */
export function truthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0 && value.some(Boolean);
  return Boolean(value);
}

const SAFE_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'];
/** Where a relative address is resolved only to learn its scheme. */
const PROBE_BASE = 'https://relative.invalid/';

/**
 * Only web, mail and phone addresses, or relative ones. The address is parsed as a browser
 * would (new URL drops tabs, newlines and leading control characters, so `java\tscript:` and
 * `\u0001javascript:` are javascript:), and the scheme it ends up with decides.
 */
export function safeHref(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const absolute = parse(value);
  const parsed = absolute ?? parse(value, PROBE_BASE);
  if (!parsed || !SAFE_SCHEMES.includes(parsed.protocol)) return undefined;
  // An absolute address is given back as parsed; a relative one as written, less what the parser ignores.
  return absolute ? absolute.href : value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

/** new URL without throwing (URL.canParse is too new for the browsers the seeds support). */
function parse(value: string, base?: string): URL | undefined {
  try {
    return new URL(value, base);
  } catch {
    return undefined;
  }
}

/** Server and config values shown as text. */
export function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** JSONata unwraps one-element sequences: a lone object stands for a list of one. */
export function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const IMAGE_DATA = /^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i;

/** An image source: a safe address, or an inline image (an <img> never runs a data: SVG's scripts). */
export function safeImageSrc(value: unknown): string | undefined {
  if (typeof value === 'string' && IMAGE_DATA.test(value.trim())) return value.trim();
  return safeHref(value);
}
