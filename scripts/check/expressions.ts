// Check b: every JSONata expression compiles with rules/evaluator.ts. Beyond
// syntax (JSONata only finds these at run time): a call to a function that is
// neither built in, registered by rules/functions, nor bound in the expression,
// and every name it reads (exprNames.ts: roots, form fields, constants).
import { compile, RuleFault } from '../../rules/evaluator.js';
import { customFunctions } from '../../rules/functions/index.js';
import { constantTypes } from './constants.js';
import { didYouMean } from './didYouMean.js';
import { nameFaults } from './exprNames.js';
import { exprSites } from './exprSites.js';
import { inRule, namedSites } from './namedSites.js';
import { walkAst } from '../../rules/ast.js';
import { field } from './walk.js';
import type { Sink, Tree } from './types.js';

/** "S0202 Expected ")", got "b" at position 7" from jsonata's error object. */
export function parseError(err: unknown): string {
  const cause = (err instanceof RuleFault ? err.cause : err) as { code?: string; message?: string; position?: number };
  const at = cause.position !== undefined ? ` at position ${cause.position}` : '';
  return `${cause.code ? `${cause.code} ` : ''}${cause.message ?? String(cause)}${at}`;
}

interface Uses {
  calls: { name: string; position?: number }[];
  bound: Set<string>;
}

/** Collects function calls and bound names from jsonata's tree. */
function collect(ast: unknown, uses: Uses): void {
  walkAst(ast, (n) => {
    if ((n.type === 'function' || n.type === 'partial') && field(n.procedure, 'type') === 'variable') {
      uses.calls.push({ name: String(field(n.procedure, 'value')), position: n.position as number | undefined });
    }
    if (n.type === 'bind') uses.bound.add(String(field(n.lhs, 'value')));
    if (n.type === 'lambda') for (const a of (n.arguments as unknown[]) ?? []) uses.bound.add(String(field(a, 'value')));
    for (const key of ['focus', 'index']) if (typeof n[key] === 'string') uses.bound.add(n[key] as string);
  });
}

/** JSONata's own functions (for the "did you mean" only; whether a name is known is asked of JSONata). */
const BUILT_IN = [
  'sum', 'count', 'max', 'min', 'average', 'string', 'substring', 'substringBefore', 'substringAfter', 'lowercase', 'uppercase', 'length',
  'trim', 'pad', 'match', 'contains', 'replace', 'split', 'join', 'formatNumber', 'formatBase', 'formatInteger', 'parseInteger', 'number',
  'floor', 'ceil', 'round', 'abs', 'sqrt', 'power', 'random', 'boolean', 'not', 'map', 'zip', 'filter', 'single', 'reduce', 'sift', 'keys',
  'lookup', 'append', 'exists', 'spread', 'merge', 'reverse', 'each', 'error', 'assert', 'type', 'sort', 'shuffle', 'distinct', 'base64encode',
  'base64decode', 'encodeUrlComponent', 'encodeUrl', 'decodeUrlComponent', 'decodeUrl', 'eval', 'toMillis', 'fromMillis', 'clone', 'now', 'millis',
];
const FUNCTION_NAMES = [...BUILT_IN, ...customFunctions.map((f) => f.name), 'named', 'payload'];

const known = new Map<string, boolean>();
/** Built in or registered by rules/functions: `$name` evaluates to a function. */
async function isKnownFunction(name: string): Promise<boolean> {
  if (!known.has(name)) known.set(name, (await compile(`$${name}`).evaluate({})) !== undefined);
  return known.get(name)!;
}

/** A number, or a rule giving one: said when such an option does not compile ("60s"). */
const NUMBER_HINT = ' (a number is needed here: write it as a number, or a rule giving one such as consts.<name>)';

export async function checkExpressions(tree: Tree, sink: Sink): Promise<void> {
  const constants = tree.constants ? constantTypes(tree) : undefined;
  const schemas = new Map([...tree.screens.values()].map((s) => [s.file, field(s.data, 'schema')]));
  const sites = exprSites(tree);
  // A shared rule's body is checked at each caller, against the caller's schema.
  for (const site of [...sites, ...namedSites(tree, sites)]) {
    if (!site.via) sink.expressions++;
    let compiled;
    try {
      compiled = compile(site.expr, `${site.file}#${site.pointer}`);
    } catch (err) {
      if (site.via) continue; // a rule's file that does not compile is faulted at the file (namedRules.ts)
      sink.fault(site.file, site.pointer, `JSONata does not compile: ${parseError(err)} in \`${site.expr}\`${site.expects === 'number' ? NUMBER_HINT : ''}`);
      continue;
    }
    const uses: Uses = { calls: [], bound: new Set() };
    collect(compiled.ast(), uses);
    for (const call of uses.calls) {
      if (uses.bound.has(call.name) || (await isKnownFunction(call.name))) continue;
      const near = didYouMean(call.name, FUNCTION_NAMES).replace(/"(.*)"/, '"$$$1"');
      sink.fault(site.file, site.pointer, inRule(site, `unknown function $${call.name} at position ${call.position} in \`${site.expr}\` (not built in, not in rules/functions)${near}`));
    }
    for (const message of nameFaults(site, compiled.ast(), { constants, formSchema: schemas.get(site.file) })) sink.fault(site.file, site.pointer, inRule(site, message));
  }
}
