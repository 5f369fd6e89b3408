// flows/flow.json's routes, resolvable by path or alias (shared by the route,
// reachability and scenario checks).
import { field, items, str } from './walk.js';
import type { Tree } from './types.js';

export interface RouteInfo {
  index: number;
  path: string;
  screen?: string;
  /** guard.pageState; undefined means an entry point (no page-state guard). */
  pageStates?: string[];
  entryPageState?: string;
}

export interface RouteTable {
  routes: RouteInfo[];
  resolve(target: string): RouteInfo | undefined;
}

export function routeTable(tree: Tree): RouteTable {
  const routes: RouteInfo[] = [];
  const byPath = new Map<string, RouteInfo>();
  items(field(tree.flow?.data, 'routes')).forEach((route, index) => {
    const path = str(field(route, 'path'));
    if (path === undefined) return;
    const states = items(field(field(route, 'guard'), 'pageState')).filter((s): s is string => typeof s === 'string');
    const info: RouteInfo = {
      index, path, screen: str(field(route, 'screen')), pageStates: states.length > 0 ? states : undefined, entryPageState: str(field(route, 'entryPageState')),
    };
    routes.push(info);
    for (const p of [path, ...items(field(route, 'aliases'))]) if (typeof p === 'string' && !byPath.has(p)) byPath.set(p, info);
  });
  return { routes, resolve: (target) => byPath.get(target) };
}

/** The route part of a scenario address: "/?CTID=X" is "/", "/#/Gift?x=1" is "/Gift". */
export function addressRoute(address: string): string {
  // Routes live in the hash; the path before it (e.g. a /CPA marker) is the page address, not a route.
  const hash = address.indexOf('#');
  if (hash < 0) return '/';
  return address.slice(hash + 1).split('?')[0] || '/';
}

/** Every route path and alias with where it is written (for the duplicate check). */
export function routeNames(tree: Tree): [string, string][] {
  const out: [string, string][] = [];
  items(field(tree.flow?.data, 'routes')).forEach((route, i) => {
    if (typeof field(route, 'path') === 'string') out.push([field(route, 'path') as string, `/routes/${i}/path`]);
    items(field(route, 'aliases')).forEach((a, j) => typeof a === 'string' && out.push([a, `/routes/${i}/aliases/${j}`]));
  });
  return out;
}
