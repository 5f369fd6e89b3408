// Small pure helpers shared by the call handlers.
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

// The bank checks IDs and card numbers with the same rules as the app's JSONata functions.
export { twid as isNationalId } from '../rules/functions/twid.js';
export { luhn } from '../rules/functions/luhn.js';
export { mobile as isMobile } from '../rules/functions/mobile.js';

/** 0912345678 -> 0912***678: callers before the SMS code only ever see a masked number. */
export const maskMobile = (m: string): string => (m.length === 10 ? `${m.slice(0, 4)}***${m.slice(7)}` : m);

export const randomToken = (): string => randomBytes(24).toString('base64url');
export const randomDigits = (n: number): string => String(randomInt(0, 10 ** n)).padStart(n, '0');

const S1_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O/1/I: read off a phone screen
export const randomS1 = (): string =>
  Array.from({ length: 4 }, () => S1_ALPHABET[randomInt(0, S1_ALPHABET.length)]).join('');

/** Constant-time compare so response timing does not leak how many digits matched. */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Request fields are loosely typed JSON: read one as a trimmed string ('' when absent). */
export function str(req: Record<string, unknown>, ...keys: string[]): string {
  for (const k of keys) {
    const v = req[k];
    if (typeof v === 'string' && v.trim() !== '') return v.trim();
    if (typeof v === 'number') return String(v);
  }
  return '';
}

/** Birthdays arrive as ROC YYYMMDD (0690101) or Gregorian YYYYMMDD (19800101); compare as ROC. */
export function toRocBirthday(s: string): string {
  if (/^\d{7}$/.test(s)) return s;
  if (/^\d{6}$/.test(s)) return `0${s}`;
  const m = /^(\d{4})[-/]?(\d{2})[-/]?(\d{2})$/.exec(s);
  if (m) return String(Number(m[1]) - 1911).padStart(3, '0') + m[2] + m[3];
  return s;
}

/**
 * Apply log ids keep the bank's look (AL + digits) but carry 24 random decimal digits from the
 * crypto source (about 80 bits): not guessable, and the primary key refuses the rare duplicate.
 */
export const newApplyLogId = (): string => `AL${Array.from({ length: 24 }, () => randomInt(0, 10)).join('')}`;
