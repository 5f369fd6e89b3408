// Under the OTP boxes: the code's countdown, the resend link with its wait, and the polite
// announcement that a new code may be asked for.
import type { ScreenRuntime } from '../shared/formContext.js';
import { tr } from '../shared/formContext.js';
import type { OtpOptions } from './contract.js';
import type { Countdown } from './useCountdown.js';
import type { Resend } from './useResend.js';

interface OtpBarProps {
  id: string;
  runtime: ScreenRuntime;
  o: OtpOptions;
  countdown: Countdown;
  resend: Resend;
  /** The resend link is disabled (the boxes have not started, or the field is disabled). */
  resendDisabled: boolean;
}

export const timerId = (id: string) => `${id}__countdown`;

export function OtpBar({ id, runtime, o, countdown, resend, resendDisabled }: OtpBarProps) {
  const waitEl = `${id}__resend-wait`;
  return (
    <>
      <div className="wg-otp__bar">
        {countdown.remaining !== null ? (
          <span id={timerId(id)} role="timer" className={countdown.expired ? 'wg-otp__timer wg-otp__timer--expired' : 'wg-otp__timer'}>
            {o.countdownText ? runtime.t(o.countdownText, { seconds: countdown.remaining }) : String(countdown.remaining)}
          </span>
        ) : null}
        {o.resendAction ? (
          <span className="wg-otp__resend">
            <button
              type="button"
              className="wg-link"
              disabled={resendDisabled}
              aria-disabled={resend.waiting || resend.resending ? true : undefined}
              aria-describedby={resend.waiting ? waitEl : undefined}
              onClick={resend.resend}
            >
              {tr(runtime, o.resendLabel) || o.resendAction}
            </button>
            {resend.waiting ? (
              <span id={waitEl} className="wg-otp__wait">
                {o.resendWaitText ? runtime.t(o.resendWaitText, { seconds: resend.remaining }) : String(resend.remaining)}
              </span>
            ) : null}
          </span>
        ) : null}
      </div>
      {o.resendAction && o.resendReadyText ? (
        <span className="visually-hidden" role="status" aria-live="polite">
          {resend.ready ? runtime.t(o.resendReadyText) : ''}
        </span>
      ) : null}
    </>
  );
}
