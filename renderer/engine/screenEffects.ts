// The effect host of one screen: the primitives its effect lists use (effects.ts's EffectEnv),
// over the screen's store, the responses it loaded and the app's services. The controller
// (screen.ts) builds on it with the screen's own work: load, edits, submit and actions.
import { answerNow, evaluate, evaluateMap, holds } from '../../rules/evaluator.js';
import { trace } from '../../rules/trace.js';
import type { CallOptions } from './api.js';
import { runEffects, type EffectEnv, type Outcome } from './effects.js';
import { formSessionKey, formToSave } from './formEdits.js';
import { rememberBankTexts } from './localizedValue.js';
import type { ScreenStore } from './screenStore.js';
import type { AppServices } from './services.js';
import type { EvalContext, NextRule, PopupConfig, ScreenConfig } from './types.js';

export abstract class ScreenEffectHost implements EffectEnv {
  /** Responses of calls made on this screen, by name (context's `server`). */
  private server: Record<string, unknown> = {};
  /** False once the screen was left (see active). */
  protected live = true;

  protected constructor(
    readonly screen: ScreenConfig,
    protected readonly app: AppServices,
    private readonly query: Record<string, string>,
    protected readonly store: ScreenStore,
  ) {}

  /** Runs a named action of the screen for another's effects (the load's too), waiting for nothing (the controller's). */
  abstract run(action: string): Promise<Outcome>;

  active(): boolean { return this.live; }

  context(): EvalContext {
    return { session: this.app.session.current(), form: this.store.state.form, query: this.query, server: this.server, consts: this.app.consts };
  }

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
    this.store.quietly({ form: { ...this.store.state.form, ...values } });
    this.save();
    this.store.update({});
  }
  fieldError(field: string, message: string, params: Record<string, unknown>): void {
    this.reportError(field, message);
    this.store.update({ fieldErrors: { ...this.store.state.fieldErrors, [field]: { message, params } } });
  }
  alert(message: string, params: Record<string, unknown>, notice?: boolean): void { this.app.host.alert(this.app.translate(message, params), notice); }
  formError(message: string): void { this.reportError(undefined, message); }
  /** Opens a popup of the screen or of the flow; resolves once it is open (the headless runner waits, a browser need not). */
  popup(name: string, params: Record<string, unknown>): Promise<void> {
    const own = this.screen.popups?.[name];
    const config: PopupConfig | undefined = own ?? this.app.flow.popups?.[name];
    if (!config) throw new Error(`schemas/${this.screen.id}.json: no popup "${name}"`);
    // Where the popup is written: its buttons' effects are named from there (faults, the testers' coverage).
    const at = `${own ? `schemas/${this.screen.id}.json` : 'flows/flow.json'}#/popups/${name}`;
    // A fault in the popup's params is reported like any other, not left as an unhandled rejection.
    return this.guard(this.openPopup(name, config, params, at));
  }
  fail(code: string, params: Record<string, unknown>): Promise<void> { return this.app.fail(code, params); }
  go(route: string, pageState?: string): void {
    if (pageState) this.app.session.set('pageState', pageState);
    this.app.host.navigate(route);
  }
  async next(): Promise<void> {
    const rules = this.screen.next ?? [];
    const index = await this.pickNext(rules);
    if (index < 0) throw new Error(`schemas/${this.screen.id}.json#/next: no rule matched`);
    const rule = rules[index];
    trace({ kind: 'next', where: `schemas/${this.screen.id}.json#/next/${index}`, to: rule.go });
    if (rule.set) this.setSession(await evaluateMap(rule.set, this.context(), `schemas/${this.screen.id}.json#/next/set`));
    this.go(rule.go, rule.pageState);
  }
  redirect(url: string, delayMs: number, clearSession: boolean): Promise<void> { return this.app.leave(url, delayMs, clearSession); }
  service(name: string, args: Record<string, unknown>): Promise<void> { return this.app.service(name, args, this); }
  wait(ms: number): Promise<void> { return this.app.host.sleep(ms); }
  effectList(name: string): readonly unknown[] | undefined {
    return this.app.effectLists && Object.hasOwn(this.app.effectLists, name) ? this.app.effectLists[name] : undefined;
  }

  /** The form into the session, without the memoryOnly fields. */
  protected save(): void {
    this.app.session.set(formSessionKey(this.screen), formToSave(this.screen, this.store.state.form));
  }

  /** A form error for the funnel, when the screen asks for it: names only, never params (they may hold values). */
  protected reportError(field: string | undefined, message: string): void {
    if (this.screen.analytics?.formErrors) this.app.analytics.send({ event: 'formError', screen: this.screen.id, field: field ?? null, code: message });
  }

  private async openPopup(name: string, config: PopupConfig, given: Record<string, unknown>, at: string): Promise<void> {
    const params = { ...(await evaluateMap(config.params, this.context(), `${at}/params`)), ...given };
    const t = (key: string) => this.app.translate(key, params);
    const close = this.app.host.popup({
      title: config.title ? t(config.title) : undefined,
      body: t(config.body),
      image: config.image && { src: config.image.src, alt: t(config.image.alt), width: config.image.width, height: config.image.height },
      buttons: config.buttons.map((b, i) => ({
        label: t(b.label), variant: b.variant,
        onClick: () => { close(); return this.guard(runEffects(b.effects, this, `${at}/buttons/${i}/effects`)); },
      })),
    });
  }

  /** The index of the first rule that holds (one without `when` always does), or -1. */
  private async pickNext(rules: NextRule[]): Promise<number> {
    for (const [i, rule] of rules.entries()) {
      if (!rule.when || (await holds(rule.when, this.context(), `schemas/${this.screen.id}.json#/next/${i}/when`))) return i;
    }
    return -1;
  }

  /** Faults in button effects are reported, not swallowed. */
  private async guard(p: Promise<unknown>): Promise<void> {
    try { await p; } catch (err) { this.app.report(err); }
  }

  /** Evaluates an expression for a widget. */
  evaluate(expression: string): Promise<unknown> { return evaluate(expression, this.context(), `widget in ${this.screen.id}`); }

  /** A widget's expression answered at once by the plain path, or undefined (then evaluate). */
  evaluateNow(expression: string): { value: unknown } | undefined { return answerNow(expression, this.context()); }
}
