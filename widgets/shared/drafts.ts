// Typed text a widget holds before the form has it. A keystroke then costs that field alone:
// the widget commits the text after a pause in typing, on blur, or at once for a field whose
// change a rule acts on (the screen's onChange: the 7-character sales code ...). No React here.
// The screen takes what is held before it submits, runs an action, is left or is reloaded.

/** How long typing must pause before the text is committed to the form. */
export const DRAFT_PAUSE_MS = 300;

export class DraftStore {
  private held = new Map<string, () => { value: unknown } | undefined>();

  /** atOnce: the fields that commit every change at once, or a rule deciding it now (renderer/react/atOnce.ts). */
  constructor(private readonly atOnce: ReadonlySet<string> | ((field: string) => boolean) = new Set()) {}

  /** Whether `field` commits each change at once instead of holding it. */
  commitsAtOnce(field: string): boolean {
    return typeof this.atOnce === 'function' ? this.atOnce(field) : this.atOnce.has(field);
  }

  /** A mounted widget registers how to take what it holds (take commits it to the form and forgets it). */
  hold(field: string, take: () => { value: unknown } | undefined): () => void {
    this.held.set(field, take);
    return () => { if (this.held.get(field) === take) this.held.delete(field); };
  }

  /** Everything held, field -> value; each widget commits its text and forgets it. */
  takeAll(): Record<string, unknown> {
    const values: Record<string, unknown> = {};
    for (const [field, take] of this.held) {
      const draft = take();
      if (draft) values[field] = draft.value;
    }
    return values;
  }
}
