// Browser entry: wires the engine to sessionStorage, the HTTP bank API, the
// browser host, i18next and react-router, then renders the shell.
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { useLayoutEffect } from 'react';
import { HashRouter, useNavigate } from 'react-router-dom';
import constants from '../../flows/constants.json';
import errors from '../../flows/errors.json';
import flow from '../../flows/flow.json';
import { listsOf, usesEffectList } from '../effects/effectLists.js';
import { analyticsEndpoint, noAnalytics, type Analytics } from '../engine/analytics.js';
import { HttpBankApi, retryRule } from '../engine/api.js';
import { AppEngine } from '../engine/app.js';
import { brandConstants, developmentAddress } from '../engine/branding.js';
import { constantValues, type ConstantsFile } from '../engine/constNumber.js';
import { createI18n, languageOf } from '../engine/i18n.js';
import { languageList } from '../../rules/languages.js';
import { BANK_TEXTS_KEY, bankTextsIn, localizedText } from '../engine/localizedValue.js';
import { pageStorage, SessionStore } from '../engine/session.js';
import type { ScreenConfig } from '../engine/types.js';
import type { ErrorCatalogue, FlowConfig } from '../engine/flowTypes.js';
import { runtimeServices } from '../services/runtimeServices.js';
import { loadJsonata, loadRuleTablesFor } from '../../rules/evaluator.js';
import { jsonataScreens } from 'virtual:jsonata-screens';
import { screenWidgets } from 'virtual:screen-widgets';
import { prefetchWidgets } from '../../widgets/registry.js';
import { BrowserHost } from './browserHost.js';
import { FaultStore } from './faultStore.js';
import { httpAnalytics } from './httpAnalytics.js';
import { loadScriptOnce } from './loadScriptOnce.js';
import { loadLocale, loadScreenTexts, startTexts } from './locales.js';
import { safeHref } from '../../widgets/shared/sanitize.js';
import { Shell } from './Shell.js';
import { StorageNotice } from './StorageNotice.js';
import { screenLoader } from './screenLoader.js';
import { loadScreenParts } from './screenParts.js';
import { loadValidator, precompiledSchemaCheck } from './validators.js';
import { branding } from 'virtual:branding';
import { configs } from 'virtual:screen-configs';
import 'virtual:branding.css';
import '../../widgets/widgets.css';
import './app.css';

// A storage that is full or turned off is the applicant's problem, told in words (StorageNotice):
// the session goes on in memory for the page's life.
const storageNotice = new StorageNotice();
const session = new SessionStore(pageStorage(() => window.sessionStorage, storageNotice.report), {
  outlivesClear: [BANK_TEXTS_KEY],
  keptOnClear: ['Lang'],
  onStorageFailure: storageNotice.report,
});
// A served text in a message follows the language too (the bank's translations kept in the session).
// The fallback language's texts come with the app; another's (a reload in English) load first.
const startLanguage = languageOf(session.get('Lang'));
const i18n = createI18n(startLanguage, await startTexts(startLanguage), undefined, {
  bankText: (value, lng) => localizedText(value, lng, bankTextsIn(session.get(BANK_TEXTS_KEY))),
  load: loadLocale,
});
document.documentElement.lang = i18n.language;
// In development (and a VITE_BANK_SITE=development build) the bank's card page is the simulator's.
const bankSiteHere = import.meta.env.DEV || import.meta.env.VITE_BANK_SITE === 'development';
const host = new BrowserHost((notice) => i18n.t(notice ? 'common.noticeOk' : 'common.ok'), bankSiteHere ? (url) => developmentAddress(url, branding) : undefined);
const consts = { ...constantValues(constants as ConstantsFile), ...brandConstants(branding) };
const api = new HttpBankApi({
  baseUrl: import.meta.env.VITE_BANK_API_URL ?? '',
  token: () => session.get('token') as string | undefined,
  ...retryRule(consts),
});

/** flows/flow.json analytics: the bank's endpoint, or the simulator's in development and in a VITE_ANALYTICS=development build. */
function analyticsSink(): Analytics {
  const development = import.meta.env.DEV || import.meta.env.VITE_ANALYTICS === 'development';
  const url = analyticsEndpoint((flow as FlowConfig).analytics, development);
  return url ? httpAnalytics(url) : noAnalytics;
}

const faults = new FaultStore();
const report = faults.report;

/** flows/effects.json's named lists, filled when a screen using one is loaded. */
const effectLists: Record<string, readonly unknown[]> = {};

const engine = new AppEngine({
  flow: flow as FlowConfig,
  errors: errors as ErrorCatalogue,
  consts,
  effectLists,
  // Its config, texts and validator, with what the build knows it needs, then what the config names
  // (renderer/react/screenLoader.ts).
  loadScreen: screenLoader({
    config: (id) => (Object.hasOwn(configs, id) ? configs[id] as () => Promise<ScreenConfig> : undefined),
    texts: loadScreenTexts,
    addTexts: (texts) => i18n.addResourceBundle(languageList.fallback, 'translation', texts, true, false),
    validator: loadValidator,
    needs: { widgets: screenWidgets, jsonata: jsonataScreens },
    prefetchWidgets,
    loadJsonata,
    // flows/effects.json, the shared rules and the payloads come with the first screen that uses
    // one (the start screen uses none); its widgets come beside them, so the view draws it at once
    // (a failure is the view's to report).
    loadNamed: (screen) => Promise.all([
      usesEffectList(screen) ? import('../../flows/effects.json').then((m) => Object.assign(effectLists, listsOf(m.default))) : undefined,
      loadRuleTablesFor(screen),
      loadScreenParts(screen).catch(() => undefined),
    ]),
  }),
  api, host, session,
  translate: (key, params) => i18n.t(key, params ?? {}),
  schemaCheck: precompiledSchemaCheck,
  services: runtimeServices({
    userAgent: () => navigator.userAgent,
    address: () => window.location.href,
    loadScript: (src) => loadScriptOnce(document, src),
    readFile: async (url) => {
      const address = safeHref(url);
      if (!address) throw new Error(`readUpload: not a web address: ${JSON.stringify(url)}`);
      const res = await fetch(address, { credentials: 'same-origin', cache: 'no-store' });
      if (!res.ok) throw new Error(`readUpload: ${res.status}`);
      return res.blob();
    },
  }),
  analytics: analyticsSink(),
  // The router's own history state stays: only the address changes.
  address: {
    current: () => window.location.href,
    replace: (url) => window.history.replaceState(window.history.state, '', url),
    go: (delta) => window.history.go(delta),
  },
  report,
});

/** The engine navigates through the router (a route change is a new history entry the router sees). */
function RouterBinding(): null {
  const navigate = useNavigate();
  useLayoutEffect(() => { host.navigateTo = (route) => { void navigate(route); }; }, [navigate]);
  return null;
}

// The declarative hash router, not the data router (createHashRouter): the app has one route (the
// engine routes by config) and no loaders, and it is about 15 KB gzip lighter on every screen (issue 22).
createRoot(document.getElementById('root')!).render(
  <I18nextProvider i18n={i18n}>
    <HashRouter>
      <RouterBinding />
      <Shell engine={engine} host={host} faults={faults} storageNotice={storageNotice} />
    </HashRouter>
  </I18nextProvider>,
);
