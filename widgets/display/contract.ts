import { defineContract } from '../shared/contract.js';

export type DisplayKind = 'heading' | 'text' | 'notice' | 'cardName' | 'value';
export const DISPLAY_KINDS: readonly DisplayKind[] = ['heading', 'text', 'notice', 'cardName', 'value'];

/** ui:options of the display field (schema type null; shows text, edits nothing). */
export interface DisplayOptions {
  /** heading | text | notice | cardName | value (default text). */
  kind?: DisplayKind;
  /** i18n key of the text (or, for kind 'value', of the label). */
  text?: string;
  /** name -> JSONata, the i18n params. */
  params?: Record<string, string>;
  /** JSONata whose result is shown as text (kind 'value' and 'cardName'; overrides text for the others). */
  valueExpr?: string;
  /** Heading level 1-6 for kind 'heading' (default 2). */
  level?: number;
}

export const contract = defineContract<undefined>({
  name: 'display',
  kind: 'field',
  valueType: 'null',
  emptyValue: undefined,
  sanitize: () => undefined,
  optionKinds: { kind: 'string', text: 'i18n', params: 'exprMap', valueExpr: 'expr', level: 'number' },
  ownLabel: true,
});
