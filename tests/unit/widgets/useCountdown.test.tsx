// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useCountdown, type CountdownInput } from '../../../widgets/otp/useCountdown.js';

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function mount(initial: CountdownInput) {
  return renderHook((p: CountdownInput) => useCountdown(p), { initialProps: initial });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useCountdown', () => {
  it('does not start while inactive', () => {
    const onExpire = vi.fn();
    const { result } = mount({ seconds: 10, active: false, onExpire });
    tick(20_000);
    expect(result.current).toEqual({ remaining: null, expired: false });
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('counts whole seconds and expires exactly once at 0', () => {
    const onExpire = vi.fn();
    const { result } = mount({ seconds: 100, active: true, onExpire });
    expect(result.current.remaining).toBe(100);
    tick(1_000);
    expect(result.current.remaining).toBe(99);
    tick(98_999);
    expect(result.current).toEqual({ remaining: 1, expired: false });
    expect(onExpire).not.toHaveBeenCalled();
    tick(1);
    expect(result.current).toEqual({ remaining: 0, expired: true });
    tick(60_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('restarts at full length when restartKey changes, and the old run never expires', () => {
    const onExpire = vi.fn();
    const { result, rerender } = mount({ seconds: 100, active: true, restartKey: 'a', onExpire });
    tick(90_000);
    expect(result.current.remaining).toBe(10);
    rerender({ seconds: 100, active: true, restartKey: 'b', onExpire });
    expect(result.current.remaining).toBe(100);
    tick(50_000);
    expect(result.current.remaining).toBe(50);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('restarts after an expiry when a new key arrives', () => {
    const onExpire = vi.fn();
    const { result, rerender } = mount({ seconds: 5, active: true, restartKey: 1, onExpire });
    tick(5_000);
    expect(result.current.expired).toBe(true);
    rerender({ seconds: 5, active: true, restartKey: 2, onExpire });
    expect(result.current).toEqual({ remaining: 5, expired: false });
    tick(5_000);
    expect(onExpire).toHaveBeenCalledTimes(2);
  });

  it('halts while inactive and keeps the time shown', () => {
    const onExpire = vi.fn();
    const { result, rerender } = mount({ seconds: 30, active: true, onExpire });
    tick(10_000);
    rerender({ seconds: 30, active: false, onExpire });
    tick(60_000);
    expect(result.current.remaining).toBe(20);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('measures against the clock, so a throttled tab still expires on time', () => {
    const onExpire = vi.fn();
    const { result } = mount({ seconds: 100, active: true, onExpire, tickMs: 60_000 });
    tick(60_000);
    expect(result.current.remaining).toBe(40);
    tick(60_000);
    expect(result.current.remaining).toBe(0);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
