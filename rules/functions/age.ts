// Full years of age from an ROC birthday, for the 20..65 limits.
import type { CustomFunction } from './types.js';
import { compareYmd, isLeap, parseRoc, resolveToday } from './dates.js';

/**
 * Full years at today; undefined when the birthday is not a real date or lies after today.
 * A 29 February birthday counts on 1 March in non-leap years: the Civil Code
 * (art. 121, 124) ends a year-period on the last day of the month when the
 * corresponding day does not exist, so the new year of age starts on 1 March.
 */
export function age(rocBirthday: string | undefined, today?: string): number | undefined {
  const birth = parseRoc(rocBirthday);
  const now = resolveToday(today);
  if (!birth || compareYmd(birth, now) > 0) return undefined;
  const leapling = birth.m === 2 && birth.d === 29 && !isLeap(now.y);
  const birthday = leapling ? { m: 3, d: 1 } : birth;
  const reached = now.m > birthday.m || (now.m === birthday.m && now.d >= birthday.d);
  return now.y - birth.y - (reached ? 0 : 1);
}

export const ageFunction: CustomFunction = { name: 'age', implementation: age, signature: '<ss?:n>' };
