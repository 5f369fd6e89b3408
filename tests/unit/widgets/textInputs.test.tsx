// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { contract as digits } from '../../../widgets/digits/contract.js';
import { contract as upper } from '../../../widgets/upper/contract.js';
import { flush, renderForm } from './harness.js';

const schema = {
  type: 'object' as const,
  properties: {
    CVV: { type: 'string' as const, title: 'CVV' },
    SalesCode: { type: 'string' as const, title: 'Sales' },
    IDNO: { type: 'string' as const, title: 'ID' },
  },
};
const uiSchema = {
  CVV: { 'ui:widget': 'digits', 'ui:placeholder': '3 碼', 'ui:options': { maxLength: 3, autocomplete: 'cc-csc' } },
  SalesCode: { 'ui:widget': 'digits', 'ui:options': { maxLength: 7, padStart: { length: 7, char: '0', from: 6 } } },
  IDNO: { 'ui:widget': 'upper', 'ui:options': { maxLength: 10, alnumOnly: true } },
};
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

afterEach(cleanup);

describe('digits widget', () => {
  it('keeps digits only, caps at maxLength and is labelled and numeric', async () => {
    const h = await renderForm({ schema, uiSchema });
    const cvv = input('CVV');
    expect(cvv.getAttribute('inputmode')).toBe('numeric');
    expect(cvv.getAttribute('autocomplete')).toBe('cc-csc');
    expect(cvv.placeholder).toBe('3 碼');
    fireEvent.change(cvv, { target: { value: '1a2-3４5' } });
    await flush();
    expect(h.latest().CVV).toBe('123');
    expect(cvv.value).toBe('123');
  });

  it('masked shows dots (type password) and still keeps digits only; without it the input is plain text', async () => {
    const h = await renderForm({ schema, uiSchema: { ...uiSchema, CVV: { 'ui:widget': 'digits', 'ui:options': { maxLength: 3, autocomplete: 'cc-csc', masked: true } } } });
    const cvv = input('CVV');
    expect(cvv.type).toBe('password');
    expect(cvv.getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(cvv, { target: { value: '9x87' } });
    await flush();
    expect(h.latest().CVV).toBe('987');
    expect(input('Sales').type).toBe('text');
  });

  it('pads on blur by the padStart option', async () => {
    const h = await renderForm({ schema, uiSchema });
    fireEvent.change(input('Sales'), { target: { value: '123456' } });
    fireEvent.blur(input('Sales'));
    await flush();
    expect(h.latest().SalesCode).toBe('0123456');
  });

  it('does not pad below `from` characters and emits undefined when emptied', async () => {
    const h = await renderForm({ schema, uiSchema, formData: { SalesCode: '12' } });
    fireEvent.blur(input('Sales'));
    await flush();
    expect(input('Sales').value).toBe('12');
    fireEvent.change(input('Sales'), { target: { value: 'abc' } });
    await flush();
    expect(h.latest().SalesCode).toBeUndefined();
  });
});

describe('upper widget', () => {
  it('upper-cases, folds full-width, keeps alphanumerics and caps', async () => {
    const h = await renderForm({ schema, uiSchema });
    fireEvent.change(input('ID'), { target: { value: 'ａ12 345-678999' } });
    await flush();
    expect(h.latest().IDNO).toBe('A123456789');
  });

  it('waits for an IME composition to end before normalising', async () => {
    const h = await renderForm({ schema, uiSchema });
    const id = input('ID');
    fireEvent.compositionStart(id);
    fireEvent.change(id, { target: { value: 'a1' } });
    expect(id.value).toBe('a1');
    fireEvent.compositionEnd(id, { target: { value: 'a1' } });
    await flush();
    expect(h.latest().IDNO).toBe('A1');
  });
});

describe('contracts sanitize', () => {
  it.each([
    { contract: digits, input: '09-1234-5678', options: { maxLength: 10 }, expected: '0912345678' },
    { contract: digits, input: '', options: {}, expected: undefined },
    { contract: digits, input: 12, options: {}, expected: '12' },
    { contract: upper, input: 'a123456789x', options: { maxLength: 10 }, expected: 'A123456789' },
    { contract: upper, input: 'chen da-wei', options: { alnumOnly: false }, expected: 'CHEN DA-WEI' },
    { contract: upper, input: null, options: {}, expected: undefined },
  ])('$contract.name sanitises $input', ({ contract, input, options, expected }) => {
    expect(contract.sanitize(input, options)).toBe(expected);
  });
});
