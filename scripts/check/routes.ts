// Check c: every route target resolves and every route's screen exists.
// Targets: go effects, next rules, errors.json routes, scenario addresses.
// A route without a screen is "not yet configured" (a warning); a screen no
// route shows is a fault (dead config).
import { didYouMean } from './didYouMean.js';
import { fieldsOf } from './effectKinds.js';
import { ptr } from './pointer.js';
import { addressRoute, routeNames, routeTable, type RouteTable } from './routeTable.js';
import { allEffects, entries, field, items, str } from './walk.js';
import type { Sink, Tree } from './types.js';

function target(table: RouteTable, sink: Sink, file: string, pointer: string, path: unknown): void {
  if (typeof path === 'string' && !table.resolve(path)) sink.fault(file, pointer, `unknown route "${path}": not a path or alias in flows/flow.json${didYouMean(path, table.routes.map((r) => r.path))}`);
}

export function checkRoutes(tree: Tree, sink: Sink): string[] {
  if (!tree.flow) return [];
  const table = routeTable(tree);
  const flowFile = tree.flow.file;
  const seen = new Set<string>();
  for (const [name, pointer] of routeNames(tree)) {
    if (seen.has(name)) sink.fault(flowFile, pointer, `route "${name}" is defined twice`);
    seen.add(name);
  }
  const notConfigured: string[] = [];
  for (const route of table.routes) {
    if (route.screen === undefined) {
      notConfigured.push(route.path);
      sink.warn(`${flowFile}#/routes/${route.index}: route "${route.path}" is not yet configured (no screen)`);
    } else if (!tree.screens.has(route.screen) && !tree.unparsed.has(`schemas/${route.screen}.json`)) {
      sink.fault(flowFile, `/routes/${route.index}/screen`, `unknown screen "${route.screen}": there is no schemas/${route.screen}.json${didYouMean(route.screen, tree.screens.keys())}`);
    }
  }
  for (const site of allEffects(tree)) for (const [key, to] of fieldsOf(site.effect, ['route'])) target(table, sink, site.file, ptr(site.pointer, key), to);
  for (const screen of tree.screens.values()) {
    items(field(screen.data, 'next')).forEach((rule, i) => target(table, sink, screen.file, ptr('/next', i, 'go'), field(rule, 'go')));
  }
  if (tree.errors) {
    for (const [code, entry] of entries(field(tree.errors.data, 'errors'))) target(table, sink, tree.errors.file, ptr('/errors', code, 'route'), field(entry, 'route'));
  }
  for (const scenario of tree.scenarios) {
    const start = str(field(scenario.data, 'start'));
    if (start !== undefined) target(table, sink, scenario.file, '/start', addressRoute(start));
    items(field(scenario.data, 'steps')).forEach((step, i) => {
      for (const key of ['expectRoute', 'goto']) target(table, sink, scenario.file, ptr('/steps', i, key), field(step, key));
    });
  }
  const shown = new Set(table.routes.map((r) => r.screen));
  for (const [id, screen] of tree.screens) {
    const declared = field(screen.data, 'id');
    if (typeof declared === 'string' && declared !== id) sink.fault(screen.file, '/id', `id "${declared}" must equal the file name "${id}"`);
    if (!shown.has(id)) sink.fault(screen.file, '', `screen "${id}" is not shown by any route in flows/flow.json`);
  }
  return notConfigured;
}
