// ROC year-month: a text input (YYYMM, a 4-digit entry padded to 5 on blur) with the
// field's id, and a button opening a month picker in ROC years (arrows move a month or a
// row of three, PageUp/PageDown a year, Enter chooses, Escape closes).
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { FilteredTextInput } from '../shared/FilteredTextInput.js';
import { formContextOf, tr } from '../shared/formContext.js';
import { digitString } from '../shared/sanitize.js';
import { formatRocMonth, inRange, parseRocMonth, rocToday } from '../shared/roc.js';
import { useBound } from '../shared/useBound.js';
import { ROC_MONTH_LENGTH, ROC_MONTH_TEXTS, type RocYearMonthOptions } from './contract.js';
import { CalendarIcon } from '../shared/CalendarIcon.js';

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
  const grid = useRef<HTMLDivElement>(null);
  const value = typeof props.value === 'string' ? props.value : undefined;
  const today = rocToday();
  const [focus, setFocus] = useState(() => parseRocMonth(value) ?? { y: today.y, m: today.m });
  const label = props.label || props.name;
  const focusKey = formatRocMonth(focus.y, focus.m);

  useEffect(() => {
    if (open) grid.current?.querySelector<HTMLButtonElement>(`button[data-month="${focusKey}"]`)?.focus();
  }, [open, focusKey]);

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
  const onKeyDown = (e: KeyboardEvent) => {
    const deltas: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -3, ArrowDown: 3, PageUp: -12, PageDown: 12 };
    if (e.key in deltas) {
      e.preventDefault();
      move(deltas[e.key]);
    } else if ((e.key === 'Enter' || e.key === ' ') && e.target instanceof HTMLButtonElement && e.target.dataset.month) {
      e.preventDefault();
      if (!e.target.disabled) choose(e.target.dataset.month);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close();
    }
  };
  const dialogLabel = `${label} ${text('pickerLabel')}`;
  const headingId = `${props.id}__picker__heading`;

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
        <div id={`${props.id}__picker__dialog`} className="wg-calendar" role="dialog" aria-label={dialogLabel} onKeyDown={onKeyDown}
          onBlur={(e) => {
            // Not modal: Tab out of it (or a tap elsewhere) closes it, leaving focus where it went.
            if (e.relatedTarget !== null && !e.currentTarget.contains(e.relatedTarget as Node)) setOpen(false);
          }}
        >
          <div className="wg-calendar__bar">
            <button type="button" className="wg-calendar__nav" aria-label={text('prevYearLabel')} onClick={() => move(-12)}>
              ‹
            </button>
            <h2 id={headingId} className="wg-calendar__heading" aria-live="polite">
              {text('yearHeading', { y: focus.y })}
            </h2>
            <button type="button" className="wg-calendar__nav" aria-label={text('nextYearLabel')} onClick={() => move(12)}>
              ›
            </button>
          </div>
          <div ref={grid} role="group" aria-labelledby={headingId} className="wg-calendar__months">
            {Array.from({ length: 12 }, (_, i) => {
              const key = formatRocMonth(focus.y, i + 1);
              return (
                <button
                  key={key}
                  type="button"
                  data-month={key}
                  tabIndex={key === focusKey ? 0 : -1}
                  aria-label={text('monthLabel', { y: focus.y, m: i + 1 })}
                  aria-pressed={key === value}
                  disabled={!inRange(key, min, max)}
                  className={key === value ? 'wg-calendar__day wg-calendar__day--chosen' : 'wg-calendar__day'}
                  onClick={() => choose(key)}
                >
                  {i + 1}
                </button>
              );
            })}
          </div>
          <button type="button" className="wg-link wg-calendar__close" onClick={close}>
            {text('closeLabel')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
