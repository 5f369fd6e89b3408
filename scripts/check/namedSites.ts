// The shared rules (rules/named/<name>.jsonata) a config expression reaches through
// $named('x', $$), as sites of the caller: a rule's body is checked where it runs (the calling
// screen's schema for form.X, its file's calls for server.X, flows/session.json for session.X),
// each fault at the calling pointer and naming the rule's file (inRule).
import { compile } from '../../rules/evaluator.js';
import { walkAst } from '../../rules/ast.js';
import { namedRuleFiles, ruleOf } from '../namedRulesGen.js';
import type { ExprSite } from './exprSites.js';
import { field } from './walk.js';
import type { Tree } from './types.js';

/** A shared rule and the file that defines it. */
export interface NamedRule {
  file: string;
  expr: string;
}

/** Names of the shared rules an expression calls: $named('x', …); none when it does not compile (another check's fault). */
export function namedCalls(expr: string): string[] {
  let ast: unknown;
  try {
    ast = compile(expr).ast();
  } catch {
    return [];
  }
  const out = new Set<string>();
  walkAst(ast, (n) => {
    const first = Array.isArray(n.arguments) ? n.arguments[0] : undefined;
    if (n.type === 'function' && field(n.procedure, 'type') === 'variable' && field(n.procedure, 'value') === 'named' && field(first, 'type') === 'string') {
      out.add(String(field(first, 'value')));
    }
  });
  return [...out];
}

/** The shared rules of rules/named/<name>.jsonata, each at its file; none when the tree has no rules/named/. */
export function loadNamedRules(root: string): Map<string, NamedRule> {
  try {
    return new Map([...namedRuleFiles(root)].map(([name, { file, source }]) => [name, { file, expr: ruleOf(source) }]));
  } catch {
    return new Map();
  }
}

/** Each shared rule a site reaches (directly or through another shared rule) as a site of the caller, `via` its file(s). */
export function namedSites(tree: Tree, sites: ExprSite[]): ExprSite[] {
  const rules = loadNamedRules(tree.root);
  const out: ExprSite[] = [];
  const expand = (site: ExprSite, expr: string, via: string[]): void => {
    for (const name of namedCalls(expr)) {
      const rule = rules.get(name);
      // An unknown name fails when the rule runs (the smoke render); a cycle is walked once.
      if (!rule || via.includes(rule.file)) continue;
      const chain = [...via, rule.file];
      out.push({ file: site.file, pointer: site.pointer, expr: rule.expr, via: chain.join(' → ') });
      expand(site, rule.expr, chain);
    }
  };
  for (const site of sites) expand(site, site.expr, []);
  return out;
}

/** A fault's message at a site, naming the shared rule it was found in. */
export const inRule = (site: ExprSite, message: string): string => (site.via ? `in ${site.via} (called here): ${message}` : message);
