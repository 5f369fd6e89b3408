import { register } from 'node:module';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from './tests/browser/support/chromium';

// The app's modules import JSON as the bundler (and vitest, tsx) take it, without `with { type: 'json' }`,
// which Node's own loader requires; the specs that build an application as /Confirm does reach them
// (tests/support/applications.ts: rules/, flows/*.json). This hook gives a JSON import the attribute,
// in the runner and in each worker (both load this file before any spec).
register(`data:text/javascript,${encodeURIComponent(`export async function load(url, context, next) {
  if (!url.endsWith('.json') || context.importAttributes?.type === 'json') return next(url, context);
  return next(url, { ...context, importAttributes: { ...context.importAttributes, type: 'json' } });
}`)}`);

const PORT = Number(process.env.E2E_PORT ?? 4173);
// The build the tests serve; several people building at once each use their own (E2E_DIST=.tmp/dist-x).
const DIST = process.env.E2E_DIST ?? 'dist';

export default defineConfig({
  testDir: 'tests/browser',
  // Per port: scripts/test.sh runs the phone and desktop projects as two processes side by side,
  // and each run empties its output folder as it starts.
  outputDir: `test-results/${PORT}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // No retries: a flaky test is a bug to find, and CI must see it fail.
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'off',
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 5'], viewport: { width: 360, height: 740 }, browserName: 'chromium' } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 }, browserName: 'chromium' } },
  ],
  webServer: {
    command: `node --import tsx simulator/main.ts --static ${DIST} --dev-endpoints`,
    url: `http://127.0.0.1:${PORT}/__dev/outbox`,
    env: { PORT: String(PORT), SIM_DATA_DIR: `.tmp/e2e-data-${PORT}` },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
