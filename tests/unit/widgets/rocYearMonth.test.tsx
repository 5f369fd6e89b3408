// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { fakeRuntime, flush, renderForm } from './harness.js';

const dict = {
  'widgets.rocYearMonth.open': '選擇年月',
  'widgets.rocYearMonth.month': '民國 {y} 年 {m} 月',
  'widgets.rocYearMonth.yearHeading': '民國 {y} 年',
};
const schema = { type: 'object' as const, properties: { JobDate: { type: 'string' as const, title: '到職年月' } } };
const setup = (options: Record<string, unknown> = {}, formData?: Record<string, unknown>) =>
  renderForm({ schema, uiSchema: { JobDate: { 'ui:widget': 'rocYearMonth', 'ui:options': options } }, formData, runtime: fakeRuntime({ session: { Now: '11406' } }, dict) });
const input = () => document.getElementById('root_JobDate') as HTMLInputElement;
const focused = () => document.activeElement as HTMLElement;

afterEach(cleanup);

describe('rocYearMonth', () => {
  it('takes typed YYYMM text and pads a 4-digit entry on blur', async () => {
    const h = await setup();
    expect(screen.getByLabelText('到職年月')).toBe(input());
    fireEvent.change(input(), { target: { value: '110031' } });
    await flush();
    expect(h.latest().JobDate).toBe('11003');
    fireEvent.change(input(), { target: { value: '9912' } });
    fireEvent.blur(input());
    await flush();
    expect(h.latest().JobDate).toBe('09912');
  });

  it('chooses a month by keyboard in a labelled dialog', async () => {
    const h = await setup({}, { JobDate: '11003' });
    fireEvent.click(screen.getByRole('button', { name: '到職年月 選擇年月' }));
    expect(screen.getByRole('dialog', { name: '到職年月 選擇年月' })).toBeTruthy();
    expect(focused().getAttribute('aria-label')).toBe('民國 110 年 3 月');
    fireEvent.keyDown(focused(), { key: 'ArrowDown' });
    fireEvent.keyDown(focused(), { key: 'ArrowRight' });
    fireEvent.keyDown(focused(), { key: 'PageUp' });
    expect(screen.getByRole('heading', { name: '民國 109 年' })).toBeTruthy();
    fireEvent.keyDown(focused(), { key: 'Enter' });
    await flush();
    expect(h.latest().JobDate).toBe('10907');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers nothing after max (a JSONata rule)', async () => {
    await setup({ max: 'session.Now' }, { JobDate: '11405' });
    fireEvent.click(screen.getByRole('button', { name: '到職年月 選擇年月' }));
    const month = (m: number) => screen.getByRole('button', { name: `民國 114 年 ${m} 月` }) as HTMLButtonElement;
    expect(month(6).disabled).toBe(false);
    expect(month(7).disabled).toBe(true);
    fireEvent.keyDown(focused(), { key: 'ArrowDown' });
    expect(focused().getAttribute('aria-label')).toBe('民國 114 年 5 月');
  });
});
