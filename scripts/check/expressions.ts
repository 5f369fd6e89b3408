// Check b: every JSONata expression compiles with rules/evaluator.ts. Beyond
// syntax (JSONata only finds these at run time): a call to a function that is
// neither built in, registered by rules/functions, nor bound in the expression,
// and a consts.<name> missing from flows/constants.json.
import { compile, RuleFault } from '../../rules/evaluator.js';
import { exprSites } from './exprSites.js';
import { entries, field, isObj, type Obj } from './walk.js';
import type { Sink, Tree } from './types.js';

/** "S0202 Expected ")", got "b" at position 7" from jsonata's error object. */
function parseError(err: unknown): string {
  const cause = (err instanceof RuleFault ? err.cause : err) as { code?: string; message?: string; position?: number };
  const at = cause.position !== undefined ? ` at position ${cause.position}` : '';
  return `${cause.code ? `${cause.code} ` : ''}${cause.message ?? String(cause)}${at}`;
}

interface Uses {
  calls: { name: string; position?: number }[];
  bound: Set<string>;
  consts: { name: string; position?: number }[];
}

/** Walks jsonata's AST (plain objects) collecting function calls, bound names and consts paths. */
function collect(node: unknown, uses: Uses, seen = new Set<unknown>()): void {
  if (typeof node !== 'object' || node === null || seen.has(node)) return; // the AST may link back to parents
  seen.add(node);
  if (Array.isArray(node)) return node.forEach((n) => collect(n, uses, seen));
  if (!isObj(node)) return;
  const n = node as Obj & { type?: string; value?: unknown; position?: number };
  if ((n.type === 'function' || n.type === 'partial') && field(n.procedure, 'type') === 'variable') {
    uses.calls.push({ name: String(field(n.procedure, 'value')), position: n.position });
  }
  if (n.type === 'bind') uses.bound.add(String(field(n.lhs, 'value')));
  if (n.type === 'lambda') for (const a of (n.arguments as unknown[]) ?? []) uses.bound.add(String(field(a, 'value')));
  for (const key of ['focus', 'index']) if (typeof n[key] === 'string') uses.bound.add(n[key] as string);
  if (n.type === 'path' && Array.isArray(n.steps)) {
    const steps = n.steps as Obj[];
    const start = steps[0]?.type === 'variable' && (steps[0].value === '' || steps[0].value === '$') ? 1 : 0;
    if (steps[start]?.type === 'name' && steps[start].value === 'consts' && steps[start + 1]?.type === 'name') {
      uses.consts.push({ name: String(steps[start + 1].value), position: steps[start + 1].position as number | undefined });
    }
  }
  for (const value of Object.values(n)) collect(value, uses, seen);
}

const known = new Map<string, boolean>();
/** Built in or registered by rules/functions: `$name` evaluates to a function. */
async function isKnownFunction(name: string): Promise<boolean> {
  if (!known.has(name)) known.set(name, (await compile(`$${name}`).evaluate({})) !== undefined);
  return known.get(name)!;
}

export async function checkExpressions(tree: Tree, sink: Sink): Promise<void> {
  const constants = new Set(entries(field(tree.constants?.data, 'constants')).map(([k]) => k));
  for (const site of exprSites(tree)) {
    sink.expressions++;
    let compiled;
    try {
      compiled = compile(site.expr, `${site.file}#${site.pointer}`);
    } catch (err) {
      sink.fault(site.file, site.pointer, `JSONata does not compile: ${parseError(err)} in \`${site.expr}\``);
      continue;
    }
    const uses: Uses = { calls: [], bound: new Set(), consts: [] };
    collect(compiled.ast(), uses);
    for (const call of uses.calls) {
      if (uses.bound.has(call.name) || (await isKnownFunction(call.name))) continue;
      sink.fault(site.file, site.pointer, `unknown function $${call.name} at position ${call.position} in \`${site.expr}\` (not built in, not in rules/functions)`);
    }
    if (!tree.constants) continue;
    for (const c of uses.consts) {
      if (!constants.has(c.name)) sink.fault(site.file, site.pointer, `unknown constant consts.${c.name} (not in flows/constants.json) in \`${site.expr}\``);
    }
  }
}
