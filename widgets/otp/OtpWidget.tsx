// Six one-digit boxes with a countdown and a resend link that waits a while after each code
// (resendCooldown). Everything it does to the flow goes through named screen actions.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { SegmentedInput } from '../shared/SegmentedInput.js';
import { describedBy, formContextOf, runAction, tr } from '../shared/formContext.js';
import { numberOption, truthy } from '../shared/sanitize.js';
import { useEvaluated, valueOf } from '../shared/useEvaluated.js';
import { OTP_LENGTH, type OtpOptions } from './contract.js';
import { useCountdown } from './useCountdown.js';

const SIZES = Array.from({ length: OTP_LENGTH }, () => 1);
const isCode = (v: unknown): v is string => typeof v === 'string' && /^\d{6}$/.test(v);

export function OtpWidget(props: WidgetProps) {
  const { id, name, registry } = props;
  const fc = formContextOf(registry);
  const { runtime } = fc;
  const o = props.options as unknown as OtpOptions;

  const start = useEvaluated(fc, o.startWhen);
  const restart = useEvaluated(fc, o.restartKey);
  const locked = useEvaluated(fc, o.lockedWhen);
  const secondsExpr = useEvaluated(fc, typeof o.seconds === 'string' ? o.seconds : undefined);
  const seconds = typeof o.seconds === 'number' ? o.seconds : numberOption(valueOf(secondsExpr));
  const cooldownExpr = useEvaluated(fc, typeof o.resendCooldown === 'string' ? o.resendCooldown : undefined);
  const cooldownSeconds = typeof o.resendCooldown === 'number' ? o.resendCooldown : numberOption(valueOf(cooldownExpr)) ?? 0;
  // A failing startWhen keeps the boxes disabled and a failing lockedWhen keeps them read-only
  // (the runtime has reported the fault); neither is guessed into the permissive answer.
  const started = start.status === 'none' || (start.status === 'ok' && truthy(start.value));
  const isLocked = locked.status === 'error' || (locked.status === 'ok' && truthy(locked.value));
  const restartToken = restart.status === 'ok' ? JSON.stringify(restart.value ?? null) : null;

  const onExpire = useCallback(() => void runAction(runtime, o.expireAction), [runtime, o.expireAction]);
  const countdown = useCountdown({
    seconds: seconds ?? 0,
    active: started && !isLocked && seconds !== undefined && restart.status !== 'pending',
    restartKey: restartToken,
    onExpire,
  });

  // Complete: once per entry, after the completed code has reached the form data.
  const lastEntry = useRef<string | null>(isCode(props.value) ? props.value : null);
  const lastValue = useRef<unknown>(props.value);
  const userEdit = useRef(false);
  useEffect(() => {
    const value: unknown = props.value;
    if (Object.is(value, lastValue.current)) return;
    lastValue.current = value;
    const byUser = userEdit.current;
    userEdit.current = false;
    if (!isCode(value)) {
      lastEntry.current = null;
      return;
    }
    if (value === lastEntry.current) return;
    lastEntry.current = value;
    // A complete code that arrived from outside (restored data) is not an entry.
    if (byUser) void runAction(runtime, o.completeAction, { value });
  }, [props.value, runtime, o.completeAction]);

  // The resend link waits after each code (a new restartKey value) and after each tap, which starts
  // the wait at once, before the new code is known: a second tap meanwhile does nothing.
  const [taps, setTaps] = useState(0);
  const cooldown = useCountdown({
    seconds: cooldownSeconds,
    active: started && cooldownSeconds > 0 && restart.status !== 'pending',
    restartKey: `${restartToken ?? ''}|${taps}`,
  });
  const waiting = cooldown.remaining !== null && cooldown.remaining > 0;
  // Said once when the wait of a run ends (not when the screen opens without one).
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
    void runAction(runtime, o.resendAction).finally(() => setResending(false));
  };

  const error = fc.fieldErrors[name];
  const errorEl = `${id}__otp-error`;
  const timerEl = `${id}__countdown`;
  const waitEl = `${id}__resend-wait`;
  const label = props.label || name;
  const boxLabels = SIZES.map((_, i) => (o.boxLabel ? runtime.t(o.boxLabel, { n: i + 1, total: OTP_LENGTH }) : `${label} ${i + 1}/${OTP_LENGTH}`));

  return (
    <div className="wg-otp">
      <SegmentedInput
        id={id}
        sizes={SIZES}
        value={props.value}
        onChange={(next) => {
          userEdit.current = true;
          props.onChange(next === '' ? undefined : next);
        }}
        onBlur={() => props.onBlur(id, props.value)}
        groupLabel={label}
        boxLabels={boxLabels}
        autoComplete="one-time-code"
        disabled={props.disabled || !started}
        readOnly={props.readonly || isLocked || countdown.expired}
        invalid={Boolean(error)}
        describedBy={describedBy(id, [error ? errorEl : '', countdown.remaining !== null ? timerEl : ''].filter(Boolean).join(' '))}
        className={error ? 'wg-boxes wg-boxes--otp wg-boxes--error' : 'wg-boxes wg-boxes--otp'}
        autoFocus={props.autofocus}
      />
      {error ? (
        <p id={errorEl} role="alert" className="wg-error">
          {error}
        </p>
      ) : null}
      <div className="wg-otp__bar">
        {countdown.remaining !== null ? (
          <span id={timerEl} role="timer" className={countdown.expired ? 'wg-otp__timer wg-otp__timer--expired' : 'wg-otp__timer'}>
            {o.countdownText ? runtime.t(o.countdownText, { seconds: countdown.remaining }) : String(countdown.remaining)}
          </span>
        ) : null}
        {o.resendAction ? (
          <span className="wg-otp__resend">
            <button
              type="button"
              className="wg-link"
              disabled={!started || props.disabled}
              aria-disabled={waiting || resending ? true : undefined}
              aria-describedby={waiting ? waitEl : undefined}
              onClick={resend}
            >
              {tr(runtime, o.resendLabel) || o.resendAction}
            </button>
            {waiting ? (
              <span id={waitEl} className="wg-otp__wait">
                {o.resendWaitText ? runtime.t(o.resendWaitText, { seconds: cooldown.remaining }) : String(cooldown.remaining)}
              </span>
            ) : null}
          </span>
        ) : null}
      </div>
      {o.resendAction && o.resendReadyText ? (
        <span className="visually-hidden" role="status" aria-live="polite">
          {ready ? runtime.t(o.resendReadyText) : ''}
        </span>
      ) : null}
    </div>
  );
}
