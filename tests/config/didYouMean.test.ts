// The shared "did you mean" of unknown-name faults: near typos are named,
// unrelated names are not.
import { describe, expect, it } from 'vitest';
import { didYouMean, editDistance, expanded, nearest, suggestion } from '../../scripts/check/didYouMean.js';

describe('editDistance', () => {
  it.each([
    ['SalesId', 'SalesId', 0],
    ['SalesID', 'SalesId', 0.5],
    ['SaleId', 'SalesId', 1],
    ['confrim', 'confirm', 1],
    ['otpSecs', 'otpSeconds', 3],
  ])('%s → %s is %d', (a, b, d) => expect(editDistance(a, b)).toBe(d));
});

describe('nearest', () => {
  it.each([
    ['SaleId', ['IDNO', 'SalesId', 'SalesName'], 'SalesId'],
    ['SalesID', ['IDNO', 'SalesId', 'SalesName'], 'SalesId'],
    ['otpSecs', ['otpLength', 'otpSeconds', 'minAge'], 'otpSeconds'],
    ['Pagestate', ['pageState', 'Lang'], 'pageState'],
    ['Email', ['IDNO', 'Birthday'], undefined],
    ['x', ['y'], 'y'],
  ])('%s among %j is %s', (name, known, expected) => expect(nearest(name, known)).toBe(expected));
});

describe('didYouMean', () => {
  it('ends a fault message with the nearest name, or adds nothing', () => {
    expect(didYouMean('SaleId', ['SalesId'])).toBe('; did you mean "SalesId"?');
    expect(didYouMean('Nothing', ['SalesId'])).toBe('');
  });
});

describe('suggestion', () => {
  it('is the "did you mean" when a name is near, else the few known names', () => {
    expect(suggestion('SaleId', ['IDNO', 'SalesId'])).toBe('; did you mean "SalesId"?');
    expect(suggestion('CardNumber', ['CardNo', 'Mobile'])).toBe('; known: CardNo, Mobile');
    expect(suggestion('CardNumber', Array.from({ length: 13 }, (_, i) => `F${i}`))).toBe('');
  });
});

describe('expanded (a shortened name: a text\'s {sec} for a passed {seconds})', () => {
  it.each([
    ['sec', ['seconds'], 'seconds'],
    ['s', ['seconds', 'n'], 'seconds'],
    ['s', ['seconds', 'size'], undefined],
    ['seconds', ['seconds'], undefined],
    ['', ['seconds'], undefined],
  ])('%s among %j is %s', (name, known, expected) => expect(expanded(name, known)).toBe(expected));
});
