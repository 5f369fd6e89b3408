// The flow engine's route table and guards: pure functions, no React.
import type { FlowConfig, RouteConfig } from './flowTypes.js';

export type GuardResult = { ok: true } | { ok: false; reason: 'pageState' | 'query'; detail: string };

/** Finds a route by path or alias; paths compare case-sensitively, aliases carry the seeds' other spellings. */
export function findRoute(flow: FlowConfig, path: string): RouteConfig | undefined {
  return flow.routes.find((r) => r.path === path || (r.aliases ?? []).includes(path));
}

/** Whether the route may be shown for this session state and address (guard.query always; pageState unless guard.queryAllows all present or one of guard.queryAllowsAny present). */
export function canVisit(route: RouteConfig, pageState: unknown, query: Record<string, string>): GuardResult {
  const guard = route.guard;
  if (!guard) return { ok: true };
  for (const name of guard.query ?? []) {
    if (!query[name]) return { ok: false, reason: 'query', detail: name };
  }
  // The query alternative: every named parameter present (non-empty) waives the page state.
  const allowed = guard.queryAllows !== undefined && guard.queryAllows.length > 0 && guard.queryAllows.every((name) => Boolean(query[name]));
  // The other alternative: any one of the named parameters present (non-empty) waives it too.
  const anyAllowed = (guard.queryAllowsAny ?? []).some((name) => Boolean(query[name]));
  if (!allowed && !anyAllowed && guard.pageState && !guard.pageState.includes(String(pageState ?? ''))) {
    return { ok: false, reason: 'pageState', detail: String(pageState ?? '(none)') };
  }
  return { ok: true };
}

/** Splits '/Gift?x=1' into path and query. */
export function parseLocation(hash: string, search: string): { path: string; query: Record<string, string> } {
  const raw = hash.replace(/^#/, '') || '/';
  const [pathPart, hashQuery] = raw.split('?', 2);
  const query: Record<string, string> = {};
  for (const source of [search.replace(/^\?/, ''), hashQuery ?? '']) {
    for (const [k, v] of new URLSearchParams(source)) query[k] = v;
  }
  return { path: pathPart.startsWith('/') ? pathPart : `/${pathPart}`, query };
}
