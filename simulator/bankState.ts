// What the simulated bank holds while it runs: its database, the seeds' numbers (policy), its
// clock (the host's plus the /__dev/clock offset), the data files (campaigns, customers, reference
// lists) and the app's config it judges with; reloaded in place when a watched file changes.
import path from 'node:path';
import type { Ctx } from './context.js';
import { defaultCampaignsDir, defaultCustomersFile, defaultReferenceDir, loadCampaigns, loadCustomers, loadReference } from './data.js';
import { type DataWatch, watchDataFiles } from './dataWatch.js';
import type { DevDeps } from './dev.js';
import { Faults } from './faults.js';
import { loadJudgeConfig, type JudgeConfig } from './judge/index.js';
import { appBase, appLinkOf } from './links.js';
import { type Policy, policyOf } from './policy.js';
import { defaultConstantsFile, readSeedPolicy } from './seedPolicy.js';
import { openStore, type Store } from './store/index.js';

export interface SimulatorOptions {
  /** Where simulator.sqlite lives; default ./data (git-ignored). */
  dataDir?: string;
  campaignsDir?: string;
  customersFile?: string;
  /** The app's flows/constants.json: the seeds' numbers the bank enforces (code lifetimes and attempts, upload sizes); default the repository's. */
  constantsFile?: string;
  /** The app's config the bank judges applications with (schemas/, flows/, rules/, locales/); default the root of constantsFile's flows/. */
  configRoot?: string;
  /** Host clock; the /__dev/clock offset is added on top. */
  now?: () => number;
  /** The /__dev/ endpoints (outbox, faults, reset, clock, state, analytics): development and tests only. */
  devEndpoints?: boolean;
  /** Overrides of the security policy (rate limits, token lifetime ... and the numbers read from constantsFile). */
  policy?: Partial<Policy>;
  /** Reload campaigns, the data files and the constants when they change (development). */
  watchData?: boolean;
  /**
   * The app's address, the base of the links in mail and SMS (simulator/links.ts): a value, or a
   * function read when a link is made (the origin a server bound). Default http://127.0.0.1:5173.
   */
  appUrl?: string | (() => string);
  referenceDir?: string;
  /**
   * false: the database is thrown away after the run (the fixture suite's folder in tmp), so a
   * commit does not wait for the disk (simulator/store/database.ts). Default true.
   */
  durable?: boolean;
}

export interface BankState {
  store: Store;
  /** One object for the whole run: a reload of the constants changes it in place. */
  policy: Policy;
  /** Handlers get a copy of this per call, so a reload swaps the data for the next call only. */
  base: Omit<Ctx, 'caller'>;
  faults: Faults;
  /** The app's config as last read, which the bank judges calls with (simulator/judge). */
  judgeConfig(): JudgeConfig;
  /** What the /__dev/ endpoints may move. */
  dev: DevDeps;
  close(): void;
}

const CLOCK_KEY = 'clockOffsetMs';
/** What `npm start` serves by default (README): the links' base when nothing else is configured. */
export const DEFAULT_APP_URL = 'http://127.0.0.1:5173';

export async function openBankState(options: SimulatorOptions): Promise<BankState> {
  const constantsFile = options.constantsFile ?? defaultConstantsFile;
  // The screens the browser runs, which the bank judges what it receives with (simulator/judge).
  const configRoot = options.configRoot ?? path.dirname(path.dirname(constantsFile));
  let judgeConfig: JudgeConfig = loadJudgeConfig(configRoot);
  const policy: Policy = policyOf(readSeedPolicy(constantsFile), options.policy);
  const store = openStore(path.resolve(options.dataDir ?? 'data'), options.durable ?? true);
  const hostNow = options.now ?? Date.now;
  let clockOffset = store.settings.number(CLOCK_KEY, 0);
  const now = () => hostNow() + clockOffset;
  const files = dataFiles(options);
  const appUrl = options.appUrl ?? DEFAULT_APP_URL;
  if (typeof appUrl === 'string') appBase(appUrl); // a wrong address fails at start, not in a mail
  const base: Omit<Ctx, 'caller'> = {
    store, now, policy,
    appLink: (route) => appLinkOf(typeof appUrl === 'function' ? appUrl() : appUrl, route),
    ...(await files.load()),
    outbox: { send: (entry) => store.records.send(entry, now()) },
  };
  const watcher: DataWatch | undefined = options.watchData
    ? watchDataFiles([...files.dirs, path.dirname(constantsFile), ...['schemas', 'locales', 'rules'].map((d) => path.join(configRoot, d))], async () => {
      const next = policyOf(readSeedPolicy(constantsFile), options.policy);
      const data = await files.load();
      Object.assign(policy, next);
      Object.assign(base, data);
      judgeConfig = loadJudgeConfig(configRoot);
    })
    : undefined;
  const faults = new Faults();
  return {
    store, policy, base, faults,
    judgeConfig: () => judgeConfig,
    dev: {
      store, faults, now, policy,
      clockOffset: () => clockOffset,
      setClockOffset(ms: number) { clockOffset = ms; store.settings.put(CLOCK_KEY, ms); },
    },
    close() {
      watcher?.close();
      store.db.close();
    },
  };
}

/** The data files (campaigns, customers, reference lists) and the folders a watch covers. */
function dataFiles(options: SimulatorOptions) {
  const campaignsDir = options.campaignsDir ?? defaultCampaignsDir;
  const customersFile = options.customersFile ?? defaultCustomersFile;
  const referenceDir = options.referenceDir ?? defaultReferenceDir;
  return {
    dirs: [campaignsDir, path.dirname(customersFile), referenceDir],
    // The fixed banking tokens of data/forward-tokens.json sign in with no SMS code and never expire:
    // development and tests only (devEndpoints), never in a served build (`npm run serve`).
    async load() {
      const ref = await loadReference(referenceDir);
      return {
        campaigns: await loadCampaigns(campaignsDir),
        customers: await loadCustomers(customersFile),
        ref: options.devEndpoints ? ref : { ...ref, forwardTokens: {} },
      };
    },
  };
}
