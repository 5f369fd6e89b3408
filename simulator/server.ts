// The bank simulator: a connect-style middleware for /api/* (and /__dev/* when enabled), plus a
// standalone server for tests and headless fixtures. It only ever listens on 127.0.0.1.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDF_PATH, handleApplicationPdf } from './applicationPdf.js';
import { handleBankSite, isBankSitePath, readBankBrand } from './bankSite.js';
import { bankCalls } from './bankCalls.js';
import { type BankState, openBankState, type SimulatorOptions } from './bankState.js';
import { handleDev } from './dev.js';
import { HttpError, sendJson } from './http.js';
import { handleGet } from './getEndpoints.js';
import { handlePortal, isPortalPath } from './twidPortal.js';
import { handleMydataPortal, isMydataPortalPath } from './mydataPortal.js';
import { handleStaffPortal, isStaffPortalPath } from './staffPortal.js';

export { DEFAULT_APP_URL, type SimulatorOptions } from './bankState.js';

export interface Simulator {
  handle(req: IncomingMessage, res: ServerResponse, next: () => void): void;
  close(): Promise<void>;
}

type Route = (req: IncomingMessage, res: ServerResponse, next: () => void) => Promise<void>;

export async function createSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  const state = await openBankState(options);
  const route = routes(state, options.devEndpoints ?? false);
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
      state.close();
    },
  };
}

/** Which address goes where: the bank's API, its development pages and endpoints, else `next` (the app). */
function routes(state: BankState, devEndpoints: boolean): Route {
  const { store, base } = state;
  const api = bankCalls(state);
  const inTransaction = <T>(fn: () => T) => store.db.transaction(fn)();
  // In development the bank's card page is the simulator's (simulator/bankSite.ts).
  const bankBrand = devEndpoints ? readBankBrand() : undefined;
  return async (req, res, next) => {
    const pathname = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    if (pathname.startsWith('/__dev/')) {
      if (!devEndpoints) throw new HttpError(404, 'not found');
      return handleDev(req, res, pathname, state.dev);
    }
    // The simulated identity portal (simulator/twidPortal.ts): development and tests only, as /__dev/.
    if (devEndpoints && isPortalPath(pathname)) return handlePortal(req, res, pathname, base, inTransaction);
    if (devEndpoints && isMydataPortalPath(pathname)) return handleMydataPortal(req, res, pathname, base, inTransaction);
    // The bank's staff sign-in for agent mode (simulator/staffPortal.ts): development and tests only.
    if (devEndpoints && isStaffPortalPath(pathname)) return handleStaffPortal(req, res, pathname, base, inTransaction);
    if (bankBrand && isBankSitePath(pathname, bankBrand)) return handleBankSite(req, res, bankBrand, base.campaigns.values());
    if (pathname === '/api/Common') return api.common(req, res);
    if (pathname.startsWith('/api/ProxyApi/')) return api.proxy(req, res, pathname.slice('/api/ProxyApi/'.length));
    if (pathname === '/api/QRCode' || pathname === '/api/FileView') return handleGet(req, res, pathname, base);
    if (pathname === PDF_PATH) return handleApplicationPdf(req, res, base);
    if (pathname.startsWith('/api/')) throw new HttpError(404, `no API at ${pathname}; use POST /api/Common`);
    next();
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
