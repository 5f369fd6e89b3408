// A way's conditions in words a product owner reads ("customer type ETB and no OFFUS flag"),
// from the JSONata the journey model holds: the common shapes (a session key compared with a
// value, a flag, a key known or not, a named rule, and/or/not) are said in words; anything else
// is shown as written. Pure: the words come from `say` (the studio's texts), so both languages work.
// Beside the model, not in studio/: the studio's map and the testers' report (scripts/scenario) both say ways so.
import jsonata from 'jsonata';
import type { Condition } from './index.js';

export type Say = (key: string, params?: Record<string, string>) => string;

interface Ast {
  type: string;
  value?: unknown;
  lhs?: Ast;
  rhs?: Ast;
  steps?: Ast[];
  arguments?: Ast[];
  procedure?: Ast;
  expressions?: Ast[];
}

/** "OFFUSFlag" -> "OFFUS flag", "CustomerType" -> "customer type": a key as words. */
export function keyWords(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_]+/)
    .map((w) => (/^[A-Z][a-z]/.test(w) ? w.toLowerCase() : w))
    .join(' ');
}

/** What a path names: a session key, a form field, a bank's answer. */
function nameOf(ast: Ast, say: Say): string | undefined {
  if (ast.type !== 'path' || !ast.steps?.every((s) => s.type === 'name')) return undefined;
  const [root, ...rest] = ast.steps.map((s) => String(s.value));
  if (rest.length === 0) return undefined;
  if (root === 'session') return rest.map(keyWords).join(' ');
  if (root === 'form') return say('words.form', { name: rest.map(keyWords).join(' ') });
  if (root === 'server') return say('words.answer', { call: rest[0], name: rest.slice(1).map(keyWords).join(' ') });
  return undefined;
}

const literal = (ast: Ast): string | undefined =>
  ast.type === 'string' || ast.type === 'number' || ast.type === 'value' ? String(ast.value) : undefined;

const COMPARE: Record<string, string> = { '<': 'words.below', '<=': 'words.atMost', '>': 'words.above', '>=': 'words.atLeast' };

function compare(ast: Ast, negated: boolean, say: Say): string | undefined {
  const name = nameOf(ast.lhs!, say) ?? callWords(ast.lhs!, say);
  if (name === undefined) return undefined;
  const op = String(ast.value);
  if (op === 'in' && ast.rhs?.type === 'unary' && ast.rhs.value === '[') {
    const values = (ast.rhs.expressions ?? []).map(literal);
    if (values.some((v) => v === undefined)) return undefined;
    return say(negated ? 'words.isNot' : 'words.is', { name, value: values.join(say('words.orValue')) });
  }
  const value = literal(ast.rhs!);
  if (value === undefined) return undefined;
  const equal = (op === '=') !== negated;
  if (op === '=' || op === '!=') {
    if (value === 'Y' || value === 'true') return say(equal ? 'words.flag' : 'words.noFlag', { name });
    if (value === 'N' || value === 'false') return say(equal ? 'words.noFlag' : 'words.flag', { name });
    return say(equal ? 'words.is' : 'words.isNot', { name, value });
  }
  const flipped: Record<string, string> = { '<': '>=', '<=': '>', '>': '<=', '>=': '<' };
  const key = COMPARE[negated ? flipped[op] ?? op : op];
  return key ? say(key, { name, value }) : undefined;
}

/** $count(session.X) and the like, as "count of X". */
function callWords(ast: Ast, say: Say): string | undefined {
  if (ast.type !== 'function' || ast.procedure?.type !== 'variable') return undefined;
  const fn = String(ast.procedure.value);
  const arg = ast.arguments?.[0];
  const name = arg ? nameOf(arg, say) : undefined;
  if (fn === 'count' && name) return say('words.count', { name });
  if (fn === 'length' && name) return say('words.length', { name });
  return undefined;
}

function fnWords(ast: Ast, negated: boolean, say: Say): string | undefined {
  if (ast.procedure?.type !== 'variable') return undefined;
  const fn = String(ast.procedure.value);
  const args = ast.arguments ?? [];
  if (fn === 'not' && args.length === 1) return astWords(args[0], !negated, say);
  if (fn === 'named' && args[0]?.type === 'string') {
    const name = keyWords(String(args[0].value));
    return say(negated ? 'words.notNamed' : 'words.named', { name });
  }
  const name = args.length === 1 ? nameOf(args[0], say) : undefined;
  if (!name) return undefined;
  if (fn === 'exists') return say(negated ? 'words.unknown' : 'words.known', { name });
  if (fn === 'boolean') return say(negated ? 'words.notGiven' : 'words.given', { name });
  return undefined;
}

/** (x): the expression in the parentheses. */
const unwrap = (ast: Ast): Ast => (ast.type === 'block' && ast.expressions?.length === 1 ? unwrap(ast.expressions[0]) : ast);

function astWords(node: Ast, negated: boolean, say: Say): string | undefined {
  const ast = unwrap(node);
  if (ast.type === 'binary' && (ast.value === 'and' || ast.value === 'or')) {
    // not (a and b) = not a or not b: said the way it reads.
    const joiner = (ast.value === 'and') !== negated ? 'words.and' : 'words.or';
    const part = (wrapped: Ast) => {
      const side = unwrap(wrapped);
      const w = astWords(side, negated, say);
      const inner = side.type === 'binary' && (side.value === 'and' || side.value === 'or') && side.value !== ast.value;
      return w === undefined ? undefined : inner ? `(${w})` : w;
    };
    const l = part(ast.lhs!);
    const r = part(ast.rhs!);
    return l === undefined || r === undefined ? undefined : `${l}${say(joiner)}${r}`;
  }
  if (ast.type === 'binary') return compare(ast, negated, say);
  if (ast.type === 'function') return fnWords(ast, negated, say);
  if (ast.type === 'path') {
    const name = nameOf(ast, say);
    return name === undefined ? undefined : say(negated ? 'words.notGiven' : 'words.given', { name });
  }
  return undefined;
}

/** One condition in words; an expression the words do not cover is shown as written. */
export function conditionWords(c: Condition, say: Say): string {
  if (c.expr === undefined) return c.label ?? say('words.opaque');
  let ast: Ast | undefined;
  try {
    ast = jsonata(c.expr).ast() as Ast;
  } catch {
    ast = undefined; // the check reports the expression; here it is shown as written
  }
  const words = ast ? astWords(ast, Boolean(c.negated), say) : undefined;
  if (words !== undefined) return words;
  return c.negated ? say('words.notRaw', { expr: c.expr }) : c.expr;
}

/** All the conditions of a way, or "always". */
export function conditionsWords(when: Condition[], say: Say): string {
  return when.length === 0 ? say('words.always') : when.map((c) => conditionWords(c, say)).join(say('words.and'));
}

/** The raw conditions, for the hover text. */
export function conditionsRaw(when: Condition[]): string {
  return when.map((c) => (c.expr === undefined ? `[${c.label ?? '?'}]` : `${c.negated ? 'not ' : ''}(${c.expr})`)).join(' and ');
}
