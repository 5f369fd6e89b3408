// $gui against an independent, table-driven reference over many random inputs.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gui, GUI_DIVISOR } from '../../../rules/functions/gui.js';

const RUNS = { numRuns: 10_000 };

// Reference: TABLE[place][d] is the digit sum of d times that place's weight,
// written out rather than computed. In place 7 (weight 4) a 7 gives 28, listed as 10.
const W1 = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const W2 = [0, 2, 4, 6, 8, 1, 3, 5, 7, 9];
const W4 = [0, 4, 8, 3, 7, 2, 6, 10, 5, 9];
const TABLE = [W1, W2, W1, W2, W1, W2, W4, W1];

function referenceSum(s: string): number {
  let total = 0;
  for (let i = 0; i < 8; i++) total += TABLE[i][s.charCodeAt(i) - 48];
  return total;
}

function reference(s: string): boolean {
  if (s.length !== 8 || [...s].some((c) => c < '0' || c > '9')) return false;
  if (new Set(s).size === 1 && (s[0] === '0' || s[0] === '1')) return false;
  const total = referenceSum(s);
  // 28 -> 10 may count as 0 or 1; 10 is a multiple of 5 so "as 0" is the plain total.
  const candidates = s[6] === '7' ? [total - 10, total - 9] : [total];
  return candidates.some((t) => t % 5 === 0);
}

const digit = fc.constantFrom(...'0123456789'.split(''));
const digits8 = fc.array(digit, { minLength: 8, maxLength: 8 }).map((a) => a.join(''));
// Place 7 set to 7 half the time so the +1 rule is exercised.
const seventh = fc.tuple(digits8, fc.boolean()).map(([s, force]) => (force ? s.slice(0, 6) + '7' + s[7] : s));
const nearMiss = fc.array(fc.constantFrom(...'0123456789 a-'.split('')), { minLength: 7, maxLength: 9 }).map((a) => a.join(''));
// A valid number: choose the last digit (weight 1) to make the total a multiple of 5.
const validGui = fc
  .array(digit, { minLength: 7, maxLength: 7 })
  .map((a) => a.join(''))
  .filter((p) => p !== '0000000')
  .map((p) => p + String((GUI_DIVISOR - (referenceSum(p + '0') % GUI_DIVISOR)) % GUI_DIVISOR));

describe('$gui properties', () => {
  it('uses the Ministry of Finance divisor 5', () => {
    expect(GUI_DIVISOR).toBe(5);
  });

  it('agrees with the reference on 8-digit input', () => {
    fc.assert(fc.property(seventh, (s) => gui(s) === reference(s)), RUNS);
  });

  it('agrees with the reference on near misses', () => {
    fc.assert(fc.property(nearMiss, (s) => gui(s) === reference(s)), RUNS);
  });

  it('agrees with the reference on fully random strings', () => {
    fc.assert(fc.property(fc.string({ maxLength: 10 }), (s) => gui(s) === reference(s)), RUNS);
  });

  it('accepts every generated valid number', () => {
    fc.assert(fc.property(validGui, (s) => gui(s)), RUNS);
  });

  it('rejects a changed check digit unless the change is a multiple of 5 (7th digit not 7)', () => {
    const changed = fc
      .tuple(validGui.filter((s) => s[6] !== '7'), fc.integer({ min: 1, max: 9 }))
      .map(([s, delta]) => ({ s: s.slice(0, 7) + String((Number(s[7]) + delta) % 10), delta }));
    fc.assert(fc.property(changed, ({ s, delta }) => gui(s) === (delta === 5)), RUNS);
  });

  it('with 7 in place 7 also accepts the check digit one below (sum + 1)', () => {
    const seven = validGui.filter((s) => s[6] === '7' && s[7] !== '0');
    fc.assert(fc.property(seven, (s) => gui(s.slice(0, 7) + String(Number(s[7]) - 1))), RUNS);
  });
});
