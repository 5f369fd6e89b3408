// The flow engine: resolves a route, checks its guards, runs the catalogue's
// behaviour when they refuse, and hands the screen to a controller.
import { evaluate } from '../../rules/evaluator.js';
import { trace } from '../../rules/trace.js';
import { cleanAddress, type AddressBar } from './address.js';
import { noAnalytics, type Analytics } from './analytics.js';
import type { BankApi } from './api.js';
import type { EffectEnv } from './effects.js';
import { constNumber } from './constNumber.js';
import { canVisit, findRoute, parseLocation } from './flow.js';
import { VisitedScreens, type Verdict, type Visit } from './history.js';
import type { Host } from './host.js';
import { IdleRunner } from './idle.js';
import { formSessionKey, ScreenController } from './screen.js';
import { SharedCalls } from './sharedCalls.js';
import type { AppServices, RuntimeService } from './services.js';
import type { SessionStore } from './session.js';
import type { ScreenConfig } from './types.js';
import type { ErrorCatalogue, FlowConfig, RouteConfig } from './flowTypes.js';
import type { SchemaCheck } from './validation.js';

export interface EngineOptions {
  flow: FlowConfig;
  errors: ErrorCatalogue;
  consts: Record<string, unknown>;
  loadScreen(id: string): Promise<ScreenConfig>;
  api: BankApi;
  host: Host;
  session: SessionStore;
  translate(key: string, params?: Record<string, unknown>): string;
  schemaCheck: SchemaCheck;
  services: Record<string, RuntimeService>;
  /** flows/effects.json's named effect lists (`{ "use": name }`); absent: none. */
  effectLists?: Record<string, readonly unknown[]>;
  /** Where screen views and form errors go; absent: nowhere. */
  analytics?: Analytics;
  /** The address bar, cleaned after the first load (flow.addressKeeps); absent: left alone. */
  address?: AddressBar;
  report?(err: unknown): void;
}

export interface Current {
  path: string;
  route?: RouteConfig;
  controller?: ScreenController;
  /** The route exists but its screen is not configured yet. */
  notConfigured?: boolean;
  /** The guard refused; the catalogue's behaviour is running. */
  refused?: boolean;
}

export class AppEngine implements AppServices {
  readonly flow: FlowConfig;
  readonly consts: Record<string, unknown>;
  readonly session: SessionStore;
  readonly api: SharedCalls;
  readonly host: Host;
  readonly schemaCheck: SchemaCheck;
  readonly analytics: Analytics;
  readonly effectLists: Record<string, readonly unknown[]> | undefined;
  /** flows/flow.json idle, when configured; the view drives it (activity, ticks). */
  readonly idle: IdleRunner | undefined;
  current: Current | undefined;
  /** The screens this journey visited (Back, Forward, reload: renderer/engine/history.ts). */
  readonly visited: VisitedScreens;
  private listeners = new Set<() => void>();
  private entering = 0;
  private queryCopied = false;
  /** The history entry whose screen is shown (Visit.key); undefined: none or not known. */
  private showing: string | undefined;

  constructor(private readonly options: EngineOptions) {
    ({ flow: this.flow, consts: this.consts, session: this.session, host: this.host, schemaCheck: this.schemaCheck } = options);
    this.api = new SharedCalls(options.api);
    this.analytics = options.analytics ?? noAnalytics;
    this.effectLists = options.effectLists;
    this.idle = options.flow.idle ? new IdleRunner(options.flow.idle, options.consts, options.host.now()) : undefined;
    this.visited = new VisitedScreens(options.session);
  }

  subscribe = (listener: () => void): (() => void) => { this.listeners.add(listener); return () => this.listeners.delete(listener); };
  getCurrent = (): Current | undefined => this.current;
  private publish(current: Current): void {
    this.current = current;
    for (const l of this.listeners) l();
  }

  translate(key: string, params?: Record<string, unknown>): string { return this.options.translate(key, params); }

