// The probe in the runtime: the app's ScreenController and ScreenForm, with the widgets its uiSchema
// names loaded from the registry, as the app's screen loader does (renderer/react/ScreenView.tsx).
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../renderer/engine/i18n.js';
import { ScreenController } from '../../renderer/engine/screen.js';
import type { AppServices } from '../../renderer/engine/services.js';
import { SessionStore } from '../../renderer/engine/session.js';
import { toFieldErrors } from '../../renderer/engine/schemaErrors.js';
import { ScreenForm } from '../../renderer/react/ScreenForm.js';
import { loadJsonata } from '../../rules/evaluator.js';
import { jsonataScreens } from 'virtual:perf-jsonata-screens';
import { loadScreenWidgets } from '../../widgets/registry.js';
import zh from '../../locales/zh-TW.json';
import { probeScreen, probeValidator, probeValidatorSchema } from './probe.js';

// As the app's (renderer/react/locales.ts): the fallback language's texts bundled, another loaded when chosen.
const i18n = createI18n('zh-TW', { 'zh-TW': zh }, undefined, { load: (code) => import(`../../locales/${code}.json`).then((m: { default: Record<string, unknown> }) => m.default) });
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
// As the app's screen loader does (renderer/react/main.tsx): JSONata when a rule of the screen is
// beyond the plain part, and the widgets its uiSchema names, side by side, before it runs.
const [registry] = await Promise.all([loadScreenWidgets(probeScreen), jsonataScreens.includes(probeScreen.id) ? loadJsonata() : undefined]);
const controller = new ScreenController(probeScreen, app, {});
void controller.load();

export function Page() {
  return <I18nextProvider i18n={i18n}><ScreenForm registry={registry} controller={controller} report={report} validator={probeValidator} /></I18nextProvider>;
}

