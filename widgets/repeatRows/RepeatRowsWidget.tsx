// The Add control of a group of repeatable rows (Form3's relatives and companies): the rows are
// the screen's own flat fields (RelationName1, RelationName2 ...) which its visibility rules show
// from this widget's value, the number of rows opened. Add opens the next row (row 1 is always
// first), moves the focus to that row's first field once the screen draws it, and gives way to a
// plain line once all N rows are open. A row has no delete control (001 §2.4: it is hidden).
import { useEffect, useRef, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { formContextOf, tr } from '../shared/formContext.js';
import { useEvaluated } from '../shared/useEvaluated.js';
import { DEFAULT_ADD_TEXT, DEFAULT_FULL_TEXT, filledExpression, rowsOf, shownCount, type RepeatRowsOptions } from './contract.js';
import { REPEAT_ROWS_CSS, REPEAT_ROWS_STYLE_ID } from './styles.js';
import { HeadStyle } from '../shared/HeadStyle.js';
// The registry loads a widget and its contract as one module (widgets/registry.ts).
export { contract } from './contract.js';

/** How long Add waits for the screen to draw the new row before it gives up moving the focus. */
export const FOCUS_WAIT_MS = 3000;

const FOCUSABLE = 'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The element to focus for a field id: the element itself when it takes the focus, else the first control inside it. */
function focusTarget(id: string): HTMLElement | undefined {
  const el = document.getElementById(id);
  if (!el) return undefined;
  if (el.matches(FOCUSABLE)) return el;
  return el.querySelector<HTMLElement>(FOCUSABLE) ?? undefined;
}

/** Focuses the field `id` now or as soon as it is drawn (within FOCUS_WAIT_MS); returns the cancel. */
function focusWhenDrawn(id: string): () => void {
  const now = focusTarget(id);
  if (now) {
    now.focus();
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const el = focusTarget(id);
    if (!el) return;
    stop();
    el.focus();
  });
  const timer = setTimeout(() => stop(), FOCUS_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['id', 'disabled', 'hidden'] });
  return stop;
}

export function RepeatRowsWidget(props: WidgetProps) {
  const fc = formContextOf(props.registry);
  const o = props.options as Partial<RepeatRowsOptions>;
  const rows = rowsOf(o, `repeatRows field "${props.name}"`);
  const properties = (props.registry.rootSchema as { properties?: Record<string, unknown> }).properties;
  if (properties) {
    for (const f of rows.flat()) {
      if (!Object.hasOwn(properties, f)) throw new Error(`repeatRows field "${props.name}": its rowFields name "${f}", which is not a field of the screen`);
    }
  }
  const max = rows.length;
  const filled = useEvaluated(fc, filledExpression(rows));
  const shown = shownCount(props.value, filled.status === 'ok' ? filled.value : undefined, max);
  const [focusRow, setFocusRow] = useState<number>();
  const cancel = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (focusRow === undefined || typeof document === 'undefined') return undefined;
    cancel.current = focusWhenDrawn(`root_${rows[focusRow - 1][0]}`);
    return () => cancel.current();
    // rows are the config's; the row number decides.
  }, [focusRow]);

  const locked = props.disabled || props.readonly;
  const next = shown + 1;
  const add = () => {
    if (locked || next > max) return;
    props.onChange(String(next));
    setFocusRow(next);
  };

  return (
    <div id={props.id} className="wg-repeat-rows">
      <HeadStyle id={REPEAT_ROWS_STYLE_ID} css={REPEAT_ROWS_CSS} />
      {next <= max ? (
        <button
          type="button"
          id={`${props.id}__add`}
          className="wg-button wg-button--secondary wg-repeat-rows__add"
          disabled={locked}
          onClick={add}
        >
          {tr(fc.runtime, o.addText ?? DEFAULT_ADD_TEXT, { n: next, max })}
        </button>
      ) : (
        <p className="wg-repeat-rows__full">{tr(fc.runtime, o.fullText ?? DEFAULT_FULL_TEXT, { max })}</p>
      )}
    </div>
  );
}
