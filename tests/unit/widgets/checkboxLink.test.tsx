// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { fakeRuntime, flush, renderForm } from './harness.js';

const schema = { type: 'object' as const, properties: { Terms: { type: 'boolean' as const } } };
const dict = { 'terms.label': '我已閱讀並同意{link}內容', 'terms.link': '信用卡約定條款', 'terms.plain': '本人為全職工作者' };
function setup(options: Record<string, unknown>, server: Record<string, unknown> = {}) {
  return renderForm({ schema, uiSchema: { Terms: { 'ui:widget': 'checkboxLink', 'ui:label': false, 'ui:options': options } }, runtime: fakeRuntime({ server }, dict) });
}

afterEach(cleanup);

describe('checkboxLink', () => {
  it('puts the link where {link} is, opening the evaluated address in a new tab', async () => {
    await setup({ text: 'terms.label', linkText: 'terms.link', href: 'server.A137.CardTermsURL' }, { A137: { CardTermsURL: 'https://bank.example/terms.pdf' } });
    const link = screen.getByRole('link', { name: '信用卡約定條款' });
    expect(link.getAttribute('href')).toBe('https://bank.example/terms.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.parentElement?.textContent).toBe('我已閱讀並同意信用卡約定條款內容');
    expect(screen.getByRole('checkbox', { name: /^我已閱讀並同意\s*信用卡約定條款\s*內容$/ })).toBeTruthy();
  });

  it('ticks and unticks the boolean value', async () => {
    const h = await setup({ text: 'terms.plain' });
    const box = screen.getByRole('checkbox', { name: '本人為全職工作者' }) as HTMLInputElement;
    fireEvent.click(box);
    await flush();
    expect(h.latest().Terms).toBe(true);
    fireEvent.click(box);
    await flush();
    expect(h.latest().Terms).toBe(false);
  });

  it('takes the link text from an expression and never links an unsafe address', async () => {
    await setup({ text: 'terms.label', linkTextExpr: 'server.A137.Name', href: 'server.A137.Url' }, { A137: { Name: '<i>條款</i>', Url: 'javascript:alert(1)' } });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('<i>條款</i>')).toBeTruthy();
  });

  it('marks itself invalid when the screen set an error for it', async () => {
    const h = await setup({ text: 'terms.plain' });
    await h.setFieldErrors({ Terms: '請勾選' });
    const box = screen.getByRole('checkbox');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toContain('root_Terms__error');
  });
});
