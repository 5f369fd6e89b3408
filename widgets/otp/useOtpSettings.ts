// What the OTP widget's expressions say now (widgets/otp/contract.ts): whether the boxes have
// started or are locked, the code's lifetime, the resend wait and the key whose change means a new code.
import type { FormContext } from '../shared/formContext.js';
import { numberOption, truthy } from '../shared/sanitize.js';
import { useEvaluated, valueOf } from '../shared/useEvaluated.js';
import type { OtpOptions } from './contract.js';

export interface OtpSettings {
  started: boolean;
  locked: boolean;
  /** The code's lifetime; undefined while its expression has no number. */
  seconds: number | undefined;
  cooldownSeconds: number;
  /** The restartKey's value as text (null while it has none); pending while it is evaluated. */
  restartToken: string | null;
  restartPending: boolean;
}

/** A number option given as a number or as an expression. */
function useNumberOption(fc: FormContext, option: number | string | undefined): number | undefined {
  const evaluated = useEvaluated(fc, typeof option === 'string' ? option : undefined);
  return typeof option === 'number' ? option : numberOption(valueOf(evaluated));
}

export function useOtpSettings(fc: FormContext, o: OtpOptions): OtpSettings {
  const start = useEvaluated(fc, o.startWhen);
  const restart = useEvaluated(fc, o.restartKey);
  const locked = useEvaluated(fc, o.lockedWhen);
  const seconds = useNumberOption(fc, o.seconds);
  const cooldownSeconds = useNumberOption(fc, o.resendCooldown) ?? 0;
  // A failing startWhen keeps the boxes disabled and a failing lockedWhen keeps them read-only
  // (the runtime has reported the fault); neither is guessed into the permissive answer.
  return {
    started: start.status === 'none' || (start.status === 'ok' && truthy(start.value)),
    locked: locked.status === 'error' || (locked.status === 'ok' && truthy(locked.value)),
    seconds,
    cooldownSeconds,
    restartToken: restart.status === 'ok' ? JSON.stringify(restart.value ?? null) : null,
    restartPending: restart.status === 'pending',
  };
}
