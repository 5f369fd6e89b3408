// What is surely in the session on arriving at each screen, for one applicant: the keys written on
// every way there (forward, intersecting over the ways in), from the journey's starts. A link the
// bank sends opens a new session in another browser (the customer's phone, the QR hand-over),
// whose state the bank restores from what the link carries: the model does not know it, so such a
// session is not followed here (its screens are checked where the applicant's own session reaches them).
import { staysInSession, type ContextGraph } from './graph.js';
import { field } from './json.js';
import { sureWrites } from './sureWrites.js';
import type { Edge, Journey } from './types.js';

export interface SessionFlow {
  /** Whether the applicant's own session (from a start, not a link) reaches the route. */
  followed(path: string): boolean;
  /** Keys surely in the session on arriving at a reached route. */
  arriving(path: string): ReadonlySet<string>;
  /** Keys an edge's way surely writes for this applicant (its page state included). */
  writes(edge: Edge): ReadonlySet<string>;
}

/** What each edge's way surely writes for the graph's applicant (computed once per edge). */
export function edgeWrites(g: ContextGraph, named?: Record<string, string>): (edge: Edge) => ReadonlySet<string> {
  const cache = new Map<Edge, Set<string>>();
  return (edge) => {
    let keys = cache.get(edge);
    if (!keys) {
      keys = sureWrites(edge.writes, edge.when, g.context.known, named);
      if (edge.pageState) keys.add('pageState');
      cache.set(edge, keys);
    }
    return keys;
  };
}

/** Keys a journey starting on a route (or a link opening it) surely has: the address parameters its guard requires, as flow.queryToSession keeps them. */
export function startKeys(journey: Journey, flow: unknown, path: string): string[] {
  const node = journey.node(path);
  const kept = field(flow, 'queryToSession');
  const fromQuery = (node?.query ?? []).map((p) => field(kept, p)).filter((k): k is string => typeof k === 'string');
  const always = Object.entries(journey.keys).filter(([, d]) => d.always).map(([k]) => k);
  return [...fromQuery, ...always, ...(node?.entryPageState ? ['pageState'] : [])];
}

export function sessionFlow(journey: Journey, g: ContextGraph, starts: string[], flow: unknown, named?: Record<string, string>): SessionFlow {
  const writes = edgeWrites(g, named);
  const arriving = new Map<string, Set<string>>();
  const entry = new Map<string, string[]>();
  for (const s of starts) entry.set(journey.resolve(s) ?? s, startKeys(journey, flow, s));
  const incoming = new Map<string, { edge: Edge; from: string }[]>();
  for (const from of g.reachable) {
    for (const edge of g.out(from)) {
      if (!staysInSession(edge) || !g.reachable.has(edge.to)) continue;
      incoming.set(edge.to, [...(incoming.get(edge.to) ?? []), { edge, from }]);
    }
  }
  const after = (edge: Edge, from: string): Set<string> => new Set([...(arriving.get(from) ?? []), ...writes(edge)]);
  // Narrow until nothing changes: a route's keys are those every known way in brings.
  for (let changed = true; changed; ) {
    changed = false;
    for (const path of g.reachable) {
      const sources: Set<string>[] = [];
      if (entry.has(path)) sources.push(new Set(entry.get(path)));
      for (const { edge, from } of incoming.get(path) ?? []) if (arriving.has(from)) sources.push(after(edge, from));
      if (sources.length === 0) continue;
      const keys = sources.reduce((a, b) => new Set([...a].filter((k) => b.has(k))));
      if (journey.node(path)?.entryPageState) keys.add('pageState');
      const before = arriving.get(path);
      if (!before || before.size !== keys.size || [...keys].some((k) => !before.has(k))) {
        arriving.set(path, keys);
        changed = true;
      }
    }
  }
  return { followed: (path) => arriving.has(path), arriving: (path) => arriving.get(path) ?? new Set(), writes };
}

/** A way from a start to the route on which the key is never written, if there is one (for telling where it was lost). */
export function wayWithout(journey: Journey, g: ContextGraph, starts: string[], flow: unknown, writes: (edge: Edge) => ReadonlySet<string>, key: string, target: string): Edge[] | undefined {
  const via = new Map<string, { edge: Edge; from: string } | null>();
  const queue: string[] = [];
  const begin = (path: string) => {
    if (!via.has(path) && !startKeys(journey, flow, path).includes(key)) {
      via.set(path, null);
      queue.push(path);
    }
  };
  for (const s of starts) begin(journey.resolve(s) ?? s);
  while (queue.length > 0) {
    const from = queue.shift()!;
    for (const edge of g.out(from)) {
      if (!staysInSession(edge) || writes(edge).has(key) || via.has(edge.to) || !g.reachable.has(edge.to)) continue;
      via.set(edge.to, { edge, from });
      queue.push(edge.to);
    }
  }
  if (!via.has(target)) return undefined;
  const way: Edge[] = [];
  for (let step = via.get(target); step; step = via.get(step.from)) way.unshift(step.edge);
  return way;
}

/** Routes whose screen writes the key (on any of its ways, or whenever it loads). Setting it to
 *  null removes it (the completion page clearing personal data): that screen provides nothing. */
export function writersOf(journey: Journey, key: string): string[] {
  return journey.nodes.filter((n) => n.writes.some((w) => w.name === `session.${key}` && w.type !== 'null')).map((n) => n.path);
}
