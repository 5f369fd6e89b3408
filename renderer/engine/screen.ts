// One screen at run time: its load, the user's edits, submit and named actions, over the
// screen's store (screenStore.ts), its edits on their way in (formEdits.ts), its uploads in
// flight (uploadsInFlight.ts) and the effect primitives (screenEffects.ts).
// No React here: the React view subscribes; fixtures drive it headlessly.
import { applyCopyBoxes } from './copyBoxes.js';
import { deriveRules } from './derivedRules.js';
import { overriding, runEffects, withContext, type Outcome } from './effects.js';
import { RuleMemo } from './ruleMemo.js';
import { FormEdits, formSessionKey, formToSave } from './formEdits.js';
import { ScreenEffectHost } from './screenEffects.js';
import { initialState, sameSet, ScreenStore, type FieldError, type ScreenState } from './screenStore.js';
import type { AppServices } from './services.js';
import type { Effect, ScreenConfig } from './types.js';
import { UploadsInFlight } from './uploadsInFlight.js';
import { validateScreen, type FieldProblem } from './validation.js';

export { formSessionKey, formToSave } from './formEdits.js';
export type { FieldError, ScreenState } from './screenStore.js';

export class ScreenController extends ScreenEffectHost {
  private readonly edits: FormEdits;
  private readonly uploads = new UploadsInFlight();
  /** The derived rules' conditions with what they read: one whose inputs did not change is not run again. */
  private readonly rules = new RuleMemo();
  /** Settles when the screen's load has ended (at once before a load begins). */
  private loadEnded: Promise<void> = Promise.resolve();

  constructor(screen: ScreenConfig, app: AppServices, query: Record<string, string>) {
    const saved = app.session.get(formSessionKey(screen));
    super(screen, app, query, new ScreenStore(initialState(screen, saved && typeof saved === 'object' ? formToSave(screen, saved as Record<string, unknown>) : {})));
    this.edits = new FormEdits(this.store, () => this.save());
  }

  // ------------------------------------------------------------ view API
  get state(): ScreenState { return this.store.state; }
  subscribe = (listener: () => void): (() => void) => this.store.subscribe(listener);
  getState = (): ScreenState => this.store.state;

  /** The screen was left: late timers and responses must not act on it. What the view still held is kept first. */
  dispose(): void {
    this.edits.takePending();
    this.live = false;
    this.store.close();
  }

  /**
   * A view that holds edits it has not reported yet (a text field reports after a pause in typing,
   * so that a keystroke costs that field alone) registers what it holds here. The controller takes
   * them before it submits, runs an action or leaves the screen; the view calls commitPending when
   * the page is hidden or reloaded. `take` returns field -> value and forgets them.
   */
  holdPending(take: () => Record<string, unknown>): () => void {
    return this.edits.hold(take);
  }

  /**
   * Takes the view's unreported edits as a user edit: the data and the session hold them when this
   * returns. `drawLater`: the view draws them in a task of its own (a text due after a pause in
   * typing, see ScreenStore.drawLater); otherwise with the work that asked (a submit, an action).
   */
  commitPending(options: { drawLater?: boolean } = {}): Promise<void> {
    // (before the take: a widget drops its shown draft in a task after the one the view draws in)
    if (options.drawLater) this.store.drawLater();
    const changed = this.edits.takePending();
    return changed.length ? this.afterEdit(changed) : Promise.resolve();
  }

  /** An effect's form write outside the load (an edit's onChange or onBlur, an action): the load leaves these fields alone too. */
  override setForm(values: Record<string, unknown>): void {
    this.edits.touch(Object.keys(values));
    super.setForm(values);
  }

  /**
   * The host of the load's effects: its form writes leave alone the fields written since the load
   * began. The form is shown while the load's calls run, and a prefill worked out from data read
   * before the applicant typed must not undo the typing, nor what its effects wrote (the English
   * name romanised on leaving the Chinese one).
   */
  private loadEffectHost(): ScreenController {
    const since = this.edits.mark();
    const setForm = (values: Record<string, unknown>) => {
      const kept = this.edits.untouchedSince(since, values);
      if (Object.keys(kept).length) super.setForm(kept);
    };
    return overriding<ScreenController>(this, { setForm });
  }

