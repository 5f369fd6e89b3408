// The shape of a step handler: it does one kind of step in the scenario's browser and answers
// with what it did, in a few words (the runner records it beside the step, for a report).
import type { ScenarioRun } from '../run.js';
import type { StepKind, StepShapes } from '../types.js';

export type StepHandler<K extends StepKind> = (step: StepShapes[K], run: ScenarioRun, n: number) => Promise<string>;

/** The handlers of some step kinds, each under its kind. */
export type StepHandlers<K extends StepKind> = { [P in K]: StepHandler<P> };

/** The names of a list, for what a step did. */
export const names = (list: Iterable<string>): string => [...list].join(', ');
