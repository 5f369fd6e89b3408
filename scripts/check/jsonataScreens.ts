// The screens with a rule beyond the plain part of JSONata (rules/plain): in the browser they
// load JSONata with them (renderer/react/main.tsx, through this Vite plugin's virtual:jsonata-screens), so no rule
// waits for it to be fetched; every other screen's rules are answered without it (issue 22: the
// start screens do not carry JSONata). Read from the config the checker reads: each screen's own
// expressions, its effects' with the named effect lists it uses, and the shared rules they name.
import type { Plugin } from 'vite';
import { customFunctions } from '../../rules/functions/index.js';
import { namedRules } from '../../rules/named/index.js';
import { parsePlain, type PlainNode } from '../../rules/plain/parse.js';
import { plainRules, type PlainRules } from '../../rules/plain/index.js';
import { screenExprSites } from './exprSites.js';
import { loadTree } from './load.js';
import type { Loaded, Sink, Tree } from './types.js';

/** The shared rules an expression names ($named('x', ...)), by name. */
function namesCalled(node: PlainNode, into: string[] = []): string[] {
  const children: PlainNode[] = node.kind === 'binary' ? [node.lhs, node.rhs]
    : node.kind === 'condition' ? [node.condition, node.then, ...(node.else ? [node.else] : [])]
    : node.kind === 'call' ? node.args
    : node.kind === 'object' ? node.pairs.map(([, v]) => v)
    : node.kind === 'path' ? [...(node.filter ? [node.filter] : []), ...(node.each ? [node.each] : [])]
    : [];
  const [name] = node.kind === 'call' && node.name === 'named' ? node.args : [];
  if (name?.kind === 'literal' && typeof name.value === 'string') into.push(name.value);
  for (const child of children) namesCalled(child, into);
  return into;
}

/** One plain path per table of shared rules: it reads each expression once. */
const plainFor = new WeakMap<Readonly<Record<string, string>>, PlainRules>();
function plainOf(named: Readonly<Record<string, string>>): PlainRules {
  let plain = plainFor.get(named);
  if (!plain) plainFor.set(named, (plain = plainRules(customFunctions, (name) => (Object.hasOwn(named, name) ? named[name] : undefined))));
  return plain;
}

/** Whether the plain path answers `expression` without JSONata, the shared rules it names too. */
export function plainThrough(expression: string, named: Readonly<Record<string, string>> = namedRules, seen: string[] = []): boolean {
  if (!plainOf(named).runOf(expression)) return false;
  return namesCalled(parsePlain(expression)).every((name) => !seen.includes(name) && Object.hasOwn(named, name) && plainThrough(named[name], named, [...seen, name]));
}

const silent = new Proxy({}, { get: () => () => undefined }) as Sink;

/** Whether a screen runs a rule beyond the plain part (in `tree`'s effect lists and shared rules). */
export const needsJsonata = (tree: Tree, screen: Loaded): boolean => screenExprSites(tree, screen).some((site) => !plainThrough(site.expr));

/** The config under `root`, as the checker reads it. */
export const configTree = (root: string): Promise<Tree> => loadTree(root, silent);

/** The ids of the screens under `root` with a rule beyond the plain part, sorted. */
export async function jsonataScreenIds(root: string): Promise<string[]> {
  const tree = await configTree(root);
  return [...tree.screens.values()]
    .filter((screen) => needsJsonata(tree, screen))
    .map((screen) => screen.file.replace(/^schemas\//, '').replace(/\.json$/, ''))
    .sort();
}

const MODULE = 'virtual:jsonata-screens';
const RESOLVED = `\0${MODULE}`;

/** The source of a module naming the screens `ids` (the app's virtual:jsonata-screens, the perf pages' own). */
export const jsonataScreensSource = (ids: readonly string[]): string => `export const jsonataScreens = ${JSON.stringify(ids)};`;

/** `ids`: the list (a build works it out once for this module and the preload script). */
export function jsonataScreensOf(root: string, ids: () => Promise<string[]> = () => jsonataScreenIds(root)): Plugin {
  return {
    name: 'jsonata-screens',
    resolveId: (id) => (id === MODULE ? RESOLVED : undefined),
    load: async (id) => (id === RESOLVED ? jsonataScreensSource(await ids()) : undefined),
  };
}
