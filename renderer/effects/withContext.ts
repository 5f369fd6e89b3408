// The same env seeing a different context (e.g. with `response` or `event`), or with another of
// its methods replaced (a screen's load writes the form around what the applicant typed).
import type { EvalContext } from '../../rules/context.js';
import type { EffectEnv } from './kind.js';

/** `env` with `replaced` in place of its own members. Every other method still runs on the original env, so state it writes lands there. */
export function overriding<E extends EffectEnv>(env: E, replaced: Partial<E>): E {
  return new Proxy(env, {
    get(target, prop) {
      if (Object.hasOwn(replaced, prop)) return (replaced as Record<PropertyKey, unknown>)[prop];
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

export function withContext<E extends EffectEnv>(env: E, context: () => EvalContext): E {
  return overriding(env, { context } as Partial<E>);
}
