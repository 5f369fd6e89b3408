// What the current screen says, without a browser: the texts the React
// binding would render, through the same i18n resources. Title and step,
// every visible field's texts (ui:title, description, placeholder, help,
// option names, and the i18n options of its widget with their params), its
// error, the submit button, and the open popups. Read by the scenario steps
// expectText and expectLabel.
import type { i18n } from 'i18next';
import { uiItems } from '../check/uiSchema.js';
import { contracts } from '../../widgets/contracts.js';
import type { ScreenController } from '../../renderer/engine/screen.js';
import { shownValue } from '../../renderer/engine/localizedValue.js';
import { stepOf } from '../../renderer/engine/steps.js';
import type { FlowConfig } from '../../renderer/engine/flowTypes.js';
import type { OpenPopup } from '../../renderer/headless/headlessHost.js';

const widgetMap = new Map(Object.entries(contracts));
type Ui = Record<string, unknown>;

const fieldOf = (pointer: string) => pointer.split('/')[2]?.replace(/~1/g, '/').replace(/~0/g, '~');

/** The params of a ui:options text: the node's ui:options.params, evaluated. */
async function paramsOf(controller: ScreenController, field: string): Promise<Record<string, unknown>> {
  const node = (controller.screen.uiSchema as Ui | undefined)?.[field] as Ui | undefined;
  const params = (node?.['ui:options'] as Ui | undefined)?.params as Record<string, string> | undefined;
  const out: Record<string, unknown> = {};
  for (const [name, expr] of Object.entries(params ?? {})) out[name] = await controller.evaluate(expr);
  return out;
}

/** Every text the screen shows now, in the i18n instance's current language. */
export async function screenTexts(controller: ScreenController, i18n: i18n, popups: readonly OpenPopup[], banking: boolean, flow?: Pick<FlowConfig, 'shell'>): Promise<string[]> {
  const { screen, state } = controller;
  const t = (key: string, params?: Record<string, unknown>) => i18n.t(key, params ?? {});
  const out: string[] = [t(screen.title)];
  // The step indicator: "步驟 2/3" and the step's name (flows/flow.json shell.steps).
  const step = flow ? stepOf(screen, flow, banking) : undefined;
  if (step) out.push(t('shell.stepCount', { n: step.n, total: step.total }), t(step.names[step.n - 1]));
  const params = new Map<string, Record<string, unknown>>();
  for (const item of uiItems(screen, widgetMap)) {
    if (item.kind !== 'i18n') continue;
    const field = fieldOf(item.pointer);
    if (!field || state.hidden.has(field)) continue;
    if (!params.has(field)) params.set(field, await paramsOf(controller, field));
    out.push(t(item.value, item.pointer.includes('/ui:options/') ? params.get(field) : undefined));
  }
  // Texts a widget draws from served data (a card list's items), as its contract lists them.
  for (const [field, node] of Object.entries((screen.uiSchema ?? {}) as Record<string, Ui>)) {
    const name = node?.['ui:field'] ?? node?.['ui:widget'];
    const served = typeof name === 'string' ? widgetMap.get(name)?.servedTexts : undefined;
    if (!served || state.hidden.has(field)) continue;
    const shown = <T>(value: T): T => shownValue({ language: () => i18n.language, context: () => controller.context() }, value);
    out.push(...await served((node['ui:options'] ?? {}) as Record<string, unknown>, { evaluate: (expr) => controller.evaluate(expr), t, shown }));
  }
  for (const error of Object.values(state.fieldErrors)) out.push(t(error.message, error.params));
  if (screen.submit && !state.submitHidden) out.push(t(screen.submit.label));
  if (screen.submit && !state.submitHidden && !state.submitEnabled) for (const key of state.submitMissing) out.push(t(key));
  for (const { view } of popups) out.push(...[view.title ?? '', view.body, ...view.buttons.map((b) => b.label)].filter(Boolean));
  return out;
}

/** The label the screen shows for a field: its ui:title, else its widget's label option, else the schema's title; undefined when it has none. */
export function fieldLabel(controller: ScreenController, field: string, i18n: i18n): string | undefined {
  const node = (controller.screen.uiSchema as Ui | undefined)?.[field] as Ui | undefined;
  const key = node?.['ui:title'] ?? (node?.['ui:options'] as Ui | undefined)?.label;
  if (typeof key === 'string') return i18n.t(key);
  const title = ((controller.screen.schema.properties ?? {}) as Record<string, { title?: string }>)[field]?.title;
  return title;
}
