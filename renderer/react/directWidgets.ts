// rjsf draws every widget through a wrapper component (@rjsf/utils getWidget's MergedWidget) that
// merges the widget's defaultProps.options into the options it is given: one component more per
// field for nothing, as no widget of ours or of rjsf's core has defaultProps (issue 22: /Form1
// drew 30 of them). rjsf keeps that wrapper on the widget itself, as `MergedWidget`, and uses the
// one it finds there; the widget is put there itself, so rjsf draws it directly.

/** What rjsf's getWidget reads on a widget: its cached wrapper and its default options. */
interface WrappedWidget {
  MergedWidget?: unknown;
  defaultProps?: { options?: unknown };
}

/** `widgets`, each (a function or memo component without default options) set to be drawn without rjsf's wrapper. */
export function drawnDirectly<T extends Readonly<Record<string, unknown>>>(widgets: T): T {
  for (const widget of Object.values(widgets)) {
    if ((typeof widget !== 'function' && (typeof widget !== 'object' || widget === null))) continue;
    const w = widget as WrappedWidget;
    if (w.MergedWidget === undefined && w.defaultProps?.options === undefined) w.MergedWidget = widget;
  }
  return widgets;
}
