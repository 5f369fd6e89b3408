// One card per item of a served list (the progress inquiry's applications, 002 §2.9): a heading,
// label and value rows (the summary field's formats) and an optional link read from the item.
// Everything is text, never HTML; served texts are shown in the screen's language. An empty list
// shows emptyText. A fault in the options throws, naming the field.
import { createElement } from 'react';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { formContextOf, tr } from '../shared/formContext.js';
import { useEvaluated } from '../shared/useEvaluated.js';
import { cardRows, drawnCards, type CardListOptions } from './contract.js';
import { CARD_LIST_CSS, CARD_LIST_STYLE_ID } from './styles.js';
import { HeadStyle } from '../shared/HeadStyle.js';
// The registry loads a widget and its contract as one module (widgets/registry.ts).
export { contract } from './contract.js';

export function CardListField(props: FieldProps) {
  const fc = formContextOf(props.registry);
  const { runtime } = fc;
  const o = getUiOptions(props.uiSchema) as Partial<CardListOptions>;
  const where = `cardList field "${props.name}"`;
  cardRows(o, where);
  const id = props.fieldPathId.$id;
  const source = useEvaluated(fc, o.source);
  if (source.status !== 'ok') return <div id={id} aria-busy="true" />;
  const cards = drawnCards(o, runtime.shown(source.value), (key, params) => runtime.t(key, params), where);
  const level = typeof o.level === 'number' && o.level >= 1 && o.level <= 6 ? Math.trunc(o.level) : 2;
  const style = <HeadStyle id={CARD_LIST_STYLE_ID} css={CARD_LIST_CSS} />;
  if (cards.length === 0) {
    return (
      <div id={id}>
        {style}
        <p className="wg-card-list__empty">{tr(runtime, o.emptyText)}</p>
      </div>
    );
  }
  return (
    <ul id={id} className="wg-card-list">
      {style}
      {cards.map((card, i) => {
        const cardId = `${id}__${i + 1}`;
        return (
          <li key={cardId} id={cardId} className="wg-card-list__card">
            <section aria-labelledby={card.title ? `${cardId}__heading` : undefined}>
              {card.title ? createElement(`h${level}`, { id: `${cardId}__heading`, className: 'wg-card-list__heading' }, card.title) : null}
              <dl className="wg-card-list__rows">
                {card.rows.map(([label, value], r) => (
                  <div key={r} className="wg-card-list__row">
                    <dt className="wg-card-list__label">{label}</dt>
                    <dd className="wg-card-list__value">{value}</dd>
                  </div>
                ))}
              </dl>
              {/* Several cards give links of one text: each is described by its card's heading. */}
              {card.link ? <a id={`${cardId}__link`} className="wg-card-list__link wg-link" href={card.link.href} aria-describedby={card.title ? `${cardId}__heading` : undefined}>{card.link.text}</a> : null}
            </section>
          </li>
        );
      })}
    </ul>
  );
}
