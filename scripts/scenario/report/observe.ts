// Watches one scenario for the report: per step, the screen reached and its texts, the session
// keys that changed, the bank calls, why the app went where it went (the next rule or effect that
// decided, in the journey map's words), what the applicant was told, and for a failing step what
// they saw and the closest alternatives. Everything personal is masked on the way in.
import type { Edge } from '../../../renderer/journey/index.js';
import { isBanking } from '../../../renderer/engine/steps.js';
import type { TraceEvent } from '../../../rules/trace.js';
import type { Say } from '../../../renderer/journey/words.js';
import type { StepObserver } from '../runner.js';
import type { ScenarioRun, Tab } from '../run.js';
import { screenTexts } from '../screenText.js';
import type { Scenario, StepRecord } from '../types.js';
import { configSite } from '../coverage/site.js';
import type { Universe } from '../coverage/universe.js';
import { closest, wantedBy } from './alternatives.js';
import { linkSession } from './linkSession.js';
import { Masker } from './mask.js';
import type { StepView, WhyView } from './types.js';
import { wayWords } from './words.js';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export class ReportObserver implements StepObserver {
  readonly steps: StepView[] = [];
  private readonly masker = new Masker();
  private readonly bySource = new Map<string, Edge[]>();
  private events: TraceEvent[] = [];
  private sessionBefore: Record<string, unknown> = {};
  private tab: Tab | undefined;
  private alertsFrom = 0;
  private redirectsFrom = 0;
  private routeFrom: string | undefined;

  constructor(private readonly scenario: Scenario, private readonly universe: Universe, private readonly say: Say) {
    for (const e of universe.edges) {
      const at = `${e.source.file}#${e.source.pointer}`;
      this.bySource.set(at, [...(this.bySource.get(at) ?? []), e]);
    }
  }

  hear = (event: TraceEvent): void => { this.events.push(event); };

  /** A text of the scenario (its name, its description) as the report shows it: masked. */
  mask(text: string): string { return this.masker.text(text); }

  before(run: ScenarioRun, _n: number): void {
    this.events = [];
    this.sessionBefore = run.session.snapshot();
    this.tab = run.tab;
    this.alertsFrom = run.host.alerts.length;
    this.redirectsFrom = run.host.redirects.length;
    this.routeFrom = run.route;
  }

  async after(run: ScenarioRun, n: number, record?: StepRecord, failure?: unknown): Promise<void> {
    const m = this.masker;
    const sameTab = run.tab === this.tab;
    const controller = run.engine.current?.controller;
    const texts = controller ? await screenTexts(controller, run.i18n, run.host.popups, isBanking(run.engine.flow, run.session), run.engine.flow).catch(() => []) : [];
    const sessionAfter = run.session.snapshot();
    const before = sameTab ? this.sessionBefore : {};
    const keys = [...new Set([...Object.keys(before), ...Object.keys(sessionAfter)])].filter((k) => !same(before[k], sessionAfter[k])).sort();
    const alerts = run.host.alerts.slice(sameTab ? this.alertsFrom : 0);
    const fieldErrors = Object.entries(controller?.state.fieldErrors ?? {}).map(([field, e]) => `${field}: ${run.i18n.t(e.message, e.params)}`);
    const step = n === 0 ? { start: this.scenario.start } : this.scenario.steps[n - 1];
    const view: StepView = {
      n, step: m.text(JSON.stringify(m.value(step))), kind: record?.kind ?? (n === 0 ? 'start' : Object.keys(step)[0]),
      did: record?.did, routeBefore: record?.routeBefore, routeAfter: run.route,
      ...(controller ? { screen: { id: controller.screen.id, title: m.text(run.i18n.t(controller.screen.title)) } } : {}),
      routes: this.events.flatMap((e) => (e.kind === 'route' ? [{ path: e.path, refused: e.refused, ...(e.reason ? { reason: e.reason } : {}) }] : [])),
      texts: texts.map((t) => m.text(t)),
      session: keys.map((key) => ({ key, before: m.value(before[key], key), after: m.value(sessionAfter[key], key) })),
      calls: this.events.flatMap((e) => (e.kind === 'call' ? [{ code: e.code, request: m.value(e.request), ...(e.response ? { response: m.value(e.response) } : {}), ...(e.failure ? { failure: e.failure } : {}) }] : [])),
      why: this.why(),
      errors: this.events.flatMap((e) => (e.kind === 'error' ? [e.code] : [])),
      alerts: alerts.map((a) => m.text(a)),
      popups: run.host.popups.map((p) => m.text([p.view.title, p.view.body].filter(Boolean).join(': '))),
      fieldErrors: fieldErrors.map((f) => m.text(f)),
      redirects: run.host.redirects.slice(sameTab ? this.redirectsFrom : 0).map((r) => m.text(r)),
      ...(run.route && controller ? { studio: studioLink(run.route, m.value(this.readBy(run.route, sessionAfter)) as Record<string, unknown>) } : {}),
    };
    if (failure !== undefined) {
      const candidates = [...texts, ...run.host.alerts, ...run.host.popups.flatMap((p) => [p.view.title ?? '', p.view.body, ...p.view.buttons.map((b) => b.label)]),
        ...run.engine.flow.routes.map((r) => r.path), ...Object.keys((controller?.screen.schema.properties ?? {}) as object)];
      const wanted = n === 0 ? [] : wantedBy(this.scenario.steps[n - 1], (t) => run.t(t));
      view.failure = {
        message: m.text(failure instanceof Error ? failure.message : String(failure)),
        seen: run.seen().map((s) => m.text(s)),
        alternatives: closest(wanted, candidates).map((c) => m.text(c)),
      };
    }
    this.steps.push(view);
  }

  /** The session of a step's studio link (linkSession.ts): what the route's screen reads. */
  private readBy(route: string, session: Record<string, unknown>): Record<string, unknown> {
    return linkSession(session, new Set((this.universe.journey.node(route)?.reads ?? []).map((r) => r.name.replace(/^session\./, ''))));
  }

  /** Why the app went where it went in this step: each next rule, go, fail or redirect that ran, and each guard that refused. */
  private why(): WhyView[] {
    const out: WhyView[] = [];
    // The route each event happened on: a named list's edges are one per route that uses it.
    let on = this.routeFrom;
    for (const e of this.events) {
      if (e.kind === 'route' && e.refused) out.push({ what: this.say('report.guard'), where: 'flows/flow.json', to: e.path, words: e.reason ?? '' });
      if (e.kind === 'route' && !e.refused) on = e.path;
      const at = e.kind === 'next' || (e.kind === 'effect' && ['go', 'fail', 'redirect'].includes(e.effect)) ? configSite(e.where) : undefined;
      if (at === undefined) continue;
      const edges = this.bySource.get(at) ?? [];
      const edge = edges.find((x) => x.from === on) ?? edges[0];
      const what = e.kind === 'next' ? this.say('report.nextRule', { n: at.split('/').at(-1)! }) : (e as { effect: string }).effect;
      out.push({ what, where: at, to: edge?.to ?? (e.kind === 'next' ? e.to : this.say('report.outside')), words: edge ? wayWords(edge.when, this.say) : '' });
    }
    return out;
  }
}

/** The studio's address of a route under a session (studio/src/urlState.ts reads it). */
export function studioLink(route: string, session: Record<string, unknown>): string {
  return `/__studio/?route=${encodeURIComponent(route)}&session=${encodeURIComponent(JSON.stringify(session))}`;
}
