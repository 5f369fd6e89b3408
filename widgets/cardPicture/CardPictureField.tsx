// The campaign's card picture (landing, start and gift screens): one element wherever it shows.
// The address comes from a rule (the session's CardImage or A17's CardLevelImage); only a web,
// relative or data:image address is drawn; none (or one still loading) draws nothing and
// keeps no room, so the screen does not jump when it arrives.
import type { CSSProperties } from 'react';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { formContextOf, tr } from '../shared/formContext.js';
import { numberOption, safeImageSrc } from '../shared/sanitize.js';
import { useEvaluated, useEvaluatedMap, valueOf } from '../shared/useEvaluated.js';
import type { CardPictureOptions } from './contract.js';
// The registry loads a widget and its contract as one module (widgets/registry.ts).
export { contract } from './contract.js';

/** A card's proportions (ISO/IEC 7810 ID-1, 85.6 x 54 mm; the campaigns' pictures are 172 x 108). */
const RATIO = 108 / 172;

export function CardPictureField(props: FieldProps) {
  const fc = formContextOf(props.registry);
  const o = getUiOptions(props.uiSchema) as Partial<CardPictureOptions>;
  const src = useEvaluated(fc, o.src);
  const params = useEvaluatedMap(fc, o.params);
  const width = numberOption(o.width) ?? 200;
  const id = props.fieldPathId.$id;
  const address = src.status === 'ok' ? safeImageSrc(src.value) : undefined;
  if (!address) return <div id={id} className="wg-card-picture wg-card-picture--none" aria-busy={src.status === 'pending' || undefined} />;
  return (
    <figure id={id} className="wg-card-picture">
      <img className="wg-card-picture__img" src={address} alt={tr(fc.runtime, o.alt, valueOf(params))} width={width} height={Math.round(width * RATIO)} style={{ '--wg-card-width': `${width}px` } as CSSProperties} />
    </figure>
  );
}
