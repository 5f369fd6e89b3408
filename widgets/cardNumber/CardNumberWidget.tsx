// Card number in four boxes of four digits.
import type { WidgetProps } from '@rjsf/utils';
import { SegmentedWidget } from '../shared/SegmentedWidget.js';

const SPEC = { sizes: [4, 4, 4, 4], autoComplete: 'cc-number', className: 'wg-boxes--card' } as const;

export function CardNumberWidget(props: WidgetProps) {
  return <SegmentedWidget spec={SPEC} props={props} />;
}
