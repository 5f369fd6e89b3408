// Issue 22: the start screen's JavaScript on a phone, measured in the browser against the served
// production build (every JS file it fetches, static and dynamic, each at gzip -9), held to the
// recorded figures (tests/browser/support/startScreenBudget.json, written by
// `npx tsx scripts/bundleBudget.ts dist --record`) plus 1 KB. A failure names each chunk that grew
// and the modules in it that grew; a widget made eager shows as the runtime's chunk growing by it.
// Issue 22's goal (START_SCREEN_GOAL, 190 KB) is held too, every file must come compressed and
// carry V8's compile hint.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { chunkStatsFile, type ChunkStats } from '../../renderer/build/chunkStatsPlugin';
import { COMPILE_HINT } from '../../renderer/build/compileHintsPlugin';
import { BASELINE_FILE, growth, HEADROOM, loadStartScreen, report, sizeChunks, START_SCREEN_GOAL, total, type Baseline } from '../../scripts/bundleBudget';

const DIST = process.env.E2E_DIST ?? 'dist';

test('the start screen loads no more JavaScript than recorded (gzip -9, every file it fetches)', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'measured on a phone');
  const encodings = new Map<string, string>();
  page.on('response', async (res) => {
    if (new URL(res.url()).pathname.endsWith('.js')) encodings.set(new URL(res.url()).pathname, (await res.allHeaders())['content-encoding'] ?? 'none');
  });
  const chunks = sizeChunks(DIST, await loadStartScreen(page));
  const base = JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as Baseline;
  const sum = total(chunks);
  const grew = growth(chunks, base);
  const budget = base.total + HEADROOM;
  expect(sum, [
    `The start screen loads ${sum} bytes of JavaScript at gzip -9, over its budget of ${budget} (recorded ${base.total} + ${HEADROOM}).`,
    'What grew since the recording:', ...grew.map((l) => `  ${l}`),
    'All files:', report(chunks),
    'If the growth is meant, record it: npx tsx scripts/bundleBudget.ts dist --record',
  ].join('\n')).toBeLessThanOrEqual(budget);
  expect(sum, `Issue 22's goal: the start screen within ${START_SCREEN_GOAL} bytes at gzip -9.\n${report(chunks)}`).toBeLessThanOrEqual(START_SCREEN_GOAL);
  // Served as a bank's CDN would (npm run serve): each script compressed, brotli or gzip by Accept-Encoding.
  const plain = chunks.map((c) => `/${c.file}`).filter((path) => !/^(br|gzip)$/.test(encodings.get(path) ?? 'none'));
  expect(plain, 'scripts sent without compression').toEqual([]);
  // Each compiled off the main thread as it streams in (renderer/build/compileHintsPlugin.ts).
  const unhinted = chunks.filter((c) => !readFileSync(join(DIST, c.file), 'utf8').startsWith(`${COMPILE_HINT}\n`)).map((c) => c.file);
  expect(unhinted, 'scripts without V8\'s compile hint on their first line').toEqual([]);
});

// A file that only points at another costs the phone a fetch for nothing: the build has none, and a
// screen's config, its own texts and its validator come in one file (renderer/build/screenPartsPlugin.ts),
// its widgets in their sets' (widgetSetsPlugin.ts). Read from the build's chunk stats (chunkStatsPlugin.ts).
test('the build: no stand-in file, and each screen one file with its config, texts and validator', ({ isMobile }) => {
  test.skip(!isMobile, 'the build is the same for both projects');
  const stats = JSON.parse(readFileSync(join(DIST, chunkStatsFile), 'utf8')) as ChunkStats;
  expect(Object.entries(stats).filter(([, c]) => Object.keys(c.modules).length === 0).map(([file]) => file), 'files with no code of their own').toEqual([]);
  const screens = readdirSync('schemas').filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -'.json'.length));
  for (const id of screens) {
    const holding = (test: (module: string) => boolean) => Object.keys(stats).filter((file) => Object.keys(stats[file].modules).some(test));
    const config = holding((m) => m.endsWith(`/schemas/${id}.json`));
    expect(config, `schemas/${id}.json`).toHaveLength(1);
    expect(holding((m) => m === `\0virtual:screen-validator--${id}`), `${id}'s validator`).toEqual(config);
    const texts = holding((m) => m === `\0virtual:locale-part/${id}`);
    if (texts.length > 0) expect(texts, `${id}'s texts`).toEqual(config);
  }
});
