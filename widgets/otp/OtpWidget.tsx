// Six one-digit boxes with a countdown and a resend link. Everything it does to
// the flow goes through named screen actions.
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

  const [resending, setResending] = useState(false);
  const resend = () => {
    setResending(true);
    void runAction(runtime, o.resendAction).finally(() => setResending(false));
  };

  const error = fc.fieldErrors[name];
  const errorEl = `${id}__otp-error`;
  const timerEl = `${id}__countdown`;
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
          <button type="button" className="wg-link" disabled={!started || props.disabled || resending} onClick={resend}>
            {tr(runtime, o.resendLabel) || o.resendAction}
          </button>
        ) : null}
      </div>
    </div>
  );
}
