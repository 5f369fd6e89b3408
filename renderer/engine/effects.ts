// The effect runner: walks a list of declarative steps in order, each run by its kind's runner
// (renderer/effects/kinds/<kind>.ts). 'halt' means the list ended the screen's work (navigation,
// failure, redirect or stop); nothing after it runs.
import { EFFECT_RUNNERS } from '../effects/runners.generated.js';
import type { EffectEnv, EffectRunner, Outcome, RunTools } from '../effects/kind.js';
import type { Effect } from './types.js';
import { trace, tracing } from '../../rules/trace.js';

export type { EffectEnv, Outcome } from '../effects/kind.js';
export { overriding, withContext } from '../effects/withContext.js';

/** The effects that move the applicant or talk to the bank: what a report and coverage follow. */
const TRACED = ['call', 'fail', 'go', 'next', 'redirect', 'service'] as const;

/** A runner over these kinds' runners, by key (the app's are renderer/effects's; a test may add one). */
export function effectRunner(runners: readonly (readonly [string, EffectRunner])[]) {
  const tools: RunTools = { runList };
  async function runList(effects: readonly unknown[] | undefined, env: EffectEnv, where: string): Promise<Outcome> {
    for (const [index, effect] of (effects ?? []).entries()) {
      if (!env.active()) return 'halt';
      const at = `${where}/${index}`;
      const runner = typeof effect === 'object' && effect !== null ? runners.find(([key]) => key in effect)?.[1] : undefined;
      if (!runner) throw new Error(`unknown effect at ${at}: ${JSON.stringify(effect)}`);
      if (tracing()) {
        const kind = TRACED.find((k) => k in (effect as object));
        if (kind) trace({ kind: 'effect', where: at, effect: kind });
      }
      if ((await runner(effect as never, env, at, tools)) === 'halt') return 'halt';
    }
    return 'continue';
  }
  return runList;
}

const runWithKinds = effectRunner(EFFECT_RUNNERS);

export function runEffects(effects: Effect[] | undefined, env: EffectEnv, where: string): Promise<Outcome> {
  return runWithKinds(effects, env, where);
}
