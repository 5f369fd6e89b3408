// A screen's conditions remembered with what they read: a condition whose inputs have not changed
// since it last ran gives its last answer instead of running again (same inputs, same result).
// What it reads is taken from the expression's tree, at the grain of one context entry
// (`session.GiftInfo`, `form.HomeCity`), compared by value (the session is read back anew each
// task). A condition that reads the clock, the whole context (`$$`, `$named('x', $$)`), or whatever
// the tree does not show plainly always runs.
import { compile, holds, isPlainRule } from '../../rules/evaluator.js';
import { trace, tracing } from '../../rules/trace.js';
import type { EvalContext } from './types.js';

/** Functions whose answer is not a function of the context alone: the clock, chance, rules read by name. */
const UNSURE_FUNCTIONS = new Set(['now', 'millis', 'random', 'eval', 'age', 'cardExpiry', 'rocDate', 'named', 'payload']);
/** Steps that read whatever is there (`*`, `**`, `%`): from the root, the whole context. */
const WHOLESALE_STEPS = new Set(['wildcard', 'descendant', 'parent']);
type Obj = Record<string, unknown>;
const isRootVariable = (n: Obj): boolean => n.type === 'variable' && (n.value === '' || n.value === '$');

/** Shared rules by name (rules/named): `$named('x', $$)` reads what rule x reads. */
export type NamedRules = Readonly<Record<string, string>>;

/** `$named('x', $$)`: the shared rule's text, when it is named plainly and given the whole context. */
function namedReadThrough(n: Obj, named: NamedRules): string | undefined {
  const [name, root, ...rest] = (n.arguments ?? []) as Obj[];
  if ((n.procedure as Obj | undefined)?.value !== 'named' || rest.length || name?.type !== 'string' || !root || !isRootVariable(root)) return undefined;
  return Object.hasOwn(named, String(name.value)) ? named[String(name.value)] : undefined;
}

/** Calls visit on every node of JSONata's tree once (it links back to parents). */
function walk(node: unknown, visit: (n: Obj) => void, seen = new Set<unknown>()): void {
  if (typeof node !== 'object' || node === null || seen.has(node)) return;
  seen.add(node);
  if (!Array.isArray(node)) visit(node as Obj);
  for (const child of Object.values(node)) walk(child, visit, seen);
}

/**
 * The entry a path starts with ([root] or [root, key]): every path's leading names count, also in
 * filters where they read items (one comparison too many, never one too few).
 */
function leadingEntry(steps: Obj[]): string[] | undefined {
  const i = isRootVariable(steps[0]) ? 1 : 0;
  if (steps[i]?.type !== 'name') return undefined;
  const own = steps[i].stages || steps[i].predicate || steps[i].group;
  return !own && steps[i + 1]?.type === 'name' ? [String(steps[i].value), String(steps[i + 1].value)] : [String(steps[i].value)];
}

/** The context entries an expression reads ([root] or [root, key]), or undefined when it cannot be told. */
export function entriesRead(expression: string, named: NamedRules = {}, depth = 0): string[][] | undefined {
  const tree = compile(expression).ast();
  const covered = new Set<unknown>();
  const read: string[][] = [];
  let unsure = depth > 4;
  walk(tree, (n) => {
    const steps = n.type === 'path' && Array.isArray(n.steps) ? (n.steps as Obj[]) : undefined;
    const entry = steps && leadingEntry(steps);
    if (entry) read.push(entry);
    if (entry && steps && isRootVariable(steps[0])) covered.add(steps[0]);
    if (WHOLESALE_STEPS.has(String(n.type))) unsure = true;
    if (n.type !== 'function' && n.type !== 'partial') return;
    const shared = n.type === 'function' ? namedReadThrough(n, named) : undefined;
    const sharedReads = shared === undefined ? undefined : entriesRead(shared, named, depth + 1);
    if (sharedReads) {
      read.push(...sharedReads);
      covered.add((n.arguments as Obj[])[1]);
    // A call without arguments may be given the context itself (`$string()`).
    } else if (UNSURE_FUNCTIONS.has(String((n.procedure as Obj | undefined)?.value)) || !(n.arguments as unknown[] | undefined)?.length) unsure = true;
  });
  walk(tree, (n) => { if (isRootVariable(n) && !covered.has(n)) unsure = true; });
  return unsure ? undefined : read;
}

const isPlain = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && (Object.getPrototypeOf(x) === Object.prototype || Object.getPrototypeOf(x) === null);

/** Equal as JSON data (anything else only when it is the same object). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  if (!isPlain(a) || !isPlain(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && sameValue(a[k], b[k]));
}

const valueAt = (ctx: EvalContext, [root, key]: string[]): unknown => {
  const top = (ctx as unknown as Record<string, unknown>)[root];
  return key === undefined ? top : isPlain(top) ? top[key] : undefined;
};

/** The shared rules, when the expression names one (they load on first use, as the evaluator loads them). */
async function namedRulesFor(expression: string): Promise<NamedRules> {
  return expression.includes('$named(') ? (await import('../../rules/named/index.js')).namedRules : {};
}

interface Remembered { read: string[][]; values: unknown[]; value: boolean }

export class RuleMemo {
  /** Per expression: what it read and answered last, or null when it must always run. */
  private readonly byExpression = new Map<string, Remembered | null>();

  /** holds(), or the expression's last answer when what it reads is unchanged. */
  async holds(expression: string, ctx: EvalContext, where: string): Promise<boolean> {
    // A plain rule is answered at once, for less than comparing what it read would cost.
    if (isPlainRule(expression)) return holds(expression, ctx, where);
    const last = this.byExpression.get(expression);
    if (last && last.read.every((entry, i) => sameValue(valueAt(ctx, entry), last.values[i]))) {
      if (tracing()) trace({ kind: 'condition', where, value: last.value });
      return last.value;
    }
    const value = await holds(expression, ctx, where);
    const read = last === undefined ? entriesRead(expression, await namedRulesFor(expression)) : last?.read;
    this.byExpression.set(expression, read ? { read, values: read.map((entry) => valueAt(ctx, entry)), value } : null);
    return value;
  }
}
