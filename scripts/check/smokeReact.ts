// The React half of the smoke render, loaded once jsdom's document exists:
// one screen's controller, its ScreenForm in the app's widget registry, and
// what went wrong while it rendered.
import validator from '@rjsf/validator-ajv8';
import i18next, { type i18n as I18n } from 'i18next';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RuleFault } from '../../rules/evaluator.js';
import { ScreenController } from '../../renderer/engine/screen.js';
import type { AppServices } from '../../renderer/engine/services.js';
import type { ScreenConfig } from '../../renderer/engine/types.js';
import { ScreenForm } from '../../renderer/react/ScreenForm.js';
import { fields, widgets, everyWidget } from '../../widgets/index.js';
import type { Tree } from './types.js';

export interface Problem {
  pointer: string;
  message: string;
}

const instances = new Map<string, I18n>();

/** An i18next instance over the tree's locale files, as the app's (single-brace parameters). */
export function i18nFor(tree: Tree, language: string): I18n {
  const hit = instances.get(`${tree.root}|${language}`);
  if (hit) return hit;
  const instance = i18next.createInstance();
  const resources = Object.fromEntries([...tree.locales].map(([code, loaded]) => [code, { translation: loaded.data as Record<string, unknown> }]));
  void instance.init({ lng: language, resources, initAsync: false, interpolation: { escapeValue: false, prefix: '{', suffix: '}' }, returnNull: false });
  instances.set(`${tree.root}|${language}`, instance);
  return instance;
}

/** Widgets of the tree's contracts that the app's registry lacks (a test tree's own) render nothing here. */
function standIns(tree: Tree): { widgets: Record<string, unknown>; fields: Record<string, unknown> } {
  const none = () => null;
  const out = { widgets: {} as Record<string, unknown>, fields: {} as Record<string, unknown> };
  for (const c of tree.widgets.values()) {
    if (c.kind === 'widget' && !(c.name in widgets)) out.widgets[c.name] = none;
    if (c.kind === 'field' && !(c.name in fields)) out.fields[c.name] = none;
  }
  return out;
}

/** Lets promise work (rule evaluations of widgets, state updates) finish inside act. */
const settle = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });

export async function renderScreen(
  config: ScreenConfig, app: AppServices, i18n: I18n, tree: Tree, container: HTMLElement,
  sweep: (context: Record<string, unknown>) => Promise<void>, rendered: Set<string>,
): Promise<Problem[]> {
  const problems: Problem[] = [];
  const controller = new ScreenController(config, app, {});
  await controller.load().catch(() => undefined); // a visible/required/submit rule that fails is reported by the sweep
  await sweep(controller.context() as unknown as Record<string, unknown>);
  // The form is drawn once per state the rules give (hidden, required, submit) and language: the
  // expressions ran for every context above, and another context with the same state draws the same form.
  const { hidden, required, submitEnabled, submitHidden } = controller.state;
  const key = JSON.stringify([[...hidden].sort(), [...required].sort(), submitEnabled, submitHidden, i18n.language]);
  if (rendered.has(key)) {
    controller.dispose();
    container.remove();
    return problems;
  }
  rendered.add(key);
  const report = (err: unknown) => {
    // A widget's rule failing is the same expression the sweep evaluated, with its pointer.
    if (err instanceof RuleFault) return;
    const message = err instanceof Error ? err.message : String(err);
    const at = /^schemas\/[^#]+#(\S*):\s*(.*)$/s.exec(message);
    problems.push(at ? { pointer: at[1], message: at[2] } : { pointer: '/uiSchema', message });
  };
  const extra = standIns(tree);
  const root = createRoot(container);
  // React repeats a caught render error on the console; the fault is reported through `report`.
  const consoleError = console.error;
  console.error = () => undefined;
  try {
    await act(async () => {
      root.render(createElement(I18nextProvider, { i18n }, createElement(ScreenForm, {
        controller, report, validator, registry: everyWidget, extraWidgets: extra.widgets, extraFields: extra.fields,
      })));
    });
    await settle();
    const refused = container.querySelector('.rjsf-config-error, .unsupported-field');
    if (refused) problems.push({ pointer: '/uiSchema', message: `rjsf refuses the form: ${refused.querySelector('p')?.textContent?.trim() ?? refused.textContent?.trim()}` });
  } finally {
    act(() => root.unmount());
    controller.dispose();
    console.error = consoleError;
    container.remove();
  }
  return problems;
}
