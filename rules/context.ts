// The one document every rule sees: what the evaluator's expressions read. Pure data, at the
// bottom, so the engine that builds it and the widgets that read it both take it from here.

export interface EvalContext {
  session: Record<string, unknown>;
  form: Record<string, unknown>;
  query: Record<string, string>;
  /** Responses of calls made on this screen (and kept ones), by call code. */
  server: Record<string, unknown>;
  consts: Record<string, unknown>;
  /** Set while a call's save/ok expressions run: that call's response. */
  response?: unknown;
  /** Set while an action runs: what the widget passed. */
  event?: unknown;
  /** Set while a named effect list of flows/effects.json runs: its use's `with` values. */
  with?: Record<string, unknown>;
}
