// renderer/build/shims/deepEquals.ts stands in for fast-equals under @rjsf/utils's deepEquals in the
// browser build: for what rjsf compares (our screens' schemas and uiSchemas, form data, props with
// React elements and functions) it answers as rjsf's own deepEquals does.
import { readdirSync, readFileSync } from 'node:fs';
import { deepEquals as rjsfDeepEquals } from '@rjsf/utils';
import fc from 'fast-check';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { createCustomEqual, deepEquals } from '../../../renderer/build/shims/deepEquals.js';

const screens = readdirSync('schemas').filter((f) => f.endsWith('.json')).map((f) => JSON.parse(readFileSync(`schemas/${f}`, 'utf8')) as Record<string, unknown>);

function circular(label: string): Record<string, unknown> {
  const node: Record<string, unknown> = { label };
  node.self = node;
  return node;
}
class Box { constructor(readonly value: unknown) {} }
const same = () => 'x';

describe('the deepEquals stand-in', () => {
  it.each<[string, unknown, unknown]>([
    ['equal numbers, strings, null', [1, 'a', null, true], [1, 'a', null, true]],
    ['NaN and NaN', NaN, NaN],
    ['0 and -0', 0, -0],
    ['a number and its string', 1, '1'],
    ['null and undefined', null, undefined],
    ['keys in another order', { a: 1, b: [1, 2] }, { b: [1, 2], a: 1 }],
    ['a missing key and an undefined one', { a: 1 }, { a: 1, b: undefined }],
    ['an undefined key and another undefined key', { a: 1, b: undefined }, { a: 1, c: undefined }],
    ['a hole and undefined', [undefined, 1], [, 1]],
    ['a hole and a value', [2, 1], [, 1]],
    ['arrays of another length', [1, 2], [1, 2, 3]],
    ['an array and an object with its keys', [1], { 0: 1 }],
    ['two functions', { onChange: () => 1 }, { onChange: same }],
    ['a function and a string', same, 'x'],
    ['equal dates', new Date(5), new Date(5)],
    ['other dates', new Date(5), new Date(6)],
    ['invalid dates', new Date(NaN), new Date(NaN)],
    ['equal regular expressions', /a+/gi, /a+/gi],
    ['other flags', /a+/g, /a+/i],
    ['a null-prototype object and a plain one', Object.assign(Object.create(null), { a: 1 }), { a: 1 }],
    ['two null-prototype objects', Object.assign(Object.create(null), { a: 1 }), Object.assign(Object.create(null), { a: 1 })],
    ['instances of one class with equal fields', new Box({ a: 1 }), new Box({ a: 1 })],
    ['instances of one class with other fields', new Box(1), new Box(2)],
    ['an instance and a plain object', new Box(1), { value: 1 }],
    ['two circular objects alike', circular('a'), circular('a')],
    ['two circular objects not alike', circular('a'), circular('b')],
    ['React elements alike', createElement('span', { className: 'a' }, 'text'), createElement('span', { className: 'a' }, 'text')],
    ['React elements with other children', createElement('span', null, 'a'), createElement('span', null, 'b')],
    ['two empty maps (compared by identity here)', new Map(), new Map()],
  ])('%s', (_, a, b) => {
    // Where the stand-in is stricter than rjsf (classes it does not look into), it says unequal, never equal.
    const ours = deepEquals(a, b);
    const theirs = rjsfDeepEquals(a, b);
    if (a instanceof Map) expect([ours, theirs]).toEqual([false, true]);
    else expect(ours).toBe(theirs);
  });

  it('answers as rjsf does for React elements with another owner', () => {
    const a = { ...createElement('b', null, 'x'), _owner: { fiber: 1 } };
    const b = { ...createElement('b', null, 'x'), _owner: { fiber: 2 } };
    expect(deepEquals(a, b)).toBe(rjsfDeepEquals(a, b));
    expect(deepEquals(a, b)).toBe(true);
  });

  it.each(screens.map((s) => [s.id as string, s] as const))('%s: its schema and uiSchema equal their copies, and differ from them changed', (_, screen) => {
    for (const part of [screen.schema, screen.uiSchema]) {
      const copy = structuredClone(part) as Record<string, unknown>;
      expect(deepEquals(part, copy)).toBe(true);
      const changed = { ...copy, added: 1 };
      expect(deepEquals(part, changed)).toBe(rjsfDeepEquals(part, changed));
      expect(deepEquals(part, changed)).toBe(false);
    }
  });

  it('answers as rjsf does for every pair of screens', () => {
    for (const a of screens) for (const b of screens) expect(deepEquals(a.schema, b.schema)).toBe(rjsfDeepEquals(a.schema, b.schema));
  });

  it('answers as rjsf does for any two JSON values and for a value and its copy', () => {
    fc.assert(fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
      expect(deepEquals(a, b)).toBe(rjsfDeepEquals(a, b));
      expect(deepEquals(a, structuredClone(a))).toBe(true);
    }), { numRuns: 500 });
  });

  it('is what the factory rjsf calls gives', () => {
    expect(createCustomEqual()).toBe(deepEquals);
  });
});
