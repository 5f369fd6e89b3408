// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { advance, fakeRuntime, flush, renderForm, type FakeRuntime } from './harness.js';

const schema = { type: 'object' as const, properties: { OTP: { type: 'string' as const, title: 'SMS code' } } };
const options = {
  seconds: 100,
  completeAction: 'verify',
  expireAction: 'expired',
  resendAction: 'resend',
  startWhen: '$exists(session.S1)',
  restartKey: 'session.OTPIssuedAt',
  lockedWhen: 'session.OTPLocked = "Y"',
  countdownText: 'otp.countdown',
  resendLabel: 'otp.resend',
  boxLabel: 'otp.box',
};
const dict = { 'otp.countdown': '剩餘 {seconds} 秒', 'otp.resend': '重新發送', 'otp.box': '第 {n} 碼' };

function setup(session: Record<string, unknown> = { S1: 'AB12', OTPIssuedAt: 't1' }, formData: Record<string, unknown> = {}) {
  const runtime: FakeRuntime = fakeRuntime({ session }, dict);
  return renderForm({ schema, uiSchema: { OTP: { 'ui:widget': 'otp', 'ui:options': options } }, formData, runtime });
}
const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const completes = (rt: FakeRuntime) => rt.calls.filter((c) => c.action === 'verify');

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('otp boxes', () => {
  it('renders six labelled numeric boxes, the first for one-time-code autofill', async () => {
    await setup();
    const b = boxes();
    expect(b).toHaveLength(6);
    expect(b[0].getAttribute('autocomplete')).toBe('one-time-code');
    expect(b[1].getAttribute('autocomplete')).toBe('off');
    for (const box of b) {
      expect(box.getAttribute('inputmode')).toBe('numeric');
      expect(box.getAttribute('pattern')).toBe('[0-9]*');
    }
    expect(screen.getByLabelText('第 3 碼')).toBe(b[2]);
    expect(b[0].id).toBe('root_OTP');
  });

  it('advances on each digit, ignores letters and triggers complete once when the sixth arrives', async () => {
    const h = await setup();
    '12345'.split('').forEach((d, i) => fireEvent.change(boxes()[i], { target: { value: d } }));
    expect(document.activeElement).toBe(boxes()[5]);
    fireEvent.change(boxes()[5], { target: { value: 'x' } });
    expect(boxes()[5].value).toBe('');
    await flush();
    expect(completes(h.runtime)).toHaveLength(0);
    fireEvent.change(boxes()[5], { target: { value: '6' } });
    await flush();
    expect(h.latest().OTP).toBe('123456');
    expect(completes(h.runtime)).toEqual([{ action: 'verify', event: { value: '123456' } }]);
    await h.update({ session: { S1: 'AB12', OTPIssuedAt: 't1', other: 1 } });
    expect(completes(h.runtime)).toHaveLength(1);
  });

  it('fills all six from a paste (or SMS autofill) and triggers complete exactly once', async () => {
    const h = await setup();
    fireEvent.paste(boxes()[2], { clipboardData: { getData: () => ' 654 321 ' } });
    await flush();
    expect(boxes().map((b) => b.value)).toEqual(['6', '5', '4', '3', '2', '1']);
    expect(completes(h.runtime)).toHaveLength(1);
    fireEvent.paste(boxes()[0], { clipboardData: { getData: () => '654321' } });
    await flush();
    expect(completes(h.runtime)).toHaveLength(1);
    fireEvent.change(boxes()[0], { target: { value: '111222' } });
    await flush();
    expect(h.latest().OTP).toBe('111222');
    expect(completes(h.runtime).map((c) => c.event)).toEqual([{ value: '654321' }, { value: '111222' }]);
  });

  it('a wrong code cleared by the screen empties the six boxes, the first takes the focus, and the next entry completes again', async () => {
    const h = await setup();
    fireEvent.change(boxes()[0], { target: { value: '111111' } });
    await flush();
    expect(document.activeElement).toBe(boxes()[5]);
    // The screen's wrongCode action: setForm OTP '' and an error under the boxes.
    await h.setForm({ OTP: '' });
    await h.setFieldErrors({ OTP: '簡訊密碼錯誤' });
    expect(boxes().map((b) => b.value)).toEqual(['', '', '', '', '', '']);
    expect(document.activeElement).toBe(boxes()[0]);
    '111111'.split('').forEach((d, i) => fireEvent.change(boxes()[i], { target: { value: d } }));
    await flush();
    expect(completes(h.runtime).map((c) => c.event)).toEqual([{ value: '111111' }, { value: '111111' }]);
  });

  it('a value cleared from outside does not take the focus from elsewhere on the page', async () => {
    const h = await setup({ S1: 'AB12', OTPIssuedAt: 't1' }, { OTP: '123456' });
    const other = document.createElement('button');
    document.body.append(other);
    other.focus();
    await h.setForm({ OTP: '' });
    expect(document.activeElement).toBe(other);
    other.remove();
  });

  it('goes back and clears the previous digit on Backspace in an empty box', async () => {
    const h = await setup();
    fireEvent.change(boxes()[0], { target: { value: '7' } });
    fireEvent.change(boxes()[1], { target: { value: '8' } });
    expect(document.activeElement).toBe(boxes()[2]);
    fireEvent.keyDown(boxes()[2], { key: 'Backspace' });
    await flush();
    expect(document.activeElement).toBe(boxes()[1]);
    expect(boxes()[1].value).toBe('');
    expect(h.latest().OTP).toBe('7');
  });

  it('a completed code counts again after it was edited', async () => {
    const h = await setup();
    fireEvent.change(boxes()[0], { target: { value: '123456' } });
    await flush();
    fireEvent.change(boxes()[5], { target: { value: '' } });
    await flush();
    fireEvent.change(boxes()[5], { target: { value: '6' } });
    await flush();
    expect(completes(h.runtime)).toHaveLength(2);
  });

  it('restored data that is already complete is not submitted', async () => {
    const h = await setup(undefined, { OTP: '123456' });
    expect(boxes()[5].value).toBe('6');
    expect(completes(h.runtime)).toHaveLength(0);
  });
});

