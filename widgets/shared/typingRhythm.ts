// When a text field's typed text is due: after a pause in typing. 300 ms for a quick typist; for
// one whose keys come further apart, half as long again as their own gap between keys (up to
// 600 ms), so that a steady typist is not met between two keys by the commit their own
// typing set off (issue 22: at three keys a second a fixed 300 ms pause fell just before each
// next key). No React here; useDraft keeps one per field.

/** The shortest pause in typing after which the text is committed. */
export const DRAFT_PAUSE_MS = 300;
/** The longest: a slow typist's text still reaches the form (its rules, the main button) soon. */
export const DRAFT_PAUSE_MAX_MS = 600;
/** How much longer than the typist's usual gap a pause must be. */
const BEYOND_RHYTHM = 1.5;
/** The gaps the rhythm is read from: the last few, so that it follows a typist who slows down. */
const GAPS_KEPT = 4;

export class TypingRhythm {
  private last: number | undefined;
  private gaps: number[] = [];

  /** A key at `now` (ms): its gap from the one before counts when it was typing, not a pause. */
  key(now: number): void {
    if (this.last !== undefined) {
      const gap = now - this.last;
      if (gap < DRAFT_PAUSE_MAX_MS) this.gaps = [...this.gaps, gap].slice(-GAPS_KEPT);
    }
    this.last = now;
  }

  /** How long typing must pause now before the text is committed. */
  pause(): number {
    if (this.gaps.length === 0) return DRAFT_PAUSE_MS;
    const sorted = [...this.gaps].sort((a, b) => a - b);
    const usual = sorted[Math.floor(sorted.length / 2)];
    return Math.min(DRAFT_PAUSE_MAX_MS, Math.max(DRAFT_PAUSE_MS, Math.round(usual * BEYOND_RHYTHM)));
  }
}
