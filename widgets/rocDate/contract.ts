import { defaultTexts, defineContract } from '../shared/contract.js';
import { digitString } from '../shared/sanitize.js';

/** ui:options of the rocDate widget (value: 'YYYMMDD', e.g. '0720101'). */
export interface RocDateOptions {
  /** Earliest day the calendar offers: a number (1000101) or a JSONata rule giving YYYMMDD. */
  min?: number | string;
  /** Latest day the calendar offers (same forms as min). */
  max?: number | string;
  /** i18n key of the button that opens the calendar. */
  calendarLabel?: string;
  /** i18n key of the month heading, params {y} (ROC year) and {m}. */
  monthHeading?: string;
  /** i18n key of each day's accessible name, params {y}, {m}, {d}. */
  dayLabel?: string;
  /** i18n keys of the other controls. */
  prevMonthLabel?: string;
  nextMonthLabel?: string;
  yearLabel?: string;
  monthLabel?: string;
  closeLabel?: string;
  /** i18n key of the weekday initials, comma-separated from Sunday. */
  weekdays?: string;
}

export const ROC_DATE_LENGTH = 7;

/** The i18n keys used when an option is absent (every locale defines them). */
export const ROC_DATE_TEXTS = {
  calendarLabel: 'widgets.rocDate.open',
  monthHeading: 'widgets.rocDate.monthHeading',
  dayLabel: 'widgets.rocDate.day',
  prevMonthLabel: 'widgets.rocDate.prevMonth',
  nextMonthLabel: 'widgets.rocDate.nextMonth',
  yearLabel: 'widgets.rocDate.year',
  monthLabel: 'widgets.rocDate.month',
  closeLabel: 'widgets.rocDate.close',
  weekdays: 'widgets.rocDate.weekdays',
} as const;

export const contract = defineContract<string | undefined>({
  name: 'rocDate',
  kind: 'widget',
  valueType: 'string',
  emptyValue: undefined,
  sanitize: (input) => digitString(input, ROC_DATE_LENGTH),
  optionKinds: {
    min: 'numberOrExpr',
    max: 'numberOrExpr',
    calendarLabel: 'i18n',
    monthHeading: 'i18n',
    dayLabel: 'i18n',
    prevMonthLabel: 'i18n',
    nextMonthLabel: 'i18n',
    yearLabel: 'i18n',
    monthLabel: 'i18n',
    closeLabel: 'i18n',
    weekdays: 'i18n',
  },
  texts: defaultTexts(ROC_DATE_TEXTS, { monthHeading: ['y', 'm'], dayLabel: ['y', 'm', 'd'] }),
});
