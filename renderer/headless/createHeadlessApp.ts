// The same engine as the browser's, wired for Node: memory session, HTTP API
// to a simulator URL, headless host, config read from the repository.
import { withSharedRules } from '../engine/sharedRules.js';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnalyticsEvent } from '../engine/analytics.js';
import { HttpBankApi, retryRule } from '../engine/api.js';
import { AppEngine } from '../engine/app.js';
import { brandConstants, DEFAULT_BRAND_FILE, type Branding } from '../engine/branding.js';
import { constantValues, type ConstantsFile } from '../engine/constNumber.js';
import { createI18n, type Language } from '../engine/i18n.js';
import { BANK_TEXTS_KEY, bankTextsIn, localizedText } from '../engine/localizedValue.js';
import { MemoryStorage, SessionStore } from '../engine/session.js';
import type { ScreenConfig, ValidationRule } from '../engine/types.js';
import type { ErrorCatalogue, FlowConfig } from '../engine/flowTypes.js';
import { runtimeServices } from '../services/runtimeServices.js';
import { EFFECT_LISTS_FILE, listsOf } from '../effects/effectLists.js';
import { HeadlessHost } from './headlessHost.js';
import { nodeLocaleTexts, readLanguageList } from './nodeLocales.js';
import { usePayloadsOf } from './nodePayloads.js';
import { nodeSchemaCheck } from './nodeSchemaCheck.js';
import { tracedApi } from './tracedApi.js';

const readJson = <T>(root: string, file: string): T => JSON.parse(readFileSync(join(root, file), 'utf8')) as T;
/** rules/validations.json's lists in this root (none when the root has no such file). */
const sharedLists = (root: string): Record<string, ValidationRule[]> =>
  (existsSync(join(root, 'rules/validations.json')) ? readJson<{ lists?: Record<string, ValidationRule[]> }>(root, 'rules/validations.json').lists : undefined) ?? {};

export interface HeadlessOptions {
  root: string;
  apiUrl: string;
  userAgent: string;
  address: string;
  language?: Language;
  /** The session storage of the tab: a page load in the same tab (back from an outside site) keeps it. */
  storage?: MemoryStorage;
}

export function createHeadlessApp(options: HeadlessOptions) {
  usePayloadsOf(options.root);
  const storage = options.storage ?? new MemoryStorage();
  const session = new SessionStore(storage, { outlivesClear: [BANK_TEXTS_KEY] });
  const host = new HeadlessHost();
  const languages = readLanguageList(options.root);
  const i18n = createI18n(options.language ?? languages.default, nodeLocaleTexts(options.root, languages), languages, {
    bankText: (value, lng) => localizedText(value, lng, bankTextsIn(session.get(BANK_TEXTS_KEY))),
  });
  const faults: unknown[] = [];
  const analytics: AnalyticsEvent[] = [];
  let address = options.address;
  const consts = { ...constantValues(readJson<ConstantsFile>(options.root, 'flows/constants.json')), ...brandConstants(readJson<Branding>(options.root, DEFAULT_BRAND_FILE)) };
  const engine = new AppEngine({
    flow: readJson<FlowConfig>(options.root, 'flows/flow.json'),
    errors: readJson<ErrorCatalogue>(options.root, 'flows/errors.json'),
    consts,
    effectLists: existsSync(join(options.root, EFFECT_LISTS_FILE)) ? listsOf(readJson(options.root, EFFECT_LISTS_FILE)) : undefined,
    // A shared rule list ({ use } in rules.validate) from this root's rules/validations.json.
    loadScreen: async (id) => withSharedRules(readJson<ScreenConfig>(options.root, `schemas/${id}.json`), sharedLists(options.root)),
    api: tracedApi(new HttpBankApi({ baseUrl: options.apiUrl, token: () => session.get('token') as string | undefined, ...retryRule(consts) })),
    host,
    session,
    translate: (key, params) => i18n.t(key, params ?? {}),
    schemaCheck: nodeSchemaCheck,
    services: runtimeServices({
      userAgent: () => options.userAgent, address: () => address, loadScript: () => undefined,
      // A form post leaves the app: recorded as a redirect to its action with the fields as the query (expectRedirect).
      postForm: (action, fields) => host.redirect(`${action}?${new URLSearchParams(fields).toString()}`),
      // An upload read back (readUpload): the bank's url, relative to the bank as the page's would be.
      readFile: async (url) => {
        const res = await fetch(new URL(url, options.apiUrl));
        if (!res.ok) throw new Error(`readUpload: ${res.status}`);
        return res.blob();
      },
    }),
    address: { current: () => address, replace: (url) => { address = url; } },
    analytics: { send: (event) => { analytics.push(event); } },
    report: (err) => { faults.push(err); },
  });
  return { engine, host, session, storage, i18n, languages, faults, analytics, setAddress: (a: string) => { address = a; }, address: () => address };
}
