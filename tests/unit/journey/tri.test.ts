// tri: the three-valued truth of a JSONata condition under a partly known session. Only what is
// certain counts: true or false when the known keys decide it, 'unknown' otherwise.
import jsonata from 'jsonata';
import { describe, expect, it } from 'vitest';
import { allHold, tri, type Known, type Tri } from '../../../renderer/journey/tri.js';

/** Session key -> value; a key set to undefined is known to be absent; a key left out is unknown. */
type Session = Record<string, unknown>;

const knownOf = (session: Session): Known => new Map(Object.entries(session).map(([k, v]) => [`session.${k}`, v]));

const NAMED: Record<string, string> = {
  isEtb: "session.CustomerType = 'ETB'",
  etbShort: "$named('isEtb', $$) and session.ApplyShortForm = 'Y'",
  broken: 'session.A =',
  bare: 'session.A',
};

interface Row {
  expr: string;
  known: Session;
  expected: Tri;
}

const rows: Row[] = [
  // literals
  { expr: 'true', known: {}, expected: true },
  { expr: 'false', known: {}, expected: false },
  { expr: "''", known: {}, expected: false },
  { expr: "'Y'", known: {}, expected: true },
  { expr: '0', known: {}, expected: false },
  // =, != (a comparison with an absent key is false, whatever the operator)
  { expr: "session.A = 'Y'", known: { A: 'Y' }, expected: true },
  { expr: "session.A = 'Y'", known: { A: 'N' }, expected: false },
  { expr: "session.A = 'Y'", known: {}, expected: 'unknown' },
  { expr: "session.A = 'Y'", known: { A: undefined }, expected: false },
  { expr: "session.A != 'Y'", known: { A: 'N' }, expected: true },
  { expr: "session.A != 'Y'", known: { A: 'Y' }, expected: false },
  { expr: "session.A != 'Y'", known: { A: undefined }, expected: false },
  { expr: "session.A != 'Y'", known: {}, expected: 'unknown' },
  { expr: "$$.session.A = 'Y'", known: { A: 'Y' }, expected: true },
  { expr: "session.A.B = 'Y'", known: { A: 'Y' }, expected: 'unknown' },
  { expr: 'session.A < 3', known: { A: 1 }, expected: 'unknown' },
  // and / or (Kleene)
  { expr: "session.A = 'Y' and session.B = 'Y'", known: { A: 'Y', B: 'Y' }, expected: true },
  { expr: "session.A = 'Y' and session.B = 'Y'", known: { A: 'N' }, expected: false },
  { expr: "session.A = 'Y' and session.B = 'Y'", known: { B: 'N' }, expected: false },
  { expr: "session.A = 'Y' and session.B = 'Y'", known: { A: 'Y' }, expected: 'unknown' },
  { expr: "session.A = 'Y' or session.B = 'Y'", known: { A: 'Y' }, expected: true },
  { expr: "session.A = 'Y' or session.B = 'Y'", known: { B: 'Y' }, expected: true },
  { expr: "session.A = 'Y' or session.B = 'Y'", known: { A: 'N' }, expected: 'unknown' },
  { expr: "session.A = 'Y' or session.B = 'Y'", known: { A: 'N', B: 'N' }, expected: false },
  // in
  { expr: "session.A in ['X', 'Y']", known: { A: 'Y' }, expected: true },
  { expr: "session.A in ['X', 'Y']", known: { A: 'Z' }, expected: false },
  { expr: "session.A in ['X', 'Y']", known: { A: undefined }, expected: false },
  { expr: "session.A in ['X', 'Y']", known: {}, expected: 'unknown' },
  { expr: "session.A in ['X', session.B]", known: { A: 'Y' }, expected: 'unknown' },
  { expr: "session.A in ['X', session.B]", known: { A: 'Y', B: 'Y' }, expected: true },
  { expr: "session.A in 'Y'", known: { A: 'Y' }, expected: true },
  // $not, $boolean, $exists (known absent vs unknown)
  { expr: "$not(session.A = 'Y')", known: { A: 'N' }, expected: true },
  { expr: "$not(session.A = 'Y')", known: { A: 'Y' }, expected: false },
  { expr: "$not(session.A = 'Y')", known: {}, expected: 'unknown' },
  { expr: '$exists(session.A)', known: { A: 'Y' }, expected: true },
  { expr: '$exists(session.A)', known: { A: '' }, expected: true },
  { expr: '$exists(session.A)', known: { A: undefined }, expected: false },
  { expr: '$exists(session.A)', known: {}, expected: 'unknown' },
  { expr: '$not($exists(session.A))', known: { A: undefined }, expected: true },
  // $not of nothing is nothing: no condition holds for it
  { expr: '$not(session.A)', known: { A: undefined }, expected: false },
  { expr: '$not(session.A)', known: { A: '' }, expected: true },
  { expr: '$not(session.A)', known: { A: 'Y' }, expected: false },
  { expr: '$not(session.A)', known: {}, expected: 'unknown' },
  { expr: '$not($boolean(session.A))', known: { A: undefined }, expected: false },
  { expr: "$not(session.A = 'Y' ? session.B)", known: { A: 'N' }, expected: false },
  { expr: "$not(session.A = 'Y' ? session.B)", known: { A: 'Y', B: '' }, expected: true },
  { expr: "$not($named('bare', $$))", known: { A: undefined }, expected: false },
  { expr: "$not($named('isEtb', $$))", known: { CustomerType: undefined }, expected: true },
  { expr: '$boolean(session.A)', known: { A: 'Y' }, expected: true },
  { expr: '$boolean(session.A)', known: { A: '' }, expected: false },
  { expr: '$boolean(session.A)', known: { A: undefined }, expected: false },
  { expr: '$boolean(session.A)', known: {}, expected: 'unknown' },
  { expr: 'session.A', known: { A: 'Y' }, expected: true },
  { expr: 'session.A', known: { A: undefined }, expected: false },
  { expr: "$contains(session.A, 'Y')", known: { A: 'Y' }, expected: 'unknown' },
  // ternary: an unknown condition is decided only when both branches agree
  { expr: "session.A = 'Y' ? session.B = 'Y' : false", known: { A: 'Y', B: 'Y' }, expected: true },
  { expr: "session.A = 'Y' ? session.B = 'Y' : false", known: { A: 'N', B: 'Y' }, expected: false },
  { expr: "session.A = 'Y' ? true : false", known: {}, expected: 'unknown' },
  { expr: "session.A = 'Y' ? session.B = 'Y' : session.B = 'Y'", known: { B: 'Y' }, expected: true },
  { expr: "session.A = 'Y' ? true", known: { A: 'N' }, expected: false },
  // blocks: one expression is read through; more are not
  { expr: "(session.A = 'Y')", known: { A: 'Y' }, expected: true },
  { expr: "($x := 1; session.A = 'Y')", known: { A: 'Y' }, expected: 'unknown' },
  // paths compared with each other
  { expr: 'session.A = session.B', known: { A: 'Y', B: 'Y' }, expected: true },
  { expr: 'session.A = session.B', known: { A: 'Y', B: 'N' }, expected: false },
  { expr: 'session.A != session.B', known: { A: 'Y', B: 'N' }, expected: true },
  { expr: 'session.A = session.B', known: { A: 'Y' }, expected: 'unknown' },
  { expr: 'session.A = session.B', known: { A: undefined, B: undefined }, expected: false },
  // $named, through the named rules map (and nested)
  { expr: "$named('isEtb', $$)", known: { CustomerType: 'ETB' }, expected: true },
  { expr: "$named('isEtb', $$)", known: { CustomerType: 'NTB' }, expected: false },
  { expr: "$named('isEtb', $$)", known: {}, expected: 'unknown' },
  { expr: "$named('etbShort', $$)", known: { CustomerType: 'ETB', ApplyShortForm: 'Y' }, expected: true },
  { expr: "$named('etbShort', $$)", known: { CustomerType: 'NTB' }, expected: false },
  { expr: "$named('missing', $$)", known: { CustomerType: 'ETB' }, expected: 'unknown' },
  { expr: "$named('broken', $$)", known: { A: 'Y' }, expected: 'unknown' },
  // an expression that does not parse
  { expr: "session.A = 'Y' and", known: { A: 'Y' }, expected: 'unknown' },
];

