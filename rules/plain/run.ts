// Runs a plain expression (parse.ts) as JSONata 2.2 does, synchronously, for the values whose
// meaning there is simple: objects, strings, numbers, booleans and null. A value JSONata treats
// in a way of its own (an array met inside a path, where JSONata maps over it; a filter answering
// with a number, which JSONata reads as an index; a comparison of two types, which JSONata answers
// with an error) makes the run give up (Unanswered): rules/evaluator.ts then asks JSONata, so an
// answer here is always JSONata's answer, and JSONata's errors stay its own.
// The semantics follow jsonata/jsonata.js: lookup, evaluateEqualityExpression,
// evaluateComparisonExpression, evaluateIncludesExpression, evaluateBooleanExpression, evaluateFilter,
// evaluateCondition, evaluateStringConcat, evaluateGroupExpression (an object of one item), evaluateStep
// (an object made of each item) and evaluateUnary (-); JSONata's values in values.ts, its functions
// (boolean, not, exists, contains of a string, length, string, count, substring, uppercase,
// lowercase, join and number) in functions.ts; $contains with a regex, which makes a run, here.
import type { CustomFunction } from '../functions/types.js';
import { BUILT_IN, stringArity } from './functions.js';
import { NotPlain, type PlainNode, type PlainObject } from './parse.js';
import { boolize, compare, equal, giveUp, includes, isObject, jsonataBoolean, sequence, asString } from './values.js';

export { UNANSWERED } from './values.js';

/** A run: the item in hand (the context, or a filter's item) and the root of the context ($$). */
export type PlainRun = (input: unknown, root: unknown) => unknown;

export interface PlainEnv {
  /** Our functions (rules/functions), called as JSONata calls them when every argument is a string or nothing. */
  functions: readonly CustomFunction[];
  /** A shared rule's text, when the rules are loaded ($named). */
  named(name: string): string | undefined;
  /** The run of another expression (a shared rule's), or undefined when it is not plain. */
  plain(expression: string): PlainRun | undefined;
}

/** A path of names over objects: an array on the way (or a function) is JSONata's to map. */
function lookup(input: unknown, names: readonly string[]): unknown {
  let value = input;
  for (const name of names) {
    if (Array.isArray(value)) giveUp();
    value = isObject(value) && Object.hasOwn(value, name) ? value[name] : undefined;
    if (value === undefined) return undefined;
  }
  // A path's last value that is an array is answered as it is (evaluateStep's last step), but
  // not one that JSONata already marks as a sequence.
  if (Array.isArray(value) && (value as { sequence?: unknown }).sequence !== undefined) giveUp();
  return value;
}

/** evaluateFilter with a predicate that answers true or false (a number is an index: JSONata's). */
function filtered(value: unknown, predicate: PlainRun, root: unknown): unknown {
  const items = Array.isArray(value) ? value : [value];
  const kept: unknown[] = [];
  for (const item of items) {
    const held = predicate(item, root);
    if (typeof held === 'number' || Array.isArray(held)) giveUp();
    if (jsonataBoolean(held)) kept.push(item);
  }
  // An item that is itself an array would be flattened into the answer (evaluateStep).
  if (kept.some(Array.isArray)) giveUp();
  return kept.length === 0 ? undefined : kept.length === 1 ? kept[0] : sequence(kept);
}


/** $contains(str, /regex/): JSONata's matcher runs the regex from the start of the string (evaluateRegex). */
function containsMatch(str: PlainRun, regex: Extract<PlainNode, { kind: 'regex' }>): PlainRun {
  let re: RegExp;
  try {
    re = new RegExp(regex.pattern, `${regex.flags}g`);
  } catch {
    throw new NotPlain('regex');
  }
  return (input, root) => {
    const s = str(input, root);
    if (s === undefined) return undefined;
    if (typeof s !== 'string') giveUp();
    re.lastIndex = 0;
    return re.exec(s as string) !== null;
  };
}

function call(node: Extract<PlainNode, { kind: 'call' }>, env: PlainEnv, args: PlainRun[]): PlainRun {
  const builtIn = Object.hasOwn(BUILT_IN, node.name) ? BUILT_IN[node.name] : undefined;
  if (builtIn) {
    const [least, most] = typeof builtIn.arity === 'number' ? [builtIn.arity, builtIn.arity] : builtIn.arity;
    if (args.length < least || args.length > most) throw new NotPlain(`$${node.name} arity`);
    return (input, root) => builtIn.run(...args.map((a) => a(input, root)));
  }
  if (node.name === 'named') {
    const [name, context] = node.args;
    if (node.args.length !== 2 || name.kind !== 'literal' || typeof name.value !== 'string' || context.kind !== 'root') throw new NotPlain('$named');
    const ruleName = name.value;
    return (_input, root) => {
      const text = env.named(ruleName);
      const run = text === undefined ? undefined : env.plain(text);
      return run ? run(root, root) : giveUp();
    };
  }
  const own = env.functions.find((f) => f.name === node.name);
  const arity = own && stringArity(own.signature);
  if (!own || !arity || args.length < arity[0] || args.length > arity[1]) throw new NotPlain(`$${node.name}`);
  return (input, root) => {
    const values = args.map((a) => a(input, root));
    // (a missing value passes JSONata's signature check for a string, and reaches the function)
    if (!values.every((v) => typeof v === 'string' || v === undefined)) giveUp();
    const answer = own.implementation(...values);
    if (typeof answer === 'object' && answer !== null) giveUp();
    return answer;
  };
}

