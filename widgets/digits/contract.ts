import { defineContract } from '../shared/contract.js';
import { digitString, numberOption } from '../shared/sanitize.js';

/** ui:options of the digits widget (CVV, mobile, account number ...). */
export interface DigitsOptions {
  /** Longest value kept; extra digits are dropped. */
  maxLength?: number;
  /** On blur, pad to length with char when at least `from` characters are present: {length: 7, char: '0', from: 6}. */
  padStart?: { length: number; char?: string; from?: number };
  /** HTML autocomplete token (tel, cc-csc ...); default off. */
  autocomplete?: string;
  /** Shown as dots, like a password (the card's security code): not read over a shoulder. */
  masked?: boolean;
}

export const contract = defineContract<string | undefined>({
  name: 'digits',
  kind: 'widget',
  valueType: 'string',
  emptyValue: undefined,
  sanitize: (input, options) => digitString(input, numberOption(options?.maxLength)),
  optionKinds: { maxLength: 'number', padStart: 'object', autocomplete: 'string', masked: 'boolean' },
});
