// One place where JSONata expressions are compiled (once, cached) and
// evaluated. A failing expression is a RuleFault, never a silent true/false.
import type Jsonata from 'jsonata';
import { customFunctions } from './functions/index.js';
import { plainRules } from './plain/index.js';
import { ruleTablesOf } from './ruleTables.js';
import { trace, tracing } from './trace.js';

export class RuleFault extends Error {
  constructor(readonly expression: string, readonly cause: unknown, readonly where?: string) {
    super(`rule failed${where ? ` at ${where}` : ''}: ${describe(cause)} in \`${expression}\``);
    this.name = 'RuleFault';
  }
}

function describe(err: unknown): string {
  if (err && typeof err === 'object') {
    const e = err as { code?: string; message?: string; position?: number };
    return [e.code, e.message, e.position !== undefined ? `(position ${e.position})` : ''].filter(Boolean).join(' ');
  }
  return String(err);
}

type Compiled = ReturnType<typeof Jsonata>;
const cache = new Map<string, Compiled>();

// The plain path (rules/plain) answers most rules as JSONata would, at once; JSONata answers the
// rest. JSONata itself loads in the browser with a screen that has a rule beyond the plain part
// (renderer/react/main.tsx, from virtual:jsonata-screens), or when such a rule first runs (issue
// 22: the start screens' rules are plain, and the start screen does not carry JSONata). In Node
// (the checker, the simulator, the tests) it is there from the start: their callers compile synchronously.
const plain = plainRules(customFunctions, (name) => (namedLoaded && Object.hasOwn(namedLoaded, name) ? namedLoaded[name] : undefined));
let jsonata: typeof Jsonata | undefined;
let jsonataLoading: Promise<void> | undefined;
export function loadJsonata(): Promise<void> {
  jsonataLoading ??= import('jsonata').then((m) => {
    jsonata = m.default;
    define(jsonata);
  });
  return jsonataLoading;
}

/** Every function registered into each expression: the custom functions, $named and $payload. */
function registerAll(compiled: Compiled): void {
  for (const fn of customFunctions) compiled.registerFunction(fn.name, fn.implementation, fn.signature);
  compiled.registerFunction('named', evaluateNamed, '<so:x>');
  compiled.registerFunction('payload', evaluatePayload, '<so:o>');
}

/**
 * The functions as JSONata defines them (implementation and parsed signature), made once: each
 * expression then binds the same definitions instead of parsing every signature again (a page's
 * first render compiles dozens of expressions). JSONata gives a definition back only from an
 * evaluation, which is asynchronous: until it has, compile registers them the slow way.
 */
let definitions: ReadonlyArray<[string, unknown]> | undefined;
function define(made: typeof Jsonata): void {
  const definer = made(`{ ${[...customFunctions.map((f) => f.name), 'named', 'payload'].map((n) => `'${n}': $${n}`).join(', ')} }`);
  registerAll(definer);
  void definer.evaluate({}).then((defined: Record<string, unknown>) => { definitions = Object.entries(defined); });
}

/**
 * Compiles (or returns the cached) expression; throws RuleFault on a syntax error. In the browser,
 * only once JSONata has loaded (loadJsonata; evaluate loads it when a rule needs it).
 */
export function compile(expression: string, where?: string): Compiled {
  const hit = cache.get(expression);
  if (hit) return hit;
  if (!jsonata) throw new Error(`JSONata is not loaded yet (rules/evaluator.ts loadJsonata): cannot compile \`${expression}\``);
  let compiled: Compiled;
  try {
    compiled = jsonata(expression);
  } catch (err) {
    throw new RuleFault(expression, err, where);
  }
  if (definitions) for (const [name, definition] of definitions) compiled.assign(name, definition);
  else registerAll(compiled);
  cache.set(expression, compiled);
  return compiled;
}

/** Evaluates against the given input; undefined results stay undefined. A plain rule (rules/plain) is answered without JSONata's machinery. */
export async function evaluate(expression: string, input: unknown, where?: string): Promise<unknown> {
  const quick = plain.answer(expression, input);
  if (quick) return quick.value;
  if (!jsonata) await loadJsonata();
  const compiled = compile(expression, where);
  try {
    return await compiled.evaluate(input as object);
  } catch (err) {
    throw new RuleFault(expression, err, where);
  }
}

/** A condition: JSONata truthiness, but an expression that fails is a fault. */
export async function holds(expression: string, input: unknown, where?: string): Promise<boolean> {
  const value = await evaluate(expression, input, where);
  const held = Array.isArray(value) ? value.length > 0 && value.some(Boolean) : Boolean(value);
  if (where !== undefined && tracing()) trace({ kind: 'condition', where, value: held });
  return held;
}

/** Evaluates every entry of a map of expressions. */
export async function evaluateMap(map: Record<string, string> | undefined, input: unknown, where?: string): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const [key, expr] of Object.entries(map ?? {})) out[key] = await evaluate(expr, input, where ? `${where}/${key}` : key);
  return out;
}

// The shared rules and the payload mappings load on first use (a dynamic import, resolved once):
// only the screens that name them need them, not the start screen (issue 22). Evaluation is
// asynchronous anyway; `loadRuleTablesFor` lets a screen's loader fetch them before it is drawn.
let namedLoaded: Readonly<Record<string, string>> | undefined;
const namedTable = () => import('./named/index.js').then((m) => (namedLoaded = m.namedRules));

/**
 * `expression`'s answer at once, as { value }, when the plain path gives it; undefined when only
 * evaluate can (JSONata's to answer, or a fault: evaluate reports it).
 */
export const answerNow = (expression: string, input: unknown): { value: unknown } | undefined => plain.answer(expression, input);

/** Whether `expression` is answered by the plain path: in one pass, its condition need not be remembered. */
export const isPlainRule = (expression: string): boolean => plain.runOf(expression) !== undefined;
const payloadModule = () => import('./payloads/evaluate.js');

/** $named(name, root): a shared rule of rules/named evaluated against the given root. */
async function evaluateNamed(name: string, root: unknown): Promise<unknown> {
  const expression = (await namedTable())[name];
  if (expression === undefined) throw new RuleFault(`$named('${name}')`, new Error(`no named rule "${name}"`));
  return evaluate(expression, root, `rules/named ${name}`);
}

/** $payload(name, root): the payload of flows/payloads.json built from the given root (rules/payloads/evaluate.ts). */
async function evaluatePayload(name: string, root: unknown): Promise<Record<string, unknown>> {
  return (await payloadModule()).evaluatePayload(name, root, { evaluate, holds });
}

/** Loads the tables that `config`'s expressions name ($named, $payload), so its first evaluation need not wait for them. */
export async function loadRuleTablesFor(config: unknown): Promise<void> {
  const { named, payload } = ruleTablesOf(config);
  await Promise.all([named ? namedTable() : undefined, payload ? payloadModule() : undefined]);
}

// (last: loading defines the functions with what is declared above)
if (!('document' in globalThis)) await loadJsonata();
