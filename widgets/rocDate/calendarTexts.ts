// What the calendar says, in the applicant's language (made by RocDateWidget from its texts).
import type { RocDate } from '../shared/roc.js';

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
