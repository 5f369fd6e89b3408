// The studio's part of `npm start` (dev/start.ts adds this plugin to Vite in
// middleware mode; a build never has it): the pages under /__studio/, the config and the check's
// faults as JSON, and a push over Vite's hot-reload socket when a config file changes.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin, ViteDevServer } from 'vite';
import { CheckRunner } from './checkRunner.js';
import { readStudioConfig } from './configPayload.js';
import { listAnswer } from './listAnswers.js';

/** The folders whose files make the product (README "Changing the product"). */
export const CONFIG_DIRS = ['schemas', 'flows', 'locales', 'campaigns', 'brand', 'rules'];

const studioDir = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const pages: Record<string, string> = { '/__studio/': 'index.html', '/__studio/frame': 'frame.html' };

function sendJson(res: ServerResponse, body: unknown): void {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

/** `configRoot`: the tree drawn (the repository, or STUDIO_ROOT: a copy a test may edit). */
export function studio(configRoot: string): Plugin {
  const root = path.resolve(configRoot);
  let version = 1;
  return {
    name: 'card-apply-studio',
    apply: 'serve',
    // The studio's pages are scanned with the app's at start: a dependency found only when the studio
    // is first opened would make Vite bundle again and reload the page.
    config: () => ({ optimizeDeps: { entries: ['studio/index.html', 'studio/frame.html'] } }),
    configureServer(server: ViteDevServer) {
      const push = (event: string, data: unknown) => server.ws.send({ type: 'custom', event, data });
      const check = new CheckRunner(root, (state) => push('studio:faults', state));
      check.run(version);
      let timer: NodeJS.Timeout | undefined;
      let checkTimer: NodeJS.Timeout | undefined;
      const dirs = CONFIG_DIRS.map((d) => path.join(root, d) + path.sep);
      server.watcher.add(CONFIG_DIRS.map((d) => path.join(root, d)));
      server.watcher.on('all', (_event, file) => {
        if (!file.endsWith('.json') || !dirs.some((d) => file.startsWith(d))) return;
        // Editors write a file in several steps: the last one counts.
        clearTimeout(timer);
        timer = setTimeout(() => {
          version += 1;
          push('studio:config', { version });
          // The check waits a moment: the page's own update (the config read, the map, the
          // previews) comes first on a loaded machine; a run still going is stopped at once.
          check.stop();
          clearTimeout(checkTimer);
          checkTimer = setTimeout(() => check.run(version), 1500);
        }, 80);
      });
      server.httpServer?.once('close', () => check.stop());
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        const url = new URL(req.url ?? '/', 'http://studio');
        if (!url.pathname.startsWith('/__studio')) return next();
        handle(url, req, res).catch((err: unknown) => {
          res.statusCode = 500;
          res.end(err instanceof Error ? err.message : String(err));
        });
      });

      async function handle(url: URL, req: IncomingMessage, res: ServerResponse): Promise<void> {
        if (url.pathname === '/__studio') {
          res.statusCode = 302;
          res.setHeader('Location', '/__studio/');
          return void res.end();
        }
        const page = pages[url.pathname];
        if (page) {
          const html = await readFile(path.join(studioDir, page), 'utf8');
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          return void res.end(await server.transformIndexHtml(url.pathname, html, req.url));
        }
        if (url.pathname === '/__studio/api/config') return sendJson(res, await readStudioConfig(root, version));
        if (url.pathname === '/__studio/api/faults') return sendJson(res, check.current);
        const list = /^\/__studio\/api\/list\/([A-Za-z0-9]+)$/.exec(url.pathname);
        if (list) return sendJson(res, await listAnswer(list[1]));
        res.statusCode = 404;
        res.end('not a studio address');
      }
    },
  };
}
