// In-page counters for scripts/perf/counts.ts (perf-only): installed before the page's own code
// (Playwright's addInitScript serialises this function, so it uses nothing from outside it).
// - React: every commit, and in each the components that rendered, by name, read through the
//   hook React DevTools uses (React calls it in production builds too);
// - the DOM calls that force layout or move the focus (focus, scrollIntoView,
//   getBoundingClientRect, offsetHeight reads) and sessionStorage's reads and writes.

export interface PageCounts {
  commits: number;
  /** Each commit: when (ms since navigation), how many components rendered in it, and which (for a small commit). */
  commitLog: Array<{ at: number; components: number; names?: string[] }>;
  renders: Record<string, number>;
  calls: Record<string, number>;
}

declare global {
  interface Window { __counts: PageCounts }
}

export function installCounters(): void {
  const counts: PageCounts = { commits: 0, commitLog: [], renders: {}, calls: {} };
  window.__counts = counts;
  const bump = (map: Record<string, number>, key: string) => { map[key] = (map[key] ?? 0) + 1; };

  interface Fiber { type: unknown; alternate: Fiber | null; child: Fiber | null; sibling: Fiber | null; memoizedProps: unknown; memoizedState: unknown }
  const nameOf = (type: unknown): string | undefined => {
    if (typeof type === 'function') return (type as { displayName?: string }).displayName ?? (type.name || 'Anonymous');
    const render = (type as { render?: { name?: string } } | null)?.render;
    return render ? `${render.name || 'Anonymous'} (forwardRef)` : undefined;
  };
  // A fiber rendered in this commit: new, or its props or hooks differ from the tree before; a
  // subtree whose children React did not clone (F.child === alternate.child) was not visited.
  let rendered = 0;
  let names: string[] = [];
  const walk = (fiber: Fiber | null): void => {
    for (let f = fiber; f; f = f.sibling) {
      const name = nameOf(f.type);
      const before = f.alternate;
      if (name && (!before || before.memoizedProps !== f.memoizedProps || before.memoizedState !== f.memoizedState)) { bump(counts.renders, name); rendered += 1; names.push(name); }
      if (!before || before.child !== f.child) walk(f.child);
    }
  };
  (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
      counts.commits += 1;
      rendered = 0;
      names = [];
      walk(root.current.child);
      counts.commitLog.push({ at: Math.round(performance.now()), components: rendered, ...(rendered <= 40 ? { names } : {}) });
    },
  };

  const wrap = <T extends object>(proto: T, key: string, label: string) => {
    const original = (proto as Record<string, unknown>)[key] as (...args: unknown[]) => unknown;
    (proto as Record<string, unknown>)[key] = function (this: unknown, ...args: unknown[]) {
      bump(counts.calls, label);
      return original.apply(this, args);
    };
  };
  wrap(HTMLElement.prototype, 'focus', 'focus');
  wrap(Element.prototype, 'scrollIntoView', 'scrollIntoView');
  wrap(Element.prototype, 'getBoundingClientRect', 'getBoundingClientRect');
  wrap(Storage.prototype, 'getItem', 'sessionStorage.getItem');
  wrap(Storage.prototype, 'setItem', 'sessionStorage.setItem');
  const offset = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')!;
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    get(this: HTMLElement) { bump(counts.calls, 'offsetHeight'); return offset.get!.call(this); },
    configurable: true,
  });
}
