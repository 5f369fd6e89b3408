// Luhn (mod 10) check digit of card numbers; the length rule is separate.
import type { CustomFunction } from './types.js';

export function luhn(s: string | undefined): boolean {
  if (s === undefined || !/^\d+$/.test(s)) return false;
  let sum = 0;
  for (let i = 0; i < s.length; i++) {
    let digit = Number(s[s.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export const luhnFunction: CustomFunction = { name: 'luhn', implementation: luhn, signature: '<s:b>' };
