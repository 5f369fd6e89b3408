// Business ID (統一編號, GUI): 8 digits with a weighted checksum.
import type { CustomFunction } from './types.js';

/**
 * The seeds say 10; the Ministry of Finance changed the rule to 5 for numbers
 * issued from April 2023 (all old numbers stay valid), and a bank must accept them.
 */
export const GUI_DIVISOR = 5;

const WEIGHTS = [1, 2, 1, 2, 1, 2, 4, 1];

export function gui(s: string | undefined): boolean {
  if (s === undefined || !/^\d{8}$/.test(s) || s === '00000000' || s === '11111111') return false;
  const sum = s.split('').reduce((acc, ch, i) => {
    const product = Number(ch) * WEIGHTS[i];
    return acc + Math.floor(product / 10) + (product % 10);
  }, 0);
  if (sum % GUI_DIVISOR === 0) return true;
  // A 7 in place 7 gives 28 -> 10, which may count as 1 (sum + 1) or 0 (sum).
  return s[6] === '7' && (sum + 1) % GUI_DIVISOR === 0;
}

export const guiFunction: CustomFunction = { name: 'gui', implementation: gui, signature: '<s:b>' };
