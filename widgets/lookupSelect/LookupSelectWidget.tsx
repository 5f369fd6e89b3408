// A native <select id="root_<Field>"> (phones show their own picker) whose options come
// from a lookup, optionally filtered by another field: area by city (entry.ParentCodeID =
// form.HomeCity), or occupation by the job type's allowed title codes. A value the
// filtered options no longer hold is cleared once the options are known. It announces its
// value to the widgets that depend on it (shared/fieldValues.ts).
import { useEffect, useMemo } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { describedBy, fieldError, formContextOf, tr } from '../shared/formContext.js';
import { readFieldValue, useAnnounceValue, useFieldValue } from '../shared/fieldValues.js';
import { useEvaluated } from '../shared/useEvaluated.js';
import { allowedCodes, keysOf, lookupOptions, type LookupSelectOptions } from './contract.js';
// The registry loads a widget and its contract as one module (widgets/registry.ts).
export { contract } from './contract.js';

export function LookupSelectWidget(props: WidgetProps) {
  const fc = formContextOf(props.registry);
  const o = props.options as Partial<LookupSelectOptions>;
  const source = useEvaluated(fc, o.source);
  const parents = useEvaluated(fc, o.parentField ? o.parentSource : undefined);
  const parentValue = useFieldValue(fc.runtime, o.parentField);
  const keys = keysOf(o, fc.runtime.language());
  const byAllowed = Boolean(o.parentField && o.parentSource && o.allowedKey);
  // An expression over a lookup not loaded yet gives undefined: a restored value is kept until it is there.
  const ready = source.status === 'ok' && source.value !== undefined && (!byAllowed || (parents.status === 'ok' && parents.value !== undefined));

  const options = useMemo(() => {
    if (source.status !== 'ok') return [];
    if (byAllowed) {
      const allowed = parents.status === 'ok' ? allowedCodes(parents.value, parentValue, o.parentValueKey ?? keys.valueKey, o.allowedKey as string) : undefined;
      return allowed ? lookupOptions(source.value, keys).filter((x) => allowed.has(x.value)) : [];
    }
    return lookupOptions(source.value, keys, o.parentField ? { value: parentValue } : undefined);
    // keys are derived from options
  }, [source, parents, parentValue, byAllowed, o.parentValueKey, o.allowedKey, keys.valueKey, keys.labelKey, keys.labelKeyAlt, keys.parentKey, o.parentField]);

  const value = typeof props.value === 'string' ? props.value : props.value === undefined || props.value === null ? '' : String(props.value);
  useAnnounceValue(fc.runtime, props.name, props.value);
  const stale = ready && value !== '' && !options.some((x) => x.value === value);
  useEffect(() => {
    // Parent and child set together (a copy-address effect): the parent announced after this render, so wait for the next.
    if (stale && Object.is(readFieldValue(fc.runtime, o.parentField), parentValue)) props.onChange(undefined);
  });

  const error = fieldError(fc, props.name, props.rawErrors);
  return (
    <select
      id={props.id}
      name={props.htmlName ?? props.id}
      className={error ? 'wg-select wg-input--error' : 'wg-select'}
      value={stale ? '' : value}
      required={props.required}
      disabled={props.disabled || props.readonly}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(props.id)}
      aria-busy={ready ? undefined : true}
      autoFocus={props.autofocus}
      onChange={(e) => props.onChange(e.currentTarget.value === '' ? undefined : e.currentTarget.value)}
      onBlur={(e) => props.onBlur(props.id, e.currentTarget.value)}
      onFocus={(e) => props.onFocus(props.id, e.currentTarget.value)}
    >
      <option value="">{tr(fc.runtime, o.placeholderText ?? 'widgets.lookupSelect.choose')}</option>
      {options.map((x) => (
        <option key={x.value} value={x.value}>
          {x.label}
        </option>
      ))}
    </select>
  );
}
