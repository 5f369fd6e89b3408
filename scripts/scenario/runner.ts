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
export type { ScenarioRun } from './run.js';

/** The steps in which the applicant acts (types, presses, leaves a field): activity for the idle timer. */
const ACTING: readonly StepKind[] = ['fill', 'chooseGifts', 'submit', 'action', 'blur', 'fillOtpFromOutbox', 'popupButton', 'pressExit'];

/** Watches a run step by step (the testers' report): step 0 is the start address. */
export interface StepObserver {
  before(run: ScenarioRun, n: number): void;
  /** After step n: its record, or the failure that stopped it. */
  after(run: ScenarioRun, n: number, record?: StepRecord, failure?: unknown): Promise<void>;
}

export interface RunOptions {
  /** Hears each step as it ends (a report, a progress line). */
  onStep?(record: StepRecord): void;
  observer?: StepObserver;
}

/** Runs `work` as step n under the observer: it hears the step begin, and end with its record or failure. */
async function observed<T>(observer: StepObserver | undefined, run: ScenarioRun, n: number, work: () => Promise<T>, record: (t: T) => StepRecord | undefined): Promise<T> {
  observer?.before(run, n);
  let done: T;
  try {
    done = await work();
  } catch (err) {
    await observer?.after(run, n, undefined, err);
    throw err;
  }
  await observer?.after(run, n, record(done));
  return done;
}

/** Runs the scenario; resolves with what each step did, or rejects with the first ScenarioFailure. */
export async function runScenario(scenario: Scenario, root: string, apiUrl: string, options: RunOptions = {}): Promise<StepRecord[]> {
  const { observer } = options;
  const run = new ScenarioRun(scenario, root, apiUrl);
  await observed(observer, run, 0, () => run.enter(run.tab.hash || '/'), () => undefined);
  const records: StepRecord[] = [];
  for (const [i, step] of scenario.steps.entries()) {
    const n = i + 1;
    const record = await observed(observer, run, n, async (): Promise<StepRecord> => {
      const kind = stepKind(step) ?? run.fail(n, 'a step kind', unknownStepMessage(step, { kinds: Object.keys(stepHandlers), companions: new Map() }));
      const routeBefore = run.route;
      if (!kind.startsWith('expect')) run.alertsFrom = run.host.alerts.length;
      if (ACTING.includes(kind)) run.engine.idle?.activity(run.host.now());
      const did = await (stepHandlers[kind] as StepHandler<StepKind>)(step, run, n);
      return { n, kind, step, routeBefore, routeAfter: run.route, did };
    }, (r) => r);
    records.push(record);
    options.onStep?.(record);
  }
  return records;
}
