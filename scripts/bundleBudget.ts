// The start screen's JavaScript, measured as a phone loads it (issue 22): every JS file the browser
// fetches from `/?CTID=...` until the start screen (/IndexPage) is shown and no script comes for a while,
// each counted at gzip -9. Used by the budget test (tests/browser/bundleBudget.spec.ts) and by hand:
//   npx tsx scripts/bundleBudget.ts [dist]            (serves dist with the simulator, prints the table)
//   npx tsx scripts/bundleBudget.ts [dist] --json     (the same as JSON, for the record)
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, devices, type Page } from 'playwright-core';
import { chromiumPath, CHROMIUM_ARGS } from '../tests/browser/support/chromium.js';
import { spawnSimulator } from '../tests/load/spawnSimulator.js';
import { chunkStatsFile, type ChunkStats } from '../renderer/build/chunkStatsPlugin.js';

/** At most this many bytes of JavaScript, gzip -9, for the start screen on a phone (issue 22 goal 1). */
export const START_SCREEN_BUDGET = 190_000;
/** The address a phone opens (a campaign the simulator knows) and the route it settles on. */
export const START_ADDRESS = '/?CTID=DEMO-CASHBACK';
export const START_ROUTE = /#\/IndexPage/;

export interface LoadedChunk {
  file: string;
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
    return { file, name: entry?.name ?? file, raw: bytes.length, gzip: gzip9(bytes), modules };
  }).sort((a, b) => b.gzip - a.gzip);
}

/** A module's id as a reader knows it: the package, or the path inside the project. */
export function shortId(id: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(id.replace(/\\/g, '/'));
  if (pkg) return `${pkg[1]}/${pkg[2]}`;
  return id.replace(/\\/g, '/').replace(/^.*?\/(renderer|widgets|rules|schemas|flows|locales|brand)\//, '$1/').replace(/^\0/, '');
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

/** The table a person reads: each file, its gzip -9 and raw size, its three largest modules. */
export function report(chunks: LoadedChunk[]): string {
  const rows = chunks.map((c) => `  ${c.name.padEnd(28)} ${kb(c.gzip).padStart(9)} gzip  ${kb(c.raw).padStart(9)} raw   ${c.modules.slice(0, 3).map((m) => `${m.id} ${kb(m.gzip)}`).join(', ')}`);
  return [...rows, `  ${'total'.padEnd(28)} ${kb(total(chunks)).padStart(9)} gzip  (budget ${kb(START_SCREEN_BUDGET)}, ${chunks.length} files)`].join('\n');
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
    if (args.includes('--json')) {
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
