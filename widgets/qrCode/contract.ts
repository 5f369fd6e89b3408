import { defineContract } from '../shared/contract.js';

/** ui:options of the qrCode field (schema type null). */
export interface QrCodeOptions {
  /** JSONata giving the text to encode (e.g. the current address); drawn in the browser when there is no image address. */
  valueExpr: string;
  /**
   * JSONata giving the address of a QR image drawn by the server (the bank's GET QR image, 002 §7:
   * `'/api/QRCode?imgpath=' & $encodeUrlComponent($base64encode(link)) & '&token=' & session.token`).
   * Shown instead of drawing valueExpr; an address that is not http(s) or relative, or an image that
   * does not load, falls back to drawing valueExpr. While it evaluates to nothing, nothing is shown.
   */
  imageUrl?: string;
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
  optionKinds: { valueExpr: 'expr', imageUrl: 'expr', alt: 'i18n', size: 'number' },
  requiredOptions: ['valueExpr', 'alt'],
  ownLabel: true,
});
