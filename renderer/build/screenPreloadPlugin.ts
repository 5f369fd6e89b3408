// Issue 22: the files of the screen an address opens are asked for as the page opens, not once the
// runtime has run; those of the screens the applicant may go on to, once they start filling it.
// Without this the browser learns of them only when the screen loader imports them, after every
// module of the entry has been evaluated (about 350 ms of a phone's main thread at 4x): a round
// trip later on a real network, and compiled then rather than while the runtime runs.
// The build knows, by route, what each screen loads before it is drawn (its part: config, texts and
// validator; the widget sets of what it draws; JSONata and the rule tables when its rules need them)
// and which screens the journey shows from a route without the applicant acting (the landing and
// where its load effects go). It writes that as a small classic script that index.html loads
// `async` (no inline script: the CSP is script-src 'self'); the script reads the address's route
// (the router's hash) and adds a `<link rel=modulepreload>` for each file. At the applicant's first
// input on a screen it asks for the files of the screens they may go on to (the journey's next rules
// and go effects of a submit or an action), so the next screen opens without waiting on the network;
// not before, so a page only looked at loads only what it draws (the start screen's budget). A head
// start only: the loader still imports what the config it receives names, and a file asked for
// twice is fetched once.
import { createHash } from 'node:crypto';
import { posix } from 'node:path';
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import { ruleTablesOf } from '../../rules/ruleTables.js';
import type { Journey } from '../journey/types.js';
import { screenPartModule } from './screenPartsPlugin.js';
import { screensShownFrom, screenWidgetNames } from './startWidgets.js';
import { setModuleId, type WidgetSets } from './widgetSetsPlugin.js';

/** Whether a module id of the build is one a screen loads. */
export type ModuleTest = (moduleId: string) => boolean;

/** What the build knows of the config: its screens, journey, widget sets and the screens whose rules need JSONata. */
export interface ConfigKnowledge {
  screens: Readonly<Record<string, unknown>>;
  journey: Journey;
  sets: WidgetSets['sets'];
  jsonataScreens: readonly string[];
}

const slashed = (id: string) => id.replace(/\\/g, '/');
const JSONATA: ModuleTest = (m) => slashed(m).includes('/node_modules/jsonata/');
const moduleEnding = (end: string): ModuleTest => (m) => slashed(m).endsWith(end);

/** The modules a screen loads before it is drawn, given what it draws (`widgets`) and whether its rules need JSONata and the rule tables. */
export function loadsOf(screen: { part?: string; widgets: readonly string[]; jsonata: boolean; config: unknown }, sets: WidgetSets['sets']): ModuleTest[] {
  const tests: ModuleTest[] = [];
  if (screen.part !== undefined) {
    const part = screenPartModule(screen.part);
    tests.push((m) => m === part);
  }
  const setIds = new Set(screen.widgets.filter((n) => Object.hasOwn(sets, n)).map((n) => setModuleId(sets[n])));
  if (setIds.size > 0) tests.push((m) => setIds.has(m));
  if (screen.jsonata) tests.push(JSONATA);
  const tables = ruleTablesOf(screen.config);
  if (tables.named) tests.push(moduleEnding('rules/named/index.ts'));
  if (tables.payload) tests.push(moduleEnding('rules/payloads/evaluate.ts'));
  return tests;
}

/** A config screen's loads: its part, what its uiSchema draws, JSONata and the rule tables as the build found. */
export function screenLoads(id: string, know: ConfigKnowledge): ModuleTest[] {
  return loadsOf({ part: id, widgets: screenWidgetNames({ [id]: know.screens[id] })[id] ?? [], jsonata: know.jsonataScreens.includes(id), config: know.screens[id] }, know.sets);
}

const chunksOf = (bundle: Rolldown.OutputBundle): Rolldown.OutputChunk[] => Object.values(bundle).filter((f): f is Rolldown.OutputChunk => f.type === 'chunk');

/** `files` and what they import statically, less `loaded`, in the order met. */
function withImports(bundle: Rolldown.OutputBundle, files: readonly string[], loaded: ReadonlySet<string> = new Set()): string[] {
  const out = new Set<string>();
  const add = (file: string) => {
    if (loaded.has(file) || out.has(file)) return;
    out.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') chunk.imports.forEach(add);
  };
  files.forEach(add);
  return [...out];
}

/** The entry chunks (or `entries`) and what they import statically: what the page's HTML already loads. */
export const entryFiles = (bundle: Rolldown.OutputBundle, entries = chunksOf(bundle).filter((c) => c.isEntry).map((c) => c.fileName)): Set<string> =>
  new Set(withImports(bundle, entries));

/** The files holding a module that one of `tests` matches, with what they import statically, less `loaded`; in the bundle's order. */
export const filesFor = (bundle: Rolldown.OutputBundle, tests: readonly ModuleTest[], loaded: ReadonlySet<string>): string[] =>
  withImports(bundle, chunksOf(bundle).filter((c) => c.moduleIds.some((m) => tests.some((t) => t(m)))).map((c) => c.fileName), loaded);

