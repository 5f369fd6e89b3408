// One section of the read-only preview (/Confirm): a heading and a description list of label and
// value rows, every value from a JSONata rule, formatted (ROC dates, yes/no, masked numbers, lookup
// texts instead of codes) and drawn as text, never HTML. An empty value shows a dash, spoken as
// "not provided". A section whose visibleWhen is not true draws nothing; so does a row whose
// rowVisible is not true. A fault in the options throws, naming the field.
import { createElement } from 'react';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { formContextOf, tr } from '../shared/formContext.js';
import { isRecord } from '../shared/sanitize.js';
import { useEvaluated, useEvaluatedMap, valueOf } from '../shared/useEvaluated.js';
import { formatValue, lookupTable, rowsOf, SUMMARY_TEXTS, type SummaryFormat, type SummaryOptions } from './contract.js';
import { SUMMARY_CSS, SUMMARY_STYLE_ID } from './styles.js';
import { HeadStyle } from '../shared/HeadStyle.js';
// The registry loads a widget and its contract as one module (widgets/registry.ts).
export { contract } from './contract.js';

export function SummaryField(props: FieldProps) {
  const fc = formContextOf(props.registry);
  const { runtime } = fc;
  const o = getUiOptions(props.uiSchema) as Partial<SummaryOptions>;
  const rows = rowsOf(o, `summary field "${props.name}"`);
  const id = props.fieldPathId.$id;
  const visible = useEvaluated(fc, o.visibleWhen);
  const values = useEvaluatedMap(fc, o.values);
  const rowVisible = useEvaluatedMap(fc, o.rowVisible);
  const lookups = useEvaluatedMap(fc, o.lookups);

  if (o.visibleWhen !== undefined && !(visible.status === 'ok' && visible.value === true)) return null;

  const ready = values.status === 'ok' && rowVisible.status !== 'pending' && lookups.status !== 'pending';
  const shownRows = valueOf(rowVisible) ?? {};
  const got = valueOf(values) ?? {};
  const lists = valueOf(lookups) ?? {};
  const texts = { yes: runtime.t(SUMMARY_TEXTS.yes), no: runtime.t(SUMMARY_TEXTS.no), separator: runtime.t(SUMMARY_TEXTS.separator), t: (key: string) => runtime.t(key) };
  const formats = isRecord(o.formats) ? (o.formats as Record<string, SummaryFormat>) : {};
  const keys = isRecord(o.lookupKeys) ? o.lookupKeys : {};
  const language = runtime.language();
  const level = typeof o.level === 'number' && o.level >= 1 && o.level <= 6 ? Math.trunc(o.level) : 2;
  const headingId = `${id}__heading`;

  const drawn = ready
    ? rows.filter(([name]) => !(isRecord(o.rowVisible) && name in o.rowVisible) || shownRows[name] === true)
    : [];

  return (
    <section id={id} className="wg-summary" aria-labelledby={headingId} aria-busy={ready ? undefined : true}>
      <HeadStyle id={SUMMARY_STYLE_ID} css={SUMMARY_CSS} />
      {createElement(`h${level}`, { id: headingId, className: 'wg-summary__heading' }, tr(runtime, o.heading))}
      {drawn.length > 0 ? (
        <dl className="wg-summary__list">
          {drawn.map(([name, label]) => {
            const lookup = isRecord(o.lookups) && name in o.lookups ? lookupTable(lists[name], keys[name], language, `summary ${props.name} lookupKeys.${name}`) : undefined;
            const join = isRecord(o.joinWith) && typeof o.joinWith[name] === 'string' ? { ...texts, separator: tr(runtime, o.joinWith[name]) } : texts;
            const text = formatValue(got[name], formats[name], join, lookup);
            return (
              <div key={name} id={`${id}__${name}`} className="wg-summary__row">
                <dt className="wg-summary__label">{tr(runtime, label)}</dt>
                <dd className="wg-summary__value">
                  {text !== undefined ? text : (
                    <>
                      <span aria-hidden="true">{tr(runtime, o.emptyText ?? SUMMARY_TEXTS.empty)}</span>
                      <span className="wg-summary__sr">{tr(runtime, o.emptyLabel ?? SUMMARY_TEXTS.emptyLabel)}</span>
                    </>
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      ) : null}
    </section>
  );
}
