// Three-valued truth of a JSONata condition under a partly known session: true, false, or
// 'unknown' when it depends on what the context does not fix (a bank answer, a typed value).
// Only what is certain counts: a route is impossible only when its condition is false for sure.
import jsonata from 'jsonata';
import type { Obj } from '../../rules/ast.js';

export type Tri = true | false | 'unknown';

/** What is fixed: root path ('session.CustomerType') -> value (undefined: known to be absent). */
export type Known = ReadonlyMap<string, unknown>;

interface Value {
  known: boolean;
  value?: unknown;
}

const UNKNOWN: Value = { known: false };
const asts = new Map<string, unknown>();

/** The parsed tree of an expression (cached); undefined when it does not parse (the checker reports that). */
export function parse(expr: string): Obj | undefined {
  if (!asts.has(expr)) {
    try {
      asts.set(expr, jsonata(expr).ast());
    } catch {
      asts.set(expr, undefined);
    }
  }
  return asts.get(expr) as Obj | undefined;
}

export interface TriOptions {
  known: Known;
  /** The shared named rules ($named('x', $$)). */
  named?: Record<string, string>;
}

export function tri(expr: string, options: TriOptions): Tri {
  const ast = parse(expr);
  return ast ? truth(ast, options, 0) : 'unknown';
}

const not = (t: Tri): Tri => (t === 'unknown' ? t : !t);
const and = (a: Tri, b: Tri): Tri => (a === false || b === false ? false : a === true && b === true ? true : 'unknown');
const or = (a: Tri, b: Tri): Tri => (a === true || b === true ? true : a === false && b === false ? false : 'unknown');

/** JSONata's $boolean of a value. */
function truthy(v: unknown): boolean {
  if (Array.isArray(v)) return v.some(truthy);
  if (v && typeof v === 'object') return Object.keys(v).length > 0;
  return Boolean(v);
}

function rootKey(node: Obj): string | undefined {
  if (node.type !== 'path' || !Array.isArray(node.steps)) return undefined;
  const steps = node.steps as Obj[];
  const start = steps[0]?.type === 'variable' && (steps[0].value === '' || steps[0].value === '$') ? 1 : 0;
  if (steps.length - start !== 2 || steps.slice(start).some((s) => s.type !== 'name' || s.stages || s.predicate || s.group)) return undefined;
  return `${String(steps[start].value)}.${String(steps[start + 1].value)}`;
}

function valueOf(node: Obj, options: TriOptions, depth: number): Value {
  if (node.type === 'string' || node.type === 'number' || node.type === 'value') return { known: true, value: node.value };
  const key = rootKey(node);
  if (key !== undefined) return options.known.has(key) ? { known: true, value: options.known.get(key) } : UNKNOWN;
  if (node.type === 'unary' && node.value === '[' && Array.isArray(node.expressions)) {
    const items = (node.expressions as Obj[]).map((e) => valueOf(e, options, depth));
    return items.every((i) => i.known) ? { known: true, value: items.map((i) => i.value) } : UNKNOWN;
  }
  const t = truth(node, options, depth);
  return t === 'unknown' ? UNKNOWN : { known: true, value: t };
}

function compare(op: string, a: Value, b: Value): Tri {
  if (!a.known || !b.known) return 'unknown';
  // JSONata: a comparison with a missing value is false, whatever the operator.
  if (a.value === undefined || b.value === undefined) return false;
  return op === '=' ? a.value === b.value : a.value !== b.value;
}

type Judge = (node: Obj, options: TriOptions, depth: number) => Tri;

/** A ternary or a one-expression block judged by what it gives: its branch, or both when the condition is open. */
function through(node: Obj, judge: Judge, options: TriOptions, depth: number): Tri {
  if (node.type === 'block') {
    const exprs = (node.expressions ?? []) as Obj[];
    return exprs.length === 1 ? judge(exprs[0], options, depth) : 'unknown';
  }
  const c = truth(node.condition as Obj, options, depth);
  const then = judge(node.then as Obj, options, depth);
  const otherwise: Tri = node.else ? judge(node.else as Obj, options, depth) : false;
  if (c === 'unknown') return then === otherwise ? then : 'unknown';
  return c ? then : otherwise;
}

