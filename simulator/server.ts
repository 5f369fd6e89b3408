// The bank simulator: a connect-style middleware for /api/* (and /__dev/* when enabled), plus a
// standalone server for tests and headless fixtures. It only ever listens on 127.0.0.1.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { admit, oversizedField } from './access.js';
import { PDF_PATH, handleApplicationPdf } from './applicationPdf.js';
import { handleBankSite, isBankSitePath, readBankBrand } from './bankSite.js';
import { calls, fileCalls } from './calls/index.js';
import type { Ctx, UploadedFile } from './context.js';
import { defaultCampaignsDir, defaultCustomersFile, defaultReferenceDir, loadCampaigns, loadCustomers, loadReference } from './data.js';
import { type DataWatch, watchDataFiles } from './dataWatch.js';
import { handleDev } from './dev.js';
import { Faults } from './faults.js';
import { HttpError, parseCommon, parseJsonBody, readBody, sendJson } from './http.js';
import { appBase, appLinkOf } from './links.js';
import { handleGet } from './getEndpoints.js';
import { parseMultipart } from './upload/multipart.js';
import { type Policy, policyOf } from './policy.js';
import { defaultConstantsFile, readSeedPolicy } from './seedPolicy.js';
import { openStore } from './store/index.js';
import { withMessageTranslations } from './messages.js';
import { handlePortal, isPortalPath } from './twidPortal.js';
import { handleMydataPortal, isMydataPortalPath } from './mydataPortal.js';
import { judgeOf, loadJudgeConfig, type JudgeConfig } from './judge/index.js';
import { handleStaffPortal, isStaffPortalPath } from './staffPortal.js';

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

export interface Simulator {
  handle(req: IncomingMessage, res: ServerResponse, next: () => void): void;
  close(): Promise<void>;
}

