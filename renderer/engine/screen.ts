// One screen at run time: its form data, the responses it loaded, derived
// visibility and validity, and the effect primitives its config uses.
// No React here: the React view subscribes; fixtures drive it headlessly.
import { evaluate, evaluateMap, holds } from '../../rules/evaluator.js';
import type { CallOptions } from './api.js';
import { applyCopyBoxes } from './copyBoxes.js';
import { deriveRules } from './derivedRules.js';
import { rememberBankTexts } from './localizedValue.js';
import { runEffects, withContext, type EffectEnv, type Outcome } from './effects.js';
import { validateScreen, type FieldProblem } from './validation.js';
import type { AppServices } from './services.js';
import type { Effect, EvalContext, NextRule, PopupConfig, ScreenConfig } from './types.js';

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

/** Where a screen's form data lives in the session: the seeds' own key (saveAs: Form1Data) or form.<screenId>. */
export function formSessionKey(screen: Pick<ScreenConfig, 'id' | 'saveAs'>): string {
  return screen.saveAs ?? `form.${screen.id}`;
}

/** The form data as the session keeps it: without the screen's memoryOnly fields (images never go into sessionStorage). */
export function formToSave(screen: Pick<ScreenConfig, 'memoryOnly'>, form: Record<string, unknown>): Record<string, unknown> {
  if (!screen.memoryOnly?.length) return form;
  const kept = { ...form };
  for (const field of screen.memoryOnly) delete kept[field];
  return kept;
}

export class ScreenController implements EffectEnv {
  private server: Record<string, unknown> = {};
  private listeners = new Set<() => void>();
  private live = true;
  /** The form data the view last reported (see change). */
  private lastReported: Record<string, unknown>;
  /** What the view holds and has not reported yet (see holdPending). */
  private pendingSources = new Set<() => Record<string, unknown>>();
  /** Uploads in flight (see upload), each settled without its outcome. */
  private uploads = new Set<Promise<void>>();
  /** How many submits and actions are waiting for them. */
  private waiters = 0;
  state: ScreenState;

  constructor(readonly screen: ScreenConfig, private readonly app: AppServices, private readonly query: Record<string, string>) {
    const saved = app.session.get(formSessionKey(screen));
    this.state = {
      form: { ...schemaDefaults(screen.schema), ...(saved && typeof saved === 'object' ? formToSave(screen, saved as Record<string, unknown>) : {}) },
      hidden: new Set(), required: new Set(), readonly: new Set(), submitEnabled: true, submitHidden: false, submitMissing: [],
      fieldErrors: {}, busy: false, waitingForUploads: false, loaded: false, revision: 0, contextRevision: 0,
    };
    this.lastReported = this.state.form;
  }

  // ------------------------------------------------------------ view API
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getState = (): ScreenState => this.state;

  private update(patch: Partial<ScreenState>, userEdit = false): void {
    const contextRevision = userEdit ? this.state.contextRevision : this.state.contextRevision + 1;
    this.state = { ...this.state, ...patch, revision: this.state.revision + 1, contextRevision };
    for (const listener of this.listeners) listener();
  }

  /** The screen was left: late timers and responses must not act on it. What the view still held is kept first. */
  dispose(): void {
    this.takePending();
    this.live = false;
    this.listeners.clear();
  }

  /**
   * A view that holds edits it has not reported yet (a text field reports after a pause in typing,
   * so that a keystroke costs that field alone) registers what it holds here. The controller takes
   * them before it submits, runs an action or leaves the screen; the view calls commitPending when
   * the page is hidden or reloaded. `take` returns field -> value and forgets them.
   */
  holdPending(take: () => Record<string, unknown>): () => void {
    this.pendingSources.add(take);
    return () => { this.pendingSources.delete(take); };
  }

  /** Takes the view's unreported edits as a user edit: the data and the session hold them when this returns. */
  commitPending(): Promise<void> {
    const changed = this.takePending();
    return changed.length ? this.afterEdit(changed) : Promise.resolve();
  }

  private takePending(): string[] {
    const values: Record<string, unknown> = {};
    for (const take of this.pendingSources) Object.assign(values, take());
    return Object.keys(values).length ? this.applyEdit({ ...this.lastReported, ...values }) : [];
  }
  active(): boolean { return this.live; }

  context(): EvalContext {
    return { session: this.app.session.snapshot(), form: this.state.form, query: this.query, server: this.server, consts: this.app.consts };
  }

  async load(): Promise<void> {
    await this.derive();
    this.update({ busy: true });
    try {
      await runEffects(this.screen.onLoad, this, `schemas/${this.screen.id}.json#/onLoad`);
    } finally {
      if (this.live) {
        await this.derive();
        this.update({ busy: false, loaded: true });
      }
    }
  }

  /**
   * A user edit: keep the data (the tab may reload), clear the edited fields' errors, run
   * onChange, re-derive. Only the keys that changed since the view's last report are taken:
   * a view may report data from before an effect's setForm, which must not undo it.
   */
  async change(reported: Record<string, unknown>): Promise<void> {
    const changed = this.applyEdit(reported);
    if (changed.length) await this.afterEdit(changed);
  }

