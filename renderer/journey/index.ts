// The journey model's front door: build it from the config, then walk it for every applicant
// the flow names (flows/flow.json journey.contexts) from the journey's starts.
import { buildJourney, type JourneyInput } from './build.js';
import { contexts, dimensions, type Context } from './contexts.js';
import { contextGraph, type ContextGraph } from './graph.js';
import { field, strings } from './json.js';
import type { Journey } from './types.js';

export interface WalkedJourney {
  journey: Journey;
  /** Routes where a journey starts with an empty session (flows/flow.json journey.starts). */
  starts: string[];
  contexts: Context[];
  /** One per context, in the same order. */
  graphs: ContextGraph[];
  named: Record<string, string>;
}

export function walkJourney(input: JourneyInput & { named?: Record<string, string> }): WalkedJourney {
  const journey = buildJourney(input);
  const named = input.named ?? {};
  const starts = strings(field(field(input.flow, 'journey'), 'starts'));
  const all = contexts(dimensions(input.flow), named);
  const from = starts.length > 0 ? starts : [journey.landing];
  return { journey, starts: from, contexts: all, graphs: all.map((c) => contextGraph(journey, c, from, named)), named };
}

export { buildJourney } from './build.js';
export type { JourneyInput } from './build.js';
export { contexts, dimensions } from './contexts.js';
export type { Context, Dimension } from './contexts.js';
export { contextGraph, moves, staysInSession } from './graph.js';
export type { ContextGraph } from './graph.js';
export { tri, allHold } from './tri.js';
export type { Tri } from './tri.js';
export type * from './types.js';
