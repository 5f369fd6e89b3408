// Taiwan landline: 0 + area code + subscriber number, 8 to 10 digits in all.
import type { CustomFunction } from './types.js';

export function landline(s: string | undefined): boolean {
  return s !== undefined && /^0\d{7,9}$/.test(s);
}

export const landlineFunction: CustomFunction = { name: 'landline', implementation: landline, signature: '<s:b>' };
