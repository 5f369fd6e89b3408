// Builds the perf-only pages of scripts/perf/ (never shipped) and serves them on 127.0.0.1
// (Node side of scripts/perf.ts, profile.ts and counts.ts). Each page is an entry of its own
// (<page>.html, written from PAGES) that imports its code statically, as the app's entry does. Two builds: the
// runtime's pages as the app ships (vite.config.ts's stand-ins for library parts no screen uses,
// its chunks: renderer/build/chunkGroups.ts, and V8's compile hint on each file), the peers'
// (hand-written React, bare rjsf) as they come.
import { createReadStream, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, extname, join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type AliasOptions, type HtmlTagDescriptor, type Plugin, type PluginOption } from 'vite';
import { compileHints } from '../../renderer/build/compileHintsPlugin.js';
import { libraryTrim } from '../../renderer/build/libraryTrimPlugin.js';
import { sharedWidgetsChunk, vendorChunks } from '../../renderer/build/chunkGroups.js';
import { widgetHelpersGroup, widgetSetsAt, widgetSetsOf, type WidgetSets } from '../../renderer/build/widgetSetsPlugin.js';
import { entryFiles, filesFor, loadsOf } from '../../renderer/build/screenPreloadPlugin.js';
import { screenWidgetNames } from '../../renderer/build/startWidgets.js';
import { form1DataPlugin, jsonataScreensPlugin, perfJsonataScreens, probeValidatorPlugin, screenValidatorPlugin } from './validatorPlugin.js';

export const ROOT = resolve(import.meta.dirname, '../..');

/** Each page: the module under scripts/perf/ that exports its Page, what it is, its build: app (the
 *  runtime's pages, built and served as the app is) or peers, and the runtime's: the screen it draws. */
const PAGES: Record<string, { module: string; what: string; build: 'app' | 'peers'; screen?: string }> = {
  runtime: { module: 'runtimePage.tsx', what: 'the 35-field probe in the runtime', build: 'app', screen: 'tests/perf/probe.json' },
  form1: { module: 'form1RuntimePage.tsx', what: "the runtime's /Form1 (schemas/form1.json)", build: 'app', screen: 'schemas/form1.json' },
  hand: { module: 'handPage.tsx', what: 'the 35-field probe written by hand', build: 'peers' },
  handreveal: { module: 'handRevealPage.tsx', what: 'the 35-field probe written by hand, with the first invalid field revealed and the summary of the fields in error', build: 'peers' },
  rjsf: { module: 'rjsfPage.tsx', what: 'the 35-field probe in bare rjsf', build: 'peers' },
  form1hand: { module: 'form1HandPage.tsx', what: '/Form1 written by hand', build: 'peers' },
};
/** Where the pages' HTML is written before a build (the build's root; main.tsx and the pages are one folder up). */
const ENTRIES = join(ROOT, 'scripts/perf/.entries');

/** A page's HTML: main.tsx first (the styles, the clocks), then the page's own code, mounted. */
function entryHtml(page: string): string {
  const { module, what } = PAGES[page];
  return `<!doctype html>
<!-- Perf-only page (never shipped), written by scripts/perf/pages.ts: ${what}. -->
<html lang="zh-TW">
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><link rel="icon" href="data:," /><title>perf: ${page}</title></head>
  <body>
    <div id="root"></div>
    <script type="module">
      import { mount } from '../main.tsx';
      import { Page } from '../${module}';
      mount(Page);
    </script>
  </body>
</html>
`;
}
/** The folder of the served pages a page is in. */
export const buildOf = (variant: string): 'app' | 'peers' => PAGES[variant]?.build ?? 'peers';
/** A page's address under a server of servePages. */
export const pageUrl = (base: string, variant: string): string => `${base}/${buildOf(variant)}/${variant}.html`;

const shim = (file: string) => join(ROOT, 'renderer/build/shims', file);
/** As vite.config.ts's build: markdown-to-jsx and fast-uri answered by ours, the library trims. */
const appAliases: AliasOptions = [
  { find: /^markdown-to-jsx\/react$/, replacement: shim('markdownAsText.tsx') },
  { find: /^fast-uri$/, replacement: shim('uri.ts') },
];

