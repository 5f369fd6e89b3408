// The view's store of one screen: its state and who listens. The React view subscribes
// (useSyncExternalStore); the controller patches it. No rules and no effects here.
import type { ScreenConfig } from './types.js';

export interface FieldError { message: string; params: Record<string, unknown> }

export interface ScreenState {
  form: Record<string, unknown>;
  hidden: ReadonlySet<string>;
  required: ReadonlySet<string>;
  /** Locked fields (rules.readonly). */
  readonly: ReadonlySet<string>;
  submitEnabled: boolean;
  submitHidden: boolean;
  /** What the main button still waits for: the text keys of its needs that do not hold (submit.needs). */
  submitMissing: readonly string[];
  fieldErrors: Record<string, FieldError>;
  /**
   * The fields the last failed submit asks the view to reveal (its problems' fields, and every
   * field in error when it set new errors: a server's answer), a new object per failed submit;
   * published with the errors themselves, so the view draws the messages, the reveal and the
   * summary in one pass.
   */
  reveal?: { fields: readonly string[] };
  busy: boolean;
  /** The main button (or an action) waits for uploads in flight (see upload): the view says so. */
  waitingForUploads: boolean;
  loaded: boolean;
  /** Bumps on every change of this state. */
  revision: number;
  /**
   * Bumps when the screen's own work (load, effects, actions) changed data; not on a user's
   * keystroke. Widgets re-evaluate their expressions on it, so typing stays cheap.
   */
  contextRevision: number;
}

/** A screen's first state: its schema's defaults under the form data the session kept. */
export function initialState(screen: Pick<ScreenConfig, 'schema'>, savedForm: Record<string, unknown>): ScreenState {
  return {
    form: { ...schemaDefaults(screen.schema), ...savedForm },
    hidden: new Set(), required: new Set(), readonly: new Set(), submitEnabled: true, submitHidden: false, submitMissing: [],
    fieldErrors: {}, busy: false, waitingForUploads: false, loaded: false, revision: 0, contextRevision: 0,
  };
}

export class ScreenStore {
  private listeners = new Set<() => void>();
  /** Updates wait for the task drawLater scheduled (see there); `unheard`: one came meanwhile. */
  private holding = false;
  private unheard = false;

  constructor(public state: ScreenState) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getState = (): ScreenState => this.state;

  /** A new state the view hears of; a user's edit leaves the context revision as it is. */
  update(patch: Partial<ScreenState>, userEdit = false): void {
    const contextRevision = userEdit ? this.state.contextRevision : this.state.contextRevision + 1;
    this.state = { ...this.state, ...patch, revision: this.state.revision + 1, contextRevision };
    if (this.holding) this.unheard = true;
    else this.tell();
  }

  /**
   * The view hears of the updates that come before the next task in that task, as one. A text
   * committed after a pause in typing is written and its rules run in the timer's task, and the
   * view draws it in the next: two shorter blocks of the page instead of one (issue 22's pause).
   */
  drawLater(): void {
    if (this.holding) return;
    this.holding = true;
    setTimeout(() => {
      this.holding = false;
      if (this.unheard) { this.unheard = false; this.tell(); }
    }, 0);
  }

  private tell(): void {
    for (const listener of this.listeners) listener();
  }

  /** A new state the view hears of with the next update (or never, when the screen is left first). */
  quietly(patch: Partial<ScreenState>): void {
    this.state = { ...this.state, ...patch };
  }

  /** The screen was left: nobody listens any more. */
  close(): void {
    this.listeners.clear();
  }
}

export function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((x) => b.has(x));
}

/** Top-level `default`s of the screen's schema (e.g. the work statement ticked by default). */
function schemaDefaults(schema: Record<string, unknown>): Record<string, unknown> {
  const props = (schema.properties ?? {}) as Record<string, { default?: unknown }>;
  return Object.fromEntries(Object.entries(props).filter(([, p]) => p.default !== undefined).map(([k, p]) => [k, p.default]));
}
