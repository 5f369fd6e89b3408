// Checks on the journey's ways, for every applicant the flow names (journey.contexts):
// - a screen whose next rules may all fail (the applicant would meet a fault panel);
// - a reached screen with no way onward that is not a declared end (`end` on its route);
// - a way back to the same or an earlier screen without a declared reason (`back`): a loop;
// - a loop, even a declared one, with no way out.
import { moves, staysInSession, type ContextGraph, type Edge, type Journey, type Tri } from '../../renderer/journey/index.js';
import { allHold } from '../../renderer/journey/tri.js';
import { journeyOf, PerContext } from './journeyModel.js';
import { field, items, str } from './walk.js';
import type { Sink, Tree } from './types.js';

const FLOW = 'flows/flow.json';
const arrow = (paths: string[]) => paths.join(' → ');

/** Whether some next rule of the screen applies, for this applicant. */
function nextCovered(rules: unknown[], g: ContextGraph, named: Record<string, string>): Tri {
  let covered: Tri = false;
  for (const rule of rules) {
    const when = str(field(rule, 'when'));
    const t = when === undefined ? true : allHold([{ expr: when }], { known: g.context.known, named });
    if (t === true) return true;
    if (t === 'unknown') covered = 'unknown';
  }
  return covered;
}

function checkNextRules(tree: Tree, journey: Journey, g: ContextGraph, named: Record<string, string>, found: PerContext): void {
  for (const node of journey.nodes) {
    if (!node.screen || !node.file || !g.reachable.has(node.path)) continue;
    const rules = items(field(tree.screens.get(node.screen)?.data, 'next'));
    if (rules.length === 0) continue;
    const covered = nextCovered(rules, g, named);
    if (covered === true) continue;
    found.add(`next:${node.file}`, node.file, '/next', g.members, (who) => covered === false
      ? `no next rule applies for ${who}: the applicant would be stuck on ${node.path} with a fault panel; add a rule for them or end the list with a rule without "when"`
      : `the next rules may all fail for ${who} (each depends on what the bank answers or the applicant typed): end the list with a rule without "when"`);
  }
}

/** A way onward: into another route, out of the app on purpose, or to an outside site that sends the applicant back. */
const onward = (e: Edge): boolean => !e.failure && e.from !== '*';

function checkDeadEnds(journey: Journey, g: ContextGraph, found: PerContext): void {
  for (const node of journey.nodes) {
    if (!g.reachable.has(node.path) || node.end !== undefined) continue;
    if (g.out(node.path).some(onward)) continue;
    found.add(`dead:${node.path}`, FLOW, `/routes/${node.routeIndex}`, g.members, (who) =>
      `${node.path} has no way onward for ${who} (no next rule, go, redirect or hand-off can be taken there) and is not a declared end: give it a way on, or declare "end": "<why the applicant stops here>"`);
  }
}

/** How many moves from a start each reached screen is (its place in the journey). */
function depths(g: ContextGraph): Map<string, number> {
  const out = new Map<string, number>();
  for (const p of g.reachable) out.set(p, g.wayTo(p)?.length ?? 0);
  return out;
}

type Way = Edge & { to: string };

/** A shortest way from one screen to another over the given ways (the screens passed, both ends included). */
function shortest(from: string, to: string, ways: { from: string; e: Way }[]): string[] {
  const prev = new Map<string, string>([[from, from]]);
  const queue = [from];
  while (queue.length > 0 && !prev.has(to)) {
    const p = queue.shift()!;
    for (const w of ways) if (w.from === p && !prev.has(w.e.to)) prev.set(w.e.to, p), queue.push(w.e.to);
  }
  const path = [to];
  while (path[0] !== from && prev.has(path[0])) path.unshift(prev.get(path[0])!);
  return path;
}

/**
 * Loops: screens that reach each other by ways not declared `back`. In each, the way that goes
 * furthest back (to the screen fewest moves from a start; to itself first of all) closes it: it is
 * reported and set aside, and the rest is looked at again, until no loop is left.
 */