  /** The view drew the form with `form` (see FormEdits.drawn). */
  drawn(form: Record<string, unknown>): void {
    this.edits.drawn(form);
  }

  /** The screen's load: its onLoad effects, with the form drawn meanwhile (see trigger). */
  load(): Promise<void> {
    const loading = this.loadSteps();
    this.loadEnded = loading.then(() => undefined, () => undefined);
    return loading;
  }

  private async loadSteps(): Promise<void> {
    // Busy from the start: the view may draw the form before the first derivation ends (its rules
    // loading on first use), and a Next pressed then would run beside the load and be undone by it.
    this.store.update({ busy: true });
    await this.derive();
    try {
      await runEffects(this.screen.onLoad, this.loadEffectHost(), `schemas/${this.screen.id}.json#/onLoad`);
    } finally {
      if (this.live) {
        await this.derive();
        this.store.update({ busy: false, loaded: true });
      }
    }
  }

  /**
   * A user edit: keep the data (the tab may reload), clear the edited fields' errors, run
   * onChange, re-derive. Only the keys that changed since the view's last report are taken:
   * a view may report data from before an effect's setForm, which must not undo it.
   */
  async change(reported: Record<string, unknown>): Promise<void> {
    const changed = this.edits.apply(reported);
    if (changed.length) await this.afterEdit(changed);
  }

  /** The rest of a user edit: derived state, the copy boxes, then the changed fields' onChange effects. */
  private async afterEdit(changed: string[]): Promise<void> {
    await this.derive(true);
    const before = this.state.form;
    await applyCopyBoxes(this.screen.copy, changed, this, `schemas/${this.screen.id}.json#/copy`);
    const copied = this.state.form !== before;
    const handlers = changed.filter((key) => this.screen.onChange?.[key]);
    for (const key of handlers) await runEffects(this.screen.onChange![key], this, `schemas/${this.screen.id}.json#/onChange/${key}`);
    // A copy or the effects may have changed the data or the session: visibility follows.
    if ((copied || handlers.length) && this.live) await this.derive();
  }

  /**
   * The user left a field: what the view held is taken first (so the effects read the typed
   * text), then the field's onBlur effects run. A blur during a submit or an action waits for none.
   */
  async blur(field: string): Promise<void> {
    const effects = this.screen.onBlur?.[field];
    if (!effects || !this.live) return;
    await this.commitPending();
    await runEffects(effects, this, `schemas/${this.screen.id}.json#/onBlur/${field}`);
    if (this.live) await this.derive();
  }

  /**
   * An upload in flight: a widget's whole work on a chosen file (resize, re-encode, then its upload
   * action). The main button and the screen's other actions wait until every upload has ended.
   * Returns `job`.
   */
  upload<T>(job: Promise<T>): Promise<T> {
    return this.uploads.add(job);
  }

  /** Until no upload is in flight; the view says meanwhile that the button waits. */
  private afterUploads(): Promise<void> {
    return this.uploads.drain((waitingForUploads) => this.store.update({ waitingForUploads }), () => this.live);
  }

  /** Validates, then runs onSubmit and the next-route rules. A second submit while one runs is ignored. */
  async submit(): Promise<FieldProblem[]> {
    if (this.state.busy) return [];
    // Busy at once (a second submit is ignored), but the view hears of it only when onSubmit runs:
    // a submit the validation stops costs the view one update, with the errors (showProblems is silent).
    this.store.quietly({ busy: true });
    const errorsBefore = this.state.fieldErrors;
    let problems: FieldProblem[] = [];
    let ranEffects = false;
    try {
      // Uploads in flight end first (the button shows busy and the view says why meanwhile); then
      // what the view holds, typed text and an upload's answer the form has not yet heard of.
      await this.afterUploads();
      await this.commitPending();
      if (!this.live) return [];
      await this.derive(false, true);
      // The config's submit rule binds every caller, not only the view's disabled button.
      if (!this.state.submitEnabled || this.state.submitHidden) return [];
      problems = await validateScreen(this.screen, this.context(), this.state.hidden, this.state.required, this.app.schemaCheck);
      if (problems.length) {
        this.showProblems(problems);
        return problems;
      }
      ranEffects = true;
      this.store.update({ busy: true });
      const outcome = await runEffects(this.screen.onSubmit, this, `schemas/${this.screen.id}.json#/onSubmit`);
      if (outcome === 'continue' && this.screen.next) await this.next();
      return [];
    } finally {
      // A submit that ran no effect changed no data: the widgets' expressions need not be redone.
      if (this.live) this.store.update({ busy: false, ...this.revealAfter(problems, errorsBefore) }, !ranEffects);
    }
  }

