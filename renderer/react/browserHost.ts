// The Host in a browser: alerts and popups go to a modal stack the shell
// renders; navigation goes through react-router; redirects leave the page.
import { safeHref } from '../../widgets/shared/sanitize.js';
import type { Host, PopupView } from '../engine/host.js';

export interface Modal { id: number; view: PopupView }

export class BrowserHost implements Host {
  private modals: Modal[] = [];
  private listeners = new Set<() => void>();
  private seq = 0;
  navigateTo: (route: string) => void = (route) => { window.location.hash = `#${route}`; };

  /**
   * `okLabel` gives an alert's button in the current language (notice: a message that asks nothing to be revised);
   * `leaveFor` maps an address before the page leaves for it (in development: the bank's card page to the simulator's).
   */
  constructor(private readonly okLabel: (notice: boolean) => string, private readonly leaveFor: (url: string) => string = (url) => url) {}

  subscribe = (l: () => void): (() => void) => { this.listeners.add(l); return () => this.listeners.delete(l); };
  getModals = (): Modal[] => this.modals;
  private set(modals: Modal[]): void { this.modals = modals; for (const l of this.listeners) l(); }

  alert(message: string, notice = false): void {
    const close = this.popup({ body: message, buttons: [{ label: this.okLabel(notice), variant: 'primary', onClick: () => close() }] });
  }

  popup(view: PopupView): () => void {
    const id = ++this.seq;
    this.set([...this.modals, { id, view }]);
    return () => this.set(this.modals.filter((m) => m.id !== id));
  }

  navigate(route: string): void { this.navigateTo(route); }
  /** Server addresses (osUrl, IBURL ...) pass the link filter: a javascript: address is never followed. */
  redirect(url: string): void {
    const safe = safeHref(this.leaveFor(url));
    if (!safe) throw new Error(`refused to leave for an unsafe address: ${JSON.stringify(url)}`);
    window.location.assign(safe);
  }
  sleep(ms: number): Promise<void> { return new Promise((resolve) => setTimeout(resolve, ms)); }
  now(): number { return Date.now(); }
}
