// The same env seeing a different context (e.g. with `response` or `event`).
import type { EvalContext } from '../../rules/context.js';
import type { EffectEnv } from './kind.js';

/** Every method still runs on the original env, so state it writes lands there. */
export function withContext<E extends EffectEnv>(env: E, context: () => EvalContext): E {
  return new Proxy(env, {
    get(target, prop) {
      if (prop === 'context') return context;
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

