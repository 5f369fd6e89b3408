// One place where JSONata expressions are compiled (once, cached) and
// evaluated. A failing expression is a RuleFault, never a silent true/false.
import jsonata from 'jsonata';
import { customFunctions } from './functions/index.js';
import type { PlainRules } from './plain/index.js';
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

type Compiled = ReturnType<typeof jsonata>;
const cache = new Map<string, Compiled>();

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
const definer = jsonata(`{ ${[...customFunctions.map((f) => f.name), 'named', 'payload'].map((n) => `'${n}': $${n}`).join(', ')} }`);
registerAll(definer);
void definer.evaluate({}).then((defined: Record<string, unknown>) => { definitions = Object.entries(defined); });

/** Compiles (or returns the cached) expression; throws RuleFault on a syntax error. */
export function compile(expression: string, where?: string): Compiled {
  const hit = cache.get(expression);
  if (hit) return hit;
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
  const quick = plain?.answer(expression, input);
  if (quick) return quick.value;
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

// The plain path (rules/plain) loads when asked: the browser's screen loader asks with the first
// screen past the start screens (renderer/react/main.tsx), whose few rules JSONata answers (issue 22:
// the start screen carries only what it draws); until then JSONata answers every rule, the same answers.
let plain: PlainRules | undefined;
let plainLoading: Promise<void> | undefined;
export function loadPlainRules(): Promise<void> {
  plainLoading ??= import('./plain/index.js').then((m) => {
    plain = m.plainRules(customFunctions, (name) => (namedLoaded && Object.hasOwn(namedLoaded, name) ? namedLoaded[name] : undefined));
  });
  return plainLoading;
}

/** Whether `expression` is answered by the plain path (loaded, and plain): in one pass, its condition need not be remembered. */
export const isPlainRule = (expression: string): boolean => plain?.runOf(expression) !== undefined;
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
  const text = JSON.stringify(config) ?? '';
  await Promise.all([/\$named\(/.test(text) ? namedTable() : undefined, /\$payload\(/.test(text) ? payloadModule() : undefined]);
}
