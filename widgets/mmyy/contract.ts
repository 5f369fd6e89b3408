import { defineContract } from '../shared/contract.js';
import { digitString } from '../shared/sanitize.js';

/** ui:options of the mmyy widget (value 'MMYY'; range checks are screen rules). */
export interface MmyyOptions {
  /** One i18n key per box, e.g. ["card.month", "card.year"]. */
  boxLabels?: string[];
  /** i18n key labelling each box, params {n} and {total} (when boxLabels is absent). */
  boxLabel?: string;
  /** One i18n key per box for placeholders (e.g. MM, YY). */
  boxPlaceholders?: string[];
}

export const contract = defineContract<string | undefined>({
  name: 'mmyy',
  kind: 'widget',
  valueType: 'string',
  emptyValue: undefined,
  sanitize: (input) => digitString(input, 4),
  optionKinds: { boxLabels: 'i18nList', boxLabel: 'i18n', boxPlaceholders: 'i18nList' },
  texts: { boxLabel: { passes: ['n', 'total'] } },
});
