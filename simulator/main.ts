// `npm run serve`: the production build (--static DIR, default dist) with its CSP beside the bank
// simulator's API on one origin (simulator/appServer.ts). `npm start` (development: Vite and the
// studio) is dev/start.ts, above both the simulator and the studio.
import { resolve } from 'node:path';
import { startAppServer, startFailed } from './appServer.js';
import { staticFiles } from './staticFiles.js';

const args = process.argv.slice(2);
if (args.includes('--dev')) startFailed(new Error('The development server is `npm start` (dev/start.ts); simulator/main.ts serves a build: --static DIR.'));
const staticDir = resolve(args.includes('--static') ? args[args.indexOf('--static') + 1] ?? 'dist' : 'dist');

// A served build is what a bank would run: the development endpoints (outbox, faults, reset,
// clock, state, analytics) only when a test asks for them.
await startAppServer({
  devEndpoints: args.includes('--dev-endpoints'),
  watchData: false,
  app: async () => ({ handle: staticFiles(staticDir), close: async () => {} }),
});
