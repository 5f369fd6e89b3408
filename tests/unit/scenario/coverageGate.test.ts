// The coverage gate over the real journey model, with coverages made up for the test: what no
// fixture covers is named, an allowed entry stands in for it, and a stale or unknown entry fails.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CoverageCollector, type FixtureCoverage } from '../../../scripts/scenario/coverage/collect.js';
import { gateFaults } from '../../../scripts/scenario/coverage/gate.js';
import { summarize } from '../../../scripts/scenario/coverage/summary.js';
import { edgeId, loadUniverse } from '../../../scripts/scenario/coverage/universe.js';

const root = resolve(import.meta.dirname, '../../..');
const universe = loadUniverse(root);
const everything: FixtureCoverage = { routes: universe.routes, edges: universe.edges.map(edgeId), conditions: {}, errors: [], calls: [] };
const edge = universe.edges.find((e) => e.kind === 'next')!;
const at = `${edge.source.file}#${edge.source.pointer}`;
const withoutEdge: FixtureCoverage = { ...everything, edges: everything.edges.filter((id) => id !== edgeId(edge)) };
const route = universe.routes.at(-1)!;

describe('the coverage gate', () => {
  it('passes when every route and edge is covered', () => {
    expect(gateFaults(summarize(universe, new Map([['a.json', everything]])), [])).toEqual([]);
  });

  it('names an edge and a route no fixture covers, by file and pointer', () => {
    const partial: FixtureCoverage = { ...withoutEdge, routes: universe.routes.filter((r) => r !== route) };
    expect(gateFaults(summarize(universe, new Map([['a.json', partial]])), [])).toEqual([
      `flows/flow.json: route ${route} is entered by no fixture`,
      `${at}: next edge ${edge.from} → ${edge.to} is taken by no fixture`,
    ]);
  });

  it('an allowed edge stands in for its coverage; an allowed one that is covered, or names nothing, fails', () => {
    const cov = summarize(universe, new Map([['a.json', withoutEdge]]));
    expect(gateFaults(cov, [{ edge: at, reason: 'only a browser can reach it' }])).toEqual([]);
    const full = summarize(universe, new Map([['a.json', everything]]));
    expect(gateFaults(full, [{ edge: at, reason: 'only a browser can reach it' }])).toEqual([`flows/coverage-allow.json#/allow/0: the edge at ${at} is covered (by a.json): take it off the list`]);
    expect(gateFaults(full, [{ route: '/Nowhere', reason: 'a route that is not there' }])).toEqual(['flows/coverage-allow.json#/allow/0: no route /Nowhere in flows/flow.json']);
  });
});

describe('the collector', () => {
  it('takes a next rule\'s edge when that rule was chosen, and counts conditions both ways', () => {
    const c = new CoverageCollector(universe);
    c.hear({ kind: 'next', where: at, to: edge.to! });
    c.hear({ kind: 'condition', where: 'schemas/index.json#/rules/visible/X', value: true });
    c.hear({ kind: 'condition', where: 'schemas/index.json#/rules/visible/X', value: false });
    c.hear({ kind: 'route', path: edge.from, refused: false });
    c.hear({ kind: 'route', path: '/Form1', refused: true, reason: 'pageState: (none)' });
    const got = c.finish();
    expect(got.edges).toEqual([edgeId(edge)]);
    expect(got.routes).toEqual([edge.from]);
    expect(got.conditions['schemas/index.json#/rules/visible/X']).toEqual([true, true]);
  });

  it('takes an edge from any screen (the guard\'s refusal) when its error code was raised', () => {
    const guard = universe.edges.find((e) => e.from === '*' && e.source.file === 'flows/errors.json')!;
    const c = new CoverageCollector(universe);
    c.hear({ kind: 'error', code: guard.source.pointer.replace('/errors/', ''), params: {} });
    expect(c.finish().edges).toContain(edgeId(guard));
  });
});
