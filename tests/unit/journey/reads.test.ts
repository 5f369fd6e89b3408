// reads: what an expression reads from the context, and whether it uses the value (a value read:
// its absence loses data) or only tests it (its absence is an answer).
import { describe, expect, it } from 'vitest';
import { namedRules } from '../../../rules/named/index.js';
import { reads, sessionReads, sessionValueReads, sessionValueReadsByKey, type Payloads, type Read } from '../../../renderer/journey/reads.js';

const PAYLOADS: Payloads = {
  P: {
    parts: [
      { fields: { Card: 'session.GiftInfo.CardCode', Kind: "'O'" } },
      { when: "session.ApplyPL = 'Y'", why: 'only with a loan', fields: { Loan: { value: "$uppercase(session.Form3Data.LoanFor)", why: 'the bank wants capitals' } } },
      { flags: ['Loan'], why: 'the bank wants a flag' },
    ],
  },
  Loop: { parts: [{ fields: { Again: "$payload('Loop', $$)" } }] },
};

interface Row {
  given: string;
  expr: string;
  expected: Read[];
}

const rows: Row[] = [
  { given: 'a comparison', expr: "session.X = 'Y'", expected: [{ names: ['session', 'X'], value: false }] },
  { given: 'a comparison of two paths', expr: 'session.X != form.Y', expected: [{ names: ['session', 'X'], value: false }, { names: ['form', 'Y'], value: false }] },
  { given: 'a plain path', expr: 'session.X.Y', expected: [{ names: ['session', 'X', 'Y'], value: true }] },
  { given: 'a path from $$', expr: '$$.session.X', expected: [{ names: ['session', 'X'], value: true }] },
  { given: 'a path from no root of the context', expr: 'foo.bar', expected: [] },
  { given: 'a concatenation', expr: "session.A & '-' & query.B", expected: [{ names: ['session', 'A'], value: true }, { names: ['query', 'B'], value: true }] },
  { given: 'a negation', expr: '-session.N', expected: [{ names: ['session', 'N'], value: true }] },
  { given: '$exists', expr: '$exists(session.X)', expected: [{ names: ['session', 'X'], value: false }] },
  { given: '$not and $boolean', expr: '$not($boolean(session.X))', expected: [{ names: ['session', 'X'], value: false }] },
  { given: 'another function', expr: '$string(session.X)', expected: [{ names: ['session', 'X'], value: true }] },
  { given: 'an object key', expr: "{ 'A': session.X }", expected: [{ names: ['session', 'X'], value: true, key: 'A' }] },
  {
    given: 'nested objects (the innermost key)',
    expr: "{ 'Outer': { 'Inner': session.X }, 'Top': session.Y }",
    expected: [{ names: ['session', 'X'], value: true, key: 'Inner' }, { names: ['session', 'Y'], value: true, key: 'Top' }],
  },
  {
    given: 'an object key that is an expression (the enclosing key)',
    expr: "{ 'A': { session.K: session.V } }",
    expected: [{ names: ['session', 'K'], value: true, key: 'A' }, { names: ['session', 'V'], value: true, key: 'A' }],
  },
  { given: 'x ? x : other', expr: "session.X ? session.X : ''", expected: [{ names: ['session', 'X'], value: false }, { names: ['session', 'X'], value: false }] },
  {
    given: 'c ? x : y',
    expr: "session.C = 'Y' ? session.X : session.Z",
    expected: [{ names: ['session', 'C'], value: false }, { names: ['session', 'X'], value: true }, { names: ['session', 'Z'], value: true }],
  },
  { given: 'x ? x : other under a key', expr: "{ 'A': session.X ? session.X : 'none' }", expected: [{ names: ['session', 'X'], value: false, key: 'A' }, { names: ['session', 'X'], value: false, key: 'A' }] },
  { given: 'a variable bound to a path', expr: '($g := session.G; $g.C)', expected: [{ names: ['session', 'G', 'C'], value: true }] },
  {
    given: 'a variable bound to a path, read under a key',
    expr: "($g := session.GiftInfo; { 'CardCode': $g.CardCode, 'Has': $exists($g.Gateway) })",
    expected: [{ names: ['session', 'GiftInfo', 'CardCode'], value: true, key: 'CardCode' }, { names: ['session', 'GiftInfo', 'Gateway'], value: false, key: 'Has' }],
  },
  { given: 'a variable bound to a computed value', expr: '($n := $string(session.N); $n)', expected: [{ names: ['session', 'N'], value: true }] },
  {
    given: 'a filter that tests another key',
    expr: 'session.List[Type = session.T].Name',
    expected: [{ names: ['session', 'List'], value: true }, { names: ['session', 'T'], value: false }],
  },
  {
    given: 'a payload (its part\'s when only tests)',
    expr: "$payload('P', $$)",
    expected: [
      { names: ['session', 'GiftInfo', 'CardCode'], value: true, key: 'Card' },
      { names: ['session', 'Form3Data', 'LoanFor'], value: true, key: 'Loan' },
      { names: ['session', 'ApplyPL'], value: false, key: 'Loan' },
    ],
  },
  { given: 'a payload not declared', expr: "$payload('Nope', $$)", expected: [] },
  { given: 'a payload that reads itself (depth-limited)', expr: "$payload('Loop', $$)", expected: [] },
  { given: 'an expression that does not parse', expr: "session.X = 'Y' and", expected: [] },
];