describe('otp countdown and states', () => {
  it('keeps the boxes disabled and the countdown off until startWhen holds', async () => {
    const h = await setup({});
    expect(boxes().every((b) => b.disabled)).toBe(true);
    expect(screen.queryByRole('timer')).toBeNull();
    expect((screen.getByRole('button', { name: '重新發送' }) as HTMLButtonElement).disabled).toBe(true);
    await h.update({ session: { S1: 'AB12', OTPIssuedAt: 't1' } });
    expect(boxes().every((b) => !b.disabled)).toBe(true);
    expect(screen.getByRole('timer').textContent).toBe('剩餘 100 秒');
  });

  it('counts down, triggers expire once at 0 and makes the boxes read-only', async () => {
    const h = await setup();
    await advance(40_000);
    expect(screen.getByRole('timer').textContent).toBe('剩餘 60 秒');
    await advance(59_999);
    expect(h.runtime.calls.filter((c) => c.action === 'expired')).toHaveLength(0);
    await advance(1);
    expect(screen.getByRole('timer').textContent).toBe('剩餘 0 秒');
    await advance(30_000);
    expect(h.runtime.calls.filter((c) => c.action === 'expired')).toHaveLength(1);
    expect(boxes().every((b) => b.readOnly)).toBe(true);
  });

  it('restarts at the full seconds when the restartKey value changes', async () => {
    const h = await setup();
    await advance(70_000);
    expect(screen.getByRole('timer').textContent).toBe('剩餘 30 秒');
    await h.update({ session: { S1: 'AB12', OTPIssuedAt: 't2' } });
    expect(screen.getByRole('timer').textContent).toBe('剩餘 100 秒');
    await advance(99_000);
    expect(screen.getByRole('timer').textContent).toBe('剩餘 1 秒');
    expect(h.runtime.calls.filter((c) => c.action === 'expired')).toHaveLength(0);
  });

  it('is read-only while lockedWhen holds; resend triggers its action', async () => {
    const h = await setup({ S1: 'AB12', OTPIssuedAt: 't1', OTPLocked: 'Y' });
    expect(boxes().every((b) => b.readOnly)).toBe(true);
    fireEvent.change(boxes()[0], { target: { value: '1' } });
    expect(boxes()[0].value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: '重新發送' }));
    await flush();
    expect(h.runtime.calls.map((c) => c.action)).toEqual(['resend']);
  });

  it('shows formContext.fieldErrors[name] as an alert tied to the boxes', async () => {
    const h = await setup();
    await h.setFieldErrors({ OTP: '簡訊密碼錯誤，請重新發送驗證碼' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('簡訊密碼錯誤，請重新發送驗證碼');
    for (const b of boxes()) {
      expect(b.getAttribute('aria-invalid')).toBe('true');
      expect(b.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    }
    expect(boxes()[0].parentElement?.className).toContain('wg-boxes--error');
  });
});

describe('otp resend cool-down (issue 17 §3)', () => {
  const cool = { ...options, resendCooldown: 'consts.resendCooldownSeconds', resendWaitText: 'otp.wait', resendReadyText: 'otp.ready' };
  const coolDict = { ...dict, 'otp.wait': '{seconds} 秒後可重新發送', 'otp.ready': '現在可以重新發送驗證碼' };
  function setupCool(session: Record<string, unknown> = { S1: 'AB12', OTPIssuedAt: 't1' }, ui: Record<string, unknown> = cool) {
    const runtime: FakeRuntime = fakeRuntime({ session, consts: { resendCooldownSeconds: 30 } }, coolDict);
    return renderForm({ schema, uiSchema: { OTP: { 'ui:widget': 'otp', 'ui:options': ui } }, runtime });
  }
  const link = () => screen.getByRole('button', { name: '重新發送' }) as HTMLButtonElement;
  const wait = () => document.getElementById('root_OTP__resend-wait');
  const said = () => screen.getByRole('status').textContent;
  const resends = (rt: FakeRuntime) => rt.calls.filter((c) => c.action === 'resend').length;

  it('after a code is sent the link waits the seconds, says how long beside it, and a tap meanwhile does nothing', async () => {
    const h = await setupCool();
    expect(link().getAttribute('aria-disabled')).toBe('true');
    expect(link().disabled).toBe(false); // it keeps the focus
    expect(wait()?.textContent).toBe('30 秒後可重新發送');
    expect(link().getAttribute('aria-describedby')).toBe('root_OTP__resend-wait');
    fireEvent.click(link());
    await flush();
    expect(resends(h.runtime)).toBe(0);
    await advance(12_000);
    expect(wait()?.textContent).toBe('18 秒後可重新發送');
    await advance(17_999);
    expect(wait()?.textContent).toBe('1 秒後可重新發送');
    fireEvent.click(link());
    await flush();
    expect(resends(h.runtime)).toBe(0);
    expect(said()).toBe('');
  });

  it('at the end of the wait the link works, the wait text goes and the live region says so', async () => {
    const h = await setupCool();
    await advance(30_000);
    expect(link().getAttribute('aria-disabled')).toBeNull();
    expect(wait()).toBeNull();
    expect(link().getAttribute('aria-describedby')).toBeNull();
    expect(said()).toBe('現在可以重新發送驗證碼');
    fireEvent.click(link());
    await flush();
    expect(resends(h.runtime)).toBe(1);
  });

  it('a tap starts the wait at once, before the new code arrives: a second tap does nothing; the new code restarts it at the full seconds', async () => {
    const h = await setupCool();
    await advance(30_000);
    h.runtime.hold = true; // the resend's request is still on its way
    fireEvent.click(link());
    await flush();
    expect(resends(h.runtime)).toBe(1);
    expect(link().getAttribute('aria-disabled')).toBe('true');
    expect(wait()?.textContent).toBe('30 秒後可重新發送');
    expect(said()).toBe('');
    fireEvent.click(link());
    fireEvent.click(link());
    await flush();
    expect(resends(h.runtime)).toBe(1);
    await advance(5_000);
    h.runtime.release();
    await h.update({ session: { S1: 'CD34', OTPIssuedAt: 't2' } });
    expect(wait()?.textContent).toBe('30 秒後可重新發送');
    await advance(29_999);
    fireEvent.click(link());
    await flush();
    expect(resends(h.runtime)).toBe(1);
    await advance(1);
    fireEvent.click(link());
    await flush();
    expect(resends(h.runtime)).toBe(2);
  });

  it('the wait runs on while the boxes are locked (a wrong email code locks them; its resend still comes after the wait)', async () => {
    const h = await setupCool({ S1: 'AB12', OTPIssuedAt: 't1', OTPLocked: 'Y' });
    expect(link().getAttribute('aria-disabled')).toBe('true');
    await advance(30_000);
    fireEvent.click(link());
    await flush();
    expect(resends(h.runtime)).toBe(1);
  });

  it('no wait before a code exists (the link is disabled until startWhen holds) and none without the option', async () => {
    await setupCool({});
    expect(link().disabled).toBe(true);
    expect(wait()).toBeNull();
    cleanup();
    const h = await setupCool({ S1: 'AB12', OTPIssuedAt: 't1' }, options);
    expect(link().getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(link());
    await flush();
    expect(resends(h.runtime)).toBe(1);
  });

  it('a number as the option works as the expression does', async () => {
    const h = await setupCool({ S1: 'AB12', OTPIssuedAt: 't1' }, { ...cool, resendCooldown: 5 });
    expect(wait()?.textContent).toBe('5 秒後可重新發送');
    await advance(5_000);
    fireEvent.click(link());
    await flush();
    expect(resends(h.runtime)).toBe(1);
  });
});
