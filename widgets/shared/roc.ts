// ROC (Minguo) calendar helpers shared by the date and year-month widgets (no React).
// ROC year = Gregorian year - 1911; dates are YYYMMDD, year-months YYYMM, the year zero-padded to 3.

export const ROC_OFFSET = 1911;

export interface RocDate {
  y: number;
  m: number;
  d: number;
}

export function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y + ROC_OFFSET, m, 0)).getUTCDate();
}

/** 'YYYMMDD' -> {y, m, d} when it is a real date, else undefined. */
export function parseRocDate(text: unknown): RocDate | undefined {
  if (typeof text !== 'string' || !/^\d{7}$/.test(text)) return undefined;
  const y = Number(text.slice(0, 3));
  const m = Number(text.slice(3, 5));
  const d = Number(text.slice(5, 7));
  if (y < 1 || m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return undefined;
  return { y, m, d };
}

/** 'YYYMM' -> {y, m} when the month is real, else undefined. */
export function parseRocMonth(text: unknown): { y: number; m: number } | undefined {
  if (typeof text !== 'string' || !/^\d{5}$/.test(text)) return undefined;
  const y = Number(text.slice(0, 3));
  const m = Number(text.slice(3, 5));
  return y >= 1 && m >= 1 && m <= 12 ? { y, m } : undefined;
}

const p = (n: number, len: number) => String(n).padStart(len, '0');

export function formatRocDate(v: RocDate): string {
  return `${p(v.y, 3)}${p(v.m, 2)}${p(v.d, 2)}`;
}

export function formatRocMonth(y: number, m: number): string {
  return `${p(y, 3)}${p(m, 2)}`;
}

/** Today in the ROC calendar (local time). */
export function rocToday(now: Date = new Date()): RocDate {
  return { y: now.getFullYear() - ROC_OFFSET, m: now.getMonth() + 1, d: now.getDate() };
}

/** Adds days (negative too), across months and years. */
export function addDays(v: RocDate, days: number): RocDate {
  const t = new Date(Date.UTC(v.y + ROC_OFFSET, v.m - 1, v.d + days));
  return { y: t.getUTCFullYear() - ROC_OFFSET, m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

/** Adds months, keeping the day within the new month. */
export function addMonths(v: RocDate, months: number): RocDate {
  const index = (v.y * 12 + (v.m - 1)) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return { y, m, d: Math.min(v.d, daysInMonth(y, m)) };
}

/** 0 = Sunday. */
export function weekday(v: RocDate): number {
  return new Date(Date.UTC(v.y + ROC_OFFSET, v.m - 1, v.d)).getUTCDay();
}

/**
 * A bound given as an option's value (a number such as 1000101, a digit string, or what a
 * JSONata rule gave) as a digit string of `length`, or undefined when it is not one.
 */
export function boundText(value: unknown, length: number): string | undefined {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return String(value).padStart(length, '0');
  if (typeof value === 'string' && /^\d+$/.test(value) && value.length <= length) return value.padStart(length, '0');
  return undefined;
}

/** Within [min, max] (digit strings of the same length compare as text). */
export function inRange(text: string, min?: string, max?: string): boolean {
  return (min === undefined || text >= min) && (max === undefined || text <= max);
}
