// Small pure helpers shared by the call handlers.
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

const LETTER_CODES: Record<string, number> = {
  A: 10, B: 11, C: 12, D: 13, E: 14, F: 15, G: 16, H: 17, I: 34, J: 18, K: 19, L: 20, M: 21,
  N: 22, O: 35, P: 23, Q: 24, R: 25, S: 26, T: 27, U: 28, V: 29, W: 32, X: 30, Y: 31, Z: 33,
};
const ID_WEIGHTS = [1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1];

/** Taiwan national ID: letter, 1 or 2, 8 digits, weighted sum a multiple of 10 (DOMAIN.md). */
export function isNationalId(id: string): boolean {
  if (!/^[A-Z][12]\d{8}$/.test(id)) return false;
  const digits = [...String(LETTER_CODES[id[0]]), ...id.slice(1)].map(Number);
  return digits.reduce((sum, d, i) => sum + d * ID_WEIGHTS[i], 0) % 10 === 0;
}

export function luhn(num: string): boolean {
  if (!/^\d+$/.test(num)) return false;
  let sum = 0;
  for (let i = 0; i < num.length; i++) {
    let d = Number(num[num.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

export const isMobile = (s: string): boolean => /^09\d{8}$/.test(s);

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

/** Apply log ids look like the bank's: AL + yyyyMMddHHmmss + 4 random digits. */
export function newApplyLogId(now: number): string {
  const stamp = new Date(now).toISOString().replace(/\D/g, '').slice(0, 14);
  return `AL${stamp}${randomDigits(4)}`;
}
