import { defineContract } from '../shared/contract.js';

/** ui:options of the qrCode field (schema type null). */
export interface QrCodeOptions {
  /** JSONata giving the text to encode (e.g. the current address). */
  valueExpr: string;
  /** i18n key of the image's alt text. */
  alt: string;
  /** Width in CSS pixels (default 180). */
  size?: number;
}

export const contract = defineContract<undefined>({
  name: 'qrCode',
  kind: 'field',
  valueType: 'null',
  emptyValue: undefined,
  sanitize: () => undefined,
  optionKinds: { valueExpr: 'expr', alt: 'i18n', size: 'number' },
  requiredOptions: ['valueExpr', 'alt'],
  ownLabel: true,
});
