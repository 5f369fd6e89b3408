// A countdown in whole seconds, measured against the clock (a phone that was
// switched to the SMS app and throttled still shows the true time left).
import { useEffect, useRef, useState } from 'react';

export interface CountdownInput {
  /** Length of one run in seconds. */
  seconds: number;
  /** The countdown runs only while this holds; becoming true starts a fresh run; becoming false halts it. */
  active: boolean;
  /** A change of this value while active starts a fresh run (a new code was issued). */
  restartKey?: string | number | boolean | null;
  /** Called once per run, when it reaches 0. */
  onExpire?: () => void;
  /** Tick period in ms (default 250, so the shown second never lags by more than a quarter). */
  tickMs?: number;
}

export interface Countdown {
  /** Seconds left; null before the first run. */
  remaining: number | null;
  /** The last run reached 0 and no new run has started. */
  expired: boolean;
}

export function useCountdown({ seconds, active, restartKey, onExpire, tickMs = 250 }: CountdownInput): Countdown {
  const [remaining, setRemaining] = useState<number | null>(null);
  const expireRef = useRef(onExpire);
  useEffect(() => {
    expireRef.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    if (!active) return;
    const deadline = Date.now() + seconds * 1000;
    let fired = false;
    setRemaining(seconds);
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0 && !fired) {
        fired = true;
        clearInterval(timer);
        expireRef.current?.();
      }
    }, tickMs);
    return () => clearInterval(timer);
  }, [active, restartKey, seconds, tickMs]);

  return { remaining, expired: remaining === 0 };
}
