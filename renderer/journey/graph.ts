// The journey as one applicant (a context) can walk it: the edges whose conditions are not
// false for sure, the screens reached from the journey's starts, and a shortest way to each.
import { arrivals } from './arrivals.js';
import { allHold, type Tri } from './tri.js';
import type { Context } from './contexts.js';
import type { Edge, Journey } from './types.js';

export interface ContextGraph {
  /** The applicant walked; `members` are all the applicants for whom every condition is the same (the same walk). */
  context: Context;
  members: Context[];
  /** Edges that may be taken in this context (from any screen, reached or not), with how sure. */
  possible: Map<Edge, Tri>;
  /** Route paths reached from the starts. */
  reachable: Set<string>;
  /** The possible edges leaving a route (the flow's own '*' edges included). */
  out(path: string): Edge[];
  /** A shortest way from a start to the route (its edges), or undefined when unreached. */
  wayTo(path: string): Edge[] | undefined;
}

/** Edges that move the applicant to another route of the app. */
export const moves = (e: Edge): e is Edge & { to: string } => e.to !== undefined && e.kind !== 'leave';

/** Moves within one browser session (a link the bank sends opens a new one: a new journey). */
export const staysInSession = (e: Edge): e is Edge & { to: string } => moves(e) && e.kind !== 'link';

/**
 * Whether the edge's conditions hold for the applicant; a condition on session.pageState is weighed
 * with each page state its screen can hold (arrivals.ts): false when false in every one.
 */
function weigh(e: Edge, context: Context, states: ReadonlySet<string> | undefined, named?: Record<string, string>): Tri {
  if (!states || states.size === 0 || !e.when.some((c) => c.expr?.includes('session.pageState'))) return allHold(e.when, { known: context.known, named });
  const each = [...states].map((p) => allHold(e.when, { known: new Map([...context.known, ['session.pageState', p]]), named }));
  return each.every((t) => t === false) ? false : each.every((t) => t === true) ? true : 'unknown';
}

export function contextGraph(journey: Journey, context: Context, starts: string[], named?: Record<string, string>, members: Context[] = [context]): ContextGraph {
  const possible = new Map<Edge, Tri>();
  const states = arrivals(journey, starts);
  for (const e of journey.edges) {
    const t = weigh(e, context, states.get(e.from), named);
    if (t !== false) possible.set(e, t);
  }
  const byFrom = new Map<string, Edge[]>();
  for (const e of possible.keys()) byFrom.set(e.from, [...(byFrom.get(e.from) ?? []), e]);
  const out = (path: string) => [...(byFrom.get(path) ?? []), ...(byFrom.get('*') ?? [])];

  // How each route was first reached: the edge and the route it left (a '*' edge leaves any).
  const via = new Map<string, { edge: Edge; from: string } | null>();
  const queue: string[] = [];
  for (const s of starts) {
    const path = journey.resolve(s) ?? s;
    if (!via.has(path)) {
      via.set(path, null);
      queue.push(path);
    }
  }
  while (queue.length > 0) {
    const from = queue.shift()!;
    for (const edge of out(from).filter(moves)) {
      if (via.has(edge.to)) continue;
      via.set(edge.to, { edge, from });
      queue.push(edge.to);
    }
  }
  const wayTo = (path: string): Edge[] | undefined => {
    if (!via.has(path)) return undefined;
    const way: Edge[] = [];
    for (let step = via.get(path); step; step = via.get(step.from)) way.unshift(step.edge);
    return way;
  };
  return { context, members, possible, reachable: new Set(via.keys()), out, wayTo };
}
