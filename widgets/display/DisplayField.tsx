// Display-only text: headings, paragraphs, notices, the card name, a labelled value.
// Config and server strings are rendered as text, never as HTML; newlines are kept.
import { createElement } from 'react';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { formContextOf, tr } from '../shared/formContext.js';
import { asText } from '../shared/sanitize.js';
import { useEvaluated, useEvaluatedMap, valueOf } from '../shared/useEvaluated.js';
import type { DisplayOptions } from './contract.js';

export function DisplayField(props: FieldProps) {
  const fc = formContextOf(props.registry);
  const o = getUiOptions(props.uiSchema) as DisplayOptions;
  const params = useEvaluatedMap(fc, o.params);
  const value = useEvaluated(fc, o.valueExpr);
  const id = props.fieldPathId.$id;
  const kind = o.kind ?? 'text';
  // Text waits for its params rather than showing a half-filled sentence.
  const text = params.status === 'pending' || params.status === 'error' ? '' : tr(fc.runtime, o.text, valueOf(params));
  const shown = value.status === 'ok' ? asText(value.value) : '';

  switch (kind) {
    case 'heading': {
      const level = typeof o.level === 'number' && o.level >= 1 && o.level <= 6 ? Math.trunc(o.level) : 2;
      return createElement(`h${level}`, { id, className: 'wg-display wg-display--heading' }, o.valueExpr ? shown : text);
    }
    case 'notice':
      return (
        <div id={id} role="note" className="wg-display wg-display--notice">
          {o.valueExpr ? shown : text}
        </div>
      );
    case 'cardName':
      return (
        <p id={id} className="wg-display wg-display--card-name">
          {o.valueExpr ? shown : text}
        </p>
      );
    case 'value':
      return (
        <div id={id} className="wg-display wg-display--value">
          {text ? <span className="wg-display__label">{text}</span> : null}
          <span className="wg-display__value">{shown}</span>
        </div>
      );
    default:
      return (
        <p id={id} className="wg-display wg-display--text">
          {o.valueExpr ? shown : text}
        </p>
      );
  }
}
