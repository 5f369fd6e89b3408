// The user's edits on their way into a screen's data: what the view reported last, what it still
// holds unreported (a text field reports after a pause in typing), and where the form data lives
// in the session. The controller runs what follows an edit (rules, copies, onChange).
import type { ScreenStore } from './screenStore.js';
import type { ScreenConfig } from './types.js';

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

export class FormEdits {
  /** The form data the view last reported or drew, whichever came last: what its form holds (see apply). */
  private lastReported: Record<string, unknown>;
  /** What the view holds and has not reported yet (see hold). */
  private pendingSources = new Set<() => Record<string, unknown>>();
  /** Writes counted (the user's edits and their effects'), and each field's last one (see mark). */
  private writes = 0;
  private readonly lastWrite = new Map<string, number>();

  constructor(private readonly store: ScreenStore, private readonly save: () => void) {
    this.lastReported = store.state.form;
  }

  /** A view's source of unreported edits: `take` returns field -> value and forgets them. Returns its removal. */
  hold(take: () => Record<string, unknown>): () => void {
    this.pendingSources.add(take);
    return () => { this.pendingSources.delete(take); };
  }

  /**
   * Applies what the views hold unreported, as an edit. Returns the changed keys. The view's form
   * hears of these values only when it next draws, so they do not count as its report: a report
   * it sends before then (a box ticked right after the blur) still has the old text, and must
   * not undo them, as it must not undo an effect's setForm.
   */
  takePending(): string[] {
    const values: Record<string, unknown> = {};
    for (const take of this.pendingSources) Object.assign(values, take());
    return this.write(Object.keys(values).filter((k) => !sameValue(values[k], this.store.state.form[k])), values);
  }

  /**
   * The view drew `form`: its form now holds that data, values an effect or a copy box wrote
   * included. A box an effect unticked and the applicant ticks again is an edit.
   */
  drawn(form: Record<string, unknown>): void {
    this.lastReported = form;
  }

  /**
   * The synchronous half of a user edit: the data, the edited fields' errors and the session.
   * Only the keys that changed since the view's last report (or drawing) are taken: a view may
   * report data from before an effect's setForm, which must not undo it. Returns the changed keys.
   */
  apply(reported: Record<string, unknown>): string[] {
    const { state } = this.store;
    const edited = Object.keys({ ...reported, ...this.lastReported }).filter((k) => !sameValue(reported[k], this.lastReported[k]));
    this.lastReported = reported;
    return this.write(edited.filter((k) => !sameValue(reported[k], state.form[k])), reported);
  }

  /** Writes `changed` from `values` into the data, clears their errors and saves. Returns `changed`. */
  private write(changed: string[], values: Record<string, unknown>): string[] {
    const { state } = this.store;
    if (!changed.length) return changed;
    this.touch(changed);
    const form = { ...state.form };
    for (const key of changed) form[key] = values[key];
    // The same errors object while no edited field had one, so the view's memoised messages survive.
    let fieldErrors = state.fieldErrors;
    if (changed.some((key) => key in fieldErrors)) {
      fieldErrors = { ...fieldErrors };
      for (const key of changed) delete fieldErrors[key];
    }
    this.store.quietly({ form, fieldErrors });
    this.save();
    return changed;
  }

  /** `fields` were written now (a user edit, an effect of one). */
  touch(fields: Iterable<string>): void {
    this.writes += 1;
    for (const field of fields) this.lastWrite.set(field, this.writes);
  }

  /** Where the writes stand now: `untouchedSince` leaves out the fields written after it. */
  mark(): number {
    return this.writes;
  }

  /** `values` without the fields written after `mark`. */
  untouchedSince(mark: number, values: Record<string, unknown>): Record<string, unknown> {
    return Object.fromEntries(Object.entries(values).filter(([field]) => (this.lastWrite.get(field) ?? 0) <= mark));
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
