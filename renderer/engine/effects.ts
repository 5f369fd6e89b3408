// The effect runner: walks a list of declarative steps (see types.ts) in
// order. 'halt' means the list ended the screen's work (navigation, failure,
// redirect or stop); nothing after it runs.
import { evaluate, evaluateMap, holds } from '../../rules/evaluator.js';
import { trace, tracing } from '../../rules/trace.js';
import { ApiFailure, type CallOptions } from './api.js';
import type { Effect, EvalContext } from './types.js';

export type Outcome = 'continue' | 'halt';

/** The primitives a screen offers its effects. */
export interface EffectEnv {
  /** False once the screen was left: its pending steps must not act. */
  active(): boolean;
  context(): EvalContext;
  call(code: string, body: Record<string, unknown>, options?: CallOptions): Promise<Record<string, unknown>>;
  /** A file call: multipart to the proxy endpoint, the body as ApiData beside the file; onProgress hears the fraction sent. */
  callFile(code: string, body: Record<string, unknown>, file?: Blob, fileName?: string, onProgress?: (fraction: number) => void): Promise<Record<string, unknown>>;
  keepResponse(name: string, response: unknown): void;
  setSession(values: Record<string, unknown>): void;
  setForm(values: Record<string, unknown>): void;
  fieldError(field: string, message: string, params: Record<string, unknown>): void;
  /** A message with one button: the error label, or with `notice` the notice label (a message that asks nothing to be revised). */
  alert(message: string, params: Record<string, unknown>, notice?: boolean): void;
  /** A form error for the funnel with no field (an alert the config marks formError). */
  formError?(message: string): void;
  popup(name: string, params: Record<string, unknown>): void;
  fail(code: string, params: Record<string, unknown>): Promise<void>;
  go(route: string, pageState?: string): void;
  next(): Promise<void>;
  redirect(url: string, delayMs: number, clearSession: boolean): Promise<void>;
  service(name: string, args: Record<string, unknown>): Promise<void>;
  run(action: string): Promise<Outcome>;
  wait(ms: number): Promise<void>;
}

const DEFAULT_OK = 'response.Success = true';

export async function runEffects(effects: Effect[] | undefined, env: EffectEnv, where: string): Promise<Outcome> {
  for (const [index, effect] of (effects ?? []).entries()) {
    if (!env.active()) return 'halt';
    const outcome = await runEffect(effect, env, `${where}/${index}`);
    if (outcome === 'halt') return 'halt';
  }
  return 'continue';
}

async function toNumber(value: number | string, env: EffectEnv, where: string): Promise<number> {
  return typeof value === 'number' ? value : Number(await evaluate(value, env.context(), where));
}

/** The effects that move the applicant or talk to the bank: what a report and coverage follow. */
const TRACED = ['call', 'fail', 'go', 'next', 'redirect', 'service'] as const;

async function runEffect(effect: Effect, env: EffectEnv, where: string): Promise<Outcome> {
  if (tracing()) {
    const kind = TRACED.find((k) => k in effect);
    if (kind) trace({ kind: 'effect', where, effect: kind });
  }
  if ('call' in effect) return runCall(effect, env, where);
  if ('set' in effect) {
    env.setSession(await evaluateMap(effect.set, env.context(), `${where}/set`));
    return 'continue';
  }
  if ('setForm' in effect) {
    env.setForm(await evaluateMap(effect.setForm, env.context(), `${where}/setForm`));
    return 'continue';
  }
  if ('mergeForm' in effect) {
    const values = await evaluate(effect.mergeForm, env.context(), `${where}/mergeForm`);
    if (values === undefined || values === null) return 'continue';
    if (typeof values !== 'object' || Array.isArray(values)) throw new Error(`${where}/mergeForm: an object of field values is needed, got ${JSON.stringify(values)}`);
    env.setForm(values as Record<string, unknown>);
    return 'continue';
  }
  if ('when' in effect) {
    const branch = (await holds(effect.when, env.context(), `${where}/when`)) ? effect.then : effect.else;
    return runEffects(branch, env, `${where}/${branch === effect.then ? 'then' : 'else'}`);
  }
  if ('alert' in effect) {
    env.alert(effect.alert, await evaluateMap(effect.params, env.context(), `${where}/params`), effect.notice);
    if (effect.formError) env.formError?.(effect.alert);
    return 'continue';
  }
  if ('fail' in effect) {
    if (effect.formError) env.formError?.(effect.fail);
    await env.fail(effect.fail, await evaluateMap(effect.params, env.context(), `${where}/params`));
    return 'halt';
  }
  if ('go' in effect) {
    env.go(effect.go, effect.pageState);
    return 'halt';
  }
  if ('next' in effect) {
    await env.next();
    return 'halt';
  }
  if ('popup' in effect) {
    env.popup(effect.popup, await evaluateMap(effect.params, env.context(), `${where}/params`));
    return 'continue';
  }
  if ('fieldError' in effect) {
    env.fieldError(effect.fieldError, effect.message, await evaluateMap(effect.params, env.context(), `${where}/params`));
    return 'continue';
  }
  if ('redirect' in effect) {
    const url = String(await evaluate(effect.redirect, env.context(), `${where}/redirect`));
    const delay = effect.delayMs === undefined ? 0 : await toNumber(effect.delayMs, env, `${where}/delayMs`);
    await env.redirect(url, delay, effect.clearSession ?? false);
    return 'halt';
  }
  if ('service' in effect) {
    await env.service(effect.service, await evaluateMap(effect.args, env.context(), `${where}/args`));
    return 'continue';
  }
  if ('stop' in effect) return 'halt';
  if ('wait' in effect) {
    await env.wait(await toNumber(effect.wait, env, `${where}/wait`));
    return 'continue';
  }
  if ('run' in effect) return env.run(effect.run);
  throw new Error(`unknown effect at ${where}: ${JSON.stringify(effect)}`);
}