  /** What the view reveals after a submit: its problems' fields, and every field in error when the errors changed (an effect's). */
  private revealAfter(problems: FieldProblem[], errorsBefore: ScreenState['fieldErrors']): Partial<ScreenState> {
    const fields = problems.flatMap((p) => (p.field ? [p.field] : []));
    if (this.state.fieldErrors !== errorsBefore) fields.push(...Object.keys(this.state.fieldErrors));
    return fields.length ? { reveal: { fields } } : {};
  }

  /**
   * Runs a named action from the view (a widget, a popup button), after the uploads in flight; an
   * upload's own action (`atOnce`) waits for none, but for the screen's load: the upload is sent
   * with what the load sets up (a photo chosen on /UploadID while the phone still redeems its QR
   * code goes with the token bound to the apply log, not before). Other actions run during the
   * load as they are asked for (the landing's continue during its service-check wait).
   */
  async trigger(action: string, event?: unknown, options: { atOnce?: boolean } = {}): Promise<Outcome> {
    this.actionEffects(action); // (an unknown action fails at once, not after the wait)
    if (options.atOnce) await this.loadEnded;
    else await this.afterUploads();
    if (!this.live) return 'halt';
    return this.perform(action, event);
  }

  /** An action run by another's effects (the load's too): its caller has waited for what it needs, or is it. */
  run(action: string): Promise<Outcome> {
    return this.perform(action);
  }

  private async perform(action: string, event?: unknown): Promise<Outcome> {
    const effects = this.actionEffects(action);
    await this.commitPending();
    const env = event === undefined ? this : withContext(this, () => ({ ...this.context(), event }));
    const outcome = await runEffects(effects, env, `schemas/${this.screen.id}.json#/actions/${action}`);
    if (this.live) await this.derive();
    return outcome;
  }

  private actionEffects(action: string): Effect[] {
    const effects = this.screen.actions?.[action];
    if (!effects) throw new Error(`schemas/${this.screen.id}.json: no action "${action}"`);
    return effects;
  }

  /** Runs an effect list from outside the screen's config (the flow's idle onAbandon) on this screen. */
  runEffects(effects: Effect[], where: string): Promise<Outcome> {
    return runEffects(effects, this, where);
  }

  private showProblems(problems: FieldProblem[]): void {
    const fieldErrors: Record<string, FieldError> = {};
    for (const p of problems) {
      this.reportError(p.field, p.message);
      if (p.display === 'alert') this.alert(p.message, p.params);
      if ((p.display !== 'alert' || p.markField) && p.field && !fieldErrors[p.field]) fieldErrors[p.field] = { message: p.message, params: p.params };
    }
    this.store.quietly({ fieldErrors });
  }

  /** Visibility, required-when, locks and the submit button's rules. */
  private async derive(userEdit = false, silent = false): Promise<void> {
    const { hidden, required, readonly, submitEnabled, submitHidden, submitMissing } = await deriveRules(this.screen, this.context(), this.rules);
    const state = this.state;
    // Keep the same sets when nothing changed, so the view's memoised uiSchema survives a keystroke.
    const patch = {
      hidden: sameSet(hidden, state.hidden) ? state.hidden : hidden,
      required: sameSet(required, state.required) ? state.required : required,
      readonly: sameSet(readonly, state.readonly) ? state.readonly : readonly,
      submitEnabled, submitHidden,
      submitMissing: submitMissing.join('\n') === state.submitMissing.join('\n') ? state.submitMissing : submitMissing,
    };
    // Silent: the caller notifies the view with what follows (submit's validation).
    if (silent) this.store.quietly(patch);
    else this.store.update(patch, userEdit);
  }
}
