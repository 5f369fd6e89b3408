import { defineContract } from '../shared/contract.js';
import { numberOption, upperString } from '../shared/sanitize.js';

/** ui:options of the upper widget (ID number, passport name ...). */
export interface UpperOptions {
  maxLength?: number;
  /** Keep A-Z and 0-9 only (an ID number); default false. */
  alnumOnly?: boolean;
  /** On blur, pad as the digits widget does. */
  padStart?: { length: number; char?: string; from?: number };
  autocomplete?: string;
}

export const contract = defineContract<string | undefined>({
  name: 'upper',
  kind: 'widget',
  valueType: 'string',
  emptyValue: undefined,
  sanitize: (input, options) => upperString(input, numberOption(options?.maxLength), options?.alnumOnly === true),
  optionKinds: { maxLength: 'number', alnumOnly: 'boolean', padStart: 'object', autocomplete: 'string' },
});