async function runCall(effect: Extract<Effect, { call: string }>, env: EffectEnv, where: string): Promise<Outcome> {
  const body = effect.request ? await evaluate(effect.request, env.context(), `${where}/request`) : {};
  let response: Record<string, unknown>;
  try {
    response = effect.multipart
      ? await sendFile(effect, (body ?? {}) as Record<string, unknown>, env, where)
      : await env.call(effect.call, (body ?? {}) as Record<string, unknown>, { optional: effect.optional, once: effect.once });
  } catch (err) {
    if (!(err instanceof ApiFailure)) throw err;
    // The screen was left while the call was pending: a late failure must not act.
    if (!env.active()) return 'halt';
    if (effect.onError) {
      await runEffects(effect.onError, env, `${where}/onError`);
      return effect.optional ? 'continue' : 'halt';
    }
    if (effect.optional) return 'continue';
    await env.fail('0000', { api: effect.call });
    return 'halt';
  }
  if (!env.active()) return 'halt';
  env.keepResponse(effect.as ?? effect.call, response);
  const withResponse = (): EvalContext => ({ ...env.context(), response });
  if (!(await holds(effect.ok ?? DEFAULT_OK, withResponse(), `${where}/ok`))) {
    // A refused call never falls through to the steps that assume success, unless it is optional.
    if (effect.onFail) await runEffects(effect.onFail, withContext(env, withResponse), `${where}/onFail`);
    else if (!effect.optional) await env.fail('0000', { api: effect.call });
    return effect.optional ? 'continue' : 'halt';
  }
  if (effect.save) env.setSession(await evaluateMap(effect.save, withResponse(), `${where}/save`));
  return 'continue';
}

async function sendFile(effect: Extract<Effect, { call: string }>, body: Record<string, unknown>, env: EffectEnv, where: string): Promise<Record<string, unknown>> {
  const file = effect.file ? await evaluate(effect.file, env.context(), `${where}/file`) : undefined;
  if (file !== undefined && file !== null && !(file instanceof Blob)) throw new Error(`${where}/file: a file (Blob) is needed, got ${typeof file}`);
  const name = effect.fileName ? await evaluate(effect.fileName, env.context(), `${where}/fileName`) : undefined;
  // An upload widget's action event carries onProgress(fraction): the file call reports to it.
  const event = (env.context() as { event?: unknown }).event;
  const heard = typeof event === 'object' && event !== null ? (event as { onProgress?: unknown }).onProgress : undefined;
  const onProgress = typeof heard === 'function' ? (heard as (fraction: number) => void) : undefined;
  return env.callFile(effect.call, body, file ?? undefined, name === undefined || name === null ? undefined : String(name), onProgress);
}

/**
 * The same env seeing a different context (e.g. with `response` or `event`).
 * Every method still runs on the original env, so state it writes lands there.
 */
export function withContext<E extends EffectEnv>(env: E, context: () => EvalContext): E {
  return new Proxy(env, {
    get(target, prop) {
      if (prop === 'context') return context;
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
