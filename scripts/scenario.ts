// Testers: run scenario files against a fresh simulator, no code needed.
//   npm run scenario -- tests/fixtures/etb-to-gift.json [more.json ...]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadScenario } from './scenario/scenarioFile.js';
import { runScenario } from './scenario/runner.js';
import { startSimulator } from '../simulator/server.js';

const files = process.argv.slice(2);
if (!files.length) {
  console.error('usage: npm run scenario -- <scenario.json> [...]');
  process.exit(2);
}
const root = resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'scenario-'));
const sim = await startSimulator({ port: 0, dataDir });
let failed = 0;
for (const file of files) {
  await fetch(`${sim.url}/__dev/reset`, { method: 'POST' });
  try {
    // A file that breaks schemas/meta/scenario.schema.json is refused before it runs, with file and pointer.
    const scenario = loadScenario(resolve(file), root);
    await runScenario(scenario, root, sim.url);
    console.log(`ok    ${file}  ${scenario.name}`);
  } catch (err) {
    failed += 1;
    console.log(`FAIL  ${file}  ${err instanceof Error ? err.message : String(err)}`);
  }
}
await sim.close();
rmSync(dataDir, { recursive: true, force: true });
console.log(`${files.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
