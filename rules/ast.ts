// Reading JSONata's parsed tree (plain objects): pure, shared by the checker
// (expression, session-key and missing-field-trap checks) and the journey model.
export type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Calls visit on every node once; the tree may link back to parents. */
export function walkAst(node: unknown, visit: (n: Obj) => void, seen = new Set<unknown>()): void {
  if (typeof node !== 'object' || node === null || seen.has(node)) return;
  seen.add(node);
  if (Array.isArray(node)) return node.forEach((n) => walkAst(n, visit, seen));
  if (!isObj(node)) return;
  visit(node);
  for (const value of Object.values(node)) walkAst(value, visit, seen);
}

/** For a path `root.name…` (or `$$.root.name…`): the name after root and its position. */
export function pathUnder(node: Obj, root: string): { name: string; position?: number } | undefined {
  if (node.type !== 'path' || !Array.isArray(node.steps)) return undefined;
  const steps = node.steps as Obj[];
  const start = steps[0]?.type === 'variable' && (steps[0].value === '' || steps[0].value === '$') ? 1 : 0;
  if (steps[start]?.type !== 'name' || steps[start].value !== root || steps[start + 1]?.type !== 'name') return undefined;
  return { name: String(steps[start + 1].value), position: steps[start + 1].position as number | undefined };
}

/** A path read from the root of the evaluation context: its leading names (`form.SalesId` is ['form', 'SalesId']). */
export interface RootPath {
  names: string[];
  position?: number;
  /** The path node itself. */
  node: Obj;
}

const leadingNames = (steps: Obj[], from: number): string[] => {
  const names: string[] = [];
  for (let i = from; i < steps.length && steps[i].type === 'name'; i++) {
    names.push(String(steps[i].value));
    if (steps[i].group) break; // a grouping makes a new object; a filter keeps the items' fields
  }
  return names;
};

/**
 * Paths that start at the context's root: at the top of the expression (and in its
 * operators, function arguments, blocks, lambdas and object constructors), or after
 * `$$` anywhere. Inside a path's later steps, filters and groupings a bare name reads
 * the current item (`CCTC[Show = 'Y']`), so it is not a root path.
 */
export function rootPaths(ast: unknown): RootPath[] {
  const out: RootPath[] = [];
  const seen = new Set<unknown>();
  const visit = (node: unknown, root: boolean): void => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) return node.forEach((n) => visit(n, root));
    const n = node as Obj;
    if (n.type === 'path' && Array.isArray(n.steps)) return visitPath(n, n.steps as Obj[], root);
    // Nodes that keep the scope they are in; anything else (sort terms, transforms …) reads items.
    const keeps = ['binary', 'condition', 'block', 'bind', 'unary', 'function', 'partial', 'lambda', 'apply'].includes(String(n.type));
    for (const [key, value] of Object.entries(n)) if (key !== 'stages' && key !== 'group' && key !== 'predicate') visit(value, keeps && root);
    for (const key of ['stages', 'group', 'predicate']) visit(n[key], false);
  };
  const visitPath = (path: Obj, steps: Obj[], root: boolean): void => {
    const first = steps[0];
    const fromRoot = first?.type === 'variable' && (first.value === '$' || (first.value === '' && root));
    if (fromRoot || (first?.type === 'name' && root)) {
      const names = leadingNames(steps, fromRoot ? 1 : 0);
      if (names.length > 0) out.push({ names, position: (steps[fromRoot ? 1 : 0].position as number | undefined), node: path });
    } else if (first && first.type !== 'name' && first.type !== 'variable') {
      const { stages: _s, group: _g, predicate: _p, ...own } = first;
      visit(own, root); // a first step such as $named(...) or ( … ) runs where the path is
    }
    steps.forEach((step, i) => {
      for (const key of ['stages', 'group', 'predicate']) visit(step[key], false);
      if (i > 0 && step.type !== 'name') visit(step, false);
    });
    visit(path.group, false);
  };
  visit(ast, true);
  return out;
}
