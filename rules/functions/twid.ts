// Taiwan national ID (身分證字號): letter + sex digit + 7 digits + check digit.
import type { CustomFunction } from './types.js';

// I, O, W and Z were added late, so their codes are out of alphabetical sequence.
export const TWID_LETTER_CODES: Readonly<Record<string, number>> = {
  A: 10, B: 11, C: 12, D: 13, E: 14, F: 15, G: 16, H: 17, I: 34, J: 18, K: 19, L: 20, M: 21,
  N: 22, O: 35, P: 23, Q: 24, R: 25, S: 26, T: 27, U: 28, V: 29, W: 32, X: 30, Y: 31, Z: 33,
};

const WEIGHTS = [1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1];

/**
 * Second character 1 or 2 only: the seeds do not accept the 2021 resident
 * certificates (8 or 9). Upper case only, because the UI upper-cases input.
 */
export function twid(s: string | undefined): boolean {
  if (s === undefined || !/^[A-Z][12]\d{8}$/.test(s)) return false;
  const code = TWID_LETTER_CODES[s[0]];
  const digits = [Math.floor(code / 10), code % 10, ...s.slice(1).split('').map(Number)];
  const sum = digits.reduce((acc, digit, i) => acc + digit * WEIGHTS[i], 0);
  return sum % 10 === 0;
}

export const twidFunction: CustomFunction = { name: 'twid', implementation: twid, signature: '<s:b>' };
