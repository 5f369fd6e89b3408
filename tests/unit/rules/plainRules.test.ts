// rules/plain answers a rule only as JSONata would (issue 22): every JSONata position of the
// config and every shared rule that is plain is run against many contexts, built from the paths it
// reads (absent, empty, the values it compares with, other types, lists), by the plain path and by
// JSONata itself. Where the plain path answers, JSONata gives the same answer (the same references,
// the same sequence marks) and no error; where it does not, JSONata answers. Most runs must be
// answered by the plain path, or it would hold nothing.
import { describe, expect, it } from 'vitest';
import { compile } from '../../../rules/evaluator.js';
import { customFunctions } from '../../../rules/functions/index.js';
import { namedRules } from '../../../rules/named/index.js';
import { parsePlain, type PlainNode } from '../../../rules/plain/parse.js';
import { plainRules } from '../../../rules/plain/index.js';
import { exprSites } from '../../../scripts/check/exprSites.js';
import { loadTree } from '../../../scripts/check/load.js';
import type { Sink } from '../../../scripts/check/types.js';

const ROOT = new URL('../../..', import.meta.url).pathname;
const plain = plainRules(customFunctions, (name) => (Object.hasOwn(namedRules, name) ? namedRules[name] : undefined));

/** An object an object constructor made: JSONata's have no prototype. */
const made = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x) && Object.getPrototypeOf(x) === null;

/**
 * The same answer: equal primitives, the same objects, arrays alike item by item with the same
 * sequence mark, and objects made by a constructor alike key by key, in the same order.
 */
function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && (a as { sequence?: unknown }).sequence === (b as { sequence?: unknown }).sequence && a.every((x, i) => same(x, b[i]));
  }
  if (made(a) && made(b)) {
    const keys = Object.keys(a);
    return keys.join('\u0000') === Object.keys(b).join('\u0000') && keys.every((k) => same(a[k], b[k]));
  }
  return Object.is(a, b);
}

/** A seeded generator, so that a failure names a context that comes again. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => { s = (s * 1664525 + 1013904223) >>> 0; return s / 2 ** 32; };
}

interface Reads { paths: string[][]; lists: Array<{ names: string[]; item: Reads }>; literals: unknown[] }

function readsOf(node: PlainNode, into: Reads = { paths: [], lists: [], literals: [] }): Reads {
  switch (node.kind) {
    case 'literal': into.literals.push(node.value); break;
    case 'list': into.literals.push(...node.values); break;
    case 'path': {
      // (an item's reads: its filter's and those of the object made of it)
      const item = node.filter ? readsOf(node.filter) : node.each ? { paths: [], lists: [], literals: [] } : undefined;
      if (node.each) readsOf(node.each, item);
      if (item) into.lists.push({ names: node.names, item });
      else into.paths.push(node.names);
      break;
    }
    case 'object': for (const [, value] of node.pairs) readsOf(value, into); break;
    case 'negate': readsOf(node.of, into); break;
    case 'regex': break;
    case 'binary': readsOf(node.lhs, into); readsOf(node.rhs, into); break;
    case 'condition': readsOf(node.condition, into); readsOf(node.then, into); if (node.else) readsOf(node.else, into); break;
    case 'call':
      for (const arg of node.args) readsOf(arg, into);
      // A shared rule reads what its text reads.
      if (node.name === 'named' && node.args[0]?.kind === 'literal') {
        const text = namedRules[String(node.args[0].value)];
        if (text) { try { readsOf(parsePlain(text), into); } catch { /* not plain: it falls to JSONata */ } }
      }
      break;
    case 'root': break;
  }
  return into;
}

const POOL: unknown[] = [undefined, undefined, '', 'Y', 'N', '1', '01', '2', 'NTB', 'ETP', 'A123456789', '0912345678', '1130101', true, false, 0, 1, 65, 66, null, {}, { a: 1 }, ['x'], []];

function setAt(target: Record<string, unknown>, names: string[], value: unknown, pick: () => number): void {
  let at = target;
  for (const name of names.slice(0, -1)) {
    if (pick() < 0.04) { at[name] = pick() < 0.5 ? 'text' : [{}]; return; } // a step that is not an object
    const next = at[name];
    at = (typeof next === 'object' && next !== null && !Array.isArray(next) ? next : (at[name] = {})) as Record<string, unknown>;
  }
  if (value !== undefined) at[names[names.length - 1]] = value;
}

