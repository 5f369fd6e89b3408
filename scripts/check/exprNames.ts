// The names an expression reads from the context must exist: its root
// (session, form, query, server, consts, response, event), form.X… in the
// screen's JSON Schema (nested properties and list items included), consts.X
// in flows/constants.json, and where a number is needed (a countdown's
// seconds, a delay) a bare consts.X must be declared a number. session.X and
// server.X are checked elsewhere (session keys, the call catalogue).
import { isNumberType, type ConstType } from './constants.js';
import { didYouMean, nearest, suggestion } from './didYouMean.js';
import { unknownField, declaredProperties } from './formSchema.js';
import { pathUnder, rootPaths, walkAst } from '../../rules/ast.js';
import type { ExprSite } from './exprSites.js';

/** What every rule sees (renderer/engine/types.ts EvalContext). */
export const ROOTS = ['session', 'form', 'query', 'server', 'consts', 'response', 'event', 'with'];

export interface NameScope {
  constants?: Map<string, ConstType | undefined>;
  /** The screen's JSON Schema, for expressions of a screen file (flow-level rules see any screen's form). */
  formSchema?: unknown;
}

/** The "did you mean" of a bare name: a root, else a constant (consts.X), else a form field (form.X). */
function suggestRoot(name: string, scope: NameScope): string {
  const constants = [...(scope.constants?.keys() ?? [])];
  const fields = [...(declaredProperties(scope.formSchema)?.keys() ?? [])];
  const near = nearest(name, ROOTS);
  if (near) return `; did you mean "${near}"?`;
  const constant = constants.includes(name) ? name : nearest(name, constants);
  if (constant) return `; did you mean "consts.${constant}"?`;
  const field = fields.includes(name) ? name : nearest(name, fields);
  return field ? `; did you mean "form.${field}"?` : '';
}

/** Faults of one compiled expression, as messages for its site. */
export function nameFaults(site: ExprSite, ast: unknown, scope: NameScope): string[] {
  const faults: string[] = [];
  const quoted = `in \`${site.expr}\``;
  for (const path of rootPaths(ast)) {
    const [root, ...rest] = path.names;
    if (!ROOTS.includes(root)) {
      faults.push(`unknown name "${root}" at position ${path.position} ${quoted}: a rule reads ${ROOTS.slice(0, 5).join(', ')} (response in a call's ok and save, event in an action)${suggestRoot(root, scope)}`);
      continue;
    }
    if (root !== 'form' || rest.length === 0 || scope.formSchema === undefined) continue;
    const miss = unknownField(scope.formSchema, rest);
    if (!miss) continue;
    const parent = ['form', ...rest.slice(0, miss.index)].join('.');
    const name = rest[miss.index];
    faults.push(miss.scalar
      ? `${parent} is ${miss.scalar === 'null' ? 'a display field' : `a ${miss.scalar}`}: it has no field "${name}" ${quoted}`
      : `unknown form field "${name}"${miss.index > 0 ? ` of ${parent}` : ''} ${quoted}: not in this screen's schema${suggestion(name, miss.known)}`);
  }
  if (scope.constants) {
    walkAst(ast, (n) => {
      const c = pathUnder(n, 'consts');
      if (c && !scope.constants!.has(c.name)) {
        faults.push(`unknown constant consts.${c.name} (not in flows/constants.json) ${quoted}${didYouMean(c.name, scope.constants!.keys())}`);
      }
    });
    const type = site.expects === 'number' ? bareConstant(ast, scope.constants) : undefined;
    if (type) faults.push(`needs a number, but consts.${type.name} is declared ${type.type} (flows/constants.json)`);
  }
  return faults;
}

/** For an expression that is only `consts.X` (no arithmetic around it): X and its declared type when that is not a number. */
function bareConstant(ast: unknown, constants: Map<string, ConstType | undefined>): { name: string; type: string } | undefined {
  const paths = rootPaths(ast);
  const steps = (ast as { type?: string; steps?: unknown[] }).steps;
  if ((ast as { type?: string }).type !== 'path' || steps?.length !== 2 || paths.length !== 1 || paths[0].names[0] !== 'consts') return undefined;
  const name = paths[0].names[1];
  const type = constants.get(name);
  return type && !isNumberType(type) ? { name, type } : undefined;
}