/** Builds the pages into `outDir`/app and `outDir`/peers, unminified when `minify` is false (function names kept for profiles and counts). */
export async function buildPages(outDir: string, minify: boolean): Promise<void> {
  mkdirSync(ENTRIES, { recursive: true });
  for (const page of Object.keys(PAGES)) writeFileSync(join(ENTRIES, `${page}.html`), entryHtml(page));
  // The app's widgets load in sets, as the app's build loads them (renderer/build/widgetSetsPlugin.ts).
  const sets = widgetSetsAt(ROOT);
  for (const kind of ['app', 'peers'] as const) {
    // The peers' validators as rjsf comes (its Form shows ajv's messages); the app's as the app builds them.
    const ajvOptions = kind === 'peers' ? {} : undefined;
    const plugins: PluginOption[] = [
      react(), probeValidatorPlugin(join(ROOT, 'tests/perf/probe.json'), ajvOptions),
      screenValidatorPlugin('virtual:perf-form1-validator', join(ROOT, 'schemas/form1.json'), ajvOptions), form1DataPlugin(),
      jsonataScreensPlugin(ROOT, [join(ROOT, 'tests/perf/probe.json'), join(ROOT, 'schemas/form1.json')]),
    ];
    if (kind === 'app') plugins.push(libraryTrim(), widgetSetsOf(ROOT, sets), screenPreloads(sets));
    // The app's files carry V8's compile hint (renderer/build/compileHintsPlugin.ts); the peers' do
    // not, as Vite builds them, unless PERF_PEERS_COMPILE_HINTS=1 (the same hint on every page: what
    // the runtime costs beyond what any page gains from it).
    if (kind === 'app' || process.env.PERF_PEERS_COMPILE_HINTS === '1') plugins.push(compileHints());
    await build({
      root: ENTRIES, configFile: false, logLevel: 'warn', base: './',
      plugins, resolve: kind === 'app' ? { alias: appAliases } : undefined,
      build: {
        outDir: join(outDir, kind), emptyOutDir: true, target: 'es2022', minify,
        rolldownOptions: {
          input: Object.fromEntries(Object.keys(PAGES).filter((v) => PAGES[v].build === kind).map((v) => [v, join(ENTRIES, `${v}.html`)])),
          // (the app's chunks; the peers' split as Vite splits them by default)
          output: kind === 'app' ? { codeSplitting: { groups: [...vendorChunks, sharedWidgetsChunk, widgetHelpersGroup(sets)] } } : undefined,
        },
      },
    });
  }
}

/**
 * The runtime's pages ask for their screen's files as they open, as the app's index.html does
 * (renderer/build/screenPreloadPlugin.ts: there a small script picks them by route; a page here
 * draws one screen, so its HTML names them).
 */
function screenPreloads(sets: WidgetSets): Plugin {
  return {
    name: 'perf-screen-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(_html, ctx): Promise<HtmlTagDescriptor[]> {
        const file = PAGES[basename(ctx.filename, '.html')]?.screen;
        if (!file || !ctx.bundle || !ctx.chunk) return [];
        const config: unknown = JSON.parse(readFileSync(join(ROOT, file), 'utf8'));
        const loads = loadsOf({
          widgets: screenWidgetNames({ page: config }).page ?? [],
          jsonata: (await perfJsonataScreens(ROOT, [join(ROOT, file)])).length > 0,
          config,
        }, sets.sets);
        return filesFor(ctx.bundle, loads, entryFiles(ctx.bundle, [ctx.chunk.fileName]))
          .map((f) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `./${f}` }, injectTo: 'head' }));
      },
    },
  };
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

/** Serves the files under `dir` until close (a path that is not one: 404). */
export function servePages(dir: string): Promise<{ url: string; close(): void }> {
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const path = join(dir, pathname);
    if (!path.startsWith(dir) || !existsSync(path) || !statSync(path).isFile()) { res.writeHead(404).end(); return; }
    res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
    createReadStream(path).pipe(res);
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok({
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  })));
}