function valueFor(reads: Reads, pick: () => number): unknown {
  const pool = [...POOL, ...reads.literals, ...reads.literals];
  return pool[Math.floor(pick() * pool.length)];
}

function contextFor(reads: Reads, pick: () => number): Record<string, unknown> {
  const ctx: Record<string, unknown> = {};
  for (const names of reads.paths) setAt(ctx, names, valueFor(reads, pick), pick);
  for (const list of reads.lists) {
    const r = pick();
    const item = () => contextFor(list.item, pick);
    const value = r < 0.1 ? undefined : r < 0.2 ? item() : r < 0.25 ? 'text' : Array.from({ length: Math.floor(pick() * 4) }, item);
    setAt(ctx, list.names, value, pick);
  }
  return ctx;
}

async function jsonata(expression: string, ctx: unknown): Promise<{ value?: unknown; error?: unknown }> {
  try {
    return { value: await compile(expression).evaluate(ctx as object) };
  } catch (error) {
    return { error };
  }
}

const silent = new Proxy({}, { get: () => () => undefined }) as Sink;
const tree = await loadTree(ROOT, silent);
const expressions = [...new Set([...exprSites(tree).map((s) => s.expr), ...Object.values(namedRules)])].sort();
const plainOnes = expressions.filter((e) => plain.runOf(e));

