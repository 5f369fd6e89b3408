// sureWrites: the session keys a way surely writes for one applicant, a write in a branch counted
// only where its branch surely ran (premise, context, or every case of the open conditions writes it).
import { describe, expect, it } from 'vitest';
import { sureWrites } from '../../../renderer/journey/sureWrites.js';
import type { Condition, Write } from '../../../renderer/journey/types.js';

const FILE = 'schemas/s.json';
const C = "session.C = 'Y'";
const D = "session.D = 'Y'";
const cond = (expr: string, pointer = '/onLoad/0/when'): Condition => ({ expr, source: { file: FILE, pointer } });
const not = (expr: string, pointer = '/onLoad/0/when'): Condition => ({ expr, negated: true, source: { file: FILE, pointer } });
const opaque = (label: string, pointer: string, negated = false): Condition => ({ label, source: { file: FILE, pointer }, ...(negated ? { negated } : {}) });
const w = (key: string, ...when: Condition[]): Write => ({ key, when });
/** c1 .. cn: n different open conditions. */
const opens = (n: number): string[] => Array.from({ length: n }, (_, i) => `session.K${i + 1} = 'Y'`);

interface Row {
  given: string;
  writes: Write[];
  premise: Condition[];
  known: Record<string, unknown>;
  expected: string[];
}

const rows: Row[] = [
  { given: 'a write with no conditions', writes: [w('A')], premise: [], known: {}, expected: ['A'] },
  { given: 'no writes', writes: [], premise: [cond(C)], known: {}, expected: [] },
  { given: 'a write under C, the premise holding C', writes: [w('A', cond(C))], premise: [cond(C)], known: {}, expected: ['A'] },
  { given: 'a write under not C, the premise holding not C', writes: [w('A', not(C))], premise: [not(C)], known: {}, expected: ['A'] },
  { given: 'a write under C, the premise holding not C', writes: [w('A', cond(C))], premise: [not(C)], known: {}, expected: [] },
  { given: 'a write under C, the context fixing C true', writes: [w('A', cond(C))], premise: [], known: { C: 'Y' }, expected: ['A'] },
  { given: 'a write under C, the context fixing C false', writes: [w('A', cond(C))], premise: [], known: { C: 'N' }, expected: [] },
  { given: 'a write under not C, the context fixing C false', writes: [w('A', not(C))], premise: [], known: { C: 'N' }, expected: ['A'] },
  { given: 'a write under C only, C open', writes: [w('A', cond(C))], premise: [], known: {}, expected: [] },
  { given: 'a write under C and another under not C (case split)', writes: [w('A', cond(C)), w('A', not(C, '/onSubmit/0/when'))], premise: [], known: {}, expected: ['A'] },
  { given: 'writes under C and D, and under not C, D open', writes: [w('A', cond(C), cond(D)), w('A', not(C))], premise: [], known: {}, expected: [] },
  { given: 'writes under C and D, and under not C, the context fixing D', writes: [w('A', cond(C), cond(D)), w('A', not(C))], premise: [], known: { D: 'Y' }, expected: ['A'] },
  { given: 'writes under C and D, and under not C, the premise holding D', writes: [w('A', cond(C), cond(D)), w('A', not(C))], premise: [cond(D)], known: {}, expected: ['A'] },
  { given: 'writes under C, under not C but D false in the context', writes: [w('A', cond(C)), w('A', not(C), cond(D))], premise: [], known: { D: 'N' }, expected: [] },
  {
    given: 'an opaque condition and its negation (the same atom)',
    writes: [w('A', opaque('A84 refused', '/onSubmit/0/onFail')), w('A', opaque('A84 refused', '/onSubmit/0/onFail', true))],
    premise: [], known: {}, expected: ['A'],
  },
  {
    given: 'two different opaque conditions',
    writes: [w('A', opaque('A84 refused', '/onSubmit/0/onFail')), w('A', opaque('A84 refused', '/onSubmit/1/onFail', true))],
    premise: [], known: {}, expected: [],
  },
  { given: 'an opaque condition the premise holds', writes: [w('A', opaque('A84 refused', '/onSubmit/0/onFail'))], premise: [opaque('A84 refused', '/onSubmit/0/onFail')], known: {}, expected: ['A'] },
  { given: 'a named rule the context fixes', writes: [w('A', cond("$named('isEtb', $$)"))], premise: [], known: { CustomerType: 'ETB' }, expected: ['A'] },
  { given: '10 open conditions that cover every case', writes: [w('A', cond('session.K1 = \'Y\'')), w('A', not('session.K1 = \'Y\'')), ...opens(10).slice(1).map((e) => w('A', cond(e)))], premise: [], known: {}, expected: ['A'] },
  { given: 'more than 10 open conditions, though they cover every case', writes: [w('A', cond('session.K1 = \'Y\'')), w('A', not('session.K1 = \'Y\'')), ...opens(11).slice(1).map((e) => w('A', cond(e)))], premise: [], known: {}, expected: [] },
  // The start screen fetches a token only when there is none (schemas/index.json: A6 under $not($exists(session.token))).
  { given: 'a write of K under "K is absent", that condition open', writes: [w('token', cond('$not($exists(session.token))'))], premise: [], known: {}, expected: ['token'] },
  { given: 'a write of K under "K is absent", the context holding K', writes: [w('token', cond('$not($exists(session.token))'))], premise: [], known: { token: 't' }, expected: ['token'] },
  { given: 'a write of K under "K is absent" and C, C open', writes: [w('token', cond('$not($exists(session.token))'), cond(C))], premise: [], known: {}, expected: [] },
  { given: 'a write of K under "another key is absent"', writes: [w('token', cond('$not($exists(session.AddressToken))'))], premise: [], known: {}, expected: [] },
  { given: 'a write of K under "K is present" (where K is absent it stays absent)', writes: [w('token', cond('$exists(session.token)'))], premise: [], known: {}, expected: [] },
  {
    given: 'several keys, each decided on its own',
    writes: [w('A'), w('B', cond(C)), w('C', cond(D)), w('C', not(D)), w('D', cond(C), not(C))],
    premise: [], known: { C: 'Y' }, expected: ['A', 'B', 'C'],
  },
];

describe('sureWrites', () => {
  it.each(rows)('given $given, when the sure writes are asked for, then they are $expected', ({ writes, premise, known, expected }) => {
    const session = new Map(Object.entries(known).map(([k, v]) => [`session.${k}`, v]));
    expect([...sureWrites(writes, premise, session, { isEtb: "session.CustomerType = 'ETB'" })].sort()).toEqual(expected);
  });
});
