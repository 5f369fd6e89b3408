// Issue 17 §9: a pasted ID number with spaces was cut to 9 characters and refused. Every ID-number
// input (the start screen's and the inquiry's IDNO, Form3's spouse and relatives) keeps letters and
// digits only before its 10-character cap (the upper widget's alnumOnly), and the widget does so.
import { describe, expect, it } from 'vitest';
import { contract } from '../../widgets/upper/contract.js';
import { readConfig } from '../support/config.js';

const ID_INPUTS: [string, string][] = [
  ['index', 'IDNO'], ['queryLogin', 'IDNO'], ['form3', 'CustId1'], ['form3', 'RelationID1'], ['form3', 'RelationID2'],
];

describe('ID-number inputs', () => {
  it.each(ID_INPUTS)('schemas/%s.json %s: the upper widget, 10 characters, letters and digits only', (screen, field) => {
    const ui = readConfig(`schemas/${screen}.json`).uiSchema[field];
    expect(ui['ui:widget']).toBe('upper');
    expect(ui['ui:options']).toMatchObject({ maxLength: 10, alnumOnly: true });
  });

  it.each([
    [' A123456789 ', 'A123456789'],
    ['A123 456 789', 'A123456789'],
    ['\tA123456789\n', 'A123456789'],
    ['　Ａ１２３４５６７８９　', 'A123456789'],
    ['a123456789x', 'A123456789'],
    ['   ', undefined],
  ])('given %j pasted, then the field holds %j', (pasted, held) => {
    expect(contract.sanitize(pasted, { maxLength: 10, alnumOnly: true })).toBe(held);
  });

  it('without alnumOnly a leading space would take a place of the ten (what was seen)', () => {
    expect(contract.sanitize(' A123456789', { maxLength: 10 })).toBe(' A12345678');
  });
});
