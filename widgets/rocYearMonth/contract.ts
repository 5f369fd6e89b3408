import { defaultTexts, defineContract } from '../shared/contract.js';
import { digitString } from '../shared/sanitize.js';

/** ui:options of the rocYearMonth widget (value: 'YYYMM', e.g. '11003'). */
export interface RocYearMonthOptions {
  /** Earliest month the picker offers: a number (10001) or a JSONata rule giving YYYMM. */
  min?: number | string;
  /** Latest month the picker offers (same forms as min), e.g. the current month. */
  max?: number | string;
  /** i18n key of the button that opens the picker. */
  pickerLabel?: string;
  /** i18n key of each month's accessible name, params {y} and {m}. */
  monthLabel?: string;
  prevYearLabel?: string;
  nextYearLabel?: string;
  /** i18n key of the year heading, param {y}. */
  yearHeading?: string;
  closeLabel?: string;
}

export const ROC_MONTH_LENGTH = 5;

export const ROC_MONTH_TEXTS = {
  pickerLabel: 'widgets.rocYearMonth.open',
  monthLabel: 'widgets.rocYearMonth.month',
  prevYearLabel: 'widgets.rocYearMonth.prevYear',
  nextYearLabel: 'widgets.rocYearMonth.nextYear',
  yearHeading: 'widgets.rocYearMonth.yearHeading',
  closeLabel: 'widgets.rocDate.close',
} as const;

export const contract = defineContract<string | undefined>({
  name: 'rocYearMonth',
  kind: 'widget',
  valueType: 'string',
  emptyValue: undefined,
  sanitize: (input) => digitString(input, ROC_MONTH_LENGTH),
  optionKinds: {
    min: 'numberOrExpr',
    max: 'numberOrExpr',
    pickerLabel: 'i18n',
    monthLabel: 'i18n',
    prevYearLabel: 'i18n',
    nextYearLabel: 'i18n',
    yearHeading: 'i18n',
    closeLabel: 'i18n',
  },
  texts: defaultTexts(ROC_MONTH_TEXTS, { monthLabel: ['y', 'm'], yearHeading: ['y'] }),
});
