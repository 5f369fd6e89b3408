import { defineContract } from '../shared/contract.js';

/** ui:options of the cardPicture field (schema type null): the campaign's card picture. */
export interface CardPictureOptions {
  /** JSONata giving the picture's address (the campaign's CardImage: A17 CardLevelImage, kept in the session as CardImage). */
  src: string;
  /** i18n key of the picture's alt text (e.g. "{name} 卡面"). */
  alt: string;
  /** name -> JSONata, the params of alt (e.g. name: session.CardName). */
  params?: Record<string, string>;
  /** Largest width in CSS pixels (default 200); the picture keeps a card's 172:108 proportions and never overflows. */
  width?: number;
}

export const contract = defineContract<undefined>({
  name: 'cardPicture',
  kind: 'field',
  valueType: 'null',
  emptyValue: undefined,
  sanitize: () => undefined,
  optionKinds: { src: 'expr', alt: 'i18n', params: 'exprMap', width: 'number' },
  texts: { alt: { passes: [], params: true } },
  requiredOptions: ['src', 'alt'],
  ownLabel: true,
});
