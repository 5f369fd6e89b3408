// General date helper (seed 000 §5): dashes or slashes, Gregorian or ROC year.
import type { CustomFunction } from './types.js';
import { isRealDate, ROC_OFFSET } from './dates.js';

/**
 * 'YYYY-MM-DD', 'YYYY/MM/DD' (Gregorian) or 'YYY-MM-DD', 'YYY/MM/DD' (ROC).
 * One separator kind per string; month and day are two digits.
 */
export function isDate(s: string | undefined): boolean {
  const m = s === undefined ? null : /^(\d{3,4})([-/])(\d{2})\2(\d{2})$/.exec(s);
  if (!m) return false;
  const year = Number(m[1]) + (m[1].length === 3 ? ROC_OFFSET : 0);
  return isRealDate({ y: year, m: Number(m[3]), d: Number(m[4]) });
}

export const isDateFunction: CustomFunction = { name: 'isDate', implementation: isDate, signature: '<s:b>' };
