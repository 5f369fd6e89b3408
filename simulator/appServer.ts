// One origin on 127.0.0.1 (PORT, default 5173) serving the bank simulator's API and, beside it, the
// app: what serves the app is given by the entry (simulator/main.ts: the production build;
// dev/start.ts: Vite in development), so the simulator knows nothing of Vite or the studio.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { allowedHosts, hostAllowed } from './hostCheck.js';
import { appBase } from './links.js';
import { createSimulator } from './server.js';

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** What serves the app's own paths (everything the simulator does not answer). */
export interface AppFiles {
  handle: Handler;
  close(): Promise<void>;
}

export interface AppServerOptions {
  /** The /__dev/ endpoints (outbox, faults, reset, clock, state, analytics): development and tests only. */
  devEndpoints: boolean;
  /** Reload campaigns and data files when they change (development). */
  watchData: boolean;
  /** Made once the HTTP server exists (Vite's hot reload rides on it). */
  app: (server: Server) => Promise<AppFiles>;
}

const host = '127.0.0.1';

/** Starts the server, prints its address (tests read the port from that line), stops on SIGINT/SIGTERM. */
export async function startAppServer(options: AppServerOptions): Promise<void> {
  const port = Number(process.env.PORT ?? 5173);
  // The links in mail and SMS open APP_URL when it is set (the address applicants reach the app at,
  // e.g. behind a proxy), else this server's own origin, known once it listens.
  let origin = `http://${host}:${port}`;
  let appUrl: string | (() => string) = () => origin;
  try {
    if (process.env.APP_URL) appUrl = appBase(process.env.APP_URL);
  } catch (err) {
    startFailed(err);
  }
  // Answered Host names (DNS rebinding, simulator/hostCheck.ts), set again once the port is bound.
  let hosts = allowedHosts(port, process.env.APP_URL);
  const simulator = await createSimulator({ dataDir: process.env.SIM_DATA_DIR ?? 'data', devEndpoints: options.devEndpoints, watchData: options.watchData, appUrl })
    .catch(startFailed);
  let app: Handler = (_req, res) => { res.statusCode = 503; res.end('starting'); };
  const server = createServer((req, res) => {
    if (hostAllowed(req, res, hosts)) simulator.handle(req, res, () => app(req, res));
  });
  // Node closes an idle kept-alive connection after 5 s; a client sending on it at that moment gets
  // ECONNRESET (seen as a "socket hang up" in a test reading the outbox). Clients give up idle
  // connections sooner than this, so they never send on one the server is closing.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const files = await options.app(server);
  app = files.handle;

  server.on('error', (err) => startFailed(new Error(`The card application cannot listen on ${host}:${port} (${err.message}). Set PORT to a free port and start again.`)));
  server.listen(port, host, () => {
    // The port actually bound (PORT=0 picks a free one): tests read it from this line.
    const bound = (server.address() as AddressInfo).port;
    origin = `http://${host}:${bound}`;
    hosts = allowedHosts(bound, process.env.APP_URL);
    console.log(`Card application and bank simulator on http://${host}:${bound}/?CTID=DEMO-CASHBACK`);
  });

  const stop = async () => {
    server.close();
    await files.close();
    await simulator.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** A start that cannot go on (an unusable database folder, a broken data file) says why in its own words, no stack trace. */
export function startFailed(err: unknown): never {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