/** What a route asks for: `open`, its screens' files as the page opens; `next`, those of where the applicant may go on from it, once they start filling it. */
export interface RouteFiles { open: Record<string, string[]>; next: Record<string, string[]> }

/** The routes the applicant may go on to from `path` by acting on its screen (a next rule, a go effect of a submit or an action): not on load, not on a failure, not back. */
export function goesOnTo(journey: Journey, path: string): string[] {
  const to = journey.edges.filter((e) => e.from === path && (e.kind === 'next' || e.kind === 'go') && e.trigger !== 'onLoad' && !e.failure && e.back === undefined && e.to !== undefined && e.to !== path)
    .map((e) => e.to!);
  return [...new Set(to)];
}

/**
 * By route path (and alias): the files of the screens the journey shows from it without the
 * applicant acting, and those of where the applicant may go on from it (less the route's own);
 * routes with none left out.
 */
export function routeFiles(bundle: Rolldown.OutputBundle, know: ConfigKnowledge): RouteFiles {
  const loaded = entryFiles(bundle);
  // Each route's own files once: a route's next files are the routes' it goes on to.
  const shown = new Map<string, string[]>();
  const shownFrom = (path: string): string[] => {
    if (!shown.has(path)) shown.set(path, filesFor(bundle, screensShownFrom(know.journey, path).flatMap((id) => screenLoads(id, know)), loaded));
    return shown.get(path)!;
  };
  const out: RouteFiles = { open: {}, next: {} };
  for (const node of know.journey.nodes) {
    const open = shownFrom(node.path);
    const next = [...new Set(goesOnTo(know.journey, node.path).flatMap(shownFrom))].filter((f) => !open.includes(f));
    for (const path of [node.path, ...node.aliases]) {
      if (open.length > 0) out.open[path] = open;
      if (next.length > 0) out.next[path] = next;
    }
  }
  return out;
}

/**
 * The classic script: by route, the files to ask for as the page opens and those to ask for once the
 * applicant starts filling the route's screen (its first input event there), each named relative to
 * the script's own folder (read from its address, so any base works), each asked for once. The
 * route is the hash router's path ("#/Form1?x" is "/Form1"; no hash, the landing "/"), read again
 * at each input: the router changes the address without reloading the page.
 */
export function preloadScript({ open, next }: RouteFiles): string {
  const files = [...new Set([...Object.values(open), ...Object.values(next)].flat())];
  const indexed = (byRoute: Record<string, string[]>) => Object.fromEntries(Object.entries(byRoute).map(([path, list]) => [path, list.map((f) => files.indexOf(f))]));
  return `//# allFunctionsCalledOnLoad
(function (files, open, next) {
  var me = document.currentScript;
  if (!me) return;
  var folder = me.src.replace(/[^/]*$/, '');
  var asked = {};
  function route(byRoute) {
    var path = location.hash.replace(/^#/, '').split('?')[0] || '/';
    return Object.prototype.hasOwnProperty.call(byRoute, path) ? byRoute[path] : [];
  }
  function ask(list) {
    for (var i = 0; i < list.length; i++) {
      if (asked[list[i]]) continue;
      asked[list[i]] = true;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = folder + files[list[i]];
      document.head.appendChild(link);
    }
  }
  ask(route(open));
  document.addEventListener('input', function () { ask(route(next)); }, true);
})(${JSON.stringify(files)}, ${JSON.stringify(indexed(open))}, ${JSON.stringify(indexed(next))});
`;
}

/** `know`: read when the build starts (the config does not change during a build). */
export function screenPreload(know: () => Promise<ConfigKnowledge>): Plugin {
  let base = '/';
  let assetsDir = 'assets';
  let script: string | undefined;
  return {
    name: 'screen-preload',
    apply: 'build',
    configResolved: (config) => { base = config.base; assetsDir = config.build.assetsDir; },
    async generateBundle(_options, bundle) {
      const { open, next } = routeFiles(bundle, await know());
      const relative = (byRoute: Record<string, string[]>) => Object.fromEntries(Object.entries(byRoute).map(([path, files]) => [path, files.map((f) => posix.relative(assetsDir, f))]));
      const source = preloadScript({ open: relative(open), next: relative(next) });
      script = posix.join(assetsDir, `screen-preload-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`);
      this.emitFile({ type: 'asset', fileName: script, source });
    },
    // (Vite's HTML step runs after the other plugins' generateBundle: the script's name is known)
    transformIndexHtml: {
      order: 'post',
      handler: (): HtmlTagDescriptor[] => (script ? [{ tag: 'script', attrs: { async: true, src: `${base}${script}` }, injectTo: 'head-prepend' }] : []),
    },
  };
}
