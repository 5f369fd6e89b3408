// Evaluates JSONata options through the runtime. Re-evaluated on mount and
// whenever formContext.revision changes. A result and a failure stay apart.
import { useEffect, useState } from 'react';
import type { FormContext } from './formContext.js';

export type Evaluated<T = unknown> =
  | { status: 'none' }
  | { status: 'pending' }
  | { status: 'ok'; value: T }
  | { status: 'error'; error: unknown };

const NONE: Evaluated<never> = { status: 'none' };
const PENDING: Evaluated<never> = { status: 'pending' };

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}

function useAsync<T>(fc: FormContext, key: string | undefined, run: () => Promise<T>): Evaluated<T> {
  const [state, setState] = useState<Evaluated<T>>(key === undefined ? NONE : PENDING);
  const { runtime, revision } = fc;
  useEffect(() => {
    if (key === undefined) {
      setState(NONE);
      return;
    }
    let live = true;
    run().then(
      (value) => {
        if (live) setState((prev) => (prev.status === 'ok' && same(prev.value, value) ? prev : { status: 'ok', value }));
      },
      (error: unknown) => {
        if (live) setState({ status: 'error', error });
      },
    );
    return () => {
      live = false;
    };
    // run is rebuilt each render; key captures everything it reads.
  }, [runtime, key, revision]);
  return state;
}

/** One expression (undefined or '' means the option is absent). */
export function useEvaluated(fc: FormContext, expr: unknown): Evaluated {
  const key = typeof expr === 'string' && expr !== '' ? expr : undefined;
  return useAsync(fc, key, () => fc.runtime.evaluate(key as string));
}

/** A map name -> expression, evaluated as a whole (for i18n params). */
export function useEvaluatedMap(fc: FormContext, map: unknown): Evaluated<Record<string, unknown>> {
  const entries = map && typeof map === 'object' ? Object.entries(map as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string') : [];
  const key = entries.length > 0 ? JSON.stringify(entries) : undefined;
  return useAsync(fc, key, async () => {
    const values = await Promise.all(entries.map(([, expr]) => fc.runtime.evaluate(expr)));
    return Object.fromEntries(entries.map(([name], i) => [name, values[i]]));
  });
}

export function valueOf<T>(e: Evaluated<T>): T | undefined {
  return e.status === 'ok' ? e.value : undefined;
}
