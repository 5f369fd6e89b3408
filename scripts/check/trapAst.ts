// JSONata's missing-field trap in one parsed expression. A comparison with a
// missing value is false, so `session.IsOCR != 'Y'` is false when IsOCR is
// absent (the field meant for "not Y" is hidden from everyone), and
// `$not(session.OTPAttempts > 2)` is true. For the paths the caller says may be
// absent, this finds:
//   - `a != b` with a literal other than '' or null on the other side
//     (`x != ''` means "present and not empty", which is what such rules want);
//   - an ordering comparison (<, <=, >, >=) directly under $not(…) (through
//     and, or and parentheses).
// Neither where `$exists(x) and …` (or `$exists(x) ? … :`) has made sure x is there.
// A variable bound once to such a path (`$r := session.X`) counts as the path.
import { rootPaths, walkAst } from '../../rules/ast.js';
import { isObj, type Obj } from './walk.js';

/** Whether the value at a context path (['session', 'IsOCR']) may be absent when the rule runs. */
export type MayBeAbsent = (names: string[]) => boolean;

/** A may-be-absent read: the path's names and how the rule wrote it. */
interface Subject {
  names: string[];
  /** The path as a condition on it is written (`session.IsOCR`, or the path a variable holds). */
  path: string;
}

const ORDERING = new Set(['<', '<=', '>', '>=']);
const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** The expression written back as JSONata (for messages); a part it does not render is "…". */
export function exprText(n: unknown): string {
  if (!isObj(n)) return '…';
  const list = (x: unknown) => (Array.isArray(x) ? x : []);
  switch (n.type) {
    case 'string': return `'${String(n.value).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
    case 'number': case 'value': return String(n.value);
    case 'variable': return `$${String(n.value)}`;
    case 'name': return IDENT.test(String(n.value)) ? String(n.value) : `\`${String(n.value)}\``;
    case 'path': return plainPath(n) ? list(n.steps).map((s: Obj) => (s.type === 'variable' ? (s.value === '$' ? '$$' : '$') : exprText(s))).join('.') : '…';
    case 'binary': return `${exprText(n.lhs)} ${String(n.value)} ${exprText(n.rhs)}`;
    case 'function': return `${exprText(n.procedure)}(${list(n.arguments).map(exprText).join(', ')})`;
    case 'block': return `(${list(n.expressions).map(exprText).join('; ')})`;
    case 'unary': return n.value === '-' ? `-${exprText(n.expression)}` : '…';
    default: return '…';
  }
}

/** A path of names only (after an optional $ or $$): no filters, groups, functions or sorts in it. */
function plainPath(n: Obj): boolean {
  if (n.type !== 'path' || !Array.isArray(n.steps) || n.group || n.keepSingletonArray) return false;
  return (n.steps as Obj[]).every((s, i) => !s.stages && !s.group && !s.predicate && !s.focus && !s.index && !s.tuple
    && (s.type === 'name' || (i === 0 && s.type === 'variable' && (s.value === '' || s.value === '$'))));
}

/** `(x)` is x. */
function unwrap(n: unknown): unknown {
  let at = n;
  while (isObj(at) && at.type === 'block' && Array.isArray(at.expressions) && at.expressions.length === 1) at = at.expressions[0];
  return at;
}

const isTrapLiteral = (n: unknown): boolean => isObj(n)
  && ((n.type === 'string' && n.value !== '') || n.type === 'number' || (n.type === 'value' && typeof n.value === 'boolean'));

/** $not(x) (the function) or not(x) (not a JSONata operator: a call of a path named not). */
function isNegation(n: Obj): boolean {
  if (n.type !== 'function' || !Array.isArray(n.arguments) || n.arguments.length !== 1) return false;
  const p = n.procedure;
  if (!isObj(p)) return false;
  if (p.type === 'variable') return p.value === 'not';
  return p.type === 'path' && Array.isArray(p.steps) && p.steps.length === 1 && isObj(p.steps[0]) && p.steps[0].value === 'not';
}

/** The ordering comparisons that decide $not's argument: through and, or and parentheses. */
function decidingComparisons(n: unknown, out: Obj[] = []): Obj[] {
  const at = unwrap(n);
  if (!isObj(at) || at.type !== 'binary') return out;
  if (at.value === 'and' || at.value === 'or') {
    decidingComparisons(at.lhs, out);
    decidingComparisons(at.rhs, out);
  } else if (ORDERING.has(String(at.value))) out.push(at);
  return out;
}

/** The paths `$exists(…)` holds for when the condition is true: through and and parentheses. */
function existsGuards(n: unknown, read: (side: unknown) => string[] | undefined, out = new Set<string>()): Set<string> {
  const at = unwrap(n);
  if (!isObj(at)) return out;
  if (at.type === 'binary' && at.value === 'and') {
    existsGuards(at.lhs, read, out);
    existsGuards(at.rhs, read, out);
  } else if (at.type === 'function' && isObj(at.procedure) && at.procedure.type === 'variable' && at.procedure.value === 'exists'
    && Array.isArray(at.arguments) && at.arguments.length === 1) {
    const names = read(at.arguments[0]);
    if (names) out.add(names.join('.'));
  }
  return out;
}

