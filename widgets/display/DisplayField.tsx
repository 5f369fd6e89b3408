// Display-only blocks: headings, paragraphs, notices, the card name, a labelled value, a
// collapsible section (details) and a waiting animation (spinner). Config and server
// strings are rendered as text, never as HTML; newlines are kept. A kind the field does not
// know, or a section without its summary, is a config fault: it throws, naming the field
// (the checker's smoke render reports it with the screen's file).
import { createElement, useState, type SyntheticEvent } from 'react';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { formContextOf, tr, type FormContext } from '../shared/formContext.js';
import { asText } from '../shared/sanitize.js';
import { useEvaluated, useEvaluatedMap, valueOf } from '../shared/useEvaluated.js';
import { DEFAULT_WAITING_TEXT, DISPLAY_KINDS, sectionFields, type DisplayOptions } from './contract.js';
import { useSectionContents } from './sections.js';
import { DISPLAY_CSS, DISPLAY_STYLE_ID } from './styles.js';
import { HeadStyle } from '../shared/HeadStyle.js';
// The registry loads a widget and its contract as one module (widgets/registry.ts).
export { contract } from './contract.js';

/** The spinner's status text when the config names none. */

function Styles() {
  return <HeadStyle id={DISPLAY_STYLE_ID} css={DISPLAY_CSS} />;
}

export function DisplayField(props: FieldProps) {
  const fc = formContextOf(props.registry);
  const o = getUiOptions(props.uiSchema) as DisplayOptions;
  const params = useEvaluatedMap(fc, o.params);
  const value = useEvaluated(fc, o.valueExpr);
  const id = props.fieldPathId.$id;
  const kind = o.kind ?? 'text';
  if (!DISPLAY_KINDS.includes(kind)) {
    throw new Error(`display field "${props.name}": unknown kind "${String(kind)}" (kinds: ${DISPLAY_KINDS.join(', ')})`);
  }
  // Text waits for its params rather than showing a half-filled sentence.
  const ready = params.status !== 'pending' && params.status !== 'error';
  const text = ready ? tr(fc.runtime, o.text, valueOf(params)) : '';
  const shown = value.status === 'ok' ? asText(fc.runtime.shown(value.value)) : '';

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
    case 'value': {
      // A shown value a check refuses (Form1's birthday, read-only there): its message is the field
      // template's, under it (`<id>__error`). The value names it and takes the first-error focus
      // (tabIndex -1), so its label, the value and the message are said together.
      const error = Boolean(fc.fieldErrors[props.name]);
      const named = error ? { role: 'group', 'aria-labelledby': `${id}__label ${id}__value`, 'aria-describedby': `${id}__error`, tabIndex: -1 } : {};
      return (
        <div id={id} className="wg-display wg-display--value" {...named}>
          {text ? <span id={`${id}__label`} className="wg-display__label">{text}</span> : null}
          <span id={`${id}__value`} className="wg-display__value">{shown}</span>
        </div>
      );
    }
    case 'details':
      return <Details id={id} name={props.name} o={o} fc={fc} params={ready ? valueOf(params) : undefined} ready={ready} />;
    case 'spinner':
      return (
        <div id={id} role="status" className="wg-spinner">
          <Styles />
          <span className="wg-spinner__wheel" aria-hidden="true" />
          <span className="wg-spinner__text">{o.valueExpr ? shown : ready ? tr(fc.runtime, o.text ?? DEFAULT_WAITING_TEXT, valueOf(params)) : ''}</span>
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

interface DetailsProps {
  id: string;
  name: string;
  o: DisplayOptions;
  fc: FormContext;
  params: Record<string, unknown> | undefined;
  ready: boolean;
}

/** A native <details>: the summary is the button (Enter and Space toggle it), the body text then the grouped fields. */
function Details({ id, name, o, fc, params, ready }: DetailsProps) {
  if (typeof o.summary !== 'string' || o.summary === '') {
    throw new Error(`display field "${name}": kind "details" needs the option "summary" (an i18n key)`);
  }
  const fields = sectionFields(o);
  const contents = useSectionContents(name, fields);
  const bodyValue = useEvaluated(fc, o.bodyExpr);
  // A field inside that shows an error opens the section, so the error is seen and its field can take the focus.
  const hasError = fields.some((f) => Boolean(fc.fieldErrors[f]));
  const openRule = useEvaluated(fc, o.openWhen);
  const ruleOpens = openRule.status === 'ok' && Boolean(openRule.value);
  const [open, setOpen] = useState(o.open === true);
  const [errorSeen, setErrorSeen] = useState(hasError);
  const [ruleSeen, setRuleSeen] = useState(false);
  // Each turns the section open when it becomes true; the applicant may close it again.
  if (hasError !== errorSeen) {
    setErrorSeen(hasError);
    if (hasError) setOpen(true);
  }
  if (ruleOpens !== ruleSeen) {
    setRuleSeen(ruleOpens);
    if (ruleOpens) setOpen(true);
  }
  const onToggle = (e: SyntheticEvent<HTMLDetailsElement>) => setOpen(e.currentTarget.open);
  const summary = ready ? tr(fc.runtime, o.summary, params) : '';
  const body = ready ? tr(fc.runtime, o.body, params) : '';
  // A served body (the bank's notes) in the applicant's language.
  const served = bodyValue.status === 'ok' ? fc.runtime.shown(bodyValue.value) : undefined;
  return (
    <details id={id} className="wg-details" open={open} onToggle={onToggle}>
      <Styles />
      <summary className="wg-details__summary">{summary}</summary>
      <div className="wg-details__body">
        {body ? <div className="wg-details__text">{body}</div> : null}
        {Array.isArray(served) ? (
          <ul className="wg-details__list">
            {served.map((item, i) => <li key={i}>{asText(item)}</li>)}
          </ul>
        ) : asText(served) ? (
          <div className="wg-details__text">{asText(served)}</div>
        ) : null}
        {contents}
      </div>
    </details>
  );
}
