// A waiting screen's countdown: the seconds left (measured against the clock, ticking each
// second), an action every `everySeconds` of the run (a check with the bank) and one at 0.
import { useCallback, useEffect, useRef } from 'react';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { formContextOf, runAction, tr } from '../shared/formContext.js';
import { numberOption } from '../shared/sanitize.js';
import { useEvaluated, valueOf } from '../shared/useEvaluated.js';
import { useCountdown } from '../otp/useCountdown.js';
import type { CountdownOptions } from './contract.js';
// The registry loads a widget and its contract as one module (widgets/registry.ts).
export { contract } from './contract.js';

export function CountdownField(props: FieldProps) {
  const fc = formContextOf(props.registry);
  const { runtime } = fc;
  const o = getUiOptions(props.uiSchema) as Partial<CountdownOptions>;
  const secondsExpr = useEvaluated(fc, typeof o.seconds === 'string' ? o.seconds : undefined);
  const everyExpr = useEvaluated(fc, typeof o.everySeconds === 'string' ? o.everySeconds : undefined);
  const seconds = typeof o.seconds === 'number' ? o.seconds : numberOption(valueOf(secondsExpr));
  const every = typeof o.everySeconds === 'number' ? o.everySeconds : numberOption(valueOf(everyExpr));
  const onExpire = useCallback(() => void runAction(runtime, o.expireAction), [runtime, o.expireAction]);
  const { remaining } = useCountdown({ seconds: seconds ?? 0, active: seconds !== undefined, onExpire, tickMs: 250 });

  // The periodic action: once per whole period elapsed, never at 0 (the expiry has its own action).
  const lastPeriod = useRef(0);
  useEffect(() => {
    if (remaining === null || seconds === undefined || !every || every <= 0 || !o.everyAction || remaining === 0) return;
    const period = Math.floor((seconds - remaining) / every);
    if (period > lastPeriod.current) {
      lastPeriod.current = period;
      void runAction(runtime, o.everyAction);
    }
  }, [remaining, seconds, every, runtime, o.everyAction]);

  const id = props.fieldPathId.$id;
  return (
    <p id={id} className="wg-countdown" role="timer" aria-live="off">
      {tr(runtime, o.text, { seconds: remaining ?? seconds ?? '' })}
    </p>
  );
}
