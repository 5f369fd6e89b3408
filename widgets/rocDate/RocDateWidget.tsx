// ROC date: a text input (YYYMMDD, a 6-digit entry padded to 7 on blur) with the field's
// id, and a button opening a calendar in ROC years.
import { useMemo, useRef, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { FilteredTextInput } from '../shared/FilteredTextInput.js';
import { formContextOf, tr } from '../shared/formContext.js';
import { digitString } from '../shared/sanitize.js';
import { parseRocDate, rocToday, type RocDate } from '../shared/roc.js';
import { useBound } from '../shared/useBound.js';
import { ROC_DATE_LENGTH, ROC_DATE_TEXTS, type RocDateOptions } from './contract.js';
import { RocCalendar, type CalendarTexts } from './RocCalendar.js';
import { CalendarIcon } from '../shared/CalendarIcon.js';
// The registry loads a widget and its contract as one module (widgets/registry.ts).
export { contract } from './contract.js';

const PAD = { length: ROC_DATE_LENGTH, char: '0', from: ROC_DATE_LENGTH - 1 };
const filter = (text: string) => digitString(text, ROC_DATE_LENGTH);

export function yearsBetween(min: string | undefined, max: string | undefined, today: number): number[] {
  const from = min ? Number(min.slice(0, 3)) : Math.max(1, today - 100);
  const to = max ? Number(max.slice(0, 3)) : today + 20;
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

export function RocDateWidget(props: WidgetProps) {
  const fc = formContextOf(props.registry);
  const { runtime } = fc;
  const o = props.options as RocDateOptions;
  const min = useBound(fc, o.min, ROC_DATE_LENGTH);
  const max = useBound(fc, o.max, ROC_DATE_LENGTH);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const text = (name: keyof typeof ROC_DATE_TEXTS, params?: Record<string, unknown>) => tr(runtime, o[name] ?? ROC_DATE_TEXTS[name], params);
  const today = rocToday();
  const value = typeof props.value === 'string' ? props.value : undefined;
  const label = props.label || props.name;

  const texts: CalendarTexts = {
    heading: (y, m) => text('monthHeading', { y, m }),
    day: (v: RocDate) => text('dayLabel', { y: v.y, m: v.m, d: v.d }),
    prevMonth: text('prevMonthLabel'),
    nextMonth: text('nextMonthLabel'),
    year: text('yearLabel'),
    month: text('monthLabel'),
    close: text('closeLabel'),
    weekdays: text('weekdays').split(','),
    dialog: `${label} ${text('calendarLabel')}`,
  };
  const years = useMemo(() => yearsBetween(min, max, today.y), [min, max, today.y]);
  const inner = { ...props, options: { ...props.options, padStart: PAD } };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const editable = !props.disabled && !props.readonly;

  return (
    <div className="wg-date">
      <div className="wg-date__row">
        <FilteredTextInput props={inner} filter={filter} inputMode="numeric" className="wg-input--date" />
        <button
          ref={button}
          id={`${props.id}__calendar`}
          type="button"
          className="wg-date__open"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? `${props.id}__calendar__dialog` : undefined}
          aria-label={texts.dialog}
          disabled={!editable}
          onClick={() => setOpen((v) => !v)}
        >
          <CalendarIcon />
        </button>
      </div>
      {open ? (
        <RocCalendar
          id={`${props.id}__calendar`}
          start={parseRocDate(value) ?? today}
          selected={value}
          min={min}
          max={max}
          years={years}
          texts={texts}
          onChoose={(v) => {
            if (v !== props.value) props.onChange(v);
            close();
          }}
          onClose={close}
          onLeave={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}
