// Card expiry as two boxes, MM and YY.
import type { WidgetProps } from '@rjsf/utils';
import { SegmentedWidget } from '../shared/SegmentedWidget.js';
// The registry loads a widget and its contract as one module (widgets/registry.ts).
export { contract } from './contract.js';

const SPEC = { sizes: [2, 2], className: 'wg-boxes--mmyy' } as const;

export function MmyyWidget(props: WidgetProps) {
  return <SegmentedWidget spec={SPEC} props={props} />;
}
