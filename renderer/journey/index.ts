// The journey model's front door: build it from the config, then walk it for every applicant
// the flow names (flows/flow.json journey.contexts) from the journey's starts.
import { buildJourney, type JourneyInput } from './build.js';
import { contexts, dimensions, type Context } from './contexts.js';
import { contextGraph, type ContextGraph } from './graph.js';
import { field, strings } from './json.js';
import { tri } from './tri.js';
import type { Journey } from './types.js';

export interface WalkedJourney {
  journey: Journey;
  /** Routes where a journey starts with an empty session (flows/flow.json journey.starts). */
  starts: string[];
  contexts: Context[];
  /** One per group of applicants who walk the same way (ContextGraph.members). */
  graphs: ContextGraph[];
  named: Record<string, string>;
}

/** Every condition the journey's ways and writes depend on. */
function conditionsOf(journey: Journey): string[] {
  const exprs = new Set<string>();
  const add = (list: { expr?: string }[]) => list.forEach((c) => c.expr !== undefined && exprs.add(c.expr));
  for (const e of journey.edges) {
    add(e.when);
    e.writes.forEach((w) => add(w.when));
  }
  for (const n of journey.nodes) {
    for (const c of n.calls) {
      add(c.when);
      c.writesBefore.forEach((w) => add(w.when));
    }
  }
  return [...exprs];
}

/**
 * Applicants for whom every condition of the journey comes out the same walk the same way:
 * one graph each such group (its `members`), so a check runs once per different walk.
 */
function groupBySameWalk(journey: Journey, all: Context[], named: Record<string, string>): Context[][] {
  const conditions = conditionsOf(journey);
  const groups = new Map<string, Context[]>();
  for (const c of all) {
    const signature = conditions.map((expr) => String(tri(expr, { known: c.known, named }))).join('|');
    groups.set(signature, [...(groups.get(signature) ?? []), c]);
  }
  return [...groups.values()];
}

export function walkJourney(input: JourneyInput & { named?: Record<string, string> }): WalkedJourney {
  const journey = buildJourney(input);
  const named = input.named ?? {};
  const starts = strings(field(field(input.flow, 'journey'), 'starts'));
  const all = contexts(dimensions(input.flow), named);
  const from = starts.length > 0 ? starts : [journey.landing];
  const graphs = groupBySameWalk(journey, all, named).map((members) => contextGraph(journey, members[0], from, named, members));
  return { journey, starts: from, contexts: all, graphs, named };
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
