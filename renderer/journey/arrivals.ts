// The page states a screen can hold while its effects run, from the ways into it, for every
// applicant alike: an edge that sets one brings it, an edge that sets none carries the page state
// of the screen it leaves, a route's entryPageState replaces it, its guard refuses the others. Not
// known (undefined) where a journey starts, where a link opens a new session, where a way writes
// pageState by an expression and where the screen writes pageState itself. A condition on
// session.pageState is then decided per screen: the same screen reached in two page states (the
// upload after the submit, Page4.1; the inquiry's supplement, Query1.2) takes the way of each.
import type { Edge, Journey } from './types.js';

/** A move within the session (graph.ts staysInSession, here without importing it: graph.ts reads this file). */
const staysInSession = (e: Edge): e is Edge & { to: string } => e.to !== undefined && e.kind !== 'leave' && e.kind !== 'link';

/** Route path -> the page states its effects may see; undefined: any (not known). */
export type Arrivals = ReadonlyMap<string, ReadonlySet<string> | undefined>;

const cache = new WeakMap<Journey, Map<string, Arrivals>>();

export function arrivals(journey: Journey, starts: string[]): Arrivals {
  const key = starts.join('\n');
  const cached = cache.get(journey)?.get(key);
  if (cached) return cached;
  const unknown = new Set<string>();
  for (const s of starts) unknown.add(journey.resolve(s) ?? s);
  for (const n of journey.nodes) if (!n.pageStates) unknown.add(n.path);
  for (const e of journey.edges) if (e.kind === 'link' && e.to !== undefined) unknown.add(journey.resolve(e.to) ?? e.to);

  const into = new Map<string, Set<string> | undefined>();
  const entering = (path: string): Set<string> | undefined => (unknown.has(path) ? undefined : (into.get(path) ?? new Set()));
  const writesOwn = (path: string) => journey.node(path)?.loadWrites.some((w) => w.key === 'pageState') ?? false;
  /** What the screen's effects see: its entry page state, else what the ways in bring, unless it writes its own. */
  const seen = (path: string): Set<string> | undefined => {
    const node = journey.node(path);
    if (node?.entryPageState) return new Set([node.entryPageState]);
    return writesOwn(path) ? undefined : entering(path);
  };

  for (let changed = true; changed; ) {
    changed = false;
    for (const e of journey.edges) {
      if (!staysInSession(e)) continue;
      const to = journey.resolve(e.to) ?? e.to;
      if (unknown.has(to)) continue;
      let brings: Set<string> | undefined;
      if (e.pageState !== undefined) brings = new Set([e.pageState]);
      else if (e.from === '*' || e.writes.some((w) => w.key === 'pageState')) brings = undefined;
      else brings = seen(e.from);
      const admitted = journey.node(to)?.pageStates;
      const before = into.get(to);
      if (brings === undefined) {
        if (!into.has(to) || before !== undefined) {
          into.set(to, undefined);
          unknown.add(to);
          changed = true;
        }
        continue;
      }
      const next = new Set(before ?? []);
      for (const p of brings) if (!admitted || admitted.includes(p)) next.add(p);
      if (!into.has(to) || next.size !== (before?.size ?? 0)) {
        into.set(to, next);
        changed = true;
      }
    }
  }
  const result = new Map<string, ReadonlySet<string> | undefined>();
  for (const n of journey.nodes) result.set(n.path, seen(n.path));
  if (!cache.has(journey)) cache.set(journey, new Map());
  cache.get(journey)!.set(key, result);
  return result;
}
