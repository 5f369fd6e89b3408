// The texts the runtime's own TypeScript draws (renderer/, widgets/), read statically: each call
// t('key', { ... }), x.t(...), translate(...) and tr(runtime, 'key', { ... }) with a literal key
// (or `x ?? 'key'`, `c ? 'a' : 'b'`), and each x.fail('<catalogue code>', { ... }) of renderer/
// (the engine's own fail: 0000 with {api}). A key or code that is not a literal (a widget's option,
// a config value, a key built at run time such as `validation.${keyword}`) is skipped, not guessed:
// the widget options are the contracts' `texts`, the config's keys are the config's sites, and a
// built key has no use the check knows (its placeholders are then only checked for balance).
// Params given as an object literal pass its property names; anything else (a variable, a spread)
// may pass any name, so such a use is `open`.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseAst } from 'vite';
import type { Passes } from './i18nSites.js';

export interface CodeUse {
  /** Where: `renderer/react/StepIndicator.tsx:14`. */
  where: string;
  /** The i18n key drawn, or the catalogue code failed with (flows/errors.json gives its message). */
  key?: string;
  failCode?: string;
  passes: Passes;
}

type Node = { type: string; start: number; [k: string]: unknown };
const isNode = (x: unknown): x is Node => typeof x === 'object' && x !== null && typeof (x as Node).type === 'string';

/** Type assertions and parentheses around a value do not change it. */
function bare(node: Node | undefined): Node | undefined {
  let n = node;
  while (n && ['TSAsExpression', 'TSNonNullExpression', 'TSSatisfiesExpression', 'ParenthesizedExpression', 'TSTypeAssertion'].includes(n.type)) n = n.expression as Node;
  return n;
}

/** The literal strings a key argument can be: 'k', `k`, x ?? 'k', c ? 'a' : 'b'; none when it is not literal. */
function literals(node: Node | undefined): string[] {
  const n = bare(node);
  if (!n) return [];
  if (n.type === 'Literal' && typeof n.value === 'string') return [n.value];
  if (n.type === 'TemplateLiteral' && (n.expressions as unknown[]).length === 0) return [String(((n.quasis as Node[])[0].value as { cooked: string }).cooked)];
  if (n.type === 'LogicalExpression' && n.operator === '??') return literals(n.right as Node);
  if (n.type === 'ConditionalExpression') {
    const both = [literals(n.consequent as Node), literals(n.alternate as Node)];
    return both.every((l) => l.length > 0) ? both.flat() : [];
  }
  return [];
}

/** The names an object literal passes; a spread, a computed name or a non-literal makes it open. */
function passesOf(node: Node | undefined): Passes {
  const n = bare(node);
  if (!n) return { names: [] };
  if (n.type !== 'ObjectExpression') return { names: [], open: true };
  const names: string[] = [];
  for (const p of n.properties as Node[]) {
    const key = p.key as Node | undefined;
    if (p.type !== 'Property' || p.computed || !key) return { names, open: true };
    if (key.type === 'Identifier') names.push(String(key.name));
    else if (key.type === 'Literal') names.push(String(key.value));
  }
  return { names };
}

/** The called name: t for t(...) and x.t(...). */
function calleeName(callee: Node): string | undefined {
  const c = bare(callee);
  if (c?.type === 'Identifier') return String(c.name);
  if (c?.type === 'MemberExpression' && !c.computed) return String((c.property as Node).name);
  return undefined;
}

function* walk(node: unknown): Generator<Node> {
  if (Array.isArray(node)) for (const child of node) yield* walk(child);
  else if (isNode(node)) {
    yield node;
    for (const [k, v] of Object.entries(node)) if (k !== 'type' && typeof v === 'object') yield* walk(v);
  }
}

/** The uses in one source text; `file` is its path from the root (renderer/... or widgets/...). */
export function codeUsesIn(file: string, source: string): CodeUse[] {
  const lang = file.endsWith('.tsx') ? 'tsx' : 'ts';
  const lineOf = (offset: number) => source.slice(0, offset).split('\n').length;
  const out: CodeUse[] = [];
  for (const node of walk(parseAst(source, { lang }))) {
    if (node.type !== 'CallExpression') continue;
    const args = node.arguments as Node[];
    const name = calleeName(node.callee as Node);
    const where = `${file}:${lineOf(node.start)}`;
    const [keyArg, paramsArg] = name === 't' || name === 'translate' ? [args[0], args[1]] : name === 'tr' ? [args[1], args[2]] : [];
    for (const key of keyArg ? literals(keyArg) : []) out.push({ where, key, passes: passesOf(paramsArg) });
    // The engine's x.fail('0000', {...}); a bare fail(...) is some other helper (a widget's own).
    const member = bare(node.callee as Node)?.type === 'MemberExpression';
    if (name === 'fail' && member && file.startsWith('renderer/')) {
      for (const failCode of literals(args[0])) out.push({ where, failCode, passes: passesOf(args[1]) });
    }
  }
  return out;
}

function sourceFiles(root: string, dir: string): string[] {
  let names;
  try {
    names = readdirSync(join(root, dir), { withFileTypes: true, recursive: true });
  } catch {
    return []; // no such folder: no code uses
  }
  return names
    .filter((d) => d.isFile() && /\.tsx?$/.test(d.name) && !/\.(test|spec)\.tsx?$/.test(d.name) && !d.name.endsWith('.d.ts'))
    .map((d) => relative(root, join(d.parentPath, d.name)).split('\\').join('/'))
    .sort();
}

const cache = new Map<string, CodeUse[]>();

/** Every use in renderer/ and widgets/ under `root` (read once per root and process). */
export function codeTextUses(root: string): CodeUse[] {
  const known = cache.get(root);
  if (known) return known;
  const out = ['renderer', 'widgets'].flatMap((dir) => sourceFiles(root, dir)).flatMap((file) => codeUsesIn(file, readFileSync(join(root, file), 'utf8')));
  cache.set(root, out);
  return out;
}