/**
 * An object of named values (evaluateGroupExpression over one item: the input, or nothing): a value
 * that is nothing leaves its key out. JSONata's object has no prototype. An input that is a list
 * (JSONata groups its items) or a value that is one (a sequence JSONata may have marked) is JSONata's.
 */
function objectRun(node: PlainObject, env: PlainEnv): PlainRun {
  const pairs = node.pairs.map(([key, value]) => [key, toRun(value, env)] as const);
  return (input, root) => {
    if (Array.isArray(input)) giveUp();
    const out = Object.create(null) as Record<string, unknown>;
    for (const [key, value] of pairs) {
      const v = value(input, root);
      if (Array.isArray(v)) giveUp();
      if (v !== undefined) out[key] = v;
    }
    return out;
  };
}

/** `path.{ ... }`: an object made of each item the path finds (evaluateStep), nothing, one, or a sequence. */
function eachRun(found: PlainRun, each: PlainRun): PlainRun {
  return (input, root) => {
    const value = found(input, root);
    if (value === undefined) return undefined;
    const items = Array.isArray(value) ? value : [value];
    if (items.some(Array.isArray)) giveUp();
    const made = items.map((item) => each(item, root));
    return made.length === 0 ? undefined : made.length === 1 ? made[0] : sequence(made);
  };
}

/** A path's run without its `.{ ... }`: from the input, or from the root ($$.a.b). */
function pathRun(node: Extract<PlainNode, { kind: 'path' }>, env: PlainEnv): PlainRun {
  const { names } = node;
  const start = node.fromRoot ? (_input: unknown, root: unknown) => root : (input: unknown) => input;
  if (!node.filter) return (input, root) => lookup(start(input, root), names);
  const predicate = toRun(node.filter, env);
  const [head, last] = [names.slice(0, -1), names[names.length - 1]];
  // JSONata stops a path at a step that finds nothing, but filters the last step's answer even
  // when it is nothing (its predicate runs once, against nothing).
  return (input, root) => {
    const from = start(input, root);
    const parent = head.length ? lookup(from, head) : from;
    if (head.length && parent === undefined) return undefined;
    return filtered(lookup(parent, [last]), predicate, root);
  };
}

/** The run of a plain tree; throws NotPlain for a call this file does not know. */
export function toRun(node: PlainNode, env: PlainEnv): PlainRun {
  switch (node.kind) {
    case 'literal': { const { value } = node; return () => value; }
    // (a new list each time, as JSONata's array constructor gives: whoever gets it may keep it)
    case 'list': { const values = node.values; return () => [...values]; }
    case 'root': throw new NotPlain('$$ outside $named');
    case 'path': return node.each ? eachRun(pathRun(node, env), objectRun(node.each, env)) : pathRun(node, env);
    case 'object': return objectRun(node, env);
    case 'condition': {
      const [condition, then] = [toRun(node.condition, env), toRun(node.then, env)];
      const otherwise = node.else ? toRun(node.else, env) : undefined;
      return (input, root) => (jsonataBoolean(condition(input, root)) ? then(input, root) : otherwise?.(input, root));
    }
    case 'regex': throw new NotPlain('a regex outside $contains');
    case 'negate': {
      // (evaluateUnary: nothing stays nothing; anything but a number is JSONata's error D1002)
      const of = toRun(node.of, env);
      return (input, root) => {
        const value = of(input, root);
        if (value === undefined) return undefined;
        return typeof value === 'number' ? -value : giveUp();
      };
    }
    case 'call':
      if (node.name === 'contains' && node.args.length === 2 && node.args[1].kind === 'regex') return containsMatch(toRun(node.args[0], env), node.args[1]);
      // $$ is plain only as the context $named hands a shared rule.
      if (node.name === 'named') return call(node, env, []);
      return call(node, env, node.args.map((a) => toRun(a, env)));
    case 'binary': {
      const [lhs, rhs] = [toRun(node.lhs, env), toRun(node.rhs, env)];
      switch (node.op) {
        case 'and': return (input, root) => boolize(lhs(input, root)) && boolize(rhs(input, root));
        case 'or': return (input, root) => boolize(lhs(input, root)) || boolize(rhs(input, root));
        case '=': return (input, root) => { const [a, b] = [lhs(input, root), rhs(input, root)]; return a !== undefined && b !== undefined && equal(a, b); };
        case '!=': return (input, root) => { const [a, b] = [lhs(input, root), rhs(input, root)]; return a !== undefined && b !== undefined && !equal(a, b); };
        case 'in': return (input, root) => includes(lhs(input, root), rhs(input, root));
        case '&': return (input, root) => (asString(lhs(input, root)) ?? '') + (asString(rhs(input, root)) ?? '');
        default: { const op = node.op; return (input, root) => compare(op, lhs(input, root), rhs(input, root)); }
      }
    }
  }
}
