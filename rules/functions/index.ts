// The custom functions registered into every JSONata expression (rules/evaluator.ts).
// Each has a JSONata signature so a wrong argument type is a coded error (T0410).
import type { CustomFunction } from './types.js';
import { ageFunction } from './age.js';
import { base64utf8Function, fromBase64utf8Function } from './base64utf8.js';
import { cardExpiryFunction } from './cardExpiry.js';
import { digitsFunction } from './digits.js';
import { guiFunction } from './gui.js';
import { isDateFunction } from './isDate.js';
import { landlineFunction } from './landline.js';
import { langFunction } from './lang.js';
import { luhnFunction } from './luhn.js';
import { maskEmailFunction } from './maskEmail.js';
import { maskMobileFunction } from './maskMobile.js';
import { mobileFunction } from './mobile.js';
import { plainTextFunction } from './plainText.js';
import { modifiedFunction } from './modified.js';
import { rocDateFunction } from './rocDate.js';
import { rocPadFunction } from './rocPad.js';
import { rocToIsoFunction } from './rocToIso.js';
import { twidFunction } from './twid.js';

export type { CustomFunction } from './types.js';

export const customFunctions: readonly CustomFunction[] = [
  twidFunction,
  guiFunction,
  rocDateFunction,
  rocPadFunction,
  rocToIsoFunction,
  isDateFunction,
  ageFunction,
  luhnFunction,
  cardExpiryFunction,
  mobileFunction,
  landlineFunction,
  maskMobileFunction,
  maskEmailFunction,
  digitsFunction,
  plainTextFunction,
  langFunction,
  base64utf8Function,
  fromBase64utf8Function,
  modifiedFunction,
];
