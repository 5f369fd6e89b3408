// Non-empty and ASCII digits only (amounts, extensions, income).
import type { CustomFunction } from './types.js';

export function digits(s: string | undefined): boolean {
  return s !== undefined && /^\d+$/.test(s);
}

export const digitsFunction: CustomFunction = { name: 'digits', implementation: digits, signature: '<s:b>' };
