// What the rules and the runtime did, as it happens: each condition evaluated (with where it is
// written in the config), each effect that leads somewhere, each next rule chosen, each route
// entered or refused, each error code raised. The testers' report and coverage listen
// (scripts/scenario/); nothing listens in the browser, where each hook is a check of an empty set.
export type TraceEvent =
  /** A condition (holds) came out true or false; `where` is file#pointer. */
  | { kind: 'condition'; where: string; value: boolean }
  /** An effect that moves the applicant or talks to the bank ran (go, fail, redirect, service, call, next). */
  | { kind: 'effect'; where: string; effect: string }
  /** The next rule at `where` (schemas/<screen>.json#/next/<i>) was chosen. */
  | { kind: 'next'; where: string; to: string }
  /** A route was entered (its guard passed) or refused by its guard. */
  | { kind: 'route'; path: string; refused: boolean; reason?: string }
  /** A bank call was answered (`response`) or failed after its attempts (`failure`); a file call's file is not in `request`. */
  | { kind: 'call'; code: string; request: Record<string, unknown>; response?: Record<string, unknown>; failure?: string }
  /** An error-catalogue code was raised (flows/errors.json). */
  | { kind: 'error'; code: string; params: Record<string, unknown> };

type Listener = (event: TraceEvent) => void;
const listeners = new Set<Listener>();

/** Hears every event until the returned function is called. */
export function listenTrace(listener: Listener): () => void {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}

/** Whether anyone listens (so a caller can skip building an event). */
export const tracing = (): boolean => listeners.size > 0;

export function trace(event: TraceEvent): void {
  for (const listener of listeners) listener(event);
}
