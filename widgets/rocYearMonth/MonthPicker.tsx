// The year-month widget's picker: a dialog with the year's twelve months (one focusable, the
// chosen one pressed, months outside [min, max] disabled); arrows move a month or a row of three,
// PageUp/PageDown a year, Enter or Space chooses, Escape closes.
import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { formatRocMonth, inRange } from '../shared/roc.js';
import type { ROC_MONTH_TEXTS } from './contract.js';

const DELTAS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -3, ArrowDown: 3, PageUp: -12, PageDown: 12 };

interface MonthPickerProps {
  id: string;
  dialogLabel: string;
  focus: { y: number; m: number };
  value: string | undefined;
  min?: string;
  max?: string;
  text(name: keyof typeof ROC_MONTH_TEXTS, params?: Record<string, unknown>): string;
  /** Moves the focus by months. */
  onMove(delta: number): void;
  onChoose(key: string): void;
  onClose(): void;
  /** Focus left the dialog for elsewhere on the page. */
  onLeave(): void;
}

export function MonthPicker({ id, dialogLabel, focus, value, min, max, text, onMove, onChoose, onClose, onLeave }: MonthPickerProps) {
  const grid = useRef<HTMLDivElement>(null);
  const focusKey = formatRocMonth(focus.y, focus.m);
  const headingId = `${id}__picker__heading`;
  useEffect(() => {
    grid.current?.querySelector<HTMLButtonElement>(`button[data-month="${focusKey}"]`)?.focus();
  }, [focusKey]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key in DELTAS) {
      e.preventDefault();
      onMove(DELTAS[e.key]);
    } else if ((e.key === 'Enter' || e.key === ' ') && e.target instanceof HTMLButtonElement && e.target.dataset.month) {
      e.preventDefault();
      if (!e.target.disabled) onChoose(e.target.dataset.month);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    }
  };

  return (
    <div id={`${id}__picker__dialog`} className="wg-calendar" role="dialog" aria-label={dialogLabel} onKeyDown={onKeyDown}
      onBlur={(e) => {
        // Not modal: Tab out of it (or a tap elsewhere) closes it, leaving focus where it went.
        if (e.relatedTarget !== null && !e.currentTarget.contains(e.relatedTarget as Node)) onLeave();
      }}
    >
      <div className="wg-calendar__bar">
        <button type="button" className="wg-calendar__nav" aria-label={text('prevYearLabel')} onClick={() => onMove(-12)}>
          ‹
        </button>
        <h2 id={headingId} className="wg-calendar__heading" aria-live="polite">
          {text('yearHeading', { y: focus.y })}
        </h2>
        <button type="button" className="wg-calendar__nav" aria-label={text('nextYearLabel')} onClick={() => onMove(12)}>
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
              onClick={() => onChoose(key)}
            >
              {i + 1}
            </button>
          );
        })}
      </div>
      <button type="button" className="wg-link wg-calendar__close" onClick={onClose}>
        {text('closeLabel')}
      </button>
    </div>
  );
}
