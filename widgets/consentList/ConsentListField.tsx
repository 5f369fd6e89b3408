// Optional consent boxes from a server list; the value keeps one Y/N per box.
import { useEffect } from 'react';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { formContextOf, tr } from '../shared/formContext.js';
import { asArray, asText, isRecord } from '../shared/sanitize.js';
import { useEvaluated } from '../shared/useEvaluated.js';
import { contract, type ConsentListOptions } from './contract.js';
// The registry loads a widget and its contract as one module (widgets/registry.ts).
export { contract } from './contract.js';

export function ConsentListField(props: FieldProps) {
  const fc = formContextOf(props.registry);
  const o = getUiOptions(props.uiSchema) as Partial<ConsentListOptions>;
  const source = useEvaluated(fc, o.source);
  const id = props.fieldPathId.$id;
  const items = source.status === 'ok' ? asArray(fc.runtime.shown(source.value)).map(consentItem) : [];
  const titles = items.map((item) => item.title);
  const current = contract.sanitize(props.formData);
  // A box the applicant has not answered starts as the server says (CCTC DefSelectNY).
  const values = items.map((item, i) => current[i] ?? (item.checked ? 'Y' : 'N'));
  const locked = props.disabled || props.readonly;
  const { onChange, fieldPathId } = props;

  // Once the list is known, the value holds exactly one Y/N per box (unticked ones too).
  const normalised = values.join(',');
  const stale = source.status === 'ok' && (!Array.isArray(props.formData) || props.formData.join(',') !== normalised);
  useEffect(() => {
    if (stale) onChange(normalised === '' ? [] : normalised.split(','), fieldPathId.path);
  }, [stale, normalised, onChange, fieldPathId]);

  if (titles.length === 0) return <div id={id} className="wg-consents" aria-busy={source.status === 'pending' || undefined} />;

  const toggle = (i: number, on: boolean) => onChange(values.map((v, j) => (j === i ? (on ? 'Y' : 'N') : v)), fieldPathId.path);
  return (
    <fieldset id={id} className="wg-consents">
      {o.legend ? <legend className="wg-consents__legend">{tr(fc.runtime, o.legend)}</legend> : null}
      {titles.map((title, i) => (
        <div key={i} className="wg-check">
          <input id={`${id}__${i}`} type="checkbox" className="wg-check__box" checked={values[i] === 'Y'} disabled={locked} onChange={(e) => toggle(i, e.currentTarget.checked)} />
          <label htmlFor={`${id}__${i}`} className="wg-check__label">
            {title}
          </label>
        </div>
      ))}
    </fieldset>
  );
}

function consentItem(x: unknown): { title: string; checked: boolean } {
  if (!isRecord(x)) return { title: asText(x), checked: false };
  return { title: asText(x.title), checked: x.checked === true || x.checked === 'Y' };
}
