// Mobile number as shown back to the applicant (personal data is masked where shown).
import type { CustomFunction } from './types.js';

/** First 4 and last 3 shown ('0912***678'); too short to keep anything hidden -> all stars. */
export function maskMobile(s: string | undefined): string | undefined {
  if (s === undefined) return undefined;
  if (s.length < 8) return '*'.repeat(s.length);
  return s.slice(0, 4) + '*'.repeat(s.length - 7) + s.slice(-3);
}

export const maskMobileFunction: CustomFunction = { name: 'maskMobile', implementation: maskMobile, signature: '<s:s>' };
