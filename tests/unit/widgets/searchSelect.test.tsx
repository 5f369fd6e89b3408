// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { filterOptions, toOptions } from '../../../widgets/searchSelect/contract.js';
import { fakeRuntime, flush, renderForm } from './harness.js';

const banks = [
  { BankNo: '004', BankName: '臺灣銀行' },
  { BankNo: '005', BankName: '土地銀行' },
  { BankNo: '012', BankName: '台北富邦銀行' },
  { BankNo: '822', BankName: 'CTBC 中國信託' },
];
const schema = { type: 'object' as const, properties: { BankNo: { type: 'string' as const, title: '銀行' } } };
const uiSchema = {
  BankNo: {
    'ui:widget': 'searchSelect',
    'ui:options': { source: 'server.A56.{"value": BankNo, "label": BankNo & " " & BankName}', noResultsText: 'select.none' },
  },
};
const setup = (formData?: Record<string, unknown>) =>
  renderForm({ schema, uiSchema, formData, runtime: fakeRuntime({ server: { A56: banks } }, { 'select.none': '查無資料' }) });
const box = () => screen.getByRole('combobox') as HTMLInputElement;
const shown = () => screen.queryAllByRole('option').map((o) => o.textContent);

afterEach(cleanup);

describe('searchSelect', () => {
  it('is a labelled combobox tied to its listbox', async () => {
    await setup();
    expect(screen.getByRole('combobox', { name: '銀行' })).toBe(box());
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(box().getAttribute('aria-controls') ?? '')?.getAttribute('role')).toBe('listbox');
  });

  it('filters by code and by name', async () => {
    await setup();
    fireEvent.change(box(), { target: { value: '00' } });
    expect(shown()).toEqual(['004 臺灣銀行', '005 土地銀行']);
    fireEvent.change(box(), { target: { value: '富邦' } });
    expect(shown()).toEqual(['012 台北富邦銀行']);
    fireEvent.change(box(), { target: { value: 'ctbc' } });
    expect(shown()).toEqual(['822 CTBC 中國信託']);
    fireEvent.change(box(), { target: { value: '999' } });
    expect(shown()).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('查無資料');
  });

  it('moves with the arrows and chooses with Enter', async () => {
    const h = await setup();
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(shown()).toHaveLength(4);
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    const active = document.getElementById(box().getAttribute('aria-activedescendant') ?? '');
    expect(active?.textContent).toBe('005 土地銀行');
    expect(active?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box(), { key: 'Enter' });
    await flush();
    expect(h.latest().BankNo).toBe('005');
    expect(box().value).toBe('005 土地銀行');
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes and restores the chosen label without changing the value', async () => {
    const h = await setup({ BankNo: '004' });
    expect(box().value).toBe('004 臺灣銀行');
    fireEvent.change(box(), { target: { value: '土' } });
    fireEvent.keyDown(box(), { key: 'Escape' });
    await flush();
    expect(box().value).toBe('004 臺灣銀行');
    expect(shown()).toEqual([]);
    expect(h.changes).toHaveLength(0);
  });

  it('chooses by click, and an exact code typed then left is taken', async () => {
    const h = await setup();
    fireEvent.change(box(), { target: { value: '土地' } });
    fireEvent.click(screen.getByRole('option', { name: '005 土地銀行' }));
    await flush();
    expect(h.latest().BankNo).toBe('005');
    fireEvent.change(box(), { target: { value: '822' } });
    fireEvent.blur(box());
    await flush();
    expect(h.latest().BankNo).toBe('822');
    fireEvent.change(box(), { target: { value: '' } });
    fireEvent.blur(box());
    await flush();
    expect(h.latest().BankNo).toBeUndefined();
  });
});

describe('option helpers', () => {
  it('reads a lone object as a list of one and skips malformed entries', () => {
    expect(toOptions({ value: '004', label: '臺灣銀行' })).toEqual([{ value: '004', label: '臺灣銀行' }]);
    expect(toOptions([{ value: 7 }, { label: 'no value' }, 'x'])).toEqual([{ value: '7', label: '7' }]);
    expect(toOptions([[{ value: 'a', label: 'A' }], [{ value: 'b', label: 'B' }]])).toHaveLength(2);
  });
  it('matches full-width input', () => {
    expect(filterOptions([{ value: '004', label: '臺灣銀行' }], '００４')).toHaveLength(1);
  });
});
