// $plainText(s): a typed single-line text holds only characters a person means to type and a
// reader sees: no control characters (C0, DEL, C1: tab and newline included, every field is one
// line), no text-direction controls (U+202A–202E embeddings and overrides, U+2066–2069 isolates,
// U+200E/200F/061C marks), no invisible joiners (U+200B–200D, U+2060, U+FEFF), no markup brackets
// (< >), no lone surrogate halves. Such characters make a stored name or address print or read
// otherwise than it was checked (a U+202E reverses what follows). Absent passes: that is the
// required rule's business.
import type { CustomFunction } from './types.js';

const NOT_PLAIN = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff<>]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function plainText(s: string | undefined): boolean {
  return s === undefined || !NOT_PLAIN.test(s);
}

export const plainTextFunction: CustomFunction = { name: 'plainText', implementation: plainText, signature: '<s:b>' };
