// The calendar's head: the previous and next month arrows around the month's heading (announced
// as it changes), and the year and month pickers.
import { addMonths, daysInMonth, type RocDate } from '../shared/roc.js';
import type { CalendarTexts } from './calendarTexts.js';

interface MonthBarProps {
  headingId: string;
  focus: RocDate;
  years: number[];
  texts: CalendarTexts;
  onMove(next: RocDate): void;
}

/** The same day in another month or year, kept inside that month. */
const sameDayIn = (focus: RocDate, y: number, m: number): RocDate => ({ y, m, d: Math.min(focus.d, daysInMonth(y, m)) });

export function MonthBar({ headingId, focus, years, texts, onMove }: MonthBarProps) {
  return (
    <>
      <div className="wg-calendar__bar">
        <button type="button" className="wg-calendar__nav" aria-label={texts.prevMonth} onClick={() => onMove(addMonths(focus, -1))}>
          ‹
        </button>
        <h2 id={headingId} className="wg-calendar__heading" aria-live="polite">
          {texts.heading(focus.y, focus.m)}
        </h2>
        <button type="button" className="wg-calendar__nav" aria-label={texts.nextMonth} onClick={() => onMove(addMonths(focus, 1))}>
          ›
        </button>
      </div>
      <div className="wg-calendar__pickers">
        <select aria-label={texts.year} value={focus.y} onChange={(e) => onMove(sameDayIn(focus, Number(e.currentTarget.value), focus.m))}>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
        <select aria-label={texts.month} value={focus.m} onChange={(e) => onMove(sameDayIn(focus, focus.y, Number(e.currentTarget.value)))}>
          {Array.from({ length: 12 }, (_, i) => (
            <option key={i + 1} value={i + 1}>
              {i + 1}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
