// How a widget reaches the running screen: rjsf's registry.formContext.
import type { Registry } from '@rjsf/utils';
import { errorId, ariaDescribedByIds } from '@rjsf/utils';
import type { FormContext, ScreenRuntime } from './screenRuntime.js';
import { useLive } from './liveContext.js';

export type { FormContext, ScreenRuntime };

/**
 * The screen's FormContext; a widget rendered without one is a wiring fault, so it throws.
 * The messages and the revision come from the screen's live context (shared/liveContext.ts), so
 * this is a hook: call it once, unconditionally, while rendering (every widget does, first thing).
 */
export function formContextOf(registry: Registry): FormContext {
  const fc = registry.formContext as Partial<FormContext> | undefined;
  const { fieldErrors, revision, onRevision } = useLive(fc);
  if (!fc || !fc.runtime) throw new Error('widgets: formContext.runtime (a ScreenRuntime) is missing from the form\'s formContext');
  return onRevision ? { runtime: fc.runtime, fieldErrors, revision, onRevision } : { runtime: fc.runtime, fieldErrors, revision };
}

/** The message for this field: formContext.fieldErrors[name] first, then rjsf's own (JSON Schema) errors. */
export function fieldError(fc: FormContext, name: string, rawErrors?: string[]): string | undefined {
  const own = fc.fieldErrors[name];
  if (own) return own;
  return rawErrors && rawErrors.length > 0 ? rawErrors[0] : undefined;
}

/** Translates an optional i18n key; no key gives ''. */
export function tr(runtime: ScreenRuntime, key: unknown, params?: Record<string, unknown>): string {
  return typeof key === 'string' && key !== '' ? runtime.t(key, params) : '';
}

/** aria-describedby for inputs whose messages the field template renders (rjsf id conventions). */
export function describedBy(id: string, extra?: string): string {
  return extra ? `${ariaDescribedByIds(id)} ${extra}` : ariaDescribedByIds(id);
}

export { errorId };

/**
 * Runs a screen action (after the screen's uploads in flight, unless `atOnce`: an upload's own action).
 * The runtime reports its own faults, so a rejection needs no second report here.
 */
export function runAction(runtime: ScreenRuntime, action: unknown, event?: unknown, options?: { atOnce?: boolean }): Promise<void> {
  if (typeof action !== 'string' || action === '') return Promise.resolve();
  return (options ? runtime.trigger(action, event, options) : runtime.trigger(action, event)).catch(() => undefined);
}