function checkLoops(journey: Journey, g: ContextGraph, found: PerContext): void {
  const depth = depths(g);
  const setAside = new Set<Edge>();
  // A failure's way (the catalogue's route for an error code) is declared where the code is: not a loop to blame.
  const open = (e: Edge): e is Way => staysInSession(e) && !e.failure && e.back === undefined && !setAside.has(e);
  for (let loops = loopsOf(g, open); loops.length > 0; loops = loopsOf(g, open)) {
    for (const loop of loops) {
      const inside = new Set(loop);
      const ways = loop.flatMap((from) => g.out(from).filter(open).filter((e) => inside.has(e.to)).map((e) => ({ from, e })));
      const drop = ({ from, e }: { from: string; e: Way }) => (e.to === from ? Infinity : depth.get(from)! - depth.get(e.to)!);
      const closing = ways.reduce((best, w) => (drop(w) > drop(best) ? w : best));
      const { from, e } = closing;
      setAside.add(e);
      const self = e.to === from;
      const cycle = self ? [from, from] : [...shortest(e.to, from, ways), e.to];
      found.add(`loop:${e.source.file}${e.source.pointer}`, e.source.file, e.source.pointer, g.members, (who) => self
        ? `${from} leads back to itself for ${who}: the applicant would be stuck there with no message; send them on, or declare "back": "<why>" if they are meant to stay`
        : `${arrow([from, e.to])} returns to an earlier screen without a declared reason, a loop for ${who} (${arrow(cycle)}); send them on, or declare "back": "<why they return>" on this way`);
    }
  }
}

/** Strongly connected screens (Tarjan): a loop is one of these with more than one screen, or a screen leading to itself. */
/** Moves that can make a loop: within the session, not a failure's way (declared by its error code). */
const loopable = (e: Edge): e is Edge & { to: string } => staysInSession(e) && !e.failure;

function loopsOf(g: ContextGraph, follow: (e: Edge) => e is Edge & { to: string } = loopable): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const out: string[][] = [];
  let counter = 0;
  const connect = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    for (const e of g.out(v).filter(follow)) {
      if (!g.reachable.has(e.to)) continue;
      if (!index.has(e.to)) {
        connect(e.to);
        low.set(v, Math.min(low.get(v)!, low.get(e.to)!));
      } else if (stack.includes(e.to)) low.set(v, Math.min(low.get(v)!, index.get(e.to)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const scc: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      scc.push(w);
    } while (w !== v);
    if (scc.length > 1 || g.out(v).some((e) => follow(e) && e.to === v)) out.push(scc.reverse());
  };
  for (const v of g.reachable) if (!index.has(v)) connect(v);
  return out;
}

function checkWayOut(journey: Journey, g: ContextGraph, found: PerContext): void {
  for (const loop of loopsOf(g)) {
    const inside = new Set(loop);
    const exit = loop.some((p) => journey.node(p)?.end !== undefined || g.out(p).some((e) => onward(e) && (!moves(e) || !inside.has(e.to))));
    if (exit) continue;
    const first = journey.node(loop[0])!;
    found.add(`closed:${[...inside].sort().join(',')}`, FLOW, `/routes/${first.routeIndex}`, g.members, (who) =>
      `${arrow([...loop, loop[0]])} is a loop with no way out for ${who}: none of these screens leads anywhere else`);
  }
}

export function checkJourneyWays(tree: Tree, sink: Sink): void {
  if (!tree.flow) return;
  const { journey, graphs, named, contexts } = journeyOf(tree);
  const found = new PerContext(contexts);
  for (const g of graphs) {
    checkNextRules(tree, journey, g, named, found);
    checkDeadEnds(journey, g, found);
    checkLoops(journey, g, found);
    checkWayOut(journey, g, found);
  }
  found.report((file, pointer, message) => sink.fault(file, pointer, message));
}
