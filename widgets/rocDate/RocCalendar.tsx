// A month grid in ROC years, in a dialog: arrows move a day or a week, PageUp/PageDown a
// month, Home/End the week's ends, Enter or Space chooses, Escape closes. Days outside
// [min, max] are disabled.
import { useEffect, useRef, useState } from 'react';
import { formatRocDate, type RocDate } from '../shared/roc.js';
import { DayGrid } from './DayGrid.js';
import { MonthBar } from './MonthBar.js';
import type { CalendarTexts } from './calendarTexts.js';

export type { CalendarTexts };

export interface RocCalendarProps {
  id: string;
  start: RocDate;
  selected?: string;
  min?: string;
  max?: string;
  years: number[];
  texts: CalendarTexts;
  onChoose(value: string): void;
  onClose(): void;
  /** Focus left the dialog for elsewhere on the page. */
  onLeave(): void;
}

function clamp(v: RocDate, min?: string, max?: string): RocDate {
  const t = formatRocDate(v);
  if (min && t < min) return { y: Number(min.slice(0, 3)), m: Number(min.slice(3, 5)), d: Number(min.slice(5, 7)) };
  if (max && t > max) return { y: Number(max.slice(0, 3)), m: Number(max.slice(3, 5)), d: Number(max.slice(5, 7)) };
  return v;
}

export function RocCalendar({ id, start, selected, min, max, years, texts, onChoose, onClose, onLeave }: RocCalendarProps) {
  const [focus, setFocus] = useState<RocDate>(() => clamp(start, min, max));
  const grid = useRef<HTMLTableElement>(null);
  const headingId = `${id}__heading`;
  const key = formatRocDate(focus);

  useEffect(() => {
    grid.current?.querySelector<HTMLButtonElement>(`button[data-day="${key}"]`)?.focus();
  }, [key]);

  const move = (next: RocDate) => setFocus(clamp(next, min, max));
  return (
    <div
      id={`${id}__dialog`}
      className="wg-calendar"
      role="dialog"
      aria-label={texts.dialog}
      onBlur={(e) => {
        // Not modal: Tab out of it (or a tap elsewhere) closes it, leaving focus where it went.
        if (!e.currentTarget.contains(e.relatedTarget as Node | null) && e.relatedTarget !== null) onLeave();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          onClose();
        }
      }}
    >
      <MonthBar headingId={headingId} focus={focus} years={years} texts={texts} onMove={move} />
      <DayGrid grid={grid} headingId={headingId} focus={focus} selected={selected} min={min} max={max} weekdays={texts.weekdays} dayLabel={texts.day} onMove={move} onChoose={onChoose} />
      <button type="button" className="wg-link wg-calendar__close" onClick={onClose}>
        {texts.close}
      </button>
    </div>
  );
}
