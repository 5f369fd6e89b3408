// `npm start`: one origin on 127.0.0.1 (PORT, default 5173) serving the bank
// simulator's API and the app: Vite in development (--dev) or the production
// build with its CSP (--static dist).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { devPathGuard } from './devPaths.js';
import { allowedHosts, hostAllowed } from './hostCheck.js';
import { appBase } from './links.js';
import { createSimulator } from './server.js';
import { staticFiles } from './staticFiles.js';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const args = process.argv.slice(2);
const port = Number(process.env.PORT ?? 5173);
const host = '127.0.0.1';
const staticDir = args.includes('--static') ? resolve(args[args.indexOf('--static') + 1] ?? 'dist') : undefined;

// Development endpoints (outbox, faults, reset, clock, state, analytics) only in development or
// when a test asks for them: a served build is what a bank would run.
const devEndpoints = !staticDir || args.includes('--dev-endpoints');
// In development a campaign or data-file edit shows without a restart, like a screen edit.
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
const simulator = await createSimulator({ dataDir: process.env.SIM_DATA_DIR ?? 'data', devEndpoints, watchData: !staticDir, appUrl })
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
let closeApp = async () => {};

if (staticDir) {
  app = staticFiles(staticDir);
} else {
  const { createServer: createVite } = await import('vite');
  // The product owners' studio (/__studio/) is development only: its plugin is added here, never in a build.
  const { studio } = await import('../studio/server/plugin.js');
  // Hot reload rides on the same server and port, so one origin serves everything.
  const vite = await createVite({ server: { middlewareMode: true, ws: { server } }, appType: 'spa', plugins: [studio(process.env.STUDIO_ROOT ?? process.cwd())] });
  // Vite would serve any file of the repository (data/, package.json ...): only the app's paths pass.
  const guard = devPathGuard(process.cwd());
  app = (req, res) => guard(req, res, () => vite.middlewares(req, res));
  closeApp = () => vite.close();
}

server.on('error', (err) => startFailed(new Error(`The card application cannot listen on ${host}:${port} (${err.message}). Set PORT to a free port and start again.`)));
server.listen(port, host, () => {
  // The port actually bound (PORT=0 picks a free one): tests read it from this line.
  const bound = (server.address() as AddressInfo).port;
  origin = `http://${host}:${bound}`;
  hosts = allowedHosts(bound, process.env.APP_URL);
  console.log(`Card application and bank simulator on http://${host}:${bound}/?CTID=DEMO-CASHBACK`);
});

/** A start that cannot go on (an unusable database folder, a broken data file) says why in its own words, no stack trace. */
function startFailed(err: unknown): never {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}

const stop = async () => {
  server.close();
  await closeApp();
  await simulator.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
