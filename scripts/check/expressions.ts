// Check b: every JSONata expression compiles with rules/evaluator.ts. Beyond
// syntax (JSONata only finds these at run time): a call to a function that is
// neither built in, registered by rules/functions, nor bound in the expression,
// and a consts.<name> missing from flows/constants.json.
import { compile, RuleFault } from '../../rules/evaluator.js';
import { exprSites } from './exprSites.js';
import { pathUnder, walkAst } from './jsonataAst.js';
import { entries, field } from './walk.js';
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

/** Collects function calls, bound names and consts paths from jsonata's tree. */
function collect(ast: unknown, uses: Uses): void {
  walkAst(ast, (n) => {
    if ((n.type === 'function' || n.type === 'partial') && field(n.procedure, 'type') === 'variable') {
      uses.calls.push({ name: String(field(n.procedure, 'value')), position: n.position as number | undefined });
    }
    if (n.type === 'bind') uses.bound.add(String(field(n.lhs, 'value')));
    if (n.type === 'lambda') for (const a of (n.arguments as unknown[]) ?? []) uses.bound.add(String(field(a, 'value')));
    for (const key of ['focus', 'index']) if (typeof n[key] === 'string') uses.bound.add(n[key] as string);
    const constant = pathUnder(n, 'consts');
    if (constant) uses.consts.push(constant);
  });
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
