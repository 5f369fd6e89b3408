// A text input that keeps digits only, capped at options.maxLength; masked (the CVV) shows dots.
import type { WidgetProps } from '@rjsf/utils';
import { FilteredTextInput } from '../shared/FilteredTextInput.js';
import { contract } from './contract.js';
// The registry loads a widget and its contract as one module (widgets/registry.ts).
export { contract } from './contract.js';

export function DigitsWidget(props: WidgetProps) {
  return <FilteredTextInput props={props} filter={(text) => contract.sanitize(text, props.options)} inputMode="numeric" className="wg-input--digits" deferred masked={props.options.masked === true} />;
}
