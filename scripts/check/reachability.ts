// Check d: every configured route can be reached. Entry points are routes
// without a page-state guard; a screen reaches the routes its go effects,
// next rules and fail codes (errors.json route) lead to. Flow-level effects,
// the guard failure and the transport failures (codes 0000...) can happen
// anywhere, so their targets count as entry points. Also: a go or next rule
// whose pageState the target's guard refuses, and guards nothing satisfies.
import { ptr } from './pointer.js';
import { routeTable, type RouteInfo } from './routeTable.js';
import { allEffects, entries, field, items, str, type EffectSite } from './walk.js';
import type { Sink, Tree } from './types.js';

interface Edge {
  to: string;
  pageState?: string;
  file: string;
  pointer: string;
}

/** Page states an expression may set: its string literals ('Page2.3' or cond ? 'A' : 'B'). */
function literals(expr: unknown): string[] {
  return typeof expr === 'string' ? [...expr.matchAll(/'([^']*)'|"([^"]*)"/g)].map((m) => m[1] ?? m[2]) : [];
}

function edgesOf(site: EffectSite, errorRoute: (code: unknown) => string | undefined, states: Set<string>): Edge[] {
  const { effect, file, pointer } = site;
  for (const key of ['set', 'save']) for (const s of literals(field(effect[key], 'pageState'))) states.add(s);
  if (typeof effect.pageState === 'string') states.add(effect.pageState);
  if (typeof effect.go === 'string') return [{ to: effect.go, pageState: str(effect.pageState), file, pointer: ptr(pointer, 'pageState') }];
  const failRoute = 'fail' in effect ? errorRoute(effect.fail) : undefined;
  return failRoute ? [{ to: failRoute, file, pointer: ptr(pointer, 'fail') }] : [];
}

export function checkReachability(tree: Tree, sink: Sink): void {
  if (!tree.flow) return;
  const table = routeTable(tree);
  const errors = field(tree.errors?.data, 'errors');
  const errorRoute = (code: unknown) => (typeof code === 'string' ? str(field(field(errors, code), 'route')) : undefined);
  const states = new Set<string>(table.routes.map((r) => r.entryPageState).filter((s): s is string => s !== undefined));
  const fromScreen = new Map<string, Edge[]>();
  const global: Edge[] = [];
  for (const site of allEffects(tree)) {
    const edges = edgesOf(site, errorRoute, states);
    if (site.file === tree.flow.file) global.push(...edges);
    else fromScreen.set(site.file, [...(fromScreen.get(site.file) ?? []), ...edges]);
  }
  for (const screen of tree.screens.values()) {
    items(field(screen.data, 'next')).forEach((rule, i) => {
      const pageState = str(field(rule, 'pageState'));
      if (pageState) states.add(pageState);
      for (const s of literals(field(field(rule, 'set'), 'pageState'))) states.add(s);
      const to = str(field(rule, 'go'));
      if (to) fromScreen.set(screen.file, [...(fromScreen.get(screen.file) ?? []), { to, pageState, file: screen.file, pointer: ptr('/next', i, 'pageState') }]);
    });
  }
  for (const [code, entry] of entries(errors)) {
    const route = str(field(entry, 'route'));
    if (route && (code === str(field(tree.flow.data, 'guardFailure')) || code.startsWith('0000'))) global.push({ to: route, file: tree.errors!.file, pointer: `/errors/${code}` });
  }

  // Breadth first from the entry points.
  const reached = new Set<RouteInfo>(table.routes.filter((r) => r.pageStates === undefined));
  const queue: Edge[] = [...global];
  for (const r of reached) queue.push(...(fromScreen.get(`schemas/${r.screen}.json`) ?? []));
  while (queue.length > 0) {
    const route = table.resolve(queue.shift()!.to);
    if (!route || reached.has(route)) continue;
    reached.add(route);
    if (route.screen) queue.push(...(fromScreen.get(`schemas/${route.screen}.json`) ?? []));
  }

  const flowFile = tree.flow.file;
  for (const route of table.routes) {
    const unset = route.pageStates && !route.pageStates.some((s) => states.has(s)) ? ` (and nothing sets its page state ${route.pageStates.join(' or ')})` : '';
    if (!reached.has(route)) {
      const message = `route "${route.path}" is unreachable: no go, next rule or error route of a reachable screen leads here${unset}`;
      if (route.screen === undefined) sink.warn(`${flowFile}#/routes/${route.index}: ${message}`);
      else sink.fault(flowFile, `/routes/${route.index}`, message);
    } else if (unset) {
      sink.fault(flowFile, `/routes/${route.index}/guard/pageState`, `no effect or next rule sets page state ${route.pageStates!.join(' or ')}, so the guard always refuses "${route.path}"`);
    }
  }
  for (const edge of [...global, ...[...fromScreen.values()].flat()]) {
    const route = table.resolve(edge.to);
    if (edge.pageState === undefined || !route?.pageStates || route.pageStates.includes(edge.pageState)) continue;
    sink.fault(edge.file, edge.pointer, `page state "${edge.pageState}" is refused by the guard of "${route.path}" (it admits ${route.pageStates.join(', ')})`);
  }
}
