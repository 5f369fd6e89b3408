// Builds the perf-only pages of scripts/perf/ (never shipped) and serves them on 127.0.0.1
// (Node side of scripts/perf.ts, profile.ts and counts.ts). Two builds: the runtime's pages are
// built as the app ships (vite.config.ts's stand-ins for library parts no screen uses), the
// peers' (hand-written React, bare rjsf) as they come.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type AliasOptions, type PluginOption } from 'vite';
import { libraryTrim } from '../../renderer/build/libraryTrimPlugin.js';
import { form1DataPlugin, jsonataScreensPlugin, probeValidatorPlugin, screenValidatorPlugin } from './validatorPlugin.js';

export const ROOT = resolve(import.meta.dirname, '../..');

/** The pages that run the runtime: built and served as the app is. */
const RUNTIME_PAGES = new Set(['runtime', 'form1']);
/** The folder of the served pages a page is in. */
export const buildOf = (variant: string): 'app' | 'peers' => (RUNTIME_PAGES.has(variant) ? 'app' : 'peers');
/** A page's address under a server of servePages. */
export const pageUrl = (base: string, variant: string): string => `${base}/${buildOf(variant)}/?v=${variant}`;

const shim = (file: string) => join(ROOT, 'renderer/build/shims', file);
/** As vite.config.ts's build: markdown-to-jsx and fast-uri answered by ours, the library trims. */
const appAliases: AliasOptions = [
  { find: /^markdown-to-jsx\/react$/, replacement: shim('markdownAsText.tsx') },
  { find: /^fast-uri$/, replacement: shim('uri.ts') },
];

/** Builds the pages into `outDir`/app and `outDir`/peers, unminified when `minify` is false (function names kept for profiles and counts). */
export async function buildPages(outDir: string, minify: boolean): Promise<void> {
  for (const kind of ['app', 'peers'] as const) {
    // (both builds hold every page: main.tsx imports each lazily)
    const plugins: PluginOption[] = [
      react(), probeValidatorPlugin(join(ROOT, 'tests/perf/probe.json')),
      screenValidatorPlugin('virtual:perf-form1-validator', join(ROOT, 'schemas/form1.json')), form1DataPlugin(),
      jsonataScreensPlugin(ROOT, [join(ROOT, 'tests/perf/probe.json'), join(ROOT, 'schemas/form1.json')]),
    ];
    if (kind === 'app') plugins.push(libraryTrim());
    await build({
      root: join(ROOT, 'scripts/perf'), configFile: false, logLevel: 'warn', base: './',
      plugins, resolve: kind === 'app' ? { alias: appAliases } : undefined,
      build: { outDir: join(outDir, kind), emptyOutDir: true, target: 'es2022', minify },
    });
  }
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

/** Serves `dir` (a path under app/ or peers/ that is not a file gets that build's index.html) until close. */
export function servePages(dir: string): Promise<{ url: string; close(): void }> {
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const path = join(dir, pathname);
    const own = /^\/(app|peers)\//.exec(pathname)?.[1] ?? 'peers';
    const file = path.startsWith(dir) && existsSync(path) && statSync(path).isFile() ? path : join(dir, own, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok({
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  })));
}