describe('reads', () => {
  it.each(rows)('given $given, when $expr is read, then it reads exactly what the table says', ({ expr, expected }) => {
    expect(reads(expr, PAYLOADS)).toEqual(expected);
  });
});

interface KeysRow {
  expr: string;
  values: string[];
  all: string[];
  byKey: Record<string, string[]>;
}

const keyRows: KeysRow[] = [
  { expr: "session.X = 'Y'", values: [], all: ['X'], byKey: {} },
  { expr: "{ 'A': session.X.Y, 'B': session.Z = 'Y' ? session.W : '', 'C': form.F }", values: ['X', 'W'], all: ['X', 'Z', 'W'], byKey: { A: ['X'], B: ['W'] } },
  { expr: "{ 'A': session.X, 'B': session.X & session.Y }", values: ['X', 'Y'], all: ['X', 'Y'], byKey: { A: ['X'], B: ['X', 'Y'] } },
  { expr: 'session', values: [], all: [], byKey: {} },
  { expr: "$payload('P', $$)", values: ['GiftInfo', 'Form3Data'], all: ['GiftInfo', 'Form3Data', 'ApplyPL'], byKey: { Card: ['GiftInfo'], Loan: ['Form3Data'] } },
];

describe('session reads', () => {
  it.each(keyRows)('given $expr, when its session keys are asked for, then values $values, all $all, by key $byKey', ({ expr, values, all, byKey }) => {
    expect(sessionValueReads(expr, PAYLOADS)).toEqual(values);
    expect(sessionReads(expr, PAYLOADS)).toEqual(all);
    expect(sessionValueReadsByKey(expr, PAYLOADS)).toEqual(byKey);
  });
});

describe('reads through a shared rule ($named)', () => {
  it('given $named(shortForm), when it is read, then it reads what rules/named/shortForm.jsonata reads', () => {
    expect(reads("$named('shortForm', $$)")).toEqual(reads(namedRules.shortForm));
    expect(reads("$named('shortForm', $$)").length).toBeGreaterThan(0);
  });

  it('given a shared rule only tested ($exists), when it is read, then its reads are tests', () => {
    const inner = reads(namedRules.giftInfo);
    expect(inner.some((r) => r.value)).toBe(true);
    expect(reads("$exists($named('giftInfo', $$))")).toEqual(inner.map((r) => ({ ...r, value: false })));
  });

  it('given a shared rule as a key\'s value, when the session keys by key are asked for, then the rule\'s own keys carry its reads', () => {
    expect(sessionValueReadsByKey("{ 'GiftInfo': $named('giftInfo', $$) }")).toEqual(sessionValueReadsByKey(namedRules.giftInfo));
    expect(sessionValueReadsByKey("{ 'Short': $named('shortForm', $$) & '' }")).toEqual({});
  });

  it('given an unknown rule name, when it is read, then nothing is read (the smoke render faults the name)', () => {
    expect(reads("$named('noSuchRule', $$)")).toEqual([]);
  });
});
