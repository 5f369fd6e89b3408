import { defineContract } from '../shared/contract.js';

/** ui:options of the linkButton field (schema type null): runs an action, or opens an address. */
export interface LinkButtonOptions {
  /** i18n key of the text (not `label`: rjsf reserves that ui:option as a boolean). */
  text: string;
  /** name -> JSONata, params of the label. */
  params?: Record<string, string>;
  /** Action run on click (the button is disabled while it runs). */
  action?: string;
  /** JSONata giving an address to open in a new tab instead of an action. */
  href?: string;
  /** link (default) | primary | secondary. */
  variant?: 'link' | 'primary' | 'secondary';
}

export const contract = defineContract<undefined>({
  name: 'linkButton',
  kind: 'field',
  valueType: 'null',
  emptyValue: undefined,
  sanitize: () => undefined,
  optionKinds: { text: 'i18n', params: 'exprMap', action: 'action', href: 'expr', variant: 'string' },
  texts: { text: { passes: [], params: true } },
  requiredOptions: ['text'],
  ownLabel: true,
});