/** What the runner decides (rules/evaluator.ts holds): JSONata's truthiness of the value, $named bound as the app binds it. */
async function holds(expr: string, known: Session): Promise<boolean> {
  const session = Object.fromEntries(Object.entries(known).filter(([, v]) => v !== undefined));
  const named = (name: string, root: unknown): Promise<unknown> => jsonata(NAMED[name]).evaluate(root, { named });
  const value: unknown = await jsonata(expr).evaluate({ session }, { named });
  return Array.isArray(value) ? value.some(Boolean) : Boolean(value);
}

describe('tri', () => {
  it.each(rows)('given the session $known, when $expr is read, then it is $expected', ({ expr, known, expected }) => {
    expect(tri(expr, { known: knownOf(known), named: NAMED })).toBe(expected);
  });

  it.each(rows.filter((r) => r.expected !== 'unknown'))('given the session $known, when $expr is decided, then JSONata agrees: $expected', async ({ expr, known, expected }) => {
    expect(await holds(expr, known)).toBe(expected);
  });

  it('given no named rules map, when $named is read, then it is unknown', () => {
    expect(tri("$named('isEtb', $$)", { known: knownOf({ CustomerType: 'ETB' }) })).toBe('unknown');
  });
});

interface AllRow {
  given: string;
  conditions: { expr?: string; negated?: boolean }[];
  known: Session;
  expected: Tri;
}

const allRows: AllRow[] = [
  { given: 'no conditions', conditions: [], known: {}, expected: true },
  { given: 'one that holds', conditions: [{ expr: "session.A = 'Y'" }], known: { A: 'Y' }, expected: true },
  { given: 'one that holds, negated', conditions: [{ expr: "session.A = 'Y'", negated: true }], known: { A: 'Y' }, expected: false },
  { given: 'one that fails, negated', conditions: [{ expr: "session.A = 'Y'", negated: true }], known: { A: 'N' }, expected: true },
  { given: 'an unknown one, negated', conditions: [{ expr: "session.A = 'Y'", negated: true }], known: {}, expected: 'unknown' },
  { given: 'an opaque one', conditions: [{}], known: {}, expected: 'unknown' },
  { given: 'an opaque one, negated', conditions: [{ negated: true }], known: {}, expected: 'unknown' },
  { given: 'an opaque one and one that holds', conditions: [{}, { expr: "session.A = 'Y'" }], known: { A: 'Y' }, expected: 'unknown' },
  { given: 'an opaque one and one that fails', conditions: [{}, { expr: "session.A = 'Y'" }], known: { A: 'N' }, expected: false },
  { given: 'two that hold, the second negated', conditions: [{ expr: "session.A = 'Y'" }, { expr: "session.B = 'Y'", negated: true }], known: { A: 'Y', B: 'N' }, expected: true },
  { given: 'a negated named rule', conditions: [{ expr: "$named('isEtb', $$)", negated: true }], known: { CustomerType: 'NTB' }, expected: true },
];

describe('allHold', () => {
  it.each(allRows)('given $given, when all must hold, then it is $expected', ({ conditions, known, expected }) => {
    expect(allHold(conditions, { known: knownOf(known), named: NAMED })).toBe(expected);
  });
});
