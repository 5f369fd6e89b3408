// Binds flows/flow.json `idle` (seed 000 §4.4) to an IdleWatch: on every tick
// it evaluates the config against the current screen's context and acts on
// what is due (window, popup, abandonment). No timers and no DOM here: the
// view reports activity, calls tick on its interval and opens the windows.
import { evaluate, holds } from '../../rules/evaluator.js';
import { constNumber } from './constNumber.js';
import { IdleWatch } from './idleWatch.js';
import type { EffectEnv, Outcome } from './effects.js';
import type { Effect } from './types.js';
import type { IdleConfig } from './flowTypes.js';

/** What idle handling needs of the current screen (the screen's controller is one). */
export interface IdleScreen extends Pick<EffectEnv, 'active' | 'context' | 'popup'> {
  /** Runs an effect list from outside the screen's config (onAbandon) on this screen. */
  runEffects(effects: Effect[], where: string): Promise<Outcome>;
}

const WHERE = 'flows/flow.json#/idle';
const MINUTE_MS = 60_000;

export class IdleRunner {
  readonly checkEveryMs: number;
  private readonly abandonAfterMs: number;
  private readonly windowAfterMs: number[];
  /** Absent while `when` does not hold (or before the first tick). */
  private watch: IdleWatch | undefined;
  /** Where a new watch's idle period starts. */
  private lastActivity: number;

  constructor(private readonly config: IdleConfig, consts: Record<string, unknown>, now: number) {
    this.checkEveryMs = constNumber(config.checkEveryMs, consts, `${WHERE}/checkEveryMs`);
    this.abandonAfterMs = constNumber(config.abandonAfterMs, consts, `${WHERE}/abandonAfterMs`);
    this.windowAfterMs = (config.windows ?? []).map((w, i) => constNumber(w.afterMinutes, consts, `${WHERE}/windows/${i}/afterMinutes`) * MINUTE_MS);
    this.lastActivity = now;
  }

  /** The user did something (ignored by the watch while its popup shows). */
  activity(now: number): void {
    this.lastActivity = now;
    this.watch?.activity(now);
  }

  /** The popup's continue (service idleContinue). */
  continued(now: number): void {
    this.lastActivity = now;
    this.watch?.continued(now);
  }

  /** Checks inactivity at `now` on the current screen; faults (config, expressions) are thrown for the caller to report. */
  async tick(now: number, screen: IdleScreen | undefined, openWindow: (url: string) => void): Promise<void> {
    if (!screen?.active()) return;
    if (!(await holds(this.config.when, screen.context(), `${WHERE}/when`))) {
      this.watch = undefined;
      return;
    }
    this.watch ??= new IdleWatch({
      limitMs: await this.limitMs(screen),
      abandonAfterMs: this.abandonAfterMs,
      windows: this.windowAfterMs.map((afterMs, i) => ({ afterMs, id: String(i) })),
    }, this.lastActivity);
    for (const due of this.watch.tick(now)) {
      if (due.kind === 'window') {
        const url = await evaluate(this.config.windows![Number(due.id)].url, screen.context(), `${WHERE}/windows/${due.id}/url`);
        if (typeof url === 'string' && url !== '') openWindow(url);
      } else if (due.kind === 'warn') {
        await screen.popup(this.config.popup, {});
      } else {
        await screen.runEffects(this.config.onAbandon, `${WHERE}/onAbandon`);
      }
    }
  }

  private async limitMs(screen: IdleScreen): Promise<number> {
    const minutes = await evaluate(this.config.limitMinutes, screen.context(), `${WHERE}/limitMinutes`);
    const ms = Number(minutes) * MINUTE_MS;
    if (minutes === '' || !Number.isFinite(ms) || ms <= 0) {
      throw new Error(`${WHERE}/limitMinutes: the idle limit must be a positive number of minutes, got ${JSON.stringify(minutes)}`);
    }
    return ms;
  }
}
