// Walks one effect list as the runner would (renderer/effects/run.ts), without running it:
// every way out (go, next rules, fail, redirect, a hand-off) becomes an edge carrying the
// conditions that lead to it and the session keys written before it. Ways that reach the end
// of the list merge into one: what is written on every one of them, under the conditions
// that held before they split. What each step contributes is its kind's walk (renderer/effects/kinds/).
import { EFFECT_KINDS } from '../effects/kinds.generated.js';
import { isObj, items, ptr } from './json.js';
import type { WalkEnv, WalkTools, Way } from './walkParts.js';

export { callKey, nextRules, type WalkEnv, type Way, type WriteSite } from './walkParts.js';

/** Walks a list; returns the way that reaches its end, or undefined when every way left it. */
export function walkList(env: WalkEnv, list: unknown, at: string, way: Way, stack: string[] = []): Way | undefined {
  const kinds = env.kinds ?? EFFECT_KINDS;
  let current: Way | undefined = way;
  items(list).forEach((effect, i) => {
    if (!current || !isObj(effect)) return;
    const kind = kinds.find((k) => k.key in effect);
    // An effect of no kind is the meta-schema check's fault; the walk goes past it.
    if (!kind) return;
    const tools: WalkTools = { env, stack, walkList: (l, a, w, s = stack, e = env) => walkList(e, l, a, w, s) };
    current = kind.walk(effect, ptr(at, i), current, tools);
  });
  return current;
}
