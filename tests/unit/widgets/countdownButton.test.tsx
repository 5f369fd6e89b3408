// @vitest-environment jsdom
// The countdownButton field (002 §2.4, §9; MYD-07..MYD-09): 7 s whose label reads 6 at first, one
// less each second (6, 5 … 0), the action at 7 s without a press; a press runs it at once; once in
// all; nothing while startWhen does not hold; the edges 0 s and 7 s.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { UiSchema } from '@rjsf/utils';
import { contract, shownSeconds } from '../../../widgets/countdownButton/contract.js';
import { advance, fakeRuntime, flush, renderForm, type FakeRuntime } from './harness.js';

const dict = { 'my.go': '立即前往（{seconds}）' };

async function show(options: UiSchema['ui:options'], runtime: FakeRuntime = fakeRuntime({ consts: { mydataCountdownSeconds: 7 } }, dict)) {
  const h = await renderForm({ schema: { type: 'object', properties: { go: { type: 'null' } } }, uiSchema: { go: { 'ui:field': 'countdownButton', 'ui:options': options } }, runtime });
  await flush();
  return h;
}
const button = () => screen.getByRole('button') as HTMLButtonElement;

beforeEach(() => vi.useFakeTimers());
afterEach(() => { cleanup(); vi.useRealTimers(); });

describe('countdownButton', () => {
  it('requires seconds, text and action; startWhen is an expression', () => {
    expect(contract.requiredOptions).toEqual(['seconds', 'text', 'action']);
    expect(contract.optionKinds.startWhen).toBe('expr');
    expect(contract.optionKinds.seconds).toBe('numberOrExpr');
  });

  it('reads 6 at first for 7 s, one less each second down to 0, and runs the action at 7 s without a press', async () => {
    const h = await show({ seconds: 'consts.mydataCountdownSeconds', text: 'my.go', action: 'forward' });
    expect(button().textContent).toBe('立即前往（6）');
    expect(button().id).toBe('root_go');
    const seen: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      await advance(1000);
      seen.push(button().textContent!);
    }
    expect(seen).toEqual(['立即前往（5）', '立即前往（4）', '立即前往（3）', '立即前往（2）', '立即前往（1）', '立即前往（0）']);
    await advance(750);
    expect(h.runtime.calls).toEqual([]);
    await advance(250);
    expect(h.runtime.calls).toEqual([{ action: 'forward', event: undefined }]);
    expect(button().disabled).toBe(true);
    await advance(10_000);
    expect(h.runtime.calls).toHaveLength(1);
  });

  it('a press runs the action at once, only once, and stops the countdown', async () => {
    const h = await show({ seconds: 7, text: 'my.go', action: 'forward' });
    await advance(2000);
    fireEvent.click(button());
    fireEvent.click(button());
    expect(h.runtime.calls).toEqual([{ action: 'forward', event: undefined }]);
    expect(button().disabled).toBe(true);
    await advance(10_000);
    expect(h.runtime.calls).toHaveLength(1);
  });

  it('waits, disabled, while startWhen does not hold, then counts the full 7 s', async () => {
    const h = await show({ seconds: 7, text: 'my.go', action: 'forward', startWhen: '$boolean(session.Url)' });
    expect(button().disabled).toBe(true);
    await advance(20_000);
    expect(h.runtime.calls).toEqual([]);
    await h.update({ session: { Url: '/__portal/mydata?key=k' } });
    await flush();
    expect(button().disabled).toBe(false);
    expect(button().textContent).toBe('立即前往（6）');
    await advance(6999);
    expect(h.runtime.calls).toEqual([]);
    await advance(250);
    expect(h.runtime.calls).toHaveLength(1);
  });

  it('at 0 s reads 0 and goes on at the first tick', async () => {
    const h = await show({ seconds: 0, text: 'my.go', action: 'forward' });
    expect(button().textContent).toBe('立即前往（0）');
    await advance(250);
    expect(h.runtime.calls).toHaveLength(1);
  });

  it('the label is the whole seconds left less one, never below 0', () => {
    expect([7, 6, 1, 0].map(shownSeconds)).toEqual([6, 5, 0, 0]);
  });

  it('lists the label as a run starts for the headless runner (seconds as a number or an expression)', async () => {
    const env = { evaluate: async () => 7, t: (key: string, p?: Record<string, unknown>) => `${key}:${String(p?.seconds)}`, shown: <T,>(v: T) => v };
    expect(await contract.servedTexts!({ seconds: 'consts.mydataCountdownSeconds', text: 'my.go' }, env)).toEqual(['my.go:6']);
    expect(await contract.servedTexts!({ seconds: 0, text: 'my.go' }, env)).toEqual(['my.go:0']);
  });
});
