// A checkbox whose label holds a link (terms documents).
import type { WidgetProps } from '@rjsf/utils';
import { describedBy, fieldError, formContextOf, tr } from '../shared/formContext.js';
import { asText, safeHref } from '../shared/sanitize.js';
import { useEvaluated, useEvaluatedMap, valueOf } from '../shared/useEvaluated.js';
import type { CheckboxLinkOptions } from './contract.js';
// The registry loads a widget and its contract as one module (widgets/registry.ts).
export { contract } from './contract.js';

const SLOT = '\u2063link\u2063';

export function CheckboxLinkWidget(props: WidgetProps) {
  const { id } = props;
  const fc = formContextOf(props.registry);
  const { runtime } = fc;
  const o = props.options as Partial<CheckboxLinkOptions>;
  const params = useEvaluatedMap(fc, o.params);
  const href = useEvaluated(fc, o.href);
  const linkTextExpr = useEvaluated(fc, o.linkText ? undefined : o.linkTextExpr);
  const error = fieldError(fc, props.name, props.rawErrors);

  const address = safeHref(runtime.shown(valueOf(href)));
  const linkText = o.linkText ? runtime.t(o.linkText) : asText(runtime.shown(valueOf(linkTextExpr)));
  const withLink = Boolean(o.href || o.linkText || o.linkTextExpr);
  const link = !withLink ? null : address ? (
    <a href={address} target="_blank" rel="noopener noreferrer" className="wg-link">
      {linkText || address}
    </a>
  ) : (
    <span className="wg-check__linktext">{linkText}</span>
  );
  const label = tr(runtime, o.text, { ...(valueOf(params) ?? {}), link: SLOT });
  const [before, after] = label.includes(SLOT) ? [label.slice(0, label.indexOf(SLOT)), label.slice(label.indexOf(SLOT) + SLOT.length)] : [label, null];

  return (
    <div className={error ? 'wg-check wg-check--error' : 'wg-check'}>
      <input
        id={id}
        name={props.htmlName ?? id}
        type="checkbox"
        className="wg-check__box"
        checked={props.value === true}
        required={props.required}
        disabled={props.disabled || props.readonly}
        autoFocus={props.autofocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id)}
        onChange={(e) => props.onChange(e.currentTarget.checked)}
        onBlur={() => props.onBlur(id, props.value)}
        onFocus={() => props.onFocus(id, props.value)}
      />
      <label htmlFor={id} className="wg-check__label">
        {before}
        {after === null && link ? ' ' : null}
        {link}
        {after}
      </label>
    </div>
  );
}
