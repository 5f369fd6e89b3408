// coverage.json: what all the scenarios together covered of the config (universe.ts), each item
// with the fixtures that covered it, and what none covered listed by file and pointer.
import type { FixtureCoverage } from './collect.js';
import { edgeId, type Site, type Universe } from './universe.js';

export interface Count { covered: number; total: number }
export interface EdgeCoverage { from: string; to: string | null; kind: string; failure: boolean; source: string; covered: boolean; by: string[] }
export interface SiteCoverage { where: string; expr: string; kind: string; source?: string; seenTrue: boolean; seenFalse: boolean }
export interface Gap { what: string; file: string; pointer: string; text: string }

export interface Coverage {
  fixtures: string[];
  summary: {
    routes: Count; edges: Count; leaves: Count;
    /** A condition or rule counts as covered when it was seen both true and false. */
    conditions: Count & { seenTrue: number; seenFalse: number };
    rules: Count & { seenTrue: number; seenFalse: number };
    errors: Count; calls: Count;
  };
  routes: { path: string; covered: boolean; by: string[] }[];
  /** The journey model's edges between routes (`to` a route path). */
  edges: EdgeCoverage[];
  /** The model's edges that leave the app (a redirect, an error's redirect): `to` null. */
  leaves: EdgeCoverage[];
  conditions: SiteCoverage[];
  rules: SiteCoverage[];
  errors: { code: string; raised: boolean; by: string[] }[];
  calls: { code: string; made: boolean; by: string[] }[];
  uncovered: Gap[];
}

const split = (at: string) => ({ file: at.split('#')[0], pointer: at.slice(at.indexOf('#') + 1) });

function sites(list: Site[], runs: FixtureCoverage[]): SiteCoverage[] {
  return list.map((s) => {
    const seen = runs.map((r) => r.conditions[s.where]).filter((x) => x !== undefined);
    return { ...s, seenTrue: seen.some((x) => x[0]), seenFalse: seen.some((x) => x[1]) };
  });
}

const count = <T>(list: T[], covered: (x: T) => boolean): Count => ({ covered: list.filter(covered).length, total: list.length });
const twoWay = (list: SiteCoverage[]) => ({ ...count(list, (s) => s.seenTrue && s.seenFalse), seenTrue: list.filter((s) => s.seenTrue).length, seenFalse: list.filter((s) => s.seenFalse).length });

export function summarize(universe: Universe, byFixture: ReadonlyMap<string, FixtureCoverage>): Coverage {
  const fixtures = [...byFixture.keys()];
  const runs = [...byFixture.values()];
  const who = (has: (c: FixtureCoverage) => boolean) => fixtures.filter((f) => has(byFixture.get(f)!));
  const routes = universe.routes.map((path) => {
    const by = who((c) => c.routes.includes(path));
    return { path, covered: by.length > 0, by };
  });
  const allEdges = universe.edges.map((e): EdgeCoverage => {
    const id = edgeId(e);
    const by = who((c) => c.edges.includes(id));
    return { from: e.from, to: e.to ?? null, kind: e.kind, failure: e.failure, source: `${e.source.file}#${e.source.pointer}`, covered: by.length > 0, by };
  });
  const edges = allEdges.filter((e) => e.to !== null);
  const leaves = allEdges.filter((e) => e.to === null);
  const conditions = sites(universe.conditions, runs);
  const rules = sites(universe.rules, runs);
  const errors = universe.errors.map((code) => { const by = who((c) => c.errors.includes(code)); return { code, raised: by.length > 0, by }; });
  const calls = universe.calls.map((code) => { const by = who((c) => c.calls.includes(code)); return { code, made: by.length > 0, by }; });
  const uncovered: Gap[] = [
    ...routes.filter((r) => !r.covered).map((r) => ({ what: 'route', file: 'flows/flow.json', pointer: `/routes/${universe.journey.node(r.path)?.routeIndex ?? ''}`, text: `route ${r.path} entered by no scenario` })),
    ...[...edges, ...leaves].filter((e) => !e.covered).map((e) => ({ what: 'edge', ...split(e.source), text: `${e.kind} ${e.from} → ${e.to ?? 'outside'} taken by no scenario` })),
    ...[...conditions, ...rules].filter((s) => !(s.seenTrue && s.seenFalse)).map((s) => ({
      what: s.kind, ...split(s.where), text: `\`${s.expr}\` ${!s.seenTrue && !s.seenFalse ? 'never evaluated' : `never seen ${s.seenTrue ? 'false' : 'true'}`}${s.source ? ` (written at ${s.source})` : ''}`,
    })),
    ...errors.filter((e) => !e.raised).map((e) => ({ what: 'error', file: 'flows/errors.json', pointer: `/errors/${e.code.replace(/~/g, '~0').replace(/\//g, '~1')}`, text: `error ${e.code} raised by no scenario` })),
    ...calls.filter((c) => !c.made).map((c) => ({ what: 'call', file: 'flows/calls.json', pointer: `/calls/${c.code}`, text: `call ${c.code} made by no scenario` })),
  ];
  return {
    fixtures,
    summary: {
      routes: count(routes, (r) => r.covered), edges: count(edges, (e) => e.covered), leaves: count(leaves, (e) => e.covered),
      conditions: twoWay(conditions), rules: twoWay(rules),
      errors: count(errors, (e) => e.raised), calls: count(calls, (c) => c.made),
    },
    routes, edges, leaves, conditions, rules, errors, calls, uncovered,
  };
}
