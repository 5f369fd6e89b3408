import { defineContract } from '../shared/contract.js';
import { asArray } from '../shared/sanitize.js';

/** ui:options of the consentList field (value: one 'Y' | 'N' per consent, in source order). */
export interface ConsentListOptions {
  /** JSONata returning [{title, checked}] (server texts; checked true or 'Y' pre-ticks a box the applicant has not answered). */
  source: string;
  /** i18n key of the list's legend. */
  legend?: string;
}

export const contract = defineContract<('Y' | 'N')[]>({
  name: 'consentList',
  kind: 'field',
  valueType: 'array',
  emptyValue: [],
  sanitize: (input) => asArray(input).map((v) => (v === 'Y' || v === true ? 'Y' : 'N')),
  optionKinds: { source: 'expr', legend: 'i18n' },
  requiredOptions: ['source'],
  ownLabel: true,
});
