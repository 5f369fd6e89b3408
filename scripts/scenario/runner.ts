// Runs a tester's scenario file (tests/fixtures/*.json, schemas/meta/scenario.schema.json)
// through the real flow engine against a simulator, without a browser. loadScenario
// (scenarioFile.ts) refuses a file that breaks its meta-schema before it gets here. Each step is
// done by its kind's handler (steps/index.ts); a failing step is named by its number and its JSON,
// with what was expected and what was found. What each step did is recorded and returned.
import { ScenarioRun } from './run.js';
import { unknownStepMessage } from './stepNames.js';
import { stepHandlers, stepKind } from './steps/index.js';
import type { StepHandler } from './steps/handler.js';
import { ScenarioFailure, type Scenario, type StepKind, type StepRecord } from './types.js';

export { formHolds } from './steps/expect.js';
export { appLink } from './outbox.js';
export { staffPortalSignIn } from './staffPortal.js';
export { withFiles } from './files.js';
export { ScenarioFailure, type Scenario, type Step, type StepKind, type StepRecord } from './types.js';

export interface RunOptions {
  /** Hears each step as it ends (a report, a progress line). */
  onStep?(record: StepRecord): void;
}

/** Runs the scenario; resolves with what each step did, or rejects with the first ScenarioFailure. */
export async function runScenario(scenario: Scenario, root: string, apiUrl: string, options: RunOptions = {}): Promise<StepRecord[]> {
  const run = new ScenarioRun(scenario, root, apiUrl);
  await run.enter(run.tab.hash || '/');
  const records: StepRecord[] = [];
  for (const [i, step] of scenario.steps.entries()) {
    const n = i + 1;
    const kind = stepKind(step) ?? run.fail(n, 'a step kind', unknownStepMessage(step, { kinds: Object.keys(stepHandlers), companions: new Map() }));
    const routeBefore = run.route;
    if (!kind.startsWith('expect')) run.alertsFrom = run.host.alerts.length;
    const did = await (stepHandlers[kind] as StepHandler<StepKind>)(step, run, n);
    const record = { n, kind, step, routeBefore, routeAfter: run.route, did };
    records.push(record);
    options.onStep?.(record);
  }
  return records;
}
