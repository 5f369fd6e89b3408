// Birthday check of the start screen: a real ROC date, not after today.
import type { CustomFunction } from './types.js';
import { compareYmd, parseRoc, resolveToday } from './dates.js';

/** YYYMMDD (6 digits are padded), a real date, Gregorian year 1000..3000, not after today. */
export function rocDate(s: string | undefined, today?: string): boolean {
  const date = parseRoc(s);
  return date !== undefined && compareYmd(date, resolveToday(today)) <= 0;
}

export const rocDateFunction: CustomFunction = { name: 'rocDate', implementation: rocDate, signature: '<ss?:b>' };
