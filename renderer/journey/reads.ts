// What an expression reads from the context. A "value read" uses the value itself (sends it,
// copies it, computes with it): its absence loses data. A "test" only asks whether it is there
// or what it equals (`session.X = 'Y'`, `$exists(x)`, `x ? x : ''`): absence is an answer.
// A shared rule ($named('x', $$)) and a payload ($payload('A97', $$)) are read through.
import { namedRules } from '../../rules/named/index.js';
import { payloadKeys } from '../../rules/payloads/entries.js';
import type { Payload } from '../../rules/payloads/types.js';
import { parse } from './tri.js';
import type { Obj } from './json.js';

/** Payloads by name (flows/payloads.json): `$payload('A97', $$)` reads what their keys read. */
export type Payloads = Readonly<Record<string, Payload>>;

export interface Read {
  /** Leading names from the root: ['session', 'GiftInfo', 'CardCode']. */
  names: string[];
  /** Used as a value (true) or only tested (false). */
  value: boolean;
  /** The innermost object key the read builds (`'CardCode': $g.CardCode` -> CardCode). */
  key?: string;
}

const ROOTS = new Set(['session', 'form', 'query', 'server', 'consts', 'response', 'event']);
const TESTS = new Set(['=', '!=', '<', '<=', '>', '>=', 'in', 'and', 'or']);
const TEST_FUNCTIONS = new Set(['not', 'exists', 'boolean']);

type Vars = ReadonlyMap<string, string[]>;

function pathNames(node: Obj, vars: Vars): string[] | undefined {
  if (node.type !== 'path' || !Array.isArray(node.steps)) return undefined;
  const steps = node.steps as Obj[];
  let names: string[];
  let i = 0;
  if (steps[0]?.type === 'variable') {
    const v = String(steps[0].value);
    if (v === '' || v === '$') names = [];
    else if (vars.has(v)) names = [...vars.get(v)!];
    else return undefined;
    i = 1;
  } else names = [];
  for (; i < steps.length && steps[i].type === 'name'; i++) {
    names.push(String(steps[i].value));
    if (steps[i].group || steps[i].predicate || steps[i].stages) break;
  }
  return names.length > 0 && ROOTS.has(names[0]) ? names : undefined;
}

const samePath = (a: unknown, b: unknown, vars: Vars): boolean => {
  const x = typeof a === 'object' && a ? pathNames(a as Obj, vars) : undefined;
  const y = typeof b === 'object' && b ? pathNames(b as Obj, vars) : undefined;
  return x !== undefined && y !== undefined && x.join('.') === y.join('.');
};

/** Every read of an expression, variables bound to paths resolved (`$g := session.G; $g.C` reads session.G.C). */
export function reads(expr: string, payloads: Payloads = {}, depth = 0): Read[] {
  const ast = parse(expr);
  const out: Read[] = [];
  if (!ast) return out;
  /** `$payload('A97', $$)`: each key sent reads what its source reads (a part's condition only tests). */
  const payload = (name: string): void => {
    const found = Object.hasOwn(payloads, name) && depth < 4 ? payloads[name] : undefined;
    for (const k of found ? payloadKeys(found) : []) {
      if (k.kind !== 'field') continue;
      for (const r of reads(k.expr, payloads, depth + 1)) out.push({ ...r, key: k.key });
      if (k.when) for (const r of reads(k.when.expr, payloads, depth + 1)) out.push({ ...r, value: false, key: k.key });
    }
  };
  /** `$named('x', $$)`: reads what the shared rule reads (tests where the call is only tested; its own keys, else the caller's). */
  const named = (name: string, value: boolean, key: string | undefined): void => {
    if (!Object.hasOwn(namedRules, name) || depth >= 8) return;
    for (const r of reads(namedRules[name], payloads, depth + 1)) out.push({ ...r, value: value && r.value, ...(r.key === undefined && key ? { key } : {}) });
  };
  const visit = (node: unknown, value: boolean, vars: Vars, key: string | undefined): void => {
    if (typeof node !== 'object' || node === null) return;
    if (Array.isArray(node)) return node.forEach((n) => visit(n, value, vars, key));
    const n = node as Obj;
    const names = pathNames(n, vars);
    if (names) {
      out.push({ names, value, ...(key ? { key } : {}) });
      for (const step of n.steps as Obj[]) for (const k of ['stages', 'predicate', 'group']) visit(step[k], false, vars, key);
      return;
    }
    switch (n.type) {
      case 'binary':
        return visit([n.lhs, n.rhs], value && !TESTS.has(String(n.value)), vars, key);
      case 'function': {
        const name = String((n.procedure as Obj | undefined)?.value ?? '');
        const first = (n.arguments as Obj[] | undefined)?.[0];
        if (name === 'payload' && first?.type === 'string') return payload(String(first.value));
        if (name === 'named' && first?.type === 'string') return named(String(first.value), value, key);
        return visit(n.arguments, !TEST_FUNCTIONS.has(name), vars, key);
      }
      case 'condition': {
        visit(n.condition, false, vars, key);
        // `x ? x : other` uses x only when it is there.
        visit(n.then, value && !samePath(n.condition, n.then, vars), vars, key);
        return visit(n.else, value, vars, key);
      }
      case 'block': {
        const scope = new Map(vars);
        for (const e of (n.expressions ?? []) as Obj[]) {
          const bound = e.type === 'bind' ? pathNames(e.rhs as Obj, scope) : undefined;
          if (e.type === 'bind' && bound) scope.set(String((e.lhs as Obj).value), bound);
          else if (e.type === 'bind') visit(e.rhs, true, scope, key);
          else visit(e, value, scope, key);
        }
        return;
      }
      case 'unary':
        if (n.value === '{' && Array.isArray(n.lhs)) {
          for (const pair of n.lhs as [Obj, Obj][]) {
            const k = pair[0]?.type === 'string' ? String(pair[0].value) : key;
            visit(pair[0], true, vars, key);
            visit(pair[1], true, vars, k);
          }
          return;
        }
        return visit(n.value === '-' ? n.expression : n.expressions, value, vars, key);
      default:
        for (const [k, v] of Object.entries(n)) if (k !== 'position' && k !== 'type' && k !== 'value') visit(v, true, vars, key);
    }
  };
  visit(ast, true, new Map(), undefined);
  return out;
}

/** Session keys an expression uses as values (top-level key names). */
export function sessionValueReads(expr: string, payloads?: Payloads): string[] {
  return [...new Set(reads(expr, payloads).filter((r) => r.value && r.names[0] === 'session' && r.names.length > 1).map((r) => r.names[1]))];
}

/** Session keys an expression reads at all. */
export function sessionReads(expr: string, payloads?: Payloads): string[] {
  return [...new Set(reads(expr, payloads).filter((r) => r.names[0] === 'session' && r.names.length > 1).map((r) => r.names[1]))];
}

/** For a request that builds objects: each built key -> the session keys its value uses. */
export function sessionValueReadsByKey(expr: string, payloads?: Payloads): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const r of reads(expr, payloads)) {
    if (!r.value || !r.key || r.names[0] !== 'session' || r.names.length < 2) continue;
    const list = (out[r.key] ??= []);
    if (!list.includes(r.names[1])) list.push(r.names[1]);
  }
  return out;
}
