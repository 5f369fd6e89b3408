// Reading JSONata's parsed tree (plain objects), shared by the expression and
// session-key checks.
import { isObj, type Obj } from './walk.js';

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
