import { defineContract } from '../shared/contract.js';
import { digitString } from '../shared/sanitize.js';

/** ui:options of the cardNumber widget (value: up to 16 digits, no separators). */
export interface CardNumberOptions {
  /** i18n key labelling each box, params {n} and {total}. */
  boxLabel?: string;
  /** One i18n key per box (instead of boxLabel). */
  boxLabels?: string[];
  /** One i18n key per box for placeholders. */
  boxPlaceholders?: string[];
}

export const contract = defineContract<string | undefined>({
  name: 'cardNumber',
  kind: 'widget',
  valueType: 'string',
  emptyValue: undefined,
  sanitize: (input) => digitString(input, 16),
  optionKinds: { boxLabel: 'i18n', boxLabels: 'i18nList', boxPlaceholders: 'i18nList' },
  texts: { boxLabel: { passes: ['n', 'total'] } },
});