/**
 * Nodes whose value counts only once a path is known to be there, with those paths: either side of
 * `$exists(x) and …` and the then of `$exists(x) ? … : …` (`$exists(x) and $not(x > 2)` is the fix).
 */
function guardedNodes(ast: unknown, read: (side: unknown) => string[] | undefined): Map<unknown, Set<string>> {
  const guarded = new Map<unknown, Set<string>>();
  const guard = (scope: unknown, paths: Set<string>) => {
    if (paths.size === 0) return;
    walkAst(scope, (m) => guarded.set(m, new Set([...(guarded.get(m) ?? []), ...paths])));
  };
  walkAst(ast, (n) => {
    if (n.type === 'binary' && n.value === 'and') {
      guard(n.rhs, existsGuards(n.lhs, read));
      guard(n.lhs, existsGuards(n.rhs, read)); // and gives the same value either way round
    }
    if (n.type === 'condition') guard(n.then, existsGuards(n.condition, read));
  });
  return guarded;
}

export function trapFaults(ast: unknown, mayBeAbsent: MayBeAbsent): string[] {
  const roots = new Map<unknown, string[]>();
  for (const p of rootPaths(ast)) if (plainPath(p.node)) roots.set(p.node, p.names);
  const bound = boundVariables(ast, roots);
  /** The context path a side reads: a plain root path, or a variable bound to one. */
  const read = (side: unknown): string[] | undefined => {
    const at = unwrap(side);
    return isObj(at) ? (at.type === 'variable' ? bound.get(String(at.value))?.names : roots.get(at)) : undefined;
  };
  const guarded = guardedNodes(ast, read);

  const subject = (side: unknown, numberOf = false): Subject | undefined => {
    const at = unwrap(side);
    if (!isObj(at)) return undefined;
    if (numberOf && at.type === 'function' && isObj(at.procedure) && at.procedure.type === 'variable' && at.procedure.value === 'number'
      && Array.isArray(at.arguments) && at.arguments.length === 1) return subject(at.arguments[0]);
    const names = read(at);
    if (!names || names.length < 2 || !mayBeAbsent(names)) return undefined;
    return { names, path: exprText(at) };
  };
  const absentName = (s: Subject) => s.names.slice(1).join('.');

  const out: string[] = [];
  walkAst(ast, (n) => {
    if (n.type === 'binary' && n.value === '!=') {
      const [lhs, rhs] = [unwrap(n.lhs), unwrap(n.rhs)];
      const s = (isTrapLiteral(rhs) && subject(lhs)) || (isTrapLiteral(lhs) && subject(rhs));
      if (s && !guarded.get(n)?.has(s.names.join('.'))) {
        const [l, r] = [exprText(n.lhs), exprText(n.rhs)];
        out.push(`${l} != ${r} is false when ${absentName(s)} is absent (JSONata's missing-field trap): write $not(${l} = ${r})`);
      }
    }
    if (isNegation(n)) {
      const argument = (n.arguments as unknown[])[0];
      for (const cmp of decidingComparisons(argument)) {
        const s = subject(cmp.lhs, true) ?? subject(cmp.rhs, true);
        if (!s || guarded.get(n)?.has(s.names.join('.'))) continue;
        out.push(`${exprText(n)} is true when ${absentName(s)} is absent (JSONata's missing-field trap: ${exprText(cmp)} is false, and the negation makes it true): `
          + `write $exists(${s.path}) and ${exprText(n)}${initialise(s)}`);
      }
    }
  });
  return out;
}

/** The other fix: give the value before any rule reads it (none for the address or the bank's answers). */
function initialise(s: Subject): string {
  const name = s.names.slice(1).join('.');
  if (s.names[0] === 'session' && s.names.length === 2) return `, or write ${name} before any screen reads it and declare it "always": true in flows/session.json`;
  if (s.names[0] === 'form' && s.names.length === 2) return `, or give ${name} a "default" in the screen's schema`;
  return '';
}

/** Variables bound once, to a root path: `$r := session.X`. A name bound twice or also a lambda's argument is left out. */
function boundVariables(ast: unknown, roots: Map<unknown, string[]>): Map<string, { names: string[] }> {
  const found = new Map<string, { names: string[] } | null>();
  walkAst(ast, (n) => {
    if (n.type === 'bind' && isObj(n.lhs) && n.lhs.type === 'variable') {
      const name = String(n.lhs.value);
      const names = roots.get(unwrap(n.rhs));
      found.set(name, found.has(name) || !names ? null : { names });
    }
    if (n.type === 'lambda') for (const a of Array.isArray(n.arguments) ? n.arguments : []) if (isObj(a)) found.set(String(a.value), null);
  });
  return new Map([...found].filter((e): e is [string, { names: string[] }] => e[1] !== null));
}
