// Builds the perf-only pages of scripts/perf/ (never shipped) and serves them on 127.0.0.1
// (Node side of scripts/perf/profile.ts and counts.ts).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { form1DataPlugin, probeValidatorPlugin, screenValidatorPlugin } from './validatorPlugin.js';

export const ROOT = resolve(import.meta.dirname, '../..');

/** Builds the pages into `outDir`, unminified when `minify` is false (function names kept for profiles and counts). */
export async function buildPages(outDir: string, minify: boolean): Promise<void> {
  await build({
    root: join(ROOT, 'scripts/perf'), configFile: false, logLevel: 'warn', base: './',
    plugins: [
      react(), probeValidatorPlugin(join(ROOT, 'tests/perf/probe.json')),
      screenValidatorPlugin('virtual:perf-form1-validator', join(ROOT, 'schemas/form1.json')), form1DataPlugin(),
    ],
    build: { outDir, emptyOutDir: true, target: 'es2022', minify },
  });
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

/** Serves `dir` (any unknown path gets index.html) until close. */
export function servePages(dir: string): Promise<{ url: string; close(): void }> {
  const server = createServer((req, res) => {
    const path = join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const file = existsSync(path) && statSync(path).isFile() ? path : join(dir, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok({
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  })));
}
