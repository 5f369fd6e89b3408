// The bank simulator: a connect-style middleware for /api/* (and /__dev/* when enabled), plus a
// standalone server for tests and headless fixtures. It only ever listens on 127.0.0.1.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { admit, oversizedField } from './access.js';
import { calls } from './calls/index.js';
import type { Ctx } from './context.js';
import { defaultCampaignsDir, defaultCustomersFile, defaultReferenceDir, loadCampaigns, loadCustomers, loadReference } from './data.js';
import { type DataWatch, watchDataFiles } from './dataWatch.js';
import { handleDev } from './dev.js';
import { Faults } from './faults.js';
import { HttpError, parseCommon, readBody, sendJson } from './http.js';
import { type Policy, defaultPolicy } from './policy.js';
import { openStore } from './store/index.js';

export interface SimulatorOptions {
  /** Where simulator.sqlite lives; default ./data (git-ignored). */
  dataDir?: string;
  campaignsDir?: string;
  customersFile?: string;
  /** Host clock; the /__dev/clock offset is added on top. */
  now?: () => number;
  /** The /__dev/ endpoints (outbox, faults, reset, clock, state, analytics): development and tests only. */
  devEndpoints?: boolean;
  /** Overrides of the security policy (rate limits, token lifetime ...). */
  policy?: Partial<Policy>;
  /** Reload campaigns and the data files when they change (development). */
  watchData?: boolean;
  referenceDir?: string;
}

export interface Simulator {
  handle(req: IncomingMessage, res: ServerResponse, next: () => void): void;
  close(): Promise<void>;
}

const FILE_CALLS = new Set(['FileUploadPreview', 'FileUploadSubmit']);
const CLOCK_KEY = 'clockOffsetMs';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function createSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  const store = openStore(path.resolve(options.dataDir ?? 'data'));
  const policy: Policy = { ...defaultPolicy, ...options.policy };
  const hostNow = options.now ?? Date.now;
  let clockOffset = store.settings.number(CLOCK_KEY, 0);
  const now = () => hostNow() + clockOffset;
  const campaignsDir = options.campaignsDir ?? defaultCampaignsDir;
  const customersFile = options.customersFile ?? defaultCustomersFile;
  const referenceDir = options.referenceDir ?? defaultReferenceDir;
  const loadData = async () => ({
    campaigns: await loadCampaigns(campaignsDir),
    customers: await loadCustomers(customersFile),
    ref: await loadReference(referenceDir),
  });
  // Handlers get a copy of this per call, so a reload swaps the data for the next call only.
  const base: Omit<Ctx, 'caller'> = {
    store, now, policy,
    ...(await loadData()),
    outbox: { send: (entry) => store.records.send(entry, now()) },
  };
  const watcher: DataWatch | undefined = options.watchData
    ? watchDataFiles([campaignsDir, path.dirname(customersFile), referenceDir], async () => { Object.assign(base, await loadData()); })
    : undefined;
  const faults = new Faults();
  const devDeps = {
    store, faults, now, policy,
    clockOffset: () => clockOffset,
    setClockOffset(ms: number) { clockOffset = ms; store.settings.put(CLOCK_KEY, ms); },
  };

  /** Applies an injected fault; returns true when the request was answered with a failure. */
  async function injected(api: string, res: ServerResponse): Promise<boolean> {
    const fault = faults.take(api);
    if (fault?.mode === 'delay') await sleep(fault.delayMs);
    if (fault?.mode !== 'fail') return false;
    sendJson(res, fault.status, { error: `injected fault for ${api}` });
    return true;
  }

  /** One call: admitted, handled and committed in one transaction, answered after the commit. */
  const run = store.db.transaction((api: string, data: Record<string, unknown>) => {
    const spec = calls[api];
    const admitted = admit(spec.access, data, base);
    if ('refusal' in admitted) return admitted.refusal;
    return spec.handler(data, { ...base, caller: admitted.caller });
  });

  async function common(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST') throw new HttpError(405, 'use POST');
    const { api, data } = parseCommon(await readBody(req), req.headers['content-type']);
    // Own keys only: "constructor" or "__proto__" must not reach Object.prototype.
    if (!Object.hasOwn(calls, api)) throw new HttpError(404, `unknown ApiName ${api}`);
    const big = oversizedField(data, policy.maxFieldChars, policy.largeFields);
    if (big) throw new HttpError(413, `field ${big} is longer than the bank accepts`);
    if (await injected(api, res)) return;
    sendJson(res, 200, run(api, data));
  }

  async function proxy(req: IncomingMessage, res: ServerResponse, name: string): Promise<void> {
    req.resume(); // uploads are not read yet; drain so the connection stays usable
    if (req.method !== 'POST') throw new HttpError(405, 'use POST');
    if (!FILE_CALLS.has(name)) throw new HttpError(404, `unknown file call ${name}`);
    if (await injected(name, res)) return;
    throw new HttpError(501, `${name} is not implemented in the simulator yet (file uploads come in a later issue)`);
  }

  async function route(req: IncomingMessage, res: ServerResponse, next: () => void): Promise<void> {
    const pathname = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    if (pathname.startsWith('/__dev/')) {
      if (!options.devEndpoints) throw new HttpError(404, 'not found');
      return handleDev(req, res, pathname, devDeps);
    }
    if (pathname === '/api/Common') return common(req, res);
    if (pathname.startsWith('/api/ProxyApi/')) return proxy(req, res, pathname.slice('/api/ProxyApi/'.length));
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
  // Standalone servers are for tests and fixtures: dev endpoints on unless told otherwise.
  const sim = await createSimulator({ devEndpoints: true, ...rest });
  const server = createServer((req, res) => sim.handle(req, res, () => sendJson(res, 404, { error: 'not found' })));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sim.close();
    },
  };
}
