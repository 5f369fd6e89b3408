// One scenario's browser, headless: its tabs (each a headless app with its own session storage),
// the current one, and what every step may do with it: enter a route and follow the navigations it
// causes, reach the current screen, read the simulator's outbox, and fail naming the step.
import { parseLocation } from '../../renderer/engine/flow.js';
import type { MemoryStorage } from '../../renderer/engine/session.js';
import { createHeadlessApp } from '../../renderer/headless/createHeadlessApp.js';
import { langOf } from '../../rules/languages.js';
import { ScenarioFailure, type Scenario } from './types.js';

const AGENTS = {
  mobile: 'Mozilla/5.0 (Linux; Android 9; Pixel 3) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/83.0.4103.106 Mobile Safari/537.36',
  desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/83.0.4103.116 Safari/537.36',
};

export type Tab = ReturnType<typeof createHeadlessApp> & { hash: string; search: string; device?: Scenario['platform'] };
export type OutboxMessage = { channel: string; to: string; text: string; code: string };

export class ScenarioRun {
  /** The tab the steps act in. */
  tab: Tab;
  /** Every browser session opened, in order (resumeSession n goes back to the nth). */
  readonly tabs: Tab[];
  /** Where the alerts of the latest acting step begin in the tab's list (what the applicant was just told). */
  alertsFrom = 0;

  constructor(readonly scenario: Scenario, readonly root: string, readonly apiUrl: string) {
    this.tab = this.open(scenario.start);
    this.tabs = [this.tab];
  }

  get engine() { return this.tab.engine; }
  get host() { return this.tab.host; }
  get session() { return this.tab.session; }
  get i18n() { return this.tab.i18n; }
  get route(): string | undefined { return this.engine.current?.path; }

  /** A text of the scenario: an i18n key's text, else the text itself. */
  t(text: string): string { return this.i18n.exists(text) ? this.i18n.t(text) : text; }

  /** Step n (1-based) failed: which step, its JSON, what was expected and what was found. */
  fail(n: number, expected: string, found?: string): never {
    const step = JSON.stringify(this.scenario.steps[n - 1]);
    throw new ScenarioFailure(`${this.scenario.name}, step ${n} ${step}: expected ${expected}${found === undefined ? '' : `; found ${found}`}`);
  }

  /**
   * What the applicant sees now that may say why they are where they are: the screen's field
   * errors, the alerts of the latest acting step, the open popups' texts, a main button disabled.
   */
  seen(): string[] {
    const controller = this.engine.current?.controller;
    const state = controller?.state;
    const errors = Object.entries(state?.fieldErrors ?? {}).map(([field, e]) => `${field}: "${this.i18n.t(e.message, e.params)}"`);
    const alerts = this.host.alerts.slice(this.alertsFrom).map((a) => `alert "${a}"`);
    const popups = this.host.popups.map((p) => `popup "${[p.view.title, p.view.body].filter(Boolean).join(': ')}"`);
    // A main button that cannot be pressed stops the applicant too: it says what is missing.
    const submit = controller?.screen.submit;
    const button = submit && state && !state.submitHidden && !state.submitEnabled
      ? [`the main button "${this.i18n.t(submit.label)}" disabled${state.submitMissing.length ? `: ${state.submitMissing.map((k) => this.i18n.t(k)).join('; ')}` : ''}`] : [];
    return [...errors, ...alerts, ...popups, ...button];
  }

  /** The current screen's controller, or a failure of step n. */
  controller(n: number) {
    return this.engine.current?.controller ?? this.fail(n, 'a screen', `none at ${this.engine.current?.path}`);
  }

  /** As the header's switch does: the session's Lang and i18next's language. */
  async useLanguage(code: string | undefined): Promise<void> {
    if (code === undefined || code === this.i18n.language) return;
    this.session.set('Lang', langOf(code, this.tab.languages));
    await this.i18n.changeLanguage(code);
  }

  /** Enters a route (with the tab's address query and `extra`), then follows the navigations it causes. */
  async enter(route: string, extra: Record<string, string> = {}): Promise<void> {
    const { path, query } = parseLocation(route, this.tab.search);
    await this.engine.enter(path, { ...query, ...extra });
    await this.settle();
  }

  /** Follows the navigations a step caused; a fault the app reported fails the scenario. */
  async settle(): Promise<void> {
    for (let hops = 0; this.host.pendingRoute !== undefined; hops++) {
      if (hops > 20) throw new ScenarioFailure(`${this.scenario.name}: more than 20 navigations without a step`);
      const route = this.host.pendingRoute;
      this.host.pendingRoute = undefined;
      const { path, query } = parseLocation(route, this.tab.search);
      await this.engine.enter(path, query);
    }
    if (this.tab.faults.length) throw new ScenarioFailure(`${this.scenario.name}: fault: ${String(this.tab.faults[0])}`);
  }

  /** A new browser session at `address`: fresh session storage, the same simulator; on another device when `device` names one. */
  async openTab(address: string, device?: Scenario['platform']): Promise<void> {
    this.leave();
    this.tab = this.open(address, undefined, device);
    this.tabs.push(this.tab);
    this.alertsFrom = 0;
    await this.enter(this.tab.hash || '/');
  }

  /** A page load at `address` in the current tab: its session storage kept, its page memory gone. */
  async reloadTab(address: string): Promise<void> {
    this.leave();
    const at = this.tabs.indexOf(this.tab);
    this.tab = this.open(address, this.tab.storage, this.tab.device);
    this.tabs[at] = this.tab;
    this.alertsFrom = 0;
    await this.enter(this.tab.hash || '/');
  }

  /** Back to an earlier tab, at `route`. */
  async resumeTab(tab: Tab, route: string): Promise<void> {
    this.leave();
    this.tab = tab;
    this.alertsFrom = tab.host.alerts.length;
    await this.enter(route);
  }

  async outbox(): Promise<OutboxMessage[]> {
    return (await (await fetch(`${this.apiUrl}/__dev/outbox`)).json()) as OutboxMessage[];
  }

  /** An outside site's address as the browser reaches it: a path is on the simulator's origin. */
  outside(address: string): string {
    return /^https?:/.test(address) ? address : `${this.apiUrl}${address}`;
  }

  /** The current tab's screen is left (another tab or page takes over). */
  private leave(): void {
    this.engine.current?.controller?.dispose();
  }

  /** A browser session at `address` (path, query and #hash): its own session storage (or the tab's, `storage`), host and language. */
  private open(address: string, storage?: MemoryStorage, device?: Scenario['platform']): Tab {
    const [pathAndSearch, hash = ''] = address.split('#');
    const search = pathAndSearch.includes('?') ? pathAndSearch.slice(pathAndSearch.indexOf('?')) : '';
    const { apiUrl, root, scenario } = this;
    // The scenario's own browser, unless another device (a phone scanning a QR code) opens the session.
    const userAgent = device ? AGENTS[device] : scenario.userAgent ?? AGENTS[scenario.platform];
    return { hash, search, device, ...createHeadlessApp({ root, apiUrl, userAgent, address: `${apiUrl}${address}`, language: scenario.language, storage }) };
  }
}
