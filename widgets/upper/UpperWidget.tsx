// A text input that upper-cases what is typed, capped at options.maxLength.
import type { WidgetProps } from '@rjsf/utils';
import { FilteredTextInput } from '../shared/FilteredTextInput.js';
import { contract } from './contract.js';
// The registry loads a widget and its contract as one module (widgets/registry.ts).
export { contract } from './contract.js';

export function UpperWidget(props: WidgetProps) {
  return <FilteredTextInput props={props} filter={(text) => contract.sanitize(text, props.options)} inputMode="text" autoCapitalize="characters" className="wg-input--upper" deferred />;
}
