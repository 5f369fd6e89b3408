// /Form1 in the runtime: schemas/form1.json through the app's ScreenController and ScreenForm, with
// the app's constants, translations and the widgets its uiSchema names (loaded from the registry, as
// the app's screen loader does); its calls answered in the page (form1.ts).
import { I18nextProvider } from 'react-i18next';
import constants from '../../flows/constants.json';
import flow from '../../flows/flow.json';
import { constantValues, type ConstantsFile } from '../../renderer/engine/constNumber.js';
import { createI18n } from '../../renderer/engine/i18n.js';
import { loadJsonata, loadRuleTablesFor } from '../../rules/evaluator.js';
import { jsonataScreens } from 'virtual:perf-jsonata-screens';
import { ScreenController } from '../../renderer/engine/screen.js';
import type { AppServices } from '../../renderer/engine/services.js';
import { SessionStore } from '../../renderer/engine/session.js';
import { toFieldErrors } from '../../renderer/engine/schemaErrors.js';
import type { FlowConfig } from '../../renderer/engine/flowTypes.js';
import { ScreenForm } from '../../renderer/react/ScreenForm.js';
import { loadScreenWidgets } from '../../widgets/registry.js';
import zh from '../../locales/zh-TW.json';
import { answer, form1Screen, form1Validator, form1ValidatorSchema, SESSION } from './form1.js';

// The fallback language's texts, bundled (the app loads the others when one is chosen: renderer/react/locales.ts).
const i18n = createI18n('zh-TW', { 'zh-TW': zh }, undefined, { load: (code) => import(`../../locales/${code}.json`).then((m: { default: Record<string, unknown> }) => m.default) });
const report = (err: unknown) => { console.error(err); };
sessionStorage.clear();
const session = new SessionStore(sessionStorage);
session.assign(SESSION);
const app: AppServices = {
  session,
  api: { call: (code) => answer(code), resetRetries: () => undefined },
  host: { alert: () => undefined, popup: () => () => undefined, navigate: () => undefined, redirect: () => undefined, sleep: async () => undefined, now: () => Date.now() },
  flow: flow as FlowConfig,
  consts: constantValues(constants as ConstantsFile),
  // As the app's check does (renderer/react/validators.ts): with the schema the validator was built from.
  schemaCheck: (_screen, form) => toFieldErrors(form1Validator.rawValidation(form1ValidatorSchema, form).errors ?? []),
  analytics: { send: () => undefined },
  translate: (key, params) => i18n.t(key, params ?? {}),
  fail: async () => undefined,
  clearSession: () => undefined,
  leave: async () => undefined,
  service: async () => undefined,
  report,
};
// As the app's screen loader does (renderer/react/main.tsx): the shared rules the screen names,
// JSONata when a rule of the screen is beyond the plain part, and the widgets its uiSchema names, side by side, before it runs.
const [registry] = await Promise.all([
  loadScreenWidgets(form1Screen), loadRuleTablesFor(form1Screen), jsonataScreens.includes(form1Screen.id) ? loadJsonata() : undefined,
]);
const controller = new ScreenController(form1Screen, app, {});
void controller.load().catch(report);

export function Page() {
  return <I18nextProvider i18n={i18n}><ScreenForm registry={registry} controller={controller} report={report} validator={form1Validator} /></I18nextProvider>;
}
