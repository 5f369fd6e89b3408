// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { domainSuggestions, matching } from '../../../widgets/suggestText/contract.js';
import { advance, fakeRuntime, flush, renderForm } from './harness.js';

const str = (title: string) => ({ type: 'string' as const, title });
const input = (id: string) => document.getElementById(id) as HTMLInputElement;
const suggestions = (id: string) => {
  const list = document.getElementById(input(id).getAttribute('list') ?? '');
  return Array.from(list?.querySelectorAll('option') ?? []).map((o) => o.value);
};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('suggestText: mail domains', () => {
  const domains = ['gmail.com', 'yahoo.com.tw', 'hotmail.com'];
  const setup = () =>
    renderForm({
      schema: { type: 'object', properties: { Email: str('電子郵件') } },
      uiSchema: { Email: { 'ui:widget': 'suggestText', 'ui:options': { domains, inputMode: 'email' } } },
    });

  it('is a labelled input tied to a datalist', async () => {
    await setup();
    expect(screen.getByRole('combobox', { name: '電子郵件' })).toBe(input('root_Email'));
    expect(document.getElementById(input('root_Email').getAttribute('list') ?? '')?.tagName).toBe('DATALIST');
  });

  it('completes the local part with every domain, then those starting with what follows @', async () => {
    const h = await setup();
    fireEvent.change(input('root_Email'), { target: { value: 'amy' } });
    await flush();
    expect(suggestions('root_Email')).toEqual(['amy@gmail.com', 'amy@yahoo.com.tw', 'amy@hotmail.com']);
    fireEvent.change(input('root_Email'), { target: { value: 'amy@h' } });
    await flush();
    expect(suggestions('root_Email')).toEqual(['amy@hotmail.com']);
    expect(h.latest().Email).toBe('amy@h');
  });
});

describe('suggestText: company names through a debounced action', () => {
  it('runs the action once, after the pause, with the last text, and offers what the source then holds', async () => {
    vi.useFakeTimers();
    const runtime = fakeRuntime({ server: {} });
    const h = await renderForm({
      schema: { type: 'object', properties: { Company: str('公司名稱') } },
      uiSchema: { Company: { 'ui:widget': 'suggestText', 'ui:options': { suggestAction: 'findCompany', source: 'server.A159.CompName4', debounceMs: 300, minChars: 2 } } },
      runtime,
    });
    const trigger = runtime.trigger.bind(runtime);
    runtime.trigger = (action, event) => {
      runtime.data.server = { A159: [{ CompName4: '台灣積體電路製造' }, { CompName4: '台灣大哥大' }, { CompName4: '中華電信' }] };
      return trigger(action, event);
    };
    fireEvent.change(input('root_Company'), { target: { value: '台' } });
    fireEvent.change(input('root_Company'), { target: { value: '台灣' } });
    await advance(200);
    expect(runtime.calls).toHaveLength(0);
    fireEvent.change(input('root_Company'), { target: { value: '台灣大' } });
    await advance(299);
    expect(runtime.calls).toHaveLength(0);
    await advance(1);
    await flush();
    expect(runtime.calls).toEqual([{ action: 'findCompany', event: { query: '台灣大' } }]);
    expect(suggestions('root_Company')).toEqual(['台灣大哥大']);
    expect(h.latest().Company).toBe('台灣大');
  });

  it('does not ask before minChars', async () => {
    vi.useFakeTimers();
    const runtime = fakeRuntime();
    await renderForm({
      schema: { type: 'object', properties: { Company: str('公司名稱') } },
      uiSchema: { Company: { 'ui:widget': 'suggestText', 'ui:options': { suggestAction: 'findCompany', source: 'server.A159.CompName4', minChars: 2 } } },
      runtime,
    });
    fireEvent.change(input('root_Company'), { target: { value: '台' } });
    await advance(1000);
    expect(runtime.calls).toHaveLength(0);
  });
});

describe('suggestion helpers', () => {
  it('nothing before a local part; a complete domain is not offered again', () => {
    expect(domainSuggestions('', ['gmail.com'])).toEqual([]);
    expect(domainSuggestions('@g', ['gmail.com'])).toEqual([]);
    expect(domainSuggestions('a@gmail.com', ['gmail.com'])).toEqual([]);
  });
  it('matching is case-insensitive, distinct and capped', () => {
    expect(matching(['ABC', 'abd', 'ABC', 'x'], 'ab', 10)).toEqual(['ABC', 'abd']);
    expect(matching(['a1', 'a2', 'a3'], 'a', 2)).toEqual(['a1', 'a2']);
  });
});
