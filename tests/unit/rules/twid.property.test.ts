// $twid against an independent, table-driven reference over many random inputs.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { twid } from '../../../rules/functions/twid.js';

const RUNS = { numRuns: 10_000 };

// Reference: a letter's code is its position in this string + 10 (the well-known
// ordering that puts the late letters W, Z, I, O at the end).
const ORDER = 'ABCDEFGHJKLMNPQRSTUVXYWZIO';

/** Check digit that makes the weighted sum a multiple of 10, or undefined for a malformed prefix. */
function referenceCheckDigit(prefix: string): number | undefined {
  if (prefix.length !== 9) return undefined;
  const pos = ORDER.indexOf(prefix[0]);
  if (pos < 0 || !'12'.includes(prefix[1])) return undefined;
  const code = pos + 10;
  let sum = Math.floor(code / 10) + (code % 10) * 9;
  for (let i = 1; i < 9; i++) {
    const ch = prefix.charCodeAt(i) - 48;
    if (ch < 0 || ch > 9) return undefined;
    sum += ch * (9 - i);
  }
  return (10 - (sum % 10)) % 10;
}

function reference(s: string): boolean {
  if (s.length !== 10) return false;
  const last = s.charCodeAt(9) - 48;
  return last >= 0 && last <= 9 && referenceCheckDigit(s.slice(0, 9)) === last;
}

const upper = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''));
const digit = fc.constantFrom(...'0123456789'.split(''));
const digitString = (n: number) => fc.array(digit, { minLength: n, maxLength: n }).map((a) => a.join(''));
// Well-formed shape: letter + 1 or 2 + 8 digits (about one in ten passes the checksum).
const wellFormed = fc.tuple(upper, fc.constantFrom('1', '2'), digitString(8)).map((p) => p.join(''));
// Near misses: 10 characters from a small alphabet mixing cases, digits and sex digits 0-9.
const nearMiss = fc
  .array(fc.constantFrom(...'AaIiOoWwZz0123456789'.split('')), { minLength: 9, maxLength: 11 })
  .map((a) => a.join(''));
const validId = fc
  .tuple(upper, fc.constantFrom('1', '2'), digitString(7))
  .map((p) => p.join(''))
  .map((prefix) => prefix + String(referenceCheckDigit(prefix)));

describe('$twid properties', () => {
  it('agrees with the reference on well-formed input', () => {
    fc.assert(fc.property(wellFormed, (s) => twid(s) === reference(s)), RUNS);
  });

  it('agrees with the reference on near misses', () => {
    fc.assert(fc.property(nearMiss, (s) => twid(s) === reference(s)), RUNS);
  });

  it('agrees with the reference on fully random strings', () => {
    fc.assert(fc.property(fc.string({ maxLength: 12 }), (s) => twid(s) === reference(s)), RUNS);
  });

  it('accepts every generated valid ID', () => {
    fc.assert(fc.property(validId, (s) => twid(s)), RUNS);
  });

  it('rejects a valid ID whose check digit was changed', () => {
    const changed = fc.tuple(validId, fc.integer({ min: 1, max: 9 })).map(([s, delta]) => {
      return s.slice(0, 9) + String((Number(s[9]) + delta) % 10);
    });
    fc.assert(fc.property(changed, (s) => !twid(s)), RUNS);
  });

  it('rejects lower-case letters and sex digits other than 1 and 2', () => {
    fc.assert(
      fc.property(validId, fc.constantFrom('0', '3', '4', '5', '6', '7', '8', '9'), (s, sex) => {
        return !twid(s.toLowerCase()) && !twid(s[0] + sex + s.slice(2));
      }),
      RUNS,
    );
  });

  it('sees both kinds of outcome in the well-formed generator (the test is not vacuous)', () => {
    const sample = fc.sample(wellFormed, { numRuns: 2_000, seed: 42 });
    expect(sample.some(twid)).toBe(true);
    expect(sample.some((s) => !twid(s))).toBe(true);
  });
});
