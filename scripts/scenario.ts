// Testers: run scenario files against a fresh simulator, no code needed.
//   npm run scenario -- tests/fixtures/etb-to-gift.json [more.json ...]
//   npm run scenario -- --report <dir> [--language en] [--studio <origin>] [files…]   (all fixtures when none are named)
// With --report: <dir>/index.html (every scenario step by step, coverage drawn on the journey map)
// and <dir>/coverage.json (routes, edges, conditions, rules, error codes and calls covered). Each step's
// studio link goes to `npm start`'s origin (--studio, default http://127.0.0.1:$PORT or :5173), so
// the page works opened from disk.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadUniverse } from './scenario/coverage/universe.js';
import { summarize } from './scenario/coverage/summary.js';
import { reportPage } from './scenario/report/htmlPage.js';
import { studioSay, type ReportLanguage } from './scenario/report/words.js';
import { runFixture } from './scenario/suite.js';
import { startSimulator } from '../simulator/server.js';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { report: { type: 'string' }, language: { type: 'string', default: 'zh-TW' }, studio: { type: 'string', default: `http://127.0.0.1:${process.env.PORT ?? 5173}` } } });
const root = resolve(import.meta.dirname, '..');
const fixtures = join(root, 'tests/fixtures');
const files = positionals.length ? positionals.map((f) => resolve(f)) : readdirSync(fixtures).filter((f) => f.endsWith('.json')).sort().map((f) => join(fixtures, f));
if (!files.length) {
  console.error('usage: npm run scenario -- [--report <dir>] <scenario.json> [...]');
  process.exit(2);
}
const language = values.language as ReportLanguage;
if (!['en', 'zh-TW'].includes(language)) {
  console.error(`--language: en or zh-TW, not ${language}`);
  process.exit(2);
}
const started = Date.now();
const dataDir = mkdtempSync(join(tmpdir(), 'scenario-'));
const sim = await startSimulator({ port: 0, dataDir, durable: false });
const universe = loadUniverse(root);
const say = values.report ? studioSay(root, language) : undefined;
const results = [];
for (const file of files) {
  const result = await runFixture(file, { root, apiUrl: sim.url, universe, say });
  results.push(result);
  console.log(result.ok ? `ok    ${result.file}  ${result.name}  (${result.ms} ms)` : `FAIL  ${result.file}  ${result.error}`);
}
await sim.close();
rmSync(dataDir, { recursive: true, force: true });
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (values.report) {
  const dir = resolve(values.report);
  const coverage = summarize(universe, new Map(results.map((r) => [r.file, r.coverage])));
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'coverage.json'), `${JSON.stringify(coverage, null, 1)}\n`);
  writeFileSync(join(dir, 'index.html'), reportPage({ scenarios: results.map((r) => r.view!), coverage, journey: universe.journey, say: say!, language, at: new Date(), studio: values.studio!.replace(/\/+$/, '') }));
  const s = coverage.summary;
  console.log(`report: ${join(dir, 'index.html')}; routes ${s.routes.covered}/${s.routes.total}, edges ${s.edges.covered}/${s.edges.total}, ways out ${s.leaves.covered}/${s.leaves.total}, conditions ${s.conditions.covered}/${s.conditions.total}, rules ${s.rules.covered}/${s.rules.total}, errors ${s.errors.covered}/${s.errors.total}, calls ${s.calls.covered}/${s.calls.total}`);
}
process.exit(failed ? 1 : 0);
