// ROC year-month: a text input (YYYMM, a 4-digit entry padded to 5 on blur) with the
// field's id, and a button opening a month picker in ROC years (arrows move a month or a
// row of three, PageUp/PageDown a year, Enter chooses, Escape closes).
import { useRef, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { FilteredTextInput } from '../shared/FilteredTextInput.js';
import { formContextOf, tr } from '../shared/formContext.js';
import { digitString } from '../shared/sanitize.js';
import { formatRocMonth, inRange, parseRocMonth, rocToday } from '../shared/roc.js';
import { useBound } from '../shared/useBound.js';
import { ROC_MONTH_LENGTH, ROC_MONTH_TEXTS, type RocYearMonthOptions } from './contract.js';
import { CalendarIcon } from '../shared/CalendarIcon.js';
import { MonthPicker } from './MonthPicker.js';
// The registry loads a widget and its contract as one module (widgets/registry.ts).
export { contract } from './contract.js';

const PAD = { length: ROC_MONTH_LENGTH, char: '0', from: ROC_MONTH_LENGTH - 1 };
const filter = (text: string) => digitString(text, ROC_MONTH_LENGTH);

export function RocYearMonthWidget(props: WidgetProps) {
  const fc = formContextOf(props.registry);
  const o = props.options as RocYearMonthOptions;
  const min = useBound(fc, o.min, ROC_MONTH_LENGTH);
  const max = useBound(fc, o.max, ROC_MONTH_LENGTH);
  const text = (name: keyof typeof ROC_MONTH_TEXTS, params?: Record<string, unknown>) => tr(fc.runtime, o[name] ?? ROC_MONTH_TEXTS[name], params);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const value = typeof props.value === 'string' ? props.value : undefined;
  const today = rocToday();
  const [focus, setFocus] = useState(() => parseRocMonth(value) ?? { y: today.y, m: today.m });
  const label = props.label || props.name;

  const openPicker = () => {
    const current = parseRocMonth(value) ?? { y: today.y, m: today.m };
    const key = formatRocMonth(current.y, current.m);
    const clamped = min && key < min ? parseRocMonth(min) : max && key > max ? parseRocMonth(max) : current;
    setFocus(clamped ?? current);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const choose = (key: string) => {
    if (key !== props.value) props.onChange(key);
    close();
  };
  const move = (delta: number) => {
    const index = focus.y * 12 + focus.m - 1 + delta;
    const next = { y: Math.floor(index / 12), m: (index % 12) + 1 };
    if (next.y >= 1 && inRange(formatRocMonth(next.y, next.m), min, max)) setFocus(next);
  };
  const dialogLabel = `${label} ${text('pickerLabel')}`;

  return (
    <div className="wg-date">
      <div className="wg-date__row">
        <FilteredTextInput props={{ ...props, options: { ...props.options, padStart: PAD } }} filter={filter} inputMode="numeric" className="wg-input--month" />
        <button
          ref={button}
          id={`${props.id}__picker`}
          type="button"
          className="wg-date__open"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-label={dialogLabel}
          disabled={props.disabled || props.readonly}
          onClick={() => (open ? close() : openPicker())}
        >
          <CalendarIcon />
        </button>
      </div>
      {open ? (
        <MonthPicker id={props.id} dialogLabel={dialogLabel} focus={focus} value={value} min={min} max={max} text={text}
          onMove={move} onChoose={choose} onClose={close} onLeave={() => setOpen(false)} />
      ) : null}
    </div>
  );
}