  /** The synchronous half of a user edit: the data, the edited fields' errors and the session. Returns the changed keys. */
  private applyEdit(reported: Record<string, unknown>): string[] {
    const edited = Object.keys({ ...reported, ...this.lastReported }).filter((k) => !sameValue(reported[k], this.lastReported[k]));
    this.lastReported = reported;
    const changed = edited.filter((k) => !sameValue(reported[k], this.state.form[k]));
    if (!changed.length) return changed;
    const form = { ...this.state.form };
    for (const key of changed) form[key] = reported[key];
    // The same errors object while no edited field had one, so the view's memoised messages survive.
    let fieldErrors = this.state.fieldErrors;
    if (changed.some((key) => key in fieldErrors)) {
      fieldErrors = { ...fieldErrors };
      for (const key of changed) delete fieldErrors[key];
    }
    this.state = { ...this.state, form, fieldErrors };
    this.save();
    return changed;
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

  /** The form into the session, without the memoryOnly fields. */
  private save(): void {
    this.app.session.set(formSessionKey(this.screen), formToSave(this.screen, this.state.form));
  }

  /**
   * An upload in flight: a widget's whole work on a chosen file (resize, re-encode, then its upload
   * action). The main button and the screen's other actions wait until every upload has ended, so
   * Next pressed while a photo is on its way goes on with it instead of refusing. Returns `job`.
   */
  upload<T>(job: Promise<T>): Promise<T> {
    const settled = job.then(() => undefined, () => undefined);
    this.uploads.add(settled);
    void settled.then(() => { this.uploads.delete(settled); });
    return job;
  }

  /** Until no upload is in flight (one may start while another ends); the view says that the button waits. */
  private async afterUploads(): Promise<void> {
    if (!this.uploads.size) return;
    this.waiters += 1;
    this.update({ waitingForUploads: true });
    try {
      while (this.uploads.size) await Promise.all([...this.uploads]);
    } finally {
      this.waiters -= 1;
      if (this.live && this.waiters === 0) this.update({ waitingForUploads: false });
    }
  }

  /** Validates, then runs onSubmit and the next-route rules. A second submit while one runs is ignored. */
  async submit(): Promise<FieldProblem[]> {
    if (this.state.busy) return [];
    // Busy at once (a second submit is ignored), but the view hears of it only when onSubmit runs:
    // a submit the validation stops costs the view one update, with the errors (showProblems is silent).
    this.state = { ...this.state, busy: true };
    try {
      await this.commitPending();
      // Uploads in flight end first (the button shows busy and the view says why meanwhile).
      await this.afterUploads();
      if (!this.live) return [];
      await this.derive(false, true);
      // The config's submit rule binds every caller, not only the view's disabled button.
      if (!this.state.submitEnabled || this.state.submitHidden) return [];
      const problems = await validateScreen(this.screen, this.context(), this.state.hidden, this.state.required, this.app.schemaCheck);
      if (problems.length) {
        this.showProblems(problems);
        return problems;
      }
      this.update({ busy: true });
      const outcome = await runEffects(this.screen.onSubmit, this, `schemas/${this.screen.id}.json#/onSubmit`);
      if (outcome === 'continue' && this.screen.next) await this.next();
      return [];
    } finally {
      if (this.live) this.update({ busy: false });
    }
  }

  /**
   * Runs a named action (from a widget or a popup button), after the uploads in flight unless
   * `atOnce` (an upload's own action, an action run by another's effects).
   */
  async trigger(action: string, event?: unknown, options: { atOnce?: boolean } = {}): Promise<Outcome> {
    const effects = this.screen.actions?.[action];
    if (!effects) throw new Error(`schemas/${this.screen.id}.json: no action "${action}"`);
    if (!options.atOnce) await this.afterUploads();
    await this.commitPending();
    const env = event === undefined ? this : withContext(this, () => ({ ...this.context(), event }));
    const outcome = await runEffects(effects, env, `schemas/${this.screen.id}.json#/actions/${action}`);
    if (this.live) await this.derive();
    return outcome;
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
    this.state = { ...this.state, fieldErrors };
  }

  /** Visibility, required-when, locks and the submit button's rules. */
  private async derive(userEdit = false, silent = false): Promise<void> {
    const { hidden, required, readonly, submitEnabled, submitHidden, submitMissing } = await deriveRules(this.screen, this.context());
    // Keep the same sets when nothing changed, so the view's memoised uiSchema survives a keystroke.
    const patch = {
      hidden: sameSet(hidden, this.state.hidden) ? this.state.hidden : hidden,
      required: sameSet(required, this.state.required) ? this.state.required : required,
      readonly: sameSet(readonly, this.state.readonly) ? this.state.readonly : readonly,
      submitEnabled, submitHidden,
      submitMissing: submitMissing.join('\n') === this.state.submitMissing.join('\n') ? this.state.submitMissing : submitMissing,
    };
    // Silent: the caller notifies the view with what follows (submit's validation).
    if (silent) this.state = { ...this.state, ...patch };
    else this.update(patch, userEdit);
  }

  // ------------------------------------------------------------ EffectEnv
  call(code: string, body: Record<string, unknown>, options?: CallOptions): Promise<Record<string, unknown>> {
    return this.app.api.call(code, body, options);
  }
  callFile(code: string, body: Record<string, unknown>, file?: Blob, fileName?: string, onProgress?: (fraction: number) => void): Promise<Record<string, unknown>> {
    if (!this.app.api.callFile) throw new Error(`${code}: this bank client sends no file calls`);
    return this.app.api.callFile(code, body, file, fileName, onProgress);
  }
  keepResponse(name: string, response: unknown): void {
    this.server = { ...this.server, [name]: response };
    // The texts it carries in the other languages are kept for the view (localizedValue.ts).
    rememberBankTexts(this.app.session, response);
  }
  setSession(values: Record<string, unknown>): void { this.app.session.assign(values); }
  setForm(values: Record<string, unknown>): void {
    this.state = { ...this.state, form: { ...this.state.form, ...values } };
    this.save();
    this.update({});
  }
  fieldError(field: string, message: string, params: Record<string, unknown>): void {
    this.reportError(field, message);
    this.update({ fieldErrors: { ...this.state.fieldErrors, [field]: { message, params } } });
  }
  alert(message: string, params: Record<string, unknown>, notice?: boolean): void { this.app.host.alert(this.app.translate(message, params), notice); }
  formError(message: string): void { this.reportError(undefined, message); }
  popup(name: string, params: Record<string, unknown>): void {
    const config: PopupConfig | undefined = this.screen.popups?.[name] ?? this.app.flow.popups?.[name];
    if (!config) throw new Error(`schemas/${this.screen.id}.json: no popup "${name}"`);
    // A fault in the popup's params is reported like any other, not left as an unhandled rejection.
    void this.guard(this.openPopup(name, config, params));
  }
  private async openPopup(name: string, config: PopupConfig, given: Record<string, unknown>): Promise<void> {
    const params = { ...(await evaluateMap(config.params, this.context(), `popup ${name}/params`)), ...given };
    const t = (key: string) => this.app.translate(key, params);
    const close = this.app.host.popup({
      title: config.title ? t(config.title) : undefined,
      body: t(config.body),
      image: config.image && { src: config.image.src, alt: t(config.image.alt), width: config.image.width, height: config.image.height },
      buttons: config.buttons.map((b, i) => ({
        label: t(b.label), variant: b.variant,
        onClick: () => { close(); void this.guard(runEffects(b.effects, this, `popup ${name}/buttons/${i}`)); },
      })),
    });
  }
  fail(code: string, params: Record<string, unknown>): Promise<void> { return this.app.fail(code, params); }
  go(route: string, pageState?: string): void {
    if (pageState) this.app.session.set('pageState', pageState);
    this.app.host.navigate(route);
  }
  async next(): Promise<void> {
    const rule = await this.pickNext(this.screen.next ?? []);
    if (!rule) throw new Error(`schemas/${this.screen.id}.json#/next: no rule matched`);
    if (rule.set) this.setSession(await evaluateMap(rule.set, this.context(), `schemas/${this.screen.id}.json#/next/set`));
    this.go(rule.go, rule.pageState);
  }
  private async pickNext(rules: NextRule[]): Promise<NextRule | undefined> {
    for (const [i, rule] of rules.entries()) {
      if (!rule.when || (await holds(rule.when, this.context(), `schemas/${this.screen.id}.json#/next/${i}/when`))) return rule;
    }
    return undefined;
  }
  redirect(url: string, delayMs: number, clearSession: boolean): Promise<void> { return this.app.leave(url, delayMs, clearSession); }
  service(name: string, args: Record<string, unknown>): Promise<void> { return this.app.service(name, args, this); }
  /** An action run by another's effects: its caller has waited for the uploads already (or is one). */
  run(action: string): Promise<Outcome> { return this.trigger(action, undefined, { atOnce: true }); }
  wait(ms: number): Promise<void> { return this.app.host.sleep(ms); }

  /** A form error for the funnel, when the screen asks for it: names only, never params (they may hold values). */
  private reportError(field: string | undefined, message: string): void {
    if (this.screen.analytics?.formErrors) this.app.analytics.send({ event: 'formError', screen: this.screen.id, field: field ?? null, code: message });
  }

  /** Faults in button effects are reported, not swallowed. */
  private async guard(p: Promise<unknown>): Promise<void> {
    try { await p; } catch (err) { this.app.report(err); }
  }

  /** Evaluates an expression for a widget. */
  evaluate(expression: string): Promise<unknown> { return evaluate(expression, this.context(), `widget in ${this.screen.id}`); }
}

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((x) => b.has(x));
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** Top-level `default`s of the screen's schema (e.g. the work statement ticked by default). */
function schemaDefaults(schema: Record<string, unknown>): Record<string, unknown> {
  const props = (schema.properties ?? {}) as Record<string, { default?: unknown }>;
  return Object.fromEntries(Object.entries(props).filter(([, p]) => p.default !== undefined).map(([k, p]) => [k, p.default]));
}
