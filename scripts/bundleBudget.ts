// The start screen's JavaScript, measured as a phone loads it (issue 22): every JS file the browser
// fetches from `/?CTID=...` until the start screen (/IndexPage) is shown and no script comes for a while,
// each counted at gzip -9. Used by the budget test (tests/browser/bundleBudget.spec.ts) and by hand:
//   npx tsx scripts/bundleBudget.ts [dist]            (serves dist with the simulator, prints the table)
//   npx tsx scripts/bundleBudget.ts [dist] --json     (the same as JSON, for the record)
//   npx tsx scripts/bundleBudget.ts [dist] --record   (writes the figures the test holds: BASELINE_FILE)
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, devices, type Page } from 'playwright-core';
import { chromiumPath, CHROMIUM_ARGS } from '../tests/browser/support/chromium.js';
import { spawnSimulator } from '../tests/load/spawnSimulator.js';
import { chunkStatsFile, type ChunkStats } from '../renderer/build/chunkStatsPlugin.js';

/** Issue 22's goal for the start screen on a phone, gzip -9 (held by tests/browser/bundleBudget.spec.ts beside the recorded figures). */
export const START_SCREEN_GOAL = 190_000;
/** The figures recorded last (--record): what the test holds the build to, and compares against to say what grew. */
export const BASELINE_FILE = resolve(import.meta.dirname, '../tests/browser/support/startScreenBudget.json');
/** Room over the recorded total before the test fails (a build's bytes are deterministic). */
export const HEADROOM = 1_000;

export interface Baseline { total: number; chunks: Record<string, { gzip: number; modules: Record<string, number> }> }
/** The address a phone opens (a campaign the simulator knows) and the route it settles on. */
export const START_ADDRESS = '/?CTID=DEMO-CASHBACK';
export const START_ROUTE = /#\/IndexPage/;

export interface LoadedChunk {
  file: string;
  /** What names it across builds: its entry module when it has one, else its name and largest module. */
  label: string;
  /** The chunk's name without its hash (what the build calls it: react, rjsf, widget-otp ...). */
  name: string;
  raw: number;
  gzip: number;
  /** Its modules with their rendered bytes (before minifying) and those at gzip -9 alone, largest first. */
  modules: Array<{ id: string; bytes: number; gzip: number }>;
}

export const gzip9 = (bytes: Buffer): number => gzipSync(bytes, { level: 9 }).length;

/** The JS files a page fetches from now on, by path. */
export function recordScripts(page: Page): () => string[] {
  const seen = new Set<string>();
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (res.request().resourceType() === 'script' || url.pathname.endsWith('.js')) seen.add(url.pathname);
  });
  return () => [...seen];
}

/** Loads the start screen as a phone does and returns the paths of the JS files it fetched. */
export async function loadStartScreen(page: Page): Promise<string[]> {
  const scripts = recordScripts(page);
  await page.goto(START_ADDRESS);
  await page.waitForURL(START_ROUTE);
  await page.locator('h1.screen__title').waitFor();
  // Some requests never stop (the idle timer's checks): quiet means no new script for QUIET_MS.
  let count = -1;
  while (count !== scripts().length) {
    count = scripts().length;
    await page.waitForTimeout(QUIET_MS);
  }
  return scripts();
}

const QUIET_MS = 1500;

