// The Host without a browser: records alerts, popups, navigations and
// redirects so scenario files can assert them. Time is real but can be
// skipped: sleeps shorter than maxSleepMs run, longer ones resolve at once; the page's clock may be
// moved ahead of the real one (a scenario's stayIdle: the idle timer's minutes without waiting them).
import type { Host, PopupView } from '../engine/host.js';

export interface OpenPopup { view: PopupView; close(): void }

export class HeadlessHost implements Host {
  readonly alerts: string[] = [];
  readonly popups: OpenPopup[] = [];
  readonly navigations: string[] = [];
  readonly redirects: string[] = [];
  pendingRoute: string | undefined;
  /** How far the page's clock (now) is ahead of the real one. */
  clockAheadMs = 0;

  constructor(private readonly maxSleepMs = 0) {}

  alert(message: string): void { this.alerts.push(message); }

  popup(view: PopupView): () => void {
    const entry: OpenPopup = { view, close: () => { const i = this.popups.indexOf(entry); if (i >= 0) this.popups.splice(i, 1); } };
    this.popups.push(entry);
    return entry.close;
  }

  navigate(route: string): void {
    this.navigations.push(route);
    this.pendingRoute = route;
  }

  redirect(url: string): void { this.redirects.push(url); }

  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, ms <= this.maxSleepMs ? ms : 0));
  }

  now(): number { return Date.now() + this.clockAheadMs; }
}
