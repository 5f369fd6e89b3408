// A button that counts down and then goes on by itself (002 §2.4, §9: the data platform's button,
// 7 seconds, "its label says 6"): the label shows the whole seconds left before the last one, so a
// 7-second run reads 6, 5 … 0 and the action runs at 7 s; a press runs it at once. The action runs
// once, whichever comes first; then the button stays disabled. Measured against the clock.
import { useCallback, useRef, useState } from 'react';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { formContextOf, runAction, tr } from '../shared/formContext.js';
import { numberOption } from '../shared/sanitize.js';
import { useEvaluated, valueOf } from '../shared/useEvaluated.js';
import { useCountdown } from '../otp/useCountdown.js';
import { shownSeconds, type CountdownButtonOptions } from './contract.js';
// The registry loads a widget and its contract as one module (widgets/registry.ts).
export { contract } from './contract.js';

export function CountdownButtonField(props: FieldProps) {
  const fc = formContextOf(props.registry);
  const { runtime } = fc;
  const o = getUiOptions(props.uiSchema) as Partial<CountdownButtonOptions>;
  const secondsExpr = useEvaluated(fc, typeof o.seconds === 'string' ? o.seconds : undefined);
  const startExpr = useEvaluated(fc, o.startWhen);
  const seconds = typeof o.seconds === 'number' ? o.seconds : numberOption(valueOf(secondsExpr));
  const ready = o.startWhen ? valueOf(startExpr) === true : true;
  const [done, setDone] = useState(false);
  const doneRef = useRef(false);
  const go = useCallback(() => {
    if (doneRef.current) return;
    doneRef.current = true;
    setDone(true);
    void runAction(runtime, o.action);
  }, [runtime, o.action]);
  const running = ready && seconds !== undefined && !done;
  const { remaining } = useCountdown({ seconds: seconds ?? 0, active: running, onExpire: go, tickMs: 250 });
  const left = remaining ?? seconds ?? 0;
  const id = props.fieldPathId.$id;
  const variant = o.variant === 'secondary' ? 'secondary' : 'primary';
  return (
    <button
      id={id}
      type="button"
      className={`wg-button wg-button--${variant}`}
      disabled={!ready || done || props.disabled || props.readonly}
      aria-busy={done ? 'true' : undefined}
      onClick={go}
    >
      {tr(runtime, o.text, { seconds: shownSeconds(left) })}
    </button>
  );
}
