// contextGraph: the journey as one applicant can walk it: the edges not surely impossible, the
// routes reached from the starts, a shortest way to each.
import { describe, expect, it } from 'vitest';
import { buildJourney } from '../../../renderer/journey/build.js';
import { contexts, dimensions, type Context } from '../../../renderer/journey/contexts.js';
import { contextGraph, moves, staysInSession } from '../../../renderer/journey/graph.js';
import type { Tri } from '../../../renderer/journey/tri.js';
import type { Edge, EdgeKind } from '../../../renderer/journey/types.js';
import { flow, input } from './fixture.js';

const journey = buildJourney(input);
const applicants = contexts(dimensions(flow));
const applicant = (label: string): Context => applicants.find((c) => c.label === label)!;
const NTB = applicant('CustomerType NTB, Agent Y');
const ETB = applicant('CustomerType ETB');
/** An edge by its source: `schemas/index.json#/next/0`. */
const edge = (where: string): Edge => journey.edges.find((e) => `${e.source.file}#${e.source.pointer}` === where)!;
const names = (way: Edge[] | undefined) => way?.map((e) => `${e.source.file}#${e.source.pointer}`);

describe('contextGraph: possible edges', () => {
  it.each<{ who: Context; where: string; expected: Tri | 'impossible' }>([
    { who: NTB, where: 'schemas/index.json#/next/0', expected: 'unknown' },
    { who: NTB, where: 'schemas/index.json#/next/1', expected: 'impossible' },
    { who: NTB, where: 'schemas/index.json#/next/2', expected: 'impossible' },
    { who: ETB, where: 'schemas/index.json#/next/0', expected: 'impossible' },
    { who: ETB, where: 'schemas/index.json#/next/1', expected: 'unknown' },
    { who: NTB, where: 'schemas/index.json#/onSubmit/2/onFail/0', expected: 'unknown' },
    { who: NTB, where: 'schemas/form1.json#/onSubmit/0/returns/0', expected: true },
    { who: ETB, where: 'schemas/form1.json#/actions/edit/0', expected: true },
    { who: NTB, where: 'schemas/verify.json#/next/1', expected: 'unknown' },
    { who: ETB, where: 'schemas/verify.json#/next/1', expected: 'impossible' },
    { who: NTB, where: 'schemas/verify.json#/next/2', expected: 'impossible' },
    { who: ETB, where: 'schemas/verify.json#/next/2', expected: 'unknown' },
    { who: ETB, where: 'flows/flow.json#/popups/exit/buttons/0/effects/0', expected: true },
  ])('given $who.label, when the edge $where is weighed, then it is $expected', ({ who, where, expected }) => {
    const g = contextGraph(journey, who, ['/']);
    expect(g.possible.has(edge(where)) ? g.possible.get(edge(where)) : 'impossible').toBe(expected);
  });
});

describe('contextGraph: reachability and ways', () => {
  it.each([
    { who: NTB, reachable: ['/', '/Oops', '/Form1', '/Done', '/Verify'] },
    { who: applicant('CustomerType NTB'), reachable: ['/', '/Oops', '/Form1', '/Done', '/Verify'] },
    { who: ETB, reachable: ['/', '/Oops', '/Verify', '/Done'] },
  ])('given $who.label, when walked from /, then the routes reached, in order, are $reachable', ({ who, reachable }) => {
    expect([...contextGraph(journey, who, ['/']).reachable]).toEqual(reachable);
  });

  it.each([
    { who: NTB, to: '/', way: [] },
    { who: NTB, to: '/Form1', way: ['schemas/index.json#/next/0'] },
    { who: NTB, to: '/Verify', way: ['schemas/index.json#/next/0', 'schemas/form1.json#/onSubmit/0/returns/0'] },
    { who: ETB, to: '/Verify', way: ['schemas/index.json#/next/1'] },
    { who: ETB, to: '/Done', way: ['flows/flow.json#/popups/exit/buttons/0/effects/0'] },
    { who: ETB, to: '/Oops', way: ['schemas/index.json#/onSubmit/2/onFail/0'] },
    { who: ETB, to: '/Form1', way: undefined },
  ])('given $who.label, when the way to $to is asked for, then it is the shortest: $way', ({ who, to, way }) => {
    expect(names(contextGraph(journey, who, ['/']).wayTo(to))).toEqual(way);
  });

  it('given a start named by its alias, when walked, then the walk starts on its route', () => {
    expect(contextGraph(journey, ETB, ['/IndexPage']).reachable.has('/')).toBe(true);
  });

  it("given a route, when its ways out are asked for, then its possible edges and the flow's own, also from a route not reached", () => {
    const g = contextGraph(journey, ETB, ['/']);
    expect(names(g.out('/Form1'))).toEqual([
      'schemas/form1.json#/onSubmit/0/returns/0',
      'schemas/form1.json#/onSubmit/0/onFail/0',
      'schemas/form1.json#/onSubmit/1/returns/0',
      'schemas/form1.json#/actions/edit/0',
      'flows/flow.json#/idle/onAbandon/0',
      'flows/flow.json#/popups/exit/buttons/0/effects/0',
      'flows/errors.json#/errors/G01',
      'flows/errors.json#/errors/0000',
    ]);
  });

  it('given no members, when walked, then the applicant is its only member', () => {
    expect(contextGraph(journey, ETB, ['/']).members).toEqual([ETB]);
  });
});

describe('moves and staysInSession', () => {
  it.each<{ kind: EdgeKind; where: string; move: boolean; stays: boolean }>([
    { kind: 'next', where: 'schemas/index.json#/next/0', move: true, stays: true },
    { kind: 'go', where: 'schemas/form1.json#/actions/edit/0', move: true, stays: true },
    { kind: 'fail', where: 'schemas/index.json#/onSubmit/2/onFail/0', move: true, stays: true },
    { kind: 'handoff', where: 'schemas/form1.json#/onSubmit/1/returns/0', move: true, stays: true },
    { kind: 'link', where: 'schemas/form1.json#/onSubmit/0/returns/0', move: true, stays: false },
    { kind: 'leave', where: 'schemas/index.json#/onLoad/1/then/0', move: false, stays: false },
  ])('given a $kind edge, when asked whether it moves and stays in the session, then $move and $stays', ({ kind, where, move, stays }) => {
    expect(edge(where).kind).toBe(kind);
    expect(moves(edge(where))).toBe(move);
    expect(staysInSession(edge(where))).toBe(stays);
  });

  it('given a leave that names a route, when asked whether it moves, then it does not', () => {
    expect(moves({ ...edge('schemas/index.json#/onLoad/1/then/0'), to: '/' })).toBe(false);
  });
});
