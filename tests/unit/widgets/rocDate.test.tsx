// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { addDays, addMonths, boundText, parseRocDate } from '../../../widgets/shared/roc.js';
import { fakeRuntime, flush, renderForm } from './harness.js';

const dict = {
  'widgets.rocDate.open': '開啟日曆',
  'widgets.rocDate.monthHeading': '民國 {y} 年 {m} 月',
  'widgets.rocDate.day': '民國 {y} 年 {m} 月 {d} 日',
  'widgets.rocDate.weekdays': '日,一,二,三,四,五,六',
  'widgets.rocDate.close': '關閉',
};
const schema = { type: 'object' as const, properties: { IssueDate: { type: 'string' as const, title: '發證日期' } } };
const setup = (options: Record<string, unknown> = {}, formData?: Record<string, unknown>) =>
  renderForm({
    schema,
    uiSchema: { IssueDate: { 'ui:widget': 'rocDate', 'ui:options': options } },
    formData,
    runtime: fakeRuntime({ consts: { latest: 1150131 } }, dict),
  });
const input = () => document.getElementById('root_IssueDate') as HTMLInputElement;
const openCalendar = () => fireEvent.click(screen.getByRole('button', { name: '發證日期 開啟日曆' }));
const focused = () => document.activeElement as HTMLElement;

afterEach(cleanup);

describe('rocDate', () => {
  it('is a text input with the field id, labelled, taking digits only', async () => {
    const h = await setup();
    expect(screen.getByLabelText('發證日期')).toBe(input());
    fireEvent.change(input(), { target: { value: '1a0５0101x9' } });
    await flush();
    expect(h.latest().IssueDate).toBe('1050101');
  });

  it('pads a 6-digit entry to 7 on blur, as the start screen birthday does', async () => {
    const h = await setup();
    fireEvent.change(input(), { target: { value: '720101' } });
    fireEvent.blur(input());
    await flush();
    expect(h.latest().IssueDate).toBe('0720101');
    fireEvent.change(input(), { target: { value: '7201' } });
    fireEvent.blur(input());
    await flush();
    expect(h.latest().IssueDate).toBe('7201');
  });

  it('opens a labelled calendar dialog on the chosen month with the chosen day focused', async () => {
    await setup({}, { IssueDate: '1100315' });
    openCalendar();
    const dialog = screen.getByRole('dialog', { name: '發證日期 開啟日曆' });
    expect(dialog.getAttribute('aria-modal')).toBeNull();
    expect(screen.getByRole('grid', { name: '民國 110 年 3 月' })).toBeTruthy();
    expect(focused().getAttribute('aria-label')).toBe('民國 110 年 3 月 15 日');
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['日', '一', '二', '三', '四', '五', '六']);
  });

  it('chooses a day by keyboard: arrows, PageDown, Enter', async () => {
    const h = await setup({}, { IssueDate: '1100315' });
    openCalendar();
    fireEvent.keyDown(focused(), { key: 'ArrowRight' });
    fireEvent.keyDown(focused(), { key: 'ArrowDown' });
    expect(focused().getAttribute('aria-label')).toBe('民國 110 年 3 月 23 日');
    fireEvent.keyDown(focused(), { key: 'PageDown' });
    expect(screen.getByRole('grid', { name: '民國 110 年 4 月' })).toBeTruthy();
    fireEvent.keyDown(focused(), { key: 'ArrowLeft' });
    fireEvent.keyDown(focused(), { key: 'Enter' });
    await flush();
    expect(h.latest().IssueDate).toBe('1100422');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(focused().id).toBe('root_IssueDate__calendar');
  });

  it('closes when focus leaves it for another element (not modal)', async () => {
    await setup({}, { IssueDate: '1100315' });
    openCalendar();
    fireEvent.blur(focused(), { relatedTarget: input() });
    await flush();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Escape closes without choosing', async () => {
    const h = await setup({}, { IssueDate: '1100315' });
    openCalendar();
    fireEvent.keyDown(focused(), { key: 'Escape' });
    await flush();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(h.changes).toHaveLength(0);
  });

  it('disables days outside min (a number) and max (a JSONata rule), and keyboard moves stop there', async () => {
    await setup({ min: 1150110, max: 'consts.latest' }, { IssueDate: '1150120' });
    openCalendar();
    const day = (d: number) => screen.getByRole('button', { name: `民國 115 年 1 月 ${d} 日` }) as HTMLButtonElement;
    expect(day(9).disabled).toBe(true);
    expect(day(10).disabled).toBe(false);
    expect(day(31).disabled).toBe(false);
    fireEvent.keyDown(focused(), { key: 'PageDown' });
    expect(focused().getAttribute('aria-label')).toBe('民國 115 年 1 月 31 日');
    fireEvent.keyDown(focused(), { key: 'PageUp' });
    expect(focused().getAttribute('aria-label')).toBe('民國 115 年 1 月 10 日');
  });

  it('ties the field message to the input', async () => {
    await setup();
    expect(input().getAttribute('aria-describedby')).toContain('root_IssueDate__error');
  });
});

describe('ROC helpers', () => {
  it('parses real dates only (leap years are Gregorian)', () => {
    expect(parseRocDate('1130229')).toEqual({ y: 113, m: 2, d: 29 });
    expect(parseRocDate('1120229')).toBeUndefined();
    expect(parseRocDate('0721301')).toBeUndefined();
  });
  it('moves across months and years', () => {
    expect(addDays({ y: 112, m: 12, d: 31 }, 1)).toEqual({ y: 113, m: 1, d: 1 });
    expect(addMonths({ y: 113, m: 1, d: 31 }, 1)).toEqual({ y: 113, m: 2, d: 29 });
  });
  it('reads bounds from numbers and digit strings', () => {
    expect(boundText(720101, 7)).toBe('0720101');
    expect(boundText('11003', 5)).toBe('11003');
    expect(boundText('x', 7)).toBeUndefined();
  });
});
