// A month grid in ROC years, in a dialog: arrows move a day or a week, PageUp/PageDown a
// month, Home/End the week's ends, Enter or Space chooses, Escape closes. Days outside
// [min, max] are disabled.
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { addDays, addMonths, daysInMonth, formatRocDate, inRange, weekday, type RocDate } from '../shared/roc.js';

export interface CalendarTexts {
  heading(y: number, m: number): string;
  day(v: RocDate): string;
  prevMonth: string;
  nextMonth: string;
  year: string;
  month: string;
  close: string;
  weekdays: string[];
  dialog: string;
}

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
  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, () => RocDate> = {
      ArrowLeft: () => addDays(focus, -1),
      ArrowRight: () => addDays(focus, 1),
      ArrowUp: () => addDays(focus, -7),
      ArrowDown: () => addDays(focus, 7),
      PageUp: () => addMonths(focus, -1),
      PageDown: () => addMonths(focus, 1),
      Home: () => addDays(focus, -weekday(focus)),
      End: () => addDays(focus, 6 - weekday(focus)),
    };
    if (e.key in moves) {
      e.preventDefault();
      move(moves[e.key]());
    } else if ((e.key === 'Enter' || e.key === ' ') && inRange(key, min, max)) {
      e.preventDefault();
      onChoose(key);
    }
  };

  const first = weekday({ ...focus, d: 1 });
  const total = daysInMonth(focus.y, focus.m);
  const cells: (RocDate | null)[] = [...Array.from({ length: first }, () => null), ...Array.from({ length: total }, (_, i) => ({ y: focus.y, m: focus.m, d: i + 1 }))];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));

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
      <div className="wg-calendar__bar">
        <button type="button" className="wg-calendar__nav" aria-label={texts.prevMonth} onClick={() => move(addMonths(focus, -1))}>
          ‹
        </button>
        <h2 id={headingId} className="wg-calendar__heading" aria-live="polite">
          {texts.heading(focus.y, focus.m)}
        </h2>
        <button type="button" className="wg-calendar__nav" aria-label={texts.nextMonth} onClick={() => move(addMonths(focus, 1))}>
          ›
        </button>
      </div>
      <div className="wg-calendar__pickers">
        <select aria-label={texts.year} value={focus.y} onChange={(e) => move({ ...focus, y: Number(e.currentTarget.value), d: Math.min(focus.d, daysInMonth(Number(e.currentTarget.value), focus.m)) })}>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
        <select aria-label={texts.month} value={focus.m} onChange={(e) => move({ ...focus, m: Number(e.currentTarget.value), d: Math.min(focus.d, daysInMonth(focus.y, Number(e.currentTarget.value))) })}>
          {Array.from({ length: 12 }, (_, i) => (
            <option key={i + 1} value={i + 1}>
              {i + 1}
            </option>
          ))}
        </select>
      </div>
      <table ref={grid} role="grid" aria-labelledby={headingId} className="wg-calendar__grid" onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {texts.weekdays.map((w, i) => (
              <th key={i} scope="col" abbr={w}>
                {w}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((day, i) => {
                if (!day) return <td key={i} />;
                const text = formatRocDate(day);
                const isFocus = text === key;
                return (
                  <td key={i} role="gridcell" aria-selected={text === selected}>
                    <button
                      type="button"
                      data-day={text}
                      tabIndex={isFocus ? 0 : -1}
                      aria-label={texts.day(day)}
                      aria-current={text === selected ? 'date' : undefined}
                      disabled={!inRange(text, min, max)}
                      className={text === selected ? 'wg-calendar__day wg-calendar__day--chosen' : 'wg-calendar__day'}
                      onClick={() => onChoose(text)}
                    >
                      {day.d}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="wg-link wg-calendar__close" onClick={onClose}>
        {texts.close}
      </button>
    </div>
  );
}
