// Taiwan mobile number: 09 + 8 digits.
import type { CustomFunction } from './types.js';

export function mobile(s: string | undefined): boolean {
  return s !== undefined && /^09\d{8}$/.test(s);
}

export const mobileFunction: CustomFunction = { name: 'mobile', implementation: mobile, signature: '<s:b>' };