const SURE_BOOLEAN = new Set(['=', '!=', '<', '<=', '>', '>=', 'in', 'and', 'or']);

/** Whether an expression surely gives a value (true), surely gives nothing (false: an absent key), or may do either. */
function defined(node: Obj, options: TriOptions, depth: number): Tri {
  switch (node.type) {
    case 'value':
    case 'string':
    case 'number':
      return true;
    case 'binary':
      return SURE_BOOLEAN.has(String(node.value)) ? true : 'unknown';
    case 'function': {
      const name = (node.procedure as Obj | undefined)?.value;
      const args = (node.arguments ?? []) as Obj[];
      if (name === 'exists') return true;
      if ((name === 'not' || name === 'boolean') && args.length === 1) return defined(args[0], options, depth);
      if (name === 'named' && args[0]?.type === 'string' && depth < 8) {
        const rule = options.named?.[String(args[0].value)];
        const ast = rule === undefined ? undefined : parse(rule);
        return ast ? defined(ast, options, depth + 1) : 'unknown';
      }
      return 'unknown';
    }
    case 'condition':
    case 'block':
      return through(node, defined, options, depth);
    case 'path': {
      const key = rootKey(node);
      return key !== undefined && options.known.has(key) ? options.known.get(key) !== undefined : 'unknown';
    }
    default:
      return 'unknown';
  }
}

function call(node: Obj, options: TriOptions, depth: number): Tri {
  const name = (node.procedure as Obj | undefined)?.value;
  const args = (node.arguments ?? []) as Obj[];
  // $not of nothing (an absent key) is nothing, which no condition holds for.
  if (name === 'not' && args.length === 1) return and(defined(args[0], options, depth), not(truth(args[0], options, depth)));
  if (name === 'boolean' && args.length === 1) return truth(args[0], options, depth);
  if (name === 'exists' && args.length === 1) {
    const v = valueOf(args[0], options, depth);
    return v.known ? v.value !== undefined : 'unknown';
  }
  if (name === 'named' && args[0]?.type === 'string' && depth < 8) {
    const rule = options.named?.[String(args[0].value)];
    const ast = rule === undefined ? undefined : parse(rule);
    return ast ? truth(ast, options, depth + 1) : 'unknown';
  }
  return 'unknown';
}

function truth(node: Obj, options: TriOptions, depth: number): Tri {
  switch (node.type) {
    case 'value':
    case 'string':
    case 'number':
      return truthy(node.value);
    case 'binary': {
      const lhs = node.lhs as Obj;
      const rhs = node.rhs as Obj;
      if (node.value === 'and') return and(truth(lhs, options, depth), truth(rhs, options, depth));
      if (node.value === 'or') return or(truth(lhs, options, depth), truth(rhs, options, depth));
      if (node.value === '=' || node.value === '!=') return compare(String(node.value), valueOf(lhs, options, depth), valueOf(rhs, options, depth));
      if (node.value === 'in') {
        const a = valueOf(lhs, options, depth);
        const b = valueOf(rhs, options, depth);
        if (!a.known || !b.known) return 'unknown';
        return a.value !== undefined && (Array.isArray(b.value) ? b.value.includes(a.value) : b.value === a.value);
      }
      return 'unknown';
    }
    case 'function':
      return call(node, options, depth);
    case 'condition':
    case 'block':
      return through(node, truth, options, depth);
    case 'path': {
      const key = rootKey(node);
      return key !== undefined && options.known.has(key) ? truthy(options.known.get(key)) : 'unknown';
    }
    default:
      return 'unknown';
  }
}

/** The conjunction of conditions (each maybe negated): false as soon as one is surely false. */
export function allHold(conditions: { expr?: string; negated?: boolean }[], options: TriOptions): Tri {
  let out: Tri = true;
  for (const c of conditions) {
    const t = c.expr === undefined ? 'unknown' : tri(c.expr, options);
    out = and(out, c.negated ? not(t) : t);
    if (out === false) return false;
  }
  return out;
}
