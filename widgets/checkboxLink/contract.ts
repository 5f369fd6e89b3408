import { defineContract } from '../shared/contract.js';

/**
 * ui:options of the checkboxLink widget (value: boolean). Set "ui:label": false: it renders its own label.
 * The label option is `text`, because rjsf reserves ui:options `label` (a boolean: show the label).
 */
export interface CheckboxLinkOptions {
  /** i18n key of the label; a {link} placeholder marks where the link goes (else it follows the text). */
  text: string;
  /** name -> JSONata, params of the label. */
  params?: Record<string, string>;
  /** JSONata giving the link address (opened in a new tab); only http(s), mailto, tel or relative addresses are linked. */
  href?: string;
  /** i18n key of the link text. */
  linkText?: string;
  /** JSONata giving the link text (server text), when linkText is absent. */
  linkTextExpr?: string;
}

export const contract = defineContract<boolean>({
  name: 'checkboxLink',
  kind: 'widget',
  valueType: 'boolean',
  emptyValue: false,
  sanitize: (input) => input === true || input === 'Y' || input === 'true',
  optionKinds: { text: 'i18n', params: 'exprMap', href: 'expr', linkText: 'i18n', linkTextExpr: 'expr' },
  requiredOptions: ['text'],
  texts: { text: { passes: ['link'], params: true } },
  ownLabel: true,
});
