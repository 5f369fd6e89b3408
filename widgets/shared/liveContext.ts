// The parts of the form context that change often (the messages shown under the fields, the
// revision widgets re-evaluate their expressions on), kept out of rjsf's formContext object.
// rjsf deep-compares formContext and, when it differs, redraws every field with all its
// machinery (schema retrieval, templates); a failed submit then cost the whole form. Here the
// screen's form publishes them in a store instead, and the widgets and the field template that
// read them subscribe: the field template and the text widgets to their own field's message only.
import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';

export interface LiveSnapshot {
  /** Field name -> error message shown under the field (already translated). */
  fieldErrors: Record<string, string>;
  /** Bumps when the screen's load, effects or actions changed data (not on each keystroke). */
  revision: number;
}

export class LiveContext {
  private snapshot: LiveSnapshot;
  private listeners = new Set<() => void>();

  constructor(fieldErrors: Record<string, string> = {}, revision = 0) {
    this.snapshot = { fieldErrors, revision };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  };
  get = (): LiveSnapshot => this.snapshot;
  /** Hears of a new revision only (a widget re-evaluates its expressions without being redrawn). */
  onRevision = (listener: () => void): (() => void) => {
    let seen = this.snapshot.revision;
    return this.subscribe(() => {
      if (this.snapshot.revision === seen) return;
      seen = this.snapshot.revision;
      listener();
    });
  };

  /** Publishes the messages; listeners hear only of a change. */
  setErrors(fieldErrors: Record<string, string>): void {
    if (fieldErrors === this.snapshot.fieldErrors) return;
    this.snapshot = { ...this.snapshot, fieldErrors };
    this.notify();
  }

  /** Publishes a revision; listeners hear only of a change. */
  setRevision(revision: number): void {
    if (revision === this.snapshot.revision) return;
    this.snapshot = { ...this.snapshot, revision };
    this.notify();
  }

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }
}

interface WithLive { live?: LiveContext; fieldErrors?: Record<string, string>; revision?: number }
const noSubscribe = () => () => undefined;
const EMPTY: Record<string, string> = {};

/**
 * What a widget sees of the live context: the store's values when the form has one, else the
 * formContext's own `fieldErrors` and `revision` (a test harness, the checker's render). The
 * caller redraws when the messages change; a new revision reaches it through `onRevision`.
 * A hook: call it unconditionally while rendering.
 */
export function useLive(formContext: unknown): LiveSnapshot & { onRevision?: (listener: () => void) => () => void } {
  const fc = (formContext ?? {}) as WithLive;
  const live = fc.live;
  // The caller redraws only when a message it read changes: the fields it looked up are recorded
  // (listing them all, Object.keys ..., records every field), and the store's snapshot for it is
  // those fields' messages. A field read without a message adds nothing, so reading one does not
  // itself call for a second render.
  const read = useRef<{ keys: Set<string>; all: boolean }>({ keys: new Set(), all: false });
  const signature = useCallback(() => {
    if (!live) return '';
    const errors = live.get().fieldErrors;
    let out = '';
    for (const key of read.current.all ? Object.keys(errors) : read.current.keys) {
      const message = errors[key];
      if (message) out += `${key}\u0000${message}\u0001`;
    }
    return out;
  }, [live]);
  useSyncExternalStore(live ? live.subscribe : noSubscribe, signature);
  const fieldErrors = useMemo(() => (live ? tracked(live.get().fieldErrors, read.current) : undefined), [live, live?.get().fieldErrors]);
  if (!live || !fieldErrors) return { fieldErrors: fc.fieldErrors ?? EMPTY, revision: fc.revision ?? 0 };
  return { fieldErrors, revision: live.get().revision, onRevision: live.onRevision };
}

/** `errors`, recording which fields are looked up. */
function tracked(errors: Record<string, string>, read: { keys: Set<string>; all: boolean }): Record<string, string> {
  return new Proxy(errors, {
    get(target, key) {
      if (typeof key === 'string') read.keys.add(key);
      return Reflect.get(target, key);
    },
    has(target, key) {
      if (typeof key === 'string') read.keys.add(key);
      return Reflect.has(target, key);
    },
    ownKeys(target) {
      read.all = true;
      return Reflect.ownKeys(target);
    },
  });
}

/** One field's message (a hook): the caller redraws only when that message changes. */
export function useLiveError(formContext: unknown, field: string): string | undefined {
  const fc = (formContext ?? {}) as WithLive;
  const live = fc.live;
  const read = useCallback(() => (live ? live.get().fieldErrors[field] : fc.fieldErrors?.[field]), [live, field, fc.fieldErrors]);
  return useSyncExternalStore(live ? live.subscribe : noSubscribe, read);
}
