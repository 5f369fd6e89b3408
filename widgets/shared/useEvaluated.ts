// Evaluates JSONata options through the runtime: at once in the first render when the rules' plain
// path answers (runtime.evaluateNow), else on mount; again whenever formContext.revision changes.
// A result and a failure stay apart.
// A new revision alone re-evaluates in a task of its own, after what caused it is drawn
// (the messages of a failed submit, the fields a load filled): the result, which rarely
// differs, then costs the screen's update nothing.
import { useEffect, useRef, useState } from 'react';
import { nextTask } from './nextTask.js';
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

/**
 * What an expression's value depends on, when that is only the bank's answers: `server` (and the
 * constants) and nothing else of the context, no `$$`, no rule by name, no clock. Such an
 * expression (a lookup list: `server.A22[CodeType = 'City']`) gives the same value while the
 * screen holds the same answers, so a new revision need not evaluate it again (nor compare a
 * list of hundreds of entries). Any other expression is evaluated on every revision, as before.
 */
export function onlyServer(expression: string): boolean {
  if (/\$\$|\$named|\$eval|\$now|\$millis|\$random/.test(expression)) return false;
  return !/\b(session|form|query|event)\b/.test(expression);
}

/** The value a server-only expression depends on: the screen's answers (the same object until a call keeps a new one). */
function serverOf(fc: FormContext): unknown {
  return fc.runtime.context().server;
}

/**
 * A server-only expression's value made once for the screen's answers (`made` keeps one map per
 * answers object, then per expression): widgets listing the same lookup (the home and the billing
 * city, four nationalities) share it. Without answers to key on, it is made each time.
 */
function oncePerAnswers<V>(made: WeakMap<object, Map<string, V>>, fc: FormContext, expression: string, make: () => V): V {
  const server = serverOf(fc);
  if (typeof server !== 'object' || server === null) return make();
  let values = made.get(server);
  if (!values) made.set(server, (values = new Map()));
  if (!values.has(expression)) values.set(expression, make());
  return values.get(expression) as V;
}

/** Server-only expressions' evaluations, and their values answered at once, by the answers they read. */
const serverOnlyValues = new WeakMap<object, Map<string, Promise<unknown>>>();
const serverOnlyNow = new WeakMap<object, Map<string, { value: unknown } | undefined>>();

const evaluateServerOnly = (fc: FormContext, expression: string): Promise<unknown> =>
  oncePerAnswers(serverOnlyValues, fc, expression, () => fc.runtime.evaluate(expression));

/** An expression's value at once when the rules' plain path gives it (a server-only one once for the screen's answers). */
function valueNow(fc: FormContext, expression: string, serverOnly: boolean): { value: unknown } | undefined {
  const now = fc.runtime.evaluateNow;
  if (!now) return undefined;
  return serverOnly ? oncePerAnswers(serverOnlyNow, fc, expression, () => now(expression)) : now(expression);
}

/**
 * `now`: the value at once, when it can be had (the plain path): the first render draws it, and
 * the mount evaluates nothing more; a new revision evaluates as ever.
 */
function useAsync<T>(fc: FormContext, key: string | undefined, run: () => Promise<T>, serverOnly = false, now?: () => { value: T } | undefined): Evaluated<T> {
  // What the first render drew at once (then the mount has nothing to evaluate).
  const first = useRef<{ key: string; runtime: unknown } | null>(null);
  const [state, setState] = useState<Evaluated<T>>(() => {
    if (key === undefined) return NONE;
    const answered = now?.();
    if (!answered) return PENDING;
    first.current = { key, runtime: fc.runtime };
    return { status: 'ok', value: answered.value };
  });
  const { runtime, revision, onRevision } = fc;
  const latestRun = useRef(run);
  latestRun.current = run;
  // For a server-only expression: the answers it was last evaluated with.
  const evaluatedWith = useRef<unknown>(undefined);
  const latestFc = useRef(fc);
  latestFc.current = fc;
  // Evaluations may end out of order (a long list filtered after the answer came, a short one
  // before): only the newest one started is shown, and the answers it read count as evaluated only
  // when it is shown, so a result dropped (the effect cleaned up) is evaluated again next revision.
  const started = useRef(0);
  const evaluateNow = (from: FormContext, evaluate: () => Promise<T>, live: () => boolean) => {
    const mine = ++started.current;
    const server = serverOnly ? serverOf(from) : undefined;
    const shown = () => live() && mine === started.current;
    evaluate().then(
      (value) => {
        if (!shown()) return;
        if (serverOnly) evaluatedWith.current = server;
        setState((prev) => (prev.status === 'ok' && same(prev.value, value) ? prev : { status: 'ok', value }));
      },
      (error: unknown) => { if (shown()) setState({ status: 'error', error }); },
    );
  };
  // The screen's form tells of a new revision without redrawing the widget: re-evaluate then.
  useEffect(() => {
    if (!onRevision || key === undefined) return undefined;
    let live = true;
    let cancel = () => {};
    const stop = onRevision(() => {
      cancel();
      cancel = nextTask(() => {
        if (serverOnly && serverOf(latestFc.current) === evaluatedWith.current) return;
        evaluateNow(latestFc.current, latestRun.current, () => live);
      });
    });
    return () => { live = false; cancel(); stop(); };
  }, [onRevision, runtime, key, serverOnly]);
  const evaluated = useRef<{ runtime: unknown; key: string | undefined } | null>(null);
  useEffect(() => {
    if (key === undefined) {
      evaluated.current = null;
      setState(NONE);
      return;
    }
    let live = true;
    const start = () => evaluateNow(fc, run, () => live);
    const again = evaluated.current !== null && evaluated.current.runtime === runtime && evaluated.current.key === key;
    evaluated.current = { runtime, key };
    // Drawn at once in the first render, with the context it was mounted with: nothing to evaluate.
    const drawn = first.current;
    first.current = null;
    if (!again && drawn && drawn.key === key && drawn.runtime === runtime) {
      if (serverOnly) evaluatedWith.current = serverOf(fc);
      return undefined;
    }
    if (!again) {
      start();
      return () => { live = false; };
    }
    const cancel = nextTask(start);
    return () => {
      live = false;
      cancel();
    };
    // run is rebuilt each render; key captures everything it reads.
  }, [runtime, key, revision]);
  return state;
}

/** One expression (undefined or '' means the option is absent). */
export function useEvaluated(fc: FormContext, expr: unknown): Evaluated {
  const key = typeof expr === 'string' && expr !== '' ? expr : undefined;
  const serverOnly = key !== undefined && onlyServer(key);
  return useAsync(fc, key, () => (serverOnly ? evaluateServerOnly(fc, key) : fc.runtime.evaluate(key as string)), serverOnly, () => valueNow(fc, key as string, serverOnly));
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
