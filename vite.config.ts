import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const COVERAGE_GATE = 'tests/fixtures/coverage.test.ts';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';
import { screenValidators, VALIDATOR_PREFIX } from './renderer/build/validatorsPlugin.ts';
import { branding } from './renderer/build/brandingPlugin.ts';
import { chunkStats } from './renderer/build/chunkStatsPlugin.ts';
import { jsonataScreenIds, jsonataScreensOf } from './scripts/check/jsonataScreens.ts';
import { screenWidgetsOf } from './renderer/build/screenWidgetsPlugin.ts';
import { browserConstants } from './renderer/build/constantsPlugin.ts';
import { locales, PART as LOCALE_PART } from './renderer/build/localesPlugin.ts';
import { screenParts } from './renderer/build/screenPartsPlugin.ts';
import { precompress } from './renderer/build/precompressPlugin.ts';
import { compileHints } from './renderer/build/compileHintsPlugin.ts';
import { libraryTrim } from './renderer/build/libraryTrimPlugin.ts';
import { reactRouterLean } from './renderer/build/reactRouterPlugin.ts';
import { sharedWidgetsChunk, vendorChunks } from './renderer/build/chunkGroups.ts';
import { widgetHelpersGroup, widgetSetsAt, widgetSetsOf, type WidgetSets } from './renderer/build/widgetSetsPlugin.ts';
import { screenPreload } from './renderer/build/screenPreloadPlugin.ts';
import { configScreens, journeyAt } from './renderer/build/startWidgets.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const schemasDir = fileURLToPath(new URL('./schemas', import.meta.url));
const shim = (file: string) => fileURLToPath(new URL(`./renderer/build/shims/${file}`, import.meta.url));

/** In a build (`npm start` loads a file per widget and asks for each screen's files as it comes): the
 *  widget sets, and the screens' files asked for as the page opens. */
function buildOnly(sets: WidgetSets | undefined, jsonataScreens: () => Promise<string[]>): PluginOption[] {
  if (!sets) return [];
  const screens = configScreens(root);
  return [widgetSetsOf(root, sets), screenPreload(async () => ({ screens, journey: journeyAt(root, screens), sets: sets.sets, jsonataScreens: await jsonataScreens() }))];
}

/** `make`'s promise, made at the first call only. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

export default defineConfig(({ command }) => {
  // The config's widget sets, in a build only: read once.
  const sets = command === 'build' ? widgetSetsAt(root) : undefined;
  // The screens with a rule beyond the plain part: worked out once, for the loader's list and the preload's.
  const jsonataScreens = once(() => jsonataScreenIds(root));
  return {
    plugins: [react(), screenValidators(schemasDir), screenParts(schemasDir, LOCALE_PART, VALIDATOR_PREFIX), branding(root), locales(root), browserConstants(root), chunkStats(), compileHints(), precompress(), libraryTrim(), reactRouterLean(), jsonataScreensOf(root, command === 'build' ? jsonataScreens : undefined), screenWidgetsOf(root), ...buildOnly(sets, jsonataScreens)],
    server: { host: '127.0.0.1' },
    // Libraries our screens never use, pulled in by @rjsf: markdown-to-jsx (rjsf's markdown options;
    // config texts are text) and, in the build, fast-uri (ajv's URI parser, for $id/$ref, which the
    // browser's URL does: the build's validators are precompiled). `npm start` and the studio compile
    // validators with ajv in the browser, which parses URIs with fast-uri: there it stays.
    resolve: {
      alias: [
        { find: /^markdown-to-jsx\/react$/, replacement: shim('markdownAsText.tsx') },
        ...(command === 'build' ? [{ find: /^fast-uri$/, replacement: shim('uri.ts') }] : []),
      ],
    },
    // The dev server's dependency scan starts from the app's page only: the perf pages
    // (scripts/perf/) import modules that scripts/perf.ts provides, and `npm start` would print
    // a failed scan for them.
    optimizeDeps: { entries: ['index.html'] },
    // A dependency cache per checkout: a second checkout sharing the same packages (the doc test's
    // fresh clone, a worktree) has its own root, so Vite's hash differs and it would re-optimize the
    // other's cache under a running `npm start`. Under node_modules, which `npm start` serves.
    cacheDir: `node_modules/.vite/checkout-${createHash('sha256').update(fileURLToPath(new URL('.', import.meta.url))).digest('hex').slice(0, 10)}`,
    build: {
      target: 'es2022',
      sourcemap: false,
      // The libraries go in chunks of their own, each under the 500 kB warning: they change less often
      // than our code, so a returning applicant's browser keeps them cached across our releases.
      rolldownOptions: { output: { codeSplitting: { groups: [...vendorChunks, sharedWidgetsChunk, ...(sets ? [widgetHelpersGroup(sets)] : [])] } } },
    },
    test: {
      environment: 'node',
      testTimeout: 20000,
      // axios runs through Vite, not straight from node_modules, so that a test can put the build's
      // stand-ins in place of its modules (tests/unit/build/axiosForms.test.ts).
      server: { deps: { inline: [/[\\/]axios[\\/]/] } },
      // The coverage gate reads what the fixture suite covered (tests/fixtures/support/fixtureCoverage.ts):
      // it runs in a group after every other test file, so the suite has run by then.
      projects: [
        {
          extends: true,
          test: {
            name: 'tests',
            include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/config/**/*.test.ts', 'tests/fixtures/**/*.test.ts', 'tests/security/**/*.test.ts', 'tests/load/**/*.test.ts', 'tests/changeability/**/*.test.ts'],
            exclude: [...configDefaults.exclude, COVERAGE_GATE],
          },
        },
        { extends: true, test: { name: 'coverage-gate', include: [COVERAGE_GATE], sequence: { groupOrder: 1 } } },
        // The documentation: its links, and its commands run as written in a fresh clone (minutes: builds, servers).
        { extends: true, test: { name: 'docs', include: ['tests/docs/**/*.test.ts'], testTimeout: 600_000, hookTimeout: 600_000 } },
      ],
    },
  };
});