describe('rules/plain answers as JSONata does', () => {
  it('reads most of the config\'s rules as plain', () => {
    // (a floor, not a target: a new rule beyond the plain part is JSONata's and still right)
    expect(plainOnes.length).toBeGreaterThan(expressions.length * 0.5);
  });

  it('gives JSONata\'s answer for every plain rule of the config, in contexts built from what it reads', async () => {
    let answered = 0;
    let runs = 0;
    const wrong: string[] = [];
    for (const [n, expression] of plainOnes.entries()) {
      const reads = readsOf(parsePlain(expression));
      const pick = random(n + 1);
      for (let i = 0; i < 40; i++) {
        const ctx = contextFor(reads, pick);
        const quick = plain.answer(expression, ctx);
        const slow = await jsonata(expression, ctx);
        runs++;
        if (!quick) continue;
        answered++;
        if ('error' in slow || !same(quick.value, slow.value)) {
          wrong.push(`${expression}\n  in ${JSON.stringify(ctx)}\n  plain ${JSON.stringify(quick.value)}, JSONata ${'error' in slow ? `error ${JSON.stringify(slow.error)}` : JSON.stringify(slow.value)}`);
        }
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(answered).toBeGreaterThan(runs * 0.6);
  });
});

describe('rules/plain: what it reads, and what it leaves to JSONata', () => {
  it.each([
    "form.X = 'Y'", '$not(session.A = true) and $exists(form.B)', "form.JobType in ['01', '02']",
    "server.A22[CodeType = 'City' and ParentType = 'City']", "a ? 'x' : b & 'y'", "$named('etpFlow', $$)", '$mobile(form.TelMobile1)',
    "/* a comment */ form.X != 'N'", '$length(form.Name) <= 80', "$contains(form.Email, '@')",
    "$substring(session.IDNO, 0, 3) & '****' & $substring(session.IDNO, 7)", '$count(response) > 0',
    '$$.form.X', "$substring(form.Path, -4) = '/CPA'", '-1 < form.N', '{}', "{ 'a': form.X, 'b': $uppercase(form.Y) }",
    "$exists($$.session.`form.uploadId`.OcrResult)", "server.L[Show = 'Y'].{ 'title': T, 'checked': D = 'Y' }", "$join(form.Consents, '|')",
    "$contains(form.LiveTel, /^0[0-9]{7,9}$/)", '$not($contains(form.Addr, /[!@#$%^&*|?<>~`’”+\'=]/))', '$number(form.IssueDate) >= $number(session.Birthday)',
    "$substring($lowercase(form.Email), -$length(session.Reject))",
  ])('reads %s as plain', (expression) => {
    expect(plain.runOf(expression)).toBeDefined();
  });

  it.each([
    'form.List[0].Name', "form.X[Y = 'a'].Z", 'form.N * 2', 'form.N - 1', '$x', '(a; b)', 'form.名稱 = "x"', "$match(form.X, /^a/)", 'form.N / 2', "$contains(form.X, /^a/) / 2", "$contains(form.X, /(/)",
    '$now()', "$named('etpFlow')", '$exists($$)', "$boolean($$) and form.X = 'a'", '$modified(form, session, {})', '{ form.K: form.X }',
    "{ 'a': 1, 'a': 2 }", "form.L.{ 'a': 1 }.a", "form.L{ 'a': 1 }", "{ 'a': $$ }", 'form.X ? : 1', '$string()', 'form.Items.Name',
  ])('leaves %s to JSONata', (expression) => {
    // (form.Items.Name is plain to read, but maps over a list: asked of JSONata when it meets one)
    if (expression === 'form.Items.Name') {
      expect(plain.runOf(expression)).toBeDefined();
      expect(plain.answer(expression, { form: { Items: [{ Name: 'a' }, { Name: 'b' }] } })).toBeUndefined();
      return;
    }
    expect(plain.runOf(expression)).toBeUndefined();
  });

  it('leaves a comparison of a string with a number to JSONata, whose answer is an error (T2009)', async () => {
    const ctx = { form: { Age: '65' } };
    expect(plain.answer('form.Age >= 65', ctx)).toBeUndefined();
    expect((await jsonata('form.Age >= 65', ctx)).error).toMatchObject({ code: 'T2009' });
  });

  it('keeps the missing-field trap: a comparison with a field that is absent is false, and $not of nothing is nothing', () => {
    expect(plain.answer("form.P != 'Y'", { form: {} })).toEqual({ value: false });
    expect(plain.answer("$not(form.P = 'Y')", { form: {} })).toEqual({ value: true });
    expect(plain.answer('$not(form.P)', { form: {} })).toEqual({ value: undefined });
    expect(plain.answer('form.Age < 66', { form: {} })).toEqual({ value: undefined });
  });

  it('answers - as JSONata does: of a number, its negative; of nothing, nothing; of a string, JSONata\'s error (D1002)', async () => {
    expect(plain.answer('-form.N', { form: { N: 3 } })).toEqual({ value: -3 });
    expect(plain.answer('-form.N', { form: {} })).toEqual({ value: undefined });
    expect(plain.answer('-form.N', { form: { N: 'a' } })).toBeUndefined();
    expect((await jsonata('-form.N', { form: { N: 'a' } })).error).toMatchObject({ code: 'D1002' });
  });

  it('answers $contains with a regex as JSONata does, from the start of the string each time', async () => {
    const rule = '$contains(form.T, /^0[0-9]{7,9}$/)';
    for (const T of ['0212345678', '212345678', '', undefined]) {
      const ctx = { form: T === undefined ? {} : { T } };
      expect(plain.answer(rule, ctx)).toEqual({ value: (await jsonata(rule, ctx)).value });
    }
    expect(plain.answer(rule, { form: { T: 2 } })).toBeUndefined();
  });

  it('makes objects as JSONata does: a key whose value is nothing left out, no prototype; one of each item', async () => {
    const made = plain.answer("{ 'a': form.A, 'b': form.B }", { form: { A: 'x' } })?.value as Record<string, unknown>;
    expect(Object.getPrototypeOf(made)).toBeNull();
    expect({ ...made }).toEqual({ a: 'x' });
    const rows = { s: { L: [{ T: 'a', S: 'Y' }, { T: 'b', S: 'N' }, { T: 'c', S: 'Y' }] } };
    const each = "s.L[S = 'Y'].{ 't': T }";
    const many = plain.answer(each, rows)?.value as Array<Record<string, unknown>> & { sequence?: boolean };
    expect(many.map((o) => ({ ...o }))).toEqual([{ t: 'a' }, { t: 'c' }]);
    expect(many.sequence).toBe(true);
    expect({ ...(plain.answer("s.L[T = 'b'].{ 't': T }", rows)?.value as object) }).toEqual({ t: 'b' });
    expect(same(plain.answer(each, rows)?.value, (await jsonata(each, rows)).value)).toBe(true);
  });

  it('answers a filter as JSONata does: nothing, the one item itself, or a sequence', () => {
    const rows = [{ T: 'a', N: 1 }, { T: 'b', N: 2 }, { T: 'b', N: 3 }];
    expect(plain.answer("s.L[T = 'c']", { s: { L: rows } })).toEqual({ value: undefined });
    expect(plain.answer("s.L[T = 'a']", { s: { L: rows } })?.value).toBe(rows[0]);
    const many = plain.answer("s.L[T = 'b']", { s: { L: rows } })?.value as unknown[] & { sequence?: boolean };
    expect([...many]).toEqual([rows[1], rows[2]]);
    expect(many.sequence).toBe(true);
  });
});

