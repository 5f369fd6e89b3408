// valueType: the type a write expression surely gives, or undefined where it depends on data.
import { describe, expect, it } from 'vitest';
import type { ValueType } from '../../../renderer/journey/types.js';
import { valueType } from '../../../renderer/journey/valueType.js';

const DECLARED: Record<string, ValueType> = { Name: 'string', Count: 'number', Form1Data: 'object' };
/** Session keys as declared; form fields: Email a string (a screen's schema). */
const declared = (root: 'session' | 'form', key: string): ValueType | undefined => (root === 'session' ? DECLARED[key] : key === 'Email' ? 'string' : undefined);

interface Row {
  expr: string;
  expected: ValueType | undefined;
}

const rows: Row[] = [
  { expr: "''", expected: 'string' },
  { expr: "'Y'", expected: 'string' },
  { expr: '0', expected: 'number' },
  { expr: 'true', expected: 'boolean' },
  { expr: 'false', expected: 'boolean' },
  { expr: 'null', expected: 'null' },
  { expr: "'a' & session.X", expected: 'string' },
  { expr: 'session.N + 1', expected: 'number' },
  { expr: 'session.N * 2 - 1', expected: 'number' },
  { expr: 'session.N % 2', expected: 'number' },
  { expr: '-session.N', expected: 'number' },
  { expr: "session.X = 'Y'", expected: 'boolean' },
  { expr: "session.X in ['A', 'B']", expected: 'boolean' },
  { expr: 'session.X and session.Y', expected: 'boolean' },
  { expr: '$string(session.N)', expected: 'string' },
  { expr: "$substring(session.X, 0, 2)", expected: 'string' },
  { expr: '$number(session.X)', expected: 'number' },
  { expr: '$count(session.List)', expected: 'number' },
  { expr: '$boolean(session.X)', expected: 'boolean' },
  { expr: '$exists(session.X)', expected: 'boolean' },
  { expr: '$lookup(session.X, "a")', expected: undefined },
  { expr: "session.X = 'Y' ? 'a' : 'b'", expected: 'string' },
  { expr: "session.X = 'Y' ? 'a' : 1", expected: undefined },
  { expr: "session.X = 'Y' ? 'a'", expected: 'string' },
  { expr: "($a := 1; 'x' & $a)", expected: 'string' },
  { expr: "{ 'A': session.X }", expected: 'object' },
  { expr: '[session.X, session.Y]', expected: 'array' },
  { expr: 'session.Name', expected: 'string' },
  { expr: 'session.Count', expected: 'number' },
  { expr: 'session.Form1Data', expected: 'object' },
  { expr: 'session.Undeclared', expected: undefined },
  { expr: 'session.Form1Data.Name', expected: undefined },
  { expr: 'form.Name', expected: undefined },
  { expr: 'form.Email', expected: 'string' },
  { expr: "session.X = 'Y' and", expected: undefined },
];

describe('valueType', () => {
  it.each(rows)('given the write $expr, when its type is asked for, then it is $expected', ({ expr, expected }) => {
    expect(valueType(expr, declared)).toBe(expected);
  });

  it('given no declared types, when a write copies a session key, then its type is not known', () => {
    expect(valueType('session.Name')).toBeUndefined();
  });
});