  /**
   * Enters a route: guards, entry page state, screen load. `visit` (the browser binding's) says
   * which history entry this is: Back or Forward onto a screen this journey visited follows
   * flows/flow.json history (revisit or stay), a reload keeps the screen, anything else meets the guards.
   */
  async enter(path: string, query: Record<string, string>, visit?: Visit): Promise<Current> {
    // What the applicant typed and the view still holds is in the session before it is compared (Forward).
    if (visit?.pop) void this.current?.controller?.commitPending().catch((err) => this.report(err));
    let verdict: Verdict = visit && this.flow.history ? this.visited.verdict(this.flow, visit) : { kind: 'new' };
    if (verdict.kind === 'current' && this.current && this.showing === visit!.key) return this.current;
    const route = findRoute(this.flow, path);
    if (verdict.kind === 'revisit' && !(route && canVisit(route, verdict.entry.pageState ?? this.session.get('pageState'), query).ok)) {
      verdict = { kind: 'stay', message: this.flow.history!.message, delta: null };
    }
    if (verdict.kind === 'stay') return this.stay(verdict);
    const ticket = ++this.entering;
    const leaving = this.current?.controller;
    leaving?.dispose();
    this.copyQuery(query);
    if (!route) return this.refuse({ path }, { reason: 'route', detail: path });
    // A screen of this journey's history comes back with the page state it was admitted with: always
    // on Back and Forward, on a reload when the screen has moved the page state on (it set its own).
    const back = verdict.kind === 'revisit' || verdict.kind === 'current' ? verdict.entry.pageState : null;
    if (back !== null && (verdict.kind === 'revisit' || !canVisit(route, this.session.get('pageState'), query).ok)) this.session.set('pageState', back);
    const admittedWith = this.session.get('pageState');
    const guard = canVisit(route, admittedWith, query);
    if (!guard.ok) return this.refuse({ path, route }, guard);
    trace({ kind: 'route', path: route.path, refused: false });
    if (visit && verdict.kind === 'new') {
      const left = leaving && this.showing !== undefined ? { from: this.showing, formKey: formSessionKey(leaving.screen) } : undefined;
      // The address as cleaned (copyQuery): a stay may put it back, never a token it carried.
      const bar = this.options.address;
      const hash = bar ? new URL(bar.current()).hash.replace(/^#/, '') : visit.hash;
      this.visited.push({ key: visit.key, path: route.path, hash, pageState: typeof admittedWith === 'string' ? admittedWith : null, idx: visit.idx }, left);
    }
    if (verdict.kind === 'revisit') this.visited.moveTo(verdict.index);
    this.showing = visit?.key;
    this.api.resetRetries();
    if (route.entryPageState) this.session.set('pageState', route.entryPageState);
    if (!route.screen) {
      const current = { path, route, notConfigured: true };
      this.publish(current);
      return current;
    }
    const screen = await this.options.loadScreen(route.screen);
    if (ticket !== this.entering) return this.current!;
    const controller = new ScreenController(screen, this, query);
    const current = { path, route, controller };
    this.publish(current);
    this.analytics.send({ event: 'screenView', screen: screen.id, route: route.path });
    await controller.load().catch((err) => this.report(err));
    return current;
  }

  /**
   * Back or Forward that may not go there: the applicant stays and is told why, the session kept.
   * On the page that shows the current screen the browser steps back to its entry (no new one);
   * on a page the browser loaded for that entry, the current screen is shown here as a reload would.
   */
  private async stay(verdict: Extract<Verdict, { kind: 'stay' }>): Promise<Current> {
    const config = this.flow.history!;
    const close = this.host.popup({
      body: this.translate(verdict.message),
      buttons: [{ label: this.translate(config.button), variant: 'primary', onClick: () => close() }],
    });
    const entry = this.visited.current()!;
    const bar = this.options.address;
    const withHash = (href: string) => `${href.split('#')[0]}#${entry.hash}`;
    if (this.current && this.showing === entry.key) {
      if (verdict.delta !== null && bar?.go) bar.go(verdict.delta);
      else bar?.replace(withHash(bar.current()));
      return this.current;
    }
    if (bar) bar.replace(withHash(bar.current()));
    const { path, query } = parseLocation(`#${entry.hash}`, bar ? new URL(bar.current()).search : '');
    return this.enter(path, query, { key: entry.key, idx: entry.idx, pop: true, hash: entry.hash });
  }

  private async refuse(current: Current, why: { reason: string; detail: string }): Promise<Current> {
    trace({ kind: 'route', path: current.route?.path ?? current.path, refused: true, reason: `${why.reason}: ${why.detail}` });
    const refused = { ...current, refused: true };
    this.showing = undefined;
    this.publish(refused);
    await this.fail(this.flow.guardFailure, { reason: why.reason, detail: why.detail });
    return refused;
  }

  /**
   * Address parameters named in flow.queryToSession are kept in the session, once per page load:
   * a later screen's values (a token from A6) must not be overwritten by them. Then the address
   * loses every parameter flow.addressKeeps does not name, in the bar and in the history entry.
   */
  private copyQuery(query: Record<string, string>): void {
    if (this.queryCopied) return;
    this.queryCopied = true;
    for (const [param, key] of Object.entries(this.flow.queryToSession ?? {})) {
      if (query[param] !== undefined && query[param] !== '') this.session.set(key, query[param]);
    }
    const bar = this.options.address;
    if (bar && this.flow.addressKeeps) {
      const cleaned = cleanAddress(bar.current(), this.flow.addressKeeps);
      if (cleaned !== undefined) bar.replace(cleaned);
    }
  }

  async fail(code: string, params: Record<string, unknown>): Promise<void> {
    const entry = this.options.errors.errors[code];
    if (!entry) throw new Error(`flows/errors.json: no entry "${code}"`);
    trace({ kind: 'error', code, params });
    const context = { session: this.session.snapshot(), form: {}, query: {}, server: {}, consts: this.consts, event: params };
    const url = entry.redirect ? String(await evaluate(entry.redirect, context, `flows/errors.json#/errors/${code}/redirect`)) : undefined;
    this.host.alert(this.translate(entry.message, params));
    if (entry.clearSession) this.clearSession();
    const delay = constNumber(entry.delayMs ?? 0, this.consts, `flows/errors.json#/errors/${code}/delayMs`);
    if (url) await this.leave(url, delay, false);
    else if (entry.route) {
      await this.host.sleep(delay);
      this.host.navigate(entry.route);
    }
  }

  async leave(url: string, delayMs: number, clearSession: boolean): Promise<void> {
    if (clearSession) this.clearSession();
    this.current?.controller?.dispose();
    await this.host.sleep(delayMs);
    this.host.redirect(url);
  }

  /** Clears the session and the answers shared within it (its token). */
  clearSession(): void {
    this.session.clear();
    this.api.forget();
  }

  async service(name: string, args: Record<string, unknown>, screen: EffectEnv): Promise<void> {
    const service = this.options.services[name];
    if (!service) throw new Error(`unknown runtime service "${name}"`);
    await service(args, screen, this);
  }

  report(err: unknown): void {
    if (this.options.report) this.options.report(err);
    else console.error(err);
  }
}
