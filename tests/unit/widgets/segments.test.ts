import { describe, expect, it } from 'vitest';
import { applyInput, backspaceFromEmpty, isComplete, toCells } from '../../../widgets/shared/segments.js';

const OTP = [1, 1, 1, 1, 1, 1];
const CARD = [4, 4, 4, 4];
const MMYY = [2, 2];

describe('toCells', () => {
  it.each([
    ['123456', OTP, ['1', '2', '3', '4', '5', '6']],
    ['12', OTP, ['1', '2', '', '', '', '']],
    ['4111111111111111', CARD, ['4111', '1111', '1111', '1111']],
    ['41111', CARD, ['4111', '1', '', '']],
    ['1227', MMYY, ['12', '27']],
    [undefined, MMYY, ['', '']],
    ['１２２７', MMYY, ['12', '27']],
  ])('%s over %j', (value, sizes, cells) => {
    expect(toCells(value, sizes)).toEqual(cells);
  });
});

describe('applyInput', () => {
  const empty6 = ['', '', '', '', '', ''];
  it.each([
    ['a typed digit moves on', empty6, OTP, 0, '5', 'type', ['5', '', '', '', '', ''], 1],
    ['a letter is dropped', empty6, OTP, 0, 'a', 'type', empty6, 0],
    ['the last box keeps focus', ['1', '2', '3', '4', '5', ''], OTP, 5, '6', 'type', ['1', '2', '3', '4', '5', '6'], 5],
    ['typing over a filled box takes the new digit', ['1', '', '', '', '', ''], OTP, 0, '17', 'type', ['7', '', '', '', '', ''], 1],
    ['an SMS code in the first box fills all', empty6, OTP, 0, '987654', 'type', ['9', '8', '7', '6', '5', '4'], 5],
    ['a full code pasted in a later box fills from the first', empty6, OTP, 3, '987654', 'paste', ['9', '8', '7', '6', '5', '4'], 5],
    ['a card number with spaces fills all', ['', '', '', ''], CARD, 0, '4111 2222-3333 4444', 'paste', ['4111', '2222', '3333', '4444'], 3],
    ['four digits advance', ['', '', '', ''], CARD, 0, '4111', 'type', ['4111', '', '', ''], 1],
    ['three digits stay', ['', '', '', ''], CARD, 1, '411', 'type', ['', '411', '', ''], 1],
    ['a fifth typed digit flows into an empty next box', ['4111', '', '', ''], CARD, 0, '41112', 'type', ['4111', '2', '', ''], 1],
    ['a fifth typed digit never overwrites the next box', ['4111', '2222', '', ''], CARD, 0, '41119', 'type', ['4111', '2222', '', ''], 1],
    ['a partial paste flows over the following boxes', ['', '2222', '', ''], CARD, 0, '12345678', 'paste', ['1234', '5678', '', ''], 2],
    ['clearing a box', ['12', '27'], MMYY, 1, '', 'type', ['12', ''], 1],
  ] as const)('%s', (_, cells, sizes, index, raw, mode, expected, focus) => {
    expect(applyInput(cells, sizes, index, raw, mode)).toEqual({ cells: expected, focus });
  });
});

describe('backspaceFromEmpty and isComplete', () => {
  it('steps back and removes the previous last digit', () => {
    expect(backspaceFromEmpty(['4111', ''], 1)).toEqual({ cells: ['411', ''], focus: 0 });
    expect(backspaceFromEmpty(['1', '2', ''], 2)).toEqual({ cells: ['1', '', ''], focus: 1 });
  });
  it('does nothing in the first box or a box with digits', () => {
    expect(backspaceFromEmpty(['', '1'], 0)).toBeUndefined();
    expect(backspaceFromEmpty(['1', '2'], 1)).toBeUndefined();
  });
  it('is complete only when every box is full', () => {
    expect(isComplete(['12', '27'], MMYY)).toBe(true);
    expect(isComplete(['12', '2'], MMYY)).toBe(false);
  });
});
