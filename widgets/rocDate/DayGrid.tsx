// The calendar's month as a grid of day buttons: one focusable day (roving tabindex), the chosen
// one marked, days outside [min, max] disabled; arrows move a day or a week, PageUp/PageDown a
// month, Home/End the week's ends, Enter or Space chooses.
import type { KeyboardEvent, RefObject } from 'react';
import { addDays, addMonths, daysInMonth, formatRocDate, inRange, weekday, type RocDate } from '../shared/roc.js';

interface DayGridProps {
  grid: RefObject<HTMLTableElement>;
  headingId: string;
  focus: RocDate;
  selected?: string;
  min?: string;
  max?: string;
  weekdays: string[];
  dayLabel(v: RocDate): string;
  onMove(next: RocDate): void;
  onChoose(value: string): void;
}

/** The day a key moves the focus to, undefined for a key that moves nothing. */
function keyMove(key: string, focus: RocDate): RocDate | undefined {
  switch (key) {
    case 'ArrowLeft': return addDays(focus, -1);
    case 'ArrowRight': return addDays(focus, 1);
    case 'ArrowUp': return addDays(focus, -7);
    case 'ArrowDown': return addDays(focus, 7);
    case 'PageUp': return addMonths(focus, -1);
    case 'PageDown': return addMonths(focus, 1);
    case 'Home': return addDays(focus, -weekday(focus));
    case 'End': return addDays(focus, 6 - weekday(focus));
    default: return undefined;
  }
}

/** The focused day's month as weeks of seven cells (null before the 1st and after the last). */
function monthWeeks(focus: RocDate): (RocDate | null)[][] {
  const first = weekday({ ...focus, d: 1 });
  const total = daysInMonth(focus.y, focus.m);
  const cells: (RocDate | null)[] = [...Array.from({ length: first }, () => null), ...Array.from({ length: total }, (_, i) => ({ y: focus.y, m: focus.m, d: i + 1 }))];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

export function DayGrid({ grid, headingId, focus, selected, min, max, weekdays, dayLabel, onMove, onChoose }: DayGridProps) {
  const key = formatRocDate(focus);
  const onKeyDown = (e: KeyboardEvent) => {
    const next = keyMove(e.key, focus);
    if (next) {
      e.preventDefault();
      onMove(next);
    } else if ((e.key === 'Enter' || e.key === ' ') && inRange(key, min, max)) {
      e.preventDefault();
      onChoose(key);
    }
  };
  return (
    <table ref={grid} role="grid" aria-labelledby={headingId} className="wg-calendar__grid" onKeyDown={onKeyDown}>
      <thead>
        <tr>
          {weekdays.map((w, i) => (
            <th key={i} scope="col" abbr={w}>
              {w}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(focus).map((week, w) => (
          <tr key={w}>
            {week.map((day, i) => {
              if (!day) return <td key={i} />;
              const text = formatRocDate(day);
              return (
                <td key={i} role="gridcell" aria-selected={text === selected}>
                  <button
                    type="button"
                    data-day={text}
                    tabIndex={text === key ? 0 : -1}
                    aria-label={dayLabel(day)}
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
  );
}
