// Email as shown on the email-code screen (seed 000 §2.7): everything after the @ is starred.
import type { CustomFunction } from './types.js';

/** 'amy@gmail.com' -> 'amy@*********'; the last @ is used, a string without one is returned as is. */
export function maskEmail(s: string | undefined): string | undefined {
  if (s === undefined) return undefined;
  const at = s.lastIndexOf('@');
  return at < 0 ? s : s.slice(0, at + 1) + '*'.repeat(s.length - at - 1);
}

export const maskEmailFunction: CustomFunction = { name: 'maskEmail', implementation: maskEmail, signature: '<s:s>' };
