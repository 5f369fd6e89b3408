// An rjsf widget over SegmentedInput for plain digit values (cardNumber, mmyy).
import type { WidgetProps } from '@rjsf/utils';
import { SegmentedInput } from './SegmentedInput.js';
import { describedBy, fieldError, formContextOf } from './formContext.js';

export interface SegmentedWidgetSpec {
  sizes: readonly number[];
  autoComplete?: string;
  className: string;
}

/** Box labels: options.boxLabels (one i18n key per box), else options.boxLabel ({n}, {total}), else the field label and n/total. */
export function boxLabelsFor(props: WidgetProps, count: number): string[] {
  const { runtime } = formContextOf(props.registry);
  const o = props.options as { boxLabels?: unknown; boxLabel?: unknown };
  const label = props.label || props.name;
  return Array.from({ length: count }, (_, i) => {
    const own = Array.isArray(o.boxLabels) ? o.boxLabels[i] : undefined;
    if (typeof own === 'string') return runtime.t(own);
    if (typeof o.boxLabel === 'string') return runtime.t(o.boxLabel, { n: i + 1, total: count });
    return `${label} ${i + 1}/${count}`;
  });
}

export function SegmentedWidget({ spec, props }: { spec: SegmentedWidgetSpec; props: WidgetProps }) {
  const fc = formContextOf(props.registry);
  const o = props.options as { boxPlaceholders?: unknown };
  const placeholders = Array.isArray(o.boxPlaceholders) ? o.boxPlaceholders.map((k) => (typeof k === 'string' ? fc.runtime.t(k) : '')) : undefined;
  const error = fieldError(fc, props.name, props.rawErrors);
  return (
    <SegmentedInput
      id={props.id}
      sizes={spec.sizes}
      value={props.value}
      onChange={(next) => props.onChange(next === '' ? undefined : next)}
      onBlur={() => props.onBlur(props.id, props.value)}
      groupLabel={props.label || props.name}
      boxLabels={boxLabelsFor(props, spec.sizes.length)}
      placeholders={placeholders}
      autoComplete={spec.autoComplete}
      disabled={props.disabled}
      readOnly={props.readonly}
      invalid={Boolean(error)}
      describedBy={describedBy(props.id)}
      className={`wg-boxes ${spec.className}${error ? ' wg-boxes--error' : ''}`}
      autoFocus={props.autofocus}
    />
  );
}