/** Each fetched file from dist, sized, with its modules from the build's chunk stats. */
export function sizeChunks(dist: string, paths: string[]): LoadedChunk[] {
  const stats = JSON.parse(readFileSync(join(dist, chunkStatsFile), 'utf8')) as ChunkStats;
  return paths.map((path) => {
    const file = path.replace(/^\//, '');
    const bytes = readFileSync(join(dist, file));
    const entry = stats[file];
    const modules = Object.entries(entry?.modules ?? {}).map(([id, [bytes, gz]]) => ({ id: shortId(id), bytes, gzip: gz })).sort((a, b) => b.gzip - a.gzip);
    // A chunk without an entry module (a shared one) is named by its largest module too: names repeat.
    const largest = Object.entries(entry?.modules ?? {}).sort((a, b) => b[1][0] - a[1][0])[0]?.[0];
    const label = entry?.facade ? shortId(entry.facade) : `${entry?.name ?? file}${largest ? ` (${shortId(largest)})` : ''}`;
    return { file, label, name: entry?.name ?? file, raw: bytes.length, gzip: gzip9(bytes), modules };
  }).sort((a, b) => b.gzip - a.gzip);
}

/** A module's id as a reader knows it: the package, or the path inside the project. */
export function shortId(id: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(id.replace(/\\/g, '/'));
  if (pkg) return `${pkg[1]}/${pkg[2]}`;
  const root = `${resolve(import.meta.dirname, '..').replace(/\\/g, '/')}/`;
  return id.replace(/\\/g, '/').replace(root, '').replace(/^\0/, '');
}

/** Gzip bytes per package (node_modules) or project folder (each module compressed alone, so more than its share), largest first. */
export function byPackage(chunks: LoadedChunk[]): Array<[string, number]> {
  const sums = new Map<string, number>();
  for (const c of chunks) {
    for (const m of c.modules) {
      const key = /^(@[^/]+\/[^/]+|[^/]+)/.exec(m.id)?.[1] ?? m.id;
      sums.set(key, (sums.get(key) ?? 0) + m.gzip);
    }
  }
  return [...sums].sort((a, b) => b[1] - a[1]);
}

export const total = (chunks: LoadedChunk[]) => chunks.reduce((n, c) => n + c.gzip, 0);
const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;

export function baselineOf(chunks: LoadedChunk[]): Baseline {
  return {
    total: total(chunks),
    chunks: Object.fromEntries(chunks.map((c) => [c.label, { gzip: c.gzip, modules: Object.fromEntries(c.modules.map((m) => [m.id, m.gzip])) }])),
  };
}

/** Below these, a change is noise (a renamed hash in an import), not growth. */
const CHUNK_NOISE = 100;
const MODULE_NOISE = 50;

/** Each chunk that grew or is new since the baseline, with the modules in it that grew or are new. */
export function growth(chunks: LoadedChunk[], base: Baseline): string[] {
  const lines: string[] = [];
  for (const c of chunks) {
    const before = base.chunks[c.label];
    if (before && c.gzip - before.gzip < CHUNK_NOISE) continue;
    lines.push(`chunk ${c.label} (${c.file}): ${kb(c.gzip)}${before ? `, was ${kb(before.gzip)} (+${kb(c.gzip - before.gzip)})` : ', new on the start screen'}`);
    const grown = c.modules
      .map((m) => ({ ...m, was: before?.modules[m.id] ?? 0 }))
      .filter((m) => m.gzip - m.was >= MODULE_NOISE)
      .sort((a, b) => (b.gzip - b.was) - (a.gzip - a.was));
    for (const m of grown.slice(0, 8)) lines.push(`    ${m.id}: ${m.was ? `${kb(m.was)} -> ${kb(m.gzip)}` : `new, ${kb(m.gzip)}`} (each module at gzip -9 alone)`);
  }
  return lines;
}

/** The table a person reads: each file, its gzip -9 and raw size, its three largest modules. */
export function report(chunks: LoadedChunk[]): string {
  const rows = chunks.map((c) => `  ${c.label.padEnd(34)} ${kb(c.gzip).padStart(9)} gzip  ${kb(c.raw).padStart(9)} raw   ${c.modules.slice(0, 3).map((m) => `${m.id} ${kb(m.gzip)}`).join(', ')}`);
  return [...rows, `  ${'total'.padEnd(34)} ${kb(total(chunks)).padStart(9)} gzip  (${chunks.length} files; goal ${kb(START_SCREEN_GOAL)})`].join('\n');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dist = resolve(args.find((a) => !a.startsWith('--')) ?? 'dist');
  const served = await spawnSimulator({ staticDir: dist });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ ...devices['Pixel 5'], viewport: { width: 360, height: 740 }, baseURL: served.url });
    const page = await context.newPage();
    const chunks = sizeChunks(dist, await loadStartScreen(page));
    if (args.includes('--record')) {
      writeFileSync(BASELINE_FILE, `${JSON.stringify(baselineOf(chunks), null, 1)}\n`);
      console.log(`recorded ${kb(total(chunks))} in ${BASELINE_FILE}`);
    } else if (args.includes('--json')) {
      console.log(JSON.stringify({ total: total(chunks), chunks: chunks.map(({ modules, ...c }) => ({ ...c, top: modules.slice(0, 5) })) }, null, 2));
    } else {
      console.log(`Start screen on a phone (${START_ADDRESS}), JavaScript at gzip -9:\n${report(chunks)}`);
      console.log(`\nBy package (each module at gzip -9 alone):\n${byPackage(chunks).slice(0, 25).map(([k, n]) => `  ${k.padEnd(36)} ${kb(n)}`).join('\n')}`);
    }
  } finally {
    await browser.close();
    await served.stop();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.dirname, 'bundleBudget.ts')) await main();
