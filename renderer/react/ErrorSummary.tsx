// After a submit that failed with more than one field in error: a list at the top of the form of
// every field still in error, in the screen's order, each a link (the field's label; its message
// stays under the field, said with it) that reveals and focuses its field (issue 9 §4). The focus itself goes to the first invalid field (001 §4.2, F1-87: firstError.ts);
// the list is for the applicant who wants to see them all (a long form: Form1, Form3), and is found
// by its heading. It follows the live messages: a corrected field leaves the list. Config-free:
// labels come from the screen's uiSchema and schema. No screen is named here.
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenConfig } from '../engine/types.js';
import { firstInvalidPlace, revealField } from './firstError.js';

type Ui = Record<string, unknown>;

/** The fields in the screen's order: ui:order (its "*" standing for the rest, in schema order), else the schema's. */
export function fieldOrder(screen: Pick<ScreenConfig, 'schema' | 'uiSchema'>): string[] {
  const props = Object.keys(((screen.schema as { properties?: Record<string, unknown> }).properties) ?? {});
  const order = (screen.uiSchema as Ui | undefined)?.['ui:order'];
  if (!Array.isArray(order)) return props;
  const named = order.filter((f): f is string => typeof f === 'string' && f !== '*');
  const rest = props.filter((p) => !named.includes(p));
  return order.flatMap((f) => (f === '*' ? rest : typeof f === 'string' && props.includes(f) ? [f] : []));
}

/** The i18n key (or text) a field is labelled with: ui:title, a widget's label or text option, else the schema's title. */
export function fieldLabelKey(screen: Pick<ScreenConfig, 'schema' | 'uiSchema'>, field: string): string | undefined {
  const node = (screen.uiSchema as Ui | undefined)?.[field] as Ui | undefined;
  const options = node?.['ui:options'] as Ui | undefined;
  for (const key of [node?.['ui:title'], options?.label, options?.text]) if (typeof key === 'string' && key) return key;
  const title = ((screen.schema as { properties?: Record<string, { title?: unknown }> }).properties?.[field])?.title;
  return typeof title === 'string' && title ? title : undefined;
}

export interface SummaryItem { field: string; label?: string; message: string }

export function ErrorSummary({ items }: { items: SummaryItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  const go = (field: string) => (e: MouseEvent<HTMLAnchorElement>) => {
    // The address names the field for a copied link; the page's own router must not see it.
    e.preventDefault();
    const place = firstInvalidPlace(e.currentTarget.closest('section') ?? document, [field]);
    if (place) revealField(place);
  };
  return (
    <div className="error-summary" role="group" aria-labelledby="error-summary__title">
      <h2 id="error-summary__title" className="error-summary__title">{t('common.errorSummary', { count: items.length })}</h2>
      <ul className="error-summary__list">
        {items.map(({ field, label, message }) => (
          <li key={field}>
            <a href={`#root_${field}`} onClick={go(field)}>{label ?? message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
