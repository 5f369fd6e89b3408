// Where a fault of the check (file + JSON pointer) is on the map and on a screen: the routes of
// its file, the drawn way whose config it is in, the form field its pointer names.
import type { Journey } from '../../renderer/journey/index.js';
import type { Fault } from '../../scripts/check/types.js';
import type { Way } from '../../renderer/journey/layout.js';

/** The routes a fault is about: the routes showing its screen file, or the route entry of flows/flow.json it points into. */
export function routesOf(fault: Fault, journey: Journey): string[] {
  const screen = /^schemas\/([^/]+)\.json$/.exec(fault.file)?.[1];
  if (screen) return journey.nodes.filter((n) => n.screen === screen).map((n) => n.path);
  const route = /^\/routes\/(\d+)(\/|$)/.exec(fault.pointer);
  if (fault.file === 'flows/flow.json' && route) return journey.nodes.filter((n) => n.routeIndex === Number(route[1])).map((n) => n.path);
  return [];
}

/** Whether the fault is inside the config of one of the way's edges (a next rule, a go effect). */
export function isOnWay(fault: Fault, way: Way): boolean {
  return way.edges.some((e) => e.source.file === fault.file && (fault.pointer === e.source.pointer || fault.pointer.startsWith(`${e.source.pointer}/`)));
}

const FIELD_AT: RegExp[] = [
  /^\/schema\/properties\/([^/]+)/,
  /^\/uiSchema\/([^/]+)/,
  /^\/rules\/(?:visible|required|readonly)\/([^/]+)/,
  /^\/(?:onChange|onBlur)\/([^/]+)/,
];

/** The form field a screen fault's pointer names, when it names one. */
export function fieldOf(fault: Fault): string | undefined {
  for (const re of FIELD_AT) {
    const m = re.exec(fault.pointer);
    if (m && !m[1].startsWith('ui:')) return decodeURIComponent(m[1].replace(/~1/g, '/').replace(/~0/g, '~'));
  }
  return undefined;
}

/** Faults by route path. */
export function faultsByRoute(faults: Fault[], journey: Journey): Map<string, Fault[]> {
  const out = new Map<string, Fault[]>();
  for (const f of faults) for (const path of routesOf(f, journey)) out.set(path, [...(out.get(path) ?? []), f]);
  return out;
}
