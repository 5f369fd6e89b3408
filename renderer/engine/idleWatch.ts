// The idle clock of seed 000 §4.4 as a pure state machine: no timers, no DOM.
// The caller reports activity and asks, now and then, what is due. Each due
// thing happens at most once per idle period; a period starts at the last
// activity (or the popup's continue).
//
//   activity ──► windows at afterMs ──► warn at limitMs ──► abandon abandonAfterMs after the warn
//                                        │
//                                        └─ activity is ignored until continued(): the popup is modal

export interface IdleWindow {
  /** Inactivity (ms) after which the window is due. */
  afterMs: number;
  id: string;
}

export interface IdleWatchOptions {
  /** Inactivity (ms) that raises the warning popup. */
  limitMs: number;
  /** Time (ms) after the warning without continue that abandons the application. */
  abandonAfterMs: number;
  windows: readonly IdleWindow[];
}

export type IdleDue = { kind: 'window'; id: string } | { kind: 'warn' } | { kind: 'abandon' };

export class IdleWatch {
  private since: number;
  private opened = new Set<string>();
  private warnedAt: number | undefined;
  private abandoned = false;
  private readonly windows: readonly IdleWindow[];

  /** `now` is where the first idle period starts. */
  constructor(readonly options: IdleWatchOptions, now: number) {
    for (const [name, value] of [['limitMs', options.limitMs], ['abandonAfterMs', options.abandonAfterMs]] as const) {
      if (!(Number.isFinite(value) && value > 0)) throw new Error(`IdleWatch: ${name} must be a positive number, got ${String(value)}`);
    }
    this.windows = [...options.windows].sort((a, b) => a.afterMs - b.afterMs);
    this.since = now;
  }

  /** The user did something: a new idle period starts, unless the warning is showing. */
  activity(now: number): void {
    if (this.warnedAt !== undefined || this.abandoned) return;
    this.restart(now);
  }

  /** The warning popup's continue: a new idle period starts. */
  continued(now: number): void {
    if (this.abandoned) return;
    this.warnedAt = undefined;
    this.restart(now);
  }

  /** What is due at `now`, in order: windows, then the warning; or the abandonment. */
  tick(now: number): IdleDue[] {
    if (this.abandoned) return [];
    if (this.warnedAt !== undefined) {
      if (now - this.warnedAt < this.options.abandonAfterMs) return [];
      this.abandoned = true;
      return [{ kind: 'abandon' }];
    }
    const idle = now - this.since;
    const due: IdleDue[] = [];
    for (const w of this.windows) {
      if (idle >= w.afterMs && !this.opened.has(w.id)) {
        this.opened.add(w.id);
        due.push({ kind: 'window', id: w.id });
      }
    }
    if (idle >= this.options.limitMs) {
      this.warnedAt = now;
      due.push({ kind: 'warn' });
    }
    return due;
  }

  private restart(now: number): void {
    this.since = now;
    this.opened.clear();
  }
}
