// The widget side of drafts.ts: what a text widget shows and how it commits it.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { DraftStore } from './drafts.js';
import { TypingRhythm } from './typingRhythm.js';
import { useLiveError } from './liveContext.js';

export interface Draft {
  /** What the input shows: the held text, else the form's value. */
  value: unknown;
  /** A new value typed: held (and committed after a pause), or committed at once. */
  change(value: unknown): void;
  /** Commits what is held now (on blur). */
  commit(): void;
}

interface DraftContext { drafts?: DraftStore }

function contextOf(props: WidgetProps): DraftContext {
  return (props.registry.formContext as DraftContext | undefined) ?? {};
}

export function useDraft(props: WidgetProps): Draft {
  const { drafts } = contextOf(props);
  const shownError = useLiveError(props.registry.formContext, props.name);
  const [held, setHeld] = useState<{ value: unknown } | null>(null);
  const pending = useRef<{ value: unknown } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const rhythm = useRef<TypingRhythm | null>(null);
  const latest = useRef(props);
  latest.current = props;

  /**
   * What is held, forgotten: the screen applies it (DraftStore.takeAll). The widget shows it until
   * a task after this one, when the form has drawn the field's value as the screen now holds it:
   * the screen may draw in a task of its own (ScreenStore.drawLater), and dropping the draft before
   * that would show the old value in between.
   */
  const take = useCallback((): { value: unknown } | undefined => {
    clearTimeout(timer.current);
    const draft = pending.current;
    if (!draft) return undefined;
    pending.current = null;
    setTimeout(() => { setHeld((shown) => (shown === draft ? null : shown)); }, 0);
    return draft;
  }, []);
  const commit = useCallback((): void => {
    if (!pending.current) return;
    // The screen takes it (with take) and the form hears of it from the screen; else the form is told here.
    if (drafts?.commitHeld()) return;
    const draft = take();
    if (draft && draft.value !== latest.current.value) latest.current.onChange(draft.value);
  }, [drafts, take]);

  useEffect(() => (drafts ? drafts.hold(props.name, take) : undefined), [drafts, props.name, take]);
  // A field that goes away (hidden, screen left) keeps what was typed in it.
  useEffect(() => () => { commit(); }, [commit]);

  const change = (value: unknown) => {
    // At once: a field whose change a rule acts on, and a field showing an error, whose message
    // goes at the first key as before (not at blur, when it would move the button being clicked).
    if (!drafts || drafts.commitsAtOnce(props.name) || shownError || props.rawErrors?.length) {
      clearTimeout(timer.current);
      if (pending.current) { pending.current = null; setHeld(null); }
      if (value !== props.value) props.onChange(value);
      return;
    }
    pending.current = { value };
    setHeld(pending.current);
    clearTimeout(timer.current);
    rhythm.current ??= new TypingRhythm();
    rhythm.current.key(performance.now());
    timer.current = setTimeout(commit, rhythm.current.pause());
  };
  // (the text typed since a take, if any, before the taken one)
  const shown = pending.current ?? held;
  return { value: shown ? shown.value : props.value, change, commit };
}
