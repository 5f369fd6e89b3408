// The bank simulator: a connect-style middleware for /api/* and /__dev/*, plus a standalone
// server for tests and headless fixtures. It only ever listens on 127.0.0.1.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { calls } from './calls/index.js';
import type { Ctx } from './context.js';
import { defaultCampaignsDir, defaultCustomersFile, loadCampaigns, loadCustomers, loadReference } from './data.js';
import { openDb } from './db.js';
import { handleDev } from './dev.js';
import { Faults } from './faults.js';
import { HttpError, parseCommon, readBody, sendJson } from './http.js';

export interface SimulatorOptions {
  /** Where simulator.json lives; default ./data (git-ignored). */
  dataDir?: string;
  campaignsDir?: string;
  customersFile?: string;
  /** Host clock; the /__dev/clock offset is added on top. */
  now?: () => number;
}

export interface Simulator {
  handle(req: IncomingMessage, res: ServerResponse, next: () => void): void;
  close(): Promise<void>;
}

const FILE_CALLS = new Set(['FileUploadPreview', 'FileUploadSubmit']);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function createSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  const db = await openDb(path.resolve(options.dataDir ?? 'data'));
  const hostNow = options.now ?? Date.now;
  const now = () => hostNow() + db.data.clockOffsetMs;
  const ctx: Ctx = {
    db, now,
    campaigns: await loadCampaigns(options.campaignsDir ?? defaultCampaignsDir),
    customers: await loadCustomers(options.customersFile ?? defaultCustomersFile),
    ref: await loadReference(),
    outbox: { send: (entry) => db.data.outbox.push({ ...entry, at: new Date(now()).toISOString() }) },
  };
  const faults = new Faults();

  /** Applies an injected fault; returns true when the request was answered with a failure. */
  async function injected(api: string, res: ServerResponse): Promise<boolean> {
    const fault = faults.take(api);
    if (fault?.mode === 'delay') await sleep(fault.delayMs);
    if (fault?.mode !== 'fail') return false;
    sendJson(res, fault.status, { error: `injected fault for ${api}` });
    return true;
  }

  async function common(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST') throw new HttpError(405, 'use POST');
    const { api, data } = parseCommon(await readBody(req), req.headers['content-type'] ?? '');
    // Own keys only: "constructor" or "__proto__" must not reach Object.prototype.
    const handler = Object.hasOwn(calls, api) ? calls[api] : undefined;
    if (!handler) throw new HttpError(404, `unknown ApiName ${api}`);
    if (await injected(api, res)) return;
    const result = await handler(data, ctx);
    await db.write(); // persist before answering, so a crash never loses an acknowledged change
    sendJson(res, 200, result);
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
    if (pathname.startsWith('/__dev/')) return handleDev(req, res, pathname, { db, faults, now });
    if (pathname === '/api/Common') return common(req, res);
    if (pathname.startsWith('/api/ProxyApi/')) return proxy(req, res, pathname.slice('/api/ProxyApi/'.length));
    if (pathname.startsWith('/api/')) throw new HttpError(404, `no API at ${pathname}; use POST /api/Common`);
    next();
  }

  return {
    handle(req, res, next) {
      route(req, res, next).catch((err: unknown) => {
        const status = err instanceof HttpError ? err.status : 500;
        if (status === 500) console.error('[simulator]', err);
        if (!res.headersSent) sendJson(res, status, { error: err instanceof Error ? err.message : String(err) });
        else res.end();
      });
    },
    async close() {
      await db.write();
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
  const sim = await createSimulator(rest);
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
