// What a widget may ask of the running screen. Widgets reach it through
// rjsf's formContext: (props.registry.formContext as FormContext).runtime.
import type { EvalContext } from '../engine/types.js';

export interface ScreenRuntime {
  /** Runs a named action of the screen config (config `actions`), with an event payload visible as `event` to its rules. */
  trigger(action: string, event?: unknown): Promise<void>;
  /** The current evaluation context (session, form, query, server, consts). */
  context(): EvalContext;
  /** Evaluates a JSONata expression against the current context (faults are reported, then rethrown). */
  evaluate(expression: string): Promise<unknown>;
  /** Translates an i18n key with params (interpolation uses single braces: {name}). */
  t(key: string, params?: Record<string, unknown>): string;
  /** Current language, 'zh-TW' or 'en'. */
  language(): string;
}

export interface FormContext {
  runtime: ScreenRuntime;
  /** Field name -> error message shown under the field (already translated). */
  fieldErrors: Record<string, string>;
  /** Bumps when the screen's load, effects or actions changed data (not on each keystroke): widgets re-evaluate their expressions on it. */
  revision: number;
  /**
   * Hears of a new revision without a redraw (the screen's form: widgets/shared/liveContext.ts);
   * absent, a new revision comes as a new formContext (a test harness).
   */
  onRevision?(listener: () => void): () => void;
}
