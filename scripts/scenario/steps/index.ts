// Every step kind of schemas/meta/scenario.schema.json and its handler: one table, so a runner
// (or a report on top of it) looks a step up by its key instead of walking a chain of ifs.
import type { Step, StepKind } from '../types.js';
import { actSteps } from './act.js';
import { bankSteps } from './bank.js';
import { expectSteps } from './expect.js';
import type { StepHandlers } from './handler.js';
import { idleSteps } from './idle.js';
import { outsideSteps } from './outside.js';
import { tabSteps } from './tabs.js';
import { textSteps } from './texts.js';

export const stepHandlers: StepHandlers<StepKind> = { ...actSteps, ...expectSteps, ...textSteps, ...tabSteps, ...outsideSteps, ...bankSteps, ...idleSteps };

/** The kind of a step: its key that names a handler (the meta-schema allows one a step). */
export function stepKind(step: Step): StepKind | undefined {
  return Object.keys(step).find((key): key is StepKind => Object.hasOwn(stepHandlers, key));
}
