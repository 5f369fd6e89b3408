// renderer/build/shims/uri.ts stands in for fast-uri in the browser build: the same answers for the
// references @rjsf/utils resolves and compares (a $ref against the root's $id, '#' when none).
import fastUri from 'fast-uri';
import { describe, expect, it } from 'vitest';
import { equal, resolve } from '../../../renderer/build/shims/uri.js';

describe('the URI shim answers as fast-uri does', () => {
  it.each([
    ['#', '#/definitions/name'],
    ['#', '#/properties/a~1b'],
    ['', '#/definitions/name'],
    ['https://bank.example/schemas/form1.json', '#/definitions/name'],
    ['https://bank.example/schemas/form1.json', 'other.json#/a'],
    ['https://bank.example/schemas/form1.json', '../common/x.json'],
    ['https://bank.example/schemas/', 'https://cdn.example/y.json'],
    ['urn:x', 'https://cdn.example/y.json'],
    ['form1.json', '#/definitions/name'],
    ['/schemas/form1.json', 'other.json'],
  ])('resolve(%j, %j)', (base, ref) => {
    expect(resolve(base, ref)).toBe(fastUri.resolve(base, ref));
  });

  it.each([
    ['https://bank.example/a.json', 'https://bank.example/a.json'],
    ['https://Bank.example/a.json', 'https://bank.example/a.json'],
    ['https://bank.example/a.json', 'https://bank.example/b.json'],
    ['a.json', 'a.json'],
    ['a.json', 'b.json'],
  ])('equal(%j, %j)', (a, b) => {
    expect(equal(a, b)).toBe(fastUri.equal(a, b));
  });
});
