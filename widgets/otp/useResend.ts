// The resend link waits after each code (a new restartKey value) and after each tap, which starts
// the wait at once, before the new code is known: a second tap meanwhile does nothing. `ready` is
// said once when the wait of a run ends (not when the screen opens without one).
import { useEffect, useRef, useState } from 'react';
import { useCountdown } from './useCountdown.js';

export interface Resend {
  /** Seconds of the wait left; null before the first wait. */
  remaining: number | null;
  waiting: boolean;
  resending: boolean;
  ready: boolean;
  resend(): void;
}

interface ResendInput {
  cooldownSeconds: number;
  active: boolean;
  restartToken: string | null;
  send(): Promise<void>;
}

export function useResend({ cooldownSeconds, active, restartToken, send }: ResendInput): Resend {
  const [taps, setTaps] = useState(0);
  const cooldown = useCountdown({
    seconds: cooldownSeconds,
    active: active && cooldownSeconds > 0,
    restartKey: `${restartToken ?? ''}|${taps}`,
  });
  const waiting = cooldown.remaining !== null && cooldown.remaining > 0;
  const [ready, setReady] = useState(false);
  const waited = useRef(false);
  useEffect(() => {
    if (waiting) {
      waited.current = true;
      setReady(false);
    } else if (waited.current && cooldown.remaining === 0) {
      setReady(true);
    }
  }, [waiting, cooldown.remaining]);

  const [resending, setResending] = useState(false);
  const resend = () => {
    if (waiting || resending) return;
    setTaps((n) => n + 1);
    setResending(true);
    void send().finally(() => setResending(false));
  };
  return { remaining: cooldown.remaining, waiting, resending, ready, resend };
}
