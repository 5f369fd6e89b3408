// Six one-digit boxes with a countdown and a resend link that waits a while after each code
// (resendCooldown). Everything it does to the flow goes through named screen actions.
import { useCallback } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { SegmentedInput } from '../shared/SegmentedInput.js';
import { describedBy, formContextOf, runAction } from '../shared/formContext.js';
import { OTP_LENGTH, type OtpOptions } from './contract.js';
import { OtpBar, timerId } from './OtpBar.js';
import { useCodeEntry } from './useCodeEntry.js';
import { useCountdown } from './useCountdown.js';
import { useOtpSettings } from './useOtpSettings.js';
import { useResend } from './useResend.js';
// The registry loads a widget and its contract as one module (widgets/registry.ts).
export { contract } from './contract.js';

const SIZES = Array.from({ length: OTP_LENGTH }, () => 1);

export function OtpWidget(props: WidgetProps) {
  const { id, name, registry } = props;
  const fc = formContextOf(registry);
  const { runtime } = fc;
  const o = props.options as unknown as OtpOptions;
  const s = useOtpSettings(fc, o);

  const onExpire = useCallback(() => void runAction(runtime, o.expireAction), [runtime, o.expireAction]);
  const countdown = useCountdown({
    seconds: s.seconds ?? 0,
    active: s.started && !s.locked && s.seconds !== undefined && !s.restartPending,
    restartKey: s.restartToken,
    onExpire,
  });
  const onEntry = useCallback((value: string) => void runAction(runtime, o.completeAction, { value }), [runtime, o.completeAction]);
  const markUserEdit = useCodeEntry(props.value, onEntry);
  const resend = useResend({
    cooldownSeconds: s.cooldownSeconds,
    active: s.started && !s.restartPending,
    restartToken: s.restartToken,
    send: () => runAction(runtime, o.resendAction),
  });

  const error = fc.fieldErrors[name];
  const errorEl = `${id}__otp-error`;
  const label = props.label || name;
  const boxLabels = SIZES.map((_, i) => (o.boxLabel ? runtime.t(o.boxLabel, { n: i + 1, total: OTP_LENGTH }) : `${label} ${i + 1}/${OTP_LENGTH}`));

  return (
    <div className="wg-otp">
      <SegmentedInput
        id={id}
        sizes={SIZES}
        value={props.value}
        onChange={(next) => {
          markUserEdit();
          props.onChange(next === '' ? undefined : next);
        }}
        onBlur={() => props.onBlur(id, props.value)}
        groupLabel={label}
        boxLabels={boxLabels}
        autoComplete="one-time-code"
        disabled={props.disabled || !s.started}
        readOnly={props.readonly || s.locked || countdown.expired}
        invalid={Boolean(error)}
        describedBy={describedBy(id, [error ? errorEl : '', countdown.remaining !== null ? timerId(id) : ''].filter(Boolean).join(' '))}
        className={error ? 'wg-boxes wg-boxes--otp wg-boxes--error' : 'wg-boxes wg-boxes--otp'}
        autoFocus={props.autofocus}
      />
      {error ? (
        <p id={errorEl} role="alert" className="wg-error">
          {error}
        </p>
      ) : null}
      <OtpBar id={id} runtime={runtime} o={o} countdown={countdown} resend={resend} resendDisabled={!s.started || Boolean(props.disabled)} />
    </div>
  );
}
