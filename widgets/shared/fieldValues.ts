// Values of sibling fields, for widgets that depend on another field (the areas of a city,
// the zip of an area, the titles of a job type). rjsf re-renders only the field whose data
// changed, so a dependent widget cannot see its parent change by reading the form at
// render: the parent widget announces its value here and the dependents subscribe.
// Without an announcement (the parent is not one of these widgets) the screen's form is read.
import { useLayoutEffect, useSyncExternalStore } from 'react';
import type { ScreenRuntime } from './formContext.js';

interface Store {
  values: Map<string, unknown>;
  listeners: Set<() => void>;
}

const stores = new WeakMap<ScreenRuntime, Store>();

function storeOf(runtime: ScreenRuntime): Store {
  let store = stores.get(runtime);
  if (!store) {
    store = { values: new Map(), listeners: new Set() };
    stores.set(runtime, store);
  }
  return store;
}

function notify(store: Store): void {
  for (const listener of [...store.listeners]) listener();
}

/** Announces this field's value to its dependents while the widget is mounted. */
export function useAnnounceValue(runtime: ScreenRuntime, field: string, value: unknown): void {
  useLayoutEffect(() => {
    const store = storeOf(runtime);
    if (store.values.has(field) && Object.is(store.values.get(field), value)) return;
    store.values.set(field, value);
    notify(store);
  }, [runtime, field, value]);
  useLayoutEffect(
    () => () => {
      const store = storeOf(runtime);
      store.values.delete(field);
      notify(store);
    },
    [runtime, field],
  );
}

/** Another field's value now (outside render: in an effect, to see whether what was rendered is current). */
export function readFieldValue(runtime: ScreenRuntime, field: string | undefined): unknown {
  if (field === undefined) return undefined;
  const store = storeOf(runtime);
  return store.values.has(field) ? store.values.get(field) : runtime.context().form?.[field];
}

/** Another field's current value (undefined field: undefined). */
export function useFieldValue(runtime: ScreenRuntime, field: string | undefined): unknown {
  const store = storeOf(runtime);
  return useSyncExternalStore(
    (listener) => {
      store.listeners.add(listener);
      return () => store.listeners.delete(listener);
    },
    () => readFieldValue(runtime, field),
  );
}
