// Calendar helpers shared by the date functions. Plain arithmetic on
// year/month/day: no Date parsing, so no time zone or overflow surprises.
import { rocPad } from './rocPad.js';

export interface Ymd { y: number; m: number; d: number }

/** ROC year + 1911 = Gregorian year (ROC 72 = 1983). */
export const ROC_OFFSET = 1911;
/** The seeds accept Gregorian years 1000 to 3000 only. */
export const MIN_YEAR = 1000;
export const MAX_YEAR = 3000;

export function isLeap(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

export function daysInMonth(y: number, m: number): number {
  return m === 2 ? (isLeap(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;
}

/** A date that exists in the Gregorian calendar and lies in the accepted year range. */
export function isRealDate({ y, m, d }: Ymd): boolean {
  return y >= MIN_YEAR && y <= MAX_YEAR && m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

export function compareYmd(a: Ymd, b: Ymd): number {
  return a.y - b.y || a.m - b.m || a.d - b.d;
}

export function toIso({ y, m, d }: Ymd): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${String(y).padStart(4, '0')}-${two(m)}-${two(d)}`;
}

/** YYYMMDD (or 6 digits, padded) to a real Gregorian date, else undefined. */
export function parseRoc(s: string | undefined): Ymd | undefined {
  const t = rocPad(s);
  if (t === undefined || !/^\d{7}$/.test(t)) return undefined;
  const ymd = { y: Number(t.slice(0, 3)) + ROC_OFFSET, m: Number(t.slice(3, 5)), d: Number(t.slice(5, 7)) };
  return isRealDate(ymd) ? ymd : undefined;
}

/**
 * The reference day: an explicit ISO 'YYYY-MM-DD' (tests pin it) or the local
 * current date. A malformed one is a config fault, so it throws (code BAD_TODAY).
 */
export function resolveToday(today: string | undefined): Ymd {
  if (today === undefined) {
    const now = new Date();
    return { y: now.getFullYear(), m: now.getMonth() + 1, d: now.getDate() };
  }
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  const ymd = m ? { y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) } : undefined;
  if (!ymd || !isRealDate(ymd)) {
    throw Object.assign(new Error(`today must be a real date as YYYY-MM-DD, got "${today}"`), { code: 'BAD_TODAY' });
  }
  return ymd;
}
