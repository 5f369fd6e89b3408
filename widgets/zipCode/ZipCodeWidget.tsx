// The read-only zip beside an address: the first three characters of the area code,
// kept in the form data (HomeZip ...) whenever the area changes.
import { useEffect } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useFieldValue } from '../shared/fieldValues.js';
import { describedBy, fieldError, formContextOf } from '../shared/formContext.js';
import { zipOf, type ZipCodeOptions } from './contract.js';
// The registry loads a widget and its contract as one module (widgets/registry.ts).
export { contract } from './contract.js';

export function ZipCodeWidget(props: WidgetProps) {
  const fc = formContextOf(props.registry);
  const o = props.options as Partial<ZipCodeOptions>;
  const area = useFieldValue(fc.runtime, o.areaField);
  const zip = zipOf(area, o.length ?? 3);
  useEffect(() => {
    if (zip !== props.value) props.onChange(zip);
  });
  return (
    <input
      id={props.id}
      name={props.htmlName ?? props.id}
      className="wg-input wg-input--zip"
      type="text"
      inputMode="numeric"
      readOnly
      aria-readonly="true"
      aria-invalid={fieldError(fc, props.name, props.rawErrors) ? true : undefined}
      aria-describedby={describedBy(props.id)}
      value={zip ?? ''}
    />
  );
}
