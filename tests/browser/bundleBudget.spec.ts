// Issue 22: the start screen's JavaScript on a phone, measured in the browser against the served
// production build (every JS file it fetches, static and dynamic, each at gzip -9), held to the
// recorded figures (tests/browser/support/startScreenBudget.json, written by
// `npx tsx scripts/bundleBudget.ts dist --record`) plus 1 KB. A failure names each chunk that grew
// and the modules in it that grew; a widget made eager shows as the runtime's chunk growing by it.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { BASELINE_FILE, growth, HEADROOM, loadStartScreen, report, sizeChunks, total, type Baseline } from '../../scripts/bundleBudget';

const DIST = process.env.E2E_DIST ?? 'dist';

test('the start screen loads no more JavaScript than recorded (gzip -9, every file it fetches)', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'measured on a phone');
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
});
