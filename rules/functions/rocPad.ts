// ROC birthdays are typed as 6 digits when the year is below 100; the UI pads on blur.
import type { CustomFunction } from './types.js';

export function rocPad(s: string | undefined): string | undefined {
  return s !== undefined && /^\d{6}$/.test(s) ? `0${s}` : s;
}

export const rocPadFunction: CustomFunction = { name: 'rocPad', implementation: rocPad, signature: '<s:s>' };
