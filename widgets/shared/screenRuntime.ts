// What a widget may read of the running screen and ask it to do: the widgets' own interface,
// which the renderer implements (renderer/react/ScreenForm.tsx, renderer/react/formContext.ts).
// Widgets reach it through rjsf's formContext: (props.registry.formContext as FormContext).runtime.
import type { EvalContext } from '../../rules/context.js';

export interface ScreenRuntime {
  /**
   * Runs a named action of the screen config (config `actions`), with an event payload visible as
   * `event` to its rules; after the screen's uploads in flight, unless `atOnce` (an upload's own
   * action, which runs inside its upload).
   */
  trigger(action: string, event?: unknown, options?: { atOnce?: boolean }): Promise<void>;
  /**
   * Marks a widget's work on a chosen file (resize, then its upload action) as an upload in flight:
   * the main button and other actions wait for it to end. Returns `job`.
   */
  upload<T>(job: Promise<T>): Promise<T>;
  /** The current evaluation context (session, form, query, server, consts). */
  context(): EvalContext;
  /** Evaluates a JSONata expression against the current context (faults are reported, then rethrown). */
  evaluate(expression: string): Promise<unknown>;
  /**
   * The expression's value at once, as { value }, when the rules' plain path answers it (most
   * lookups and conditions: rules/plain); undefined when only evaluate can. A widget then draws its
   * value in its first render instead of a render later.
   */
  evaluateNow?(expression: string): { value: unknown } | undefined;
  /** Translates an i18n key with params (interpolation uses single braces: {name}). */
  t(key: string, params?: Record<string, unknown>): string;
  /** Current language, 'zh-TW' or 'en'. */
  language(): string;
  /**
   * A served value (the bank's card names, gift texts, messages) as the applicant sees it: its
   * strings in the current language, through the bank's translations the session keeps.
   */
  shown<T>(value: T): T;
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
