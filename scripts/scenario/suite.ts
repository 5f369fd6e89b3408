// One fixture run as the suite runs it (npm run scenario, the vitest fixture suite): the simulator
// reset, the file loaded (refused before it runs when it breaks its meta-schema), the scenario run
// while the trace is heard for coverage and, when asked, for the report.
import { relative } from 'node:path';
import { listenTrace } from '../../rules/trace.js';
import type { Say } from '../../renderer/journey/words.js';
import { CoverageCollector, type FixtureCoverage } from './coverage/collect.js';
import type { Universe } from './coverage/universe.js';
import { Masker } from './report/mask.js';
import { ReportObserver } from './report/observe.js';
import type { ScenarioView } from './report/types.js';
import { runScenario } from './runner.js';
import { loadScenario } from './scenarioFile.js';

export interface SuiteContext {
  root: string;
  apiUrl: string;
  universe: Universe;
  /** The report's words: given, each step is watched for the report. */
  say?: Say;
}

export interface FixtureResult {
  /** The file as named from the root (tests/fixtures/x.json). */
  file: string;
  name: string;
  ok: boolean;
  error?: string;
  ms: number;
  coverage: FixtureCoverage;
  view?: ScenarioView;
}

export async function runFixture(path: string, ctx: SuiteContext): Promise<FixtureResult> {
  const file = relative(ctx.root, path);
  const started = Date.now();
  await fetch(`${ctx.apiUrl}/__dev/reset`, { method: 'POST' });
  const collector = new CoverageCollector(ctx.universe);
  let scenario;
  try {
    scenario = loadScenario(path, ctx.root);
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    return { file, name: file, ok: false, error, ms: Date.now() - started, coverage: collector.finish(), ...(ctx.say ? { view: { file, name: file, ok: false, ms: 0, steps: [], refused: new Masker().text(error) } } : {}) };
  }
  const observer = ctx.say ? new ReportObserver(scenario, ctx.universe, ctx.say) : undefined;
  const stop = listenTrace((event) => { collector.hear(event); observer?.hear(event); });
  let error: string | undefined;
  try {
    await runScenario(scenario, ctx.root, ctx.apiUrl, { observer });
  } catch (err) {
    error = err instanceof Error ? err.message : String(err);
  } finally {
    stop();
  }
  const ms = Date.now() - started;
  const view = observer ? {
    file, name: observer.mask(scenario.name), ...(scenario.description ? { description: observer.mask(scenario.description) } : {}), ok: error === undefined, ms, steps: observer.steps,
  } : undefined;
  return { file, name: scenario.name, ok: error === undefined, ...(error ? { error } : {}), ms, coverage: collector.finish(), ...(view ? { view } : {}) };
}
