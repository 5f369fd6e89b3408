// Card expiry MMYY on the other-bank verification screen; the three outcomes map to three messages.
import type { CustomFunction } from './types.js';
import { resolveToday } from './dates.js';

export type CardExpiryResult = 'ok' | 'format' | 'expired';

/** A card is valid through the last day of its expiry month (year 20YY). Missing counts as 'format'. */
export function cardExpiry(mmyy: string | undefined, today?: string): CardExpiryResult {
  const m = mmyy === undefined ? null : /^(\d{2})(\d{2})$/.exec(mmyy);
  const month = m ? Number(m[1]) : 0;
  if (!m || month < 1 || month > 12) return 'format';
  const year = 2000 + Number(m[2]);
  const now = resolveToday(today);
  return now.y < year || (now.y === year && now.m <= month) ? 'ok' : 'expired';
}

export const cardExpiryFunction: CustomFunction = { name: 'cardExpiry', implementation: cardExpiry, signature: '<ss?:s>' };
