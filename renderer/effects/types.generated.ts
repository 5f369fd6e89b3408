// GENERATED from renderer/effects/kinds/*.ts by scripts/effectsGen.ts (the types): do not edit;
// edit the kind's file and run npm run generate.

/** A JSONata expression, evaluated against an EvalContext. */
type Expr = string;

/** A bank call of flows/calls.json: the request built by JSONata, the response saved into the session. */
export interface CallEffect {
  /** Call code from the seeds (A84, A137 ...). */
  call: string;
  /** JSONata producing the request body (Token is added by the client). */
  request?: Expr;
  /** Keep the response as server.<as> (default: the call code). */
  as?: string;
  /** JSONata over the context with `response`: truthy means the call succeeded. Default `response.Success = true`. */
  ok?: Expr;
  /** Session key -> JSONata over the context with `response`; applied when ok. */
  save?: Record<string, Expr>;
  /** Effects when ok is false (Success false, Status not 1 ...). */
  onFail?: Effect[];
  /** Effects when the transport fails after all retries; default is the catalogue's 0000 behaviour. */
  onError?: Effect[];
  /** The list goes on whatever the answer or a transport failure (audit calls whose answer no step uses). */
  optional?: boolean;
  /** Sent once per page load for the same request; a screen asking again (even while the first answer is pending) shares the answer: the logon A6 issues one token per session. */
  once?: boolean;
  /** A file call (flows/calls.json endpoint file): multipart to /api/ProxyApi/<call>, the request as ApiData. */
  multipart?: true;
  /** With multipart: the file (a Blob, e.g. event.file of an upload widget's action). */
  file?: Expr;
  /** With multipart: the file's name. */
  fileName?: Expr;
  /** Journey model: routes a link the bank sends (SMS, mail) opens, in a new browser session. */
  returns?: string[];
}

/** Writes session keys (declared in flows/session.json), each from a JSONata expression. */
export interface SetEffect {
  set: Record<string, Expr>;
}

/** Writes form fields, each from a JSONata expression. */
export interface SetFormEffect {
  setForm: Record<string, Expr>;
}

/** JSONata giving an object whose keys are written into the form (a held application, saved state); null or absent writes nothing. */
export interface MergeFormEffect {
  /** An object of field values written into the form (a held application); null writes nothing. */
  mergeForm: Expr;
}

/** A branch: then when the condition holds, else otherwise. */
export interface WhenEffect {
  when: Expr;
  then: Effect[];
  else?: Effect[];
}

/** A message with the OK button; formError: it is also a form error for the funnel (001 §8: preview errors), when the screen reports them. notice: a message that asks nothing to be revised (a confirmation, a heads-up): its button is the notice label (common.noticeOk, OK), not the seed's error label (common.ok, Go back and revise: 000 §8). */
export interface AlertEffect {
  alert: string;
  params?: Record<string, Expr>;
  /** Also a form error for the funnel (the message key only, never its params), when the screen sets analytics.formErrors. */
  formError?: boolean;
  /** A message that asks for nothing to be revised (a confirmation, a heads-up): its button reads common.noticeOk (OK) instead of the seed's error label common.ok (Go back and revise, 000 §8). */
  notice?: boolean;
}

/** Runs a catalogue entry of flows/errors.json: alert, maybe clear session, redirect. Stops the list. */
export interface FailEffect {
  /** Code in flows/errors.json. */
  fail: string;
  params?: Record<string, Expr>;
  /** Also a form error for the funnel (the catalogue code), when the screen sets analytics.formErrors. */
  formError?: boolean;
}

/** Navigate to a route, setting pageState first. Stops the list. `back`: journey model, why this way returns to an earlier screen (without it a loop is a fault). */
export interface GoEffect {
  /** Route path or alias in flows/flow.json. */
  go: string;
  pageState?: string;
  back?: string;
}

/** Evaluate the screen's next-route rules and go. Stops the list. */
export interface NextEffect {
  next: true;
}

/** Opens a popup of the screen or of flows/flow.json. */
export interface PopupEffect {
  popup: string;
  params?: Record<string, Expr>;
}

/** Shows a message under a form field. */
export interface FieldErrorEffect {
  fieldError: string;
  message: string;
  params?: Record<string, Expr>;
}

/** Leave the application for an address (JSONata), after delayMs. Stops the list. `returns`: journey model, the routes the outside site sends the applicant back to. */
export interface RedirectEffect {
  redirect: Expr;
  delayMs?: number | Expr;
  clearSession?: boolean;
  returns?: string[];
}

/** A named runtime service (time- or DOM-bound work with its own tests). `returns`: journey model, a hand-off (formPost) and the routes the outside site sends the applicant back to. */
export interface ServiceEffect {
  service: string;
  args?: Record<string, Expr>;
  returns?: string[];
  back?: string;
}

/** Stop the effect list here without navigating. */
export interface StopEffect {
  stop: true;
}

/** Wait, then go on (e.g. the seeds' 3 s and 2 s delays). */
export interface WaitEffect {
  wait: number | Expr;
}

/** Run another named action of the same screen. */
export interface RunEffect {
  run: string;
}

/** A named effect list of flows/effects.json in this place; its expressions read the use's values as with.<name>. */
export interface UseEffect {
  /** A list of flows/effects.json. */
  use: string;
  /** Values the list reads as with.<name>, each a JSONata expression evaluated where the list is used. */
  with?: Record<string, Expr>;
}

/** One step of an effect list. */
export type Effect =
  | CallEffect
  | SetEffect
  | SetFormEffect
  | MergeFormEffect
  | WhenEffect
  | AlertEffect
  | FailEffect
  | GoEffect
  | NextEffect
  | PopupEffect
  | FieldErrorEffect
  | RedirectEffect
  | ServiceEffect
  | StopEffect
  | WaitEffect
  | RunEffect
  | UseEffect;
