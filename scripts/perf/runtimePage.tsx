// The probe in the runtime: the app's ScreenController and ScreenForm, with the widgets its uiSchema
// names loaded from the registry, as the app's screen loader does (renderer/react/ScreenView.tsx).
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { ScreenController } from '../../renderer/engine/screen.js';
import type { AppServices } from '../../renderer/engine/services.js';
import { SessionStore } from '../../renderer/engine/session.js';
import { toFieldErrors } from '../../renderer/engine/schemaErrors.js';
import { ScreenForm } from '../../renderer/react/ScreenForm.js';
import { loadPlainRules } from '../../rules/evaluator.js';
import { loadScreenWidgets } from '../../widgets/registry.js';
import zh from '../../locales/zh-TW.json';
import { probeScreen, probeValidator, probeValidatorSchema } from './probe.js';

const i18n = i18next.createInstance();
void i18n.init({ lng: 'zh-TW', resources: { 'zh-TW': { translation: zh } }, initAsync: false, interpolation: { escapeValue: false } });
const report = (err: unknown) => { console.error(err); };
const app: AppServices = {
  session: new SessionStore(sessionStorage),
  api: { call: async () => ({}), resetRetries: () => undefined },
  host: { alert: () => undefined, popup: () => () => undefined, navigate: () => undefined, redirect: () => undefined, sleep: async () => undefined, now: () => Date.now() },
  flow: { version: 1, routes: [], guardFailure: 'x' },
  consts: {},
  schemaCheck: (_screen, form) => toFieldErrors(probeValidator.rawValidation(probeValidatorSchema, form).errors ?? []),
  analytics: { send: () => undefined },
  translate: (key, params) => i18n.t(key, params ?? {}),
  fail: async () => undefined,
  clearSession: () => undefined,
  leave: async () => undefined,
  service: async () => undefined,
  report,
};
sessionStorage.clear();
const controller = new ScreenController(probeScreen, app, {});
// As the app's screen loader does for a screen past the start screens: the plain path for rules (rules/evaluator.ts).
await loadPlainRules();
void controller.load();
const registry = await loadScreenWidgets(probeScreen);

export function Page() {
  return <I18nextProvider i18n={i18n}><ScreenForm registry={registry} controller={controller} report={report} validator={probeValidator} /></I18nextProvider>;
}

