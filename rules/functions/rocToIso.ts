// ROC birthday as submitted to the bank: 0720101 -> 1983-01-01.
import type { CustomFunction } from './types.js';
import { parseRoc, toIso } from './dates.js';

export function rocToIso(s: string | undefined): string | undefined {
  const date = parseRoc(s);
  return date && toIso(date);
}

export const rocToIsoFunction: CustomFunction = { name: 'rocToIso', implementation: rocToIso, signature: '<s:s>' };
