// `npm start`: the app in development on the simulator's origin (simulator/appServer.ts), served by
// Vite in middleware mode with the product owners' studio (/__studio/) as a Vite plugin. This entry
// sits above both, so the simulator never imports the studio or Vite.
import { createServer as createVite } from 'vite';
import { startAppServer } from '../simulator/appServer.js';
import { studio } from '../studio/server/plugin.js';
import { devPathGuard } from './vitePaths.js';

// vite.config.ts's build plugins import TypeScript modules by their .js names (the journey model
// for the start screens' widgets), which Vite bundles as it does today; its notice that a future
// major's native config loader could not is about that future, not a fault of this server.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';

// In development a campaign or data-file edit shows without a restart, like a screen edit; the
// development endpoints are on.
await startAppServer({
  devEndpoints: true,
  watchData: true,
  app: async (server) => {
    // Hot reload rides on the same server and port, so one origin serves everything.
    const vite = await createVite({ server: { middlewareMode: true, ws: { server } }, appType: 'spa', plugins: [studio(process.env.STUDIO_ROOT ?? process.cwd())] });
    // Vite would serve any file of the repository (data/, package.json ...): only the app's paths pass.
    const guard = devPathGuard(process.cwd());
    return { handle: (req, res) => guard(req, res, () => vite.middlewares(req, res)), close: () => vite.close() };
  },
});