const CLOCK_KEY = 'clockOffsetMs';
/** What `npm start` serves by default (README): the links' base when nothing else is configured. */
export const DEFAULT_APP_URL = 'http://127.0.0.1:5173';
/** The ApiName of a common-endpoint body, '' when it has none. */
function envelopeName(raw: string): string {
  try {
    const name = (JSON.parse(raw) as { ApiName?: unknown }).ApiName;
    return typeof name === 'string' ? name : '';
  } catch {
    return '';
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function createSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  const constantsFile = options.constantsFile ?? defaultConstantsFile;
  // The screens the browser runs, which the bank judges what it receives with (simulator/judge).
  const configRoot = options.configRoot ?? path.dirname(path.dirname(constantsFile));
  let judgeConfig: JudgeConfig = loadJudgeConfig(configRoot);
  // One object for the whole run: a reload of the constants changes it in place.
  const policy: Policy = policyOf(readSeedPolicy(constantsFile), options.policy);
  const store = openStore(path.resolve(options.dataDir ?? 'data'), options.durable ?? true);
  const hostNow = options.now ?? Date.now;
  let clockOffset = store.settings.number(CLOCK_KEY, 0);
  const now = () => hostNow() + clockOffset;
  const campaignsDir = options.campaignsDir ?? defaultCampaignsDir;
  const customersFile = options.customersFile ?? defaultCustomersFile;
  const referenceDir = options.referenceDir ?? defaultReferenceDir;
  // The fixed banking tokens of data/forward-tokens.json sign in with no SMS code and never expire:
  // development and tests only (devEndpoints), never in a served build (`npm run serve`).
  const loadData = async () => {
    const ref = await loadReference(referenceDir);
    return {
      campaigns: await loadCampaigns(campaignsDir),
      customers: await loadCustomers(customersFile),
      ref: options.devEndpoints ? ref : { ...ref, forwardTokens: {} },
    };
  };
  // Handlers get a copy of this per call, so a reload swaps the data for the next call only.
  const appUrl = options.appUrl ?? DEFAULT_APP_URL;
  if (typeof appUrl === 'string') appBase(appUrl); // a wrong address fails at start, not in a mail
  const base: Omit<Ctx, 'caller'> = {
    store, now, policy,
    appLink: (route) => appLinkOf(typeof appUrl === 'function' ? appUrl() : appUrl, route),
    ...(await loadData()),
    outbox: { send: (entry) => store.records.send(entry, now()) },
  };
  const watcher: DataWatch | undefined = options.watchData
    ? watchDataFiles([campaignsDir, path.dirname(customersFile), referenceDir, path.dirname(constantsFile), ...['schemas', 'locales', 'rules'].map((d) => path.join(configRoot, d))], async () => {
      const next = policyOf(readSeedPolicy(constantsFile), options.policy);
      const data = await loadData();
      Object.assign(policy, next);
      Object.assign(base, data);
      judgeConfig = loadJudgeConfig(configRoot);
    })
    : undefined;
  const faults = new Faults();
  // In development the bank's card page is the simulator's (simulator/bankSite.ts).
  const bankBrand = options.devEndpoints ? readBankBrand() : undefined;
  const devDeps = {
    store, faults, now, policy,
    clockOffset: () => clockOffset,
    setClockOffset(ms: number) { clockOffset = ms; store.settings.put(CLOCK_KEY, ms); },
  };

  /** Applies an injected fault; returns true when the request was answered with a failure. */
  async function injected(api: string, res: ServerResponse): Promise<boolean> {
    const fault = faults.take(api);
    if (fault?.mode === 'delay') await sleep(fault.delayMs);
    // A forced answer (a return code the bank gives rarely: A146's 2035901 or E133), sent as the bank would.
    if (fault?.mode === 'answer') {
      sendJson(res, 200, withMessageTranslations(fault.answer ?? {}));
      return true;
    }
    if (fault?.mode !== 'fail') return false;
    sendJson(res, fault.status, { error: `injected fault for ${api}` });
    return true;
  }

  /** One call: admitted, handled and committed in one transaction, answered after the commit. */
  const run = store.db.transaction((api: string, data: Record<string, unknown>, client: string) => {
    const spec = calls[api];
    const admitted = admit(spec.access, data, base, api);
    if ('refusal' in admitted) return admitted.refusal;
    return spec.handler(data, { ...base, caller: admitted.caller, client });
  });

  /** A file call: admitted by the Token inside ApiData, handled and committed in one transaction. */
  const runFile = store.db.transaction((api: string, data: Record<string, unknown>, file: UploadedFile | undefined) => {
    const spec = fileCalls[api];
    const admitted = admit(spec.access, data, base, api);
    if ('refusal' in admitted) {
      const { ErrMsg } = admitted.refusal as { ErrMsg: string };
      return api === 'FileUploadSubmit' ? { status: 2, errMsg: ErrMsg } : { status: 1, url: '', size: 0, uuid: '', msg: ErrMsg };
    }
    return spec.handler(data, file, { ...base, caller: admitted.caller });
  });

  async function common(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST') throw new HttpError(405, 'use POST');
    const raw = await readBody(req, Math.max(policy.maxBodyBytes, ...Object.values(policy.largeBodyCalls)));
    // Only the calls that carry images (A61) may send more than the 1 MB every other call gets.
    const size = Buffer.byteLength(raw);
    if (size > policy.maxBodyBytes) {
      const named = envelopeName(raw);
      const allowed = Object.hasOwn(policy.largeBodyCalls, named) ? policy.largeBodyCalls[named] : policy.maxBodyBytes;
      if (size > allowed) throw new HttpError(413, `request body over ${allowed} bytes`);
    }
    const { api, data } = parseCommon(raw, req.headers['content-type']);
    // Own keys only: "constructor" or "__proto__" must not reach Object.prototype.
    if (!Object.hasOwn(calls, api)) throw new HttpError(404, `unknown ApiName ${api}`);
    const big = oversizedField(data, policy.maxFieldChars, policy.largeFields);
    if (big) throw new HttpError(413, `field ${big} is longer than the bank accepts`);
    if (await injected(api, res)) return;
    // Judged with the app's screens first, outside the transaction (it only reads); then stored in one.
    const judge = judgeOf(api, calls[api].access, judgeConfig);
    const judged = judge ? await judge(data, { ...base, caller: {} }, judgeConfig) : undefined;
    sendJson(res, 200, withMessageTranslations(judged ?? run(api, data, req.socket.remoteAddress ?? '')));
  }

  /**
   * A file call: multipart/form-data only (a cross-site page can post it, so the Token must be in
   * ApiData: no cookie or ambient credential is ever enough), ApiName naming the same call, one
   * file at most, read through busboy with the file cut past the single-file limit; a body far
   * over it is refused unread.
   */
  async function proxy(req: IncomingMessage, res: ServerResponse, name: string): Promise<void> {
    if (req.method !== 'POST' || !Object.hasOwn(fileCalls, name)) {
      req.resume(); // drain so the connection stays usable
      if (req.method !== 'POST') throw new HttpError(405, 'use POST');
      throw new HttpError(404, `unknown file call ${name}`);
    }
    if (await injected(name, res)) {
      req.resume();
      return;
    }
    const maxFile = policy.uploadSingleKb * 1024;
    if (Number(req.headers['content-length'] ?? 0) > 2 * maxFile + 256 * 1024) {
      req.resume();
      throw new HttpError(413, `request body over ${2 * maxFile + 256 * 1024} bytes`);
    }
    const body = await parseMultipart(req, maxFile);
    if (body.fields.ApiName !== name) throw new HttpError(400, `ApiName must be ${name}`);
    const data = parseJsonBody(body.fields.ApiData ?? '');
    if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new HttpError(400, 'ApiData must be the JSON string of an object');
    // The token under the key the seeds spell for this call (fileCalls[name].tokenKey) and under no
    // other: FileUploadPreview's `Token` or FileUploadSubmit's `token` is no token at all (UPID-15).
    const sent = data as Record<string, unknown>;
    const apiData = Object.fromEntries(Object.entries(sent).filter(([key]) => key !== 'Token' && key !== 'token'));
    const spelt = Object.hasOwn(sent, fileCalls[name].tokenKey) ? sent[fileCalls[name].tokenKey] : undefined;
    if (spelt !== undefined) apiData.Token = spelt;
    const big = oversizedField(apiData, policy.maxFieldChars, policy.largeFields);
    if (big) throw new HttpError(413, `field ${big} is longer than the bank accepts`);
    sendJson(res, 200, withMessageTranslations(runFile(name, apiData, body.file)));
  }

  async function route(req: IncomingMessage, res: ServerResponse, next: () => void): Promise<void> {
    const pathname = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    if (pathname.startsWith('/__dev/')) {
      if (!options.devEndpoints) throw new HttpError(404, 'not found');
      return handleDev(req, res, pathname, devDeps);
    }
    // The simulated identity portal (simulator/twidPortal.ts): development and tests only, as /__dev/.
    if (options.devEndpoints && isPortalPath(pathname)) return handlePortal(req, res, pathname, base, (fn) => store.db.transaction(fn)());
    if (options.devEndpoints && isMydataPortalPath(pathname)) return handleMydataPortal(req, res, pathname, base, (fn) => store.db.transaction(fn)());
    // The bank's staff sign-in for agent mode (simulator/staffPortal.ts): development and tests only.
    if (options.devEndpoints && isStaffPortalPath(pathname)) return handleStaffPortal(req, res, pathname, base, (fn) => store.db.transaction(fn)());
    if (bankBrand && isBankSitePath(pathname, bankBrand)) return handleBankSite(req, res, bankBrand, base.campaigns.values());
    if (pathname === '/api/Common') return common(req, res);
    if (pathname.startsWith('/api/ProxyApi/')) return proxy(req, res, pathname.slice('/api/ProxyApi/'.length));
    if (pathname === '/api/QRCode' || pathname === '/api/FileView') return handleGet(req, res, pathname, base);
    if (pathname === PDF_PATH) return handleApplicationPdf(req, res, base);
    if (pathname.startsWith('/api/')) throw new HttpError(404, `no API at ${pathname}; use POST /api/Common`);
    next();
  }

  return {
    handle(req, res, next) {
      route(req, res, next).catch((err: unknown) => {
        const status = err instanceof HttpError ? err.status : 500;
        // A server fault is logged in one line; the answer never carries a stack trace.
        if (status === 500) console.error('[simulator]', err instanceof Error ? err.message : String(err));
        const message = err instanceof HttpError ? err.message : 'internal error';
        if (!res.headersSent) sendJson(res, status, { error: message });
        else res.end();
      });
    },
    async close() {
      watcher?.close();
      store.db.close();
    },
  };
}

export interface StartOptions extends SimulatorOptions {
  port?: number;
  host?: string;
}

export async function startSimulator(options: StartOptions = {}): Promise<{ url: string; close(): Promise<void> }> {
  const { port = 0, host = '127.0.0.1', ...rest } = options;
  // The simulator holds test identities and one-time codes: never expose it beyond this machine.
  if (host !== '127.0.0.1') throw new Error(`the simulator only listens on 127.0.0.1, not ${host}`);
  // Standalone servers are for tests and fixtures: dev endpoints on unless told otherwise; the links
  // they send open their own origin unless told otherwise.
  let origin = '';
  const sim = await createSimulator({ devEndpoints: true, appUrl: () => origin, ...rest });
  const server = createServer((req, res) => sim.handle(req, res, () => sendJson(res, 404, { error: 'not found' })));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: actual } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${actual}`;
  return {
    url: origin,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sim.close();
    },
  };
}
