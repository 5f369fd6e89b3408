// Typed text a widget holds before the form has it. A keystroke then costs that field alone:
// the widget commits the text after a pause in typing, on blur, or at once for a field whose
// change a rule acts on (the screen's onChange: the 7-character sales code ...). No React here.
// The screen takes what is held before it submits, runs an action, is left or is reloaded.

export { DRAFT_PAUSE_MS } from './typingRhythm.js';

export class DraftStore {
  private held = new Map<string, () => { value: unknown } | undefined>();

  /**
   * atOnce: the fields that commit every change at once, or a rule deciding it now (renderer/react/atOnce.ts).
   * toScreen: hands everything held to the screen, which takes it (takeAll) and gives the form the new
   * data (renderer/react/useDrafts.ts); without it a widget reports its own text to the form.
   */
  constructor(
    private readonly atOnce: ReadonlySet<string> | ((field: string) => boolean) = new Set(),
    private readonly toScreen?: () => void,
  ) {}

  /**
   * A widget's text is due (a pause in typing, a blur): the screen takes what is held, straight
   * from the widgets, not through the form's own change events (which would compute the whole
   * form's state once more before the screen has it). False when no screen takes it.
   */
  commitHeld(): boolean {
    if (!this.toScreen) return false;
    this.toScreen();
    return true;
  }

  /** Whether `field` commits each change at once instead of holding it. */
  commitsAtOnce(field: string): boolean {
    return typeof this.atOnce === 'function' ? this.atOnce(field) : this.atOnce.has(field);
  }

  /** A mounted widget registers how to take what it holds (take returns it and forgets it). */
  hold(field: string, take: () => { value: unknown } | undefined): () => void {
    this.held.set(field, take);
    return () => { if (this.held.get(field) === take) this.held.delete(field); };
  }

  /** Everything held, field -> value, for the screen to apply; each widget forgets its text. */
  takeAll(): Record<string, unknown> {
    const values: Record<string, unknown> = {};
    for (const [field, take] of this.held) {
      const draft = take();
      if (draft) values[field] = draft.value;
    }
    return values;
  }
}
