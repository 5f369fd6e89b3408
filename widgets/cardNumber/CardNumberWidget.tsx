// Card number in four boxes of four digits.
import type { WidgetProps } from '@rjsf/utils';
import { SegmentedWidget } from '../shared/SegmentedWidget.js';
// The registry loads a widget and its contract as one module (widgets/registry.ts).
export { contract } from './contract.js';

const SPEC = { sizes: [4, 4, 4, 4], autoComplete: 'cc-number', className: 'wg-boxes--card' } as const;

export function CardNumberWidget(props: WidgetProps) {
  return <SegmentedWidget spec={SPEC} props={props} />;
}
