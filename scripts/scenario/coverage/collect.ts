// What one scenario covered, heard from the runtime's trace (rules/trace.ts): routes entered,
// edges of the journey model taken, conditions seen true and false, error codes raised, calls made.
// An edge is taken when the effect or next rule it comes from ran (a hand-off or a bank's link:
// when the route it returns to was entered after it); an edge from any screen (the guard's
// refusal, a transport failure) when its error code was raised. An effect of a named list
// (flows/effects.json) counts for the route it ran on: the list's edge from /A is not taken on /B.
import type { TraceEvent } from '../../../rules/trace.js';
import { EFFECT_LISTS_FILE } from '../../../renderer/effects/effectLists.js';
import { configSite } from './site.js';
import { edgeId, type Universe } from './universe.js';

export interface FixtureCoverage {
  routes: string[];
  edges: string[];
  /** where -> [seen true, seen false] */
  conditions: Record<string, [boolean, boolean]>;
  errors: string[];
  calls: string[];
}

export class CoverageCollector {
  private readonly routes = new Set<string>();
  private readonly ran = new Map<string, number>();
  private readonly entered = new Map<string, number>();
  private readonly nexts = new Set<string>();
  private readonly conditions: Record<string, [boolean, boolean]> = {};
  private readonly errors = new Set<string>();
  private readonly calls = new Set<string>();
  private clock = 0;
  /** The route entered last: where a named list's effect runs. */
  private route = '';

  constructor(private readonly universe: Universe) {}

  hear = (event: TraceEvent): void => {
    this.clock += 1;
    switch (event.kind) {
      case 'condition': {
        const seen = (this.conditions[configSite(event.where)] ??= [false, false]);
        seen[event.value ? 0 : 1] = true;
        break;
      }
      case 'effect': {
        const at = configSite(event.where);
        const key = at.startsWith(`${EFFECT_LISTS_FILE}#`) ? `${at} ${this.route}` : at;
        if (!this.ran.has(key)) this.ran.set(key, this.clock);
        break;
      }
      case 'next': this.nexts.add(event.where); break;
      case 'route':
        if (!event.refused) {
          this.routes.add(event.path);
          this.entered.set(event.path, this.clock);
          this.route = event.path;
        }
        break;
      case 'error': this.errors.add(event.code); break;
      case 'call': this.calls.add(event.code); break;
    }
  };

  private taken(e: Universe['edges'][number]): boolean {
    const at = `${e.source.file}#${e.source.pointer}`;
    const ranAt = (site: string) => this.ran.get(e.source.file === EFFECT_LISTS_FILE ? `${site} ${e.from}` : site);
    if (e.kind === 'next') return this.nexts.has(at);
    if (e.kind === 'handoff' || e.kind === 'link') {
      const left = ranAt(at.replace(/\/returns\/\d+$/, ''));
      const back = e.to === undefined ? undefined : this.entered.get(e.to);
      return left !== undefined && back !== undefined && back > left;
    }
    if (e.from === '*' && e.source.file === 'flows/errors.json') return this.errors.has(e.source.pointer.replace(/^\/errors\//, '').replace(/~1/g, '/').replace(/~0/g, '~'));
    return ranAt(at) !== undefined;
  }

  finish(): FixtureCoverage {
    return {
      routes: [...this.routes],
      edges: this.universe.edges.filter((e) => this.taken(e)).map(edgeId),
      conditions: this.conditions,
      errors: [...this.errors],
      calls: [...this.calls],
    };
  }
}
