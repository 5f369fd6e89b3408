// Faults reported by the engine (bad rule, missing screen ...), for the panel.
// The same fault reported again (a re-render, a second keystroke) is listed once.
const text = (f: unknown): string => (f instanceof Error ? f.message : String(f));

export class FaultStore {
  private faults: unknown[] = [];
  private listeners = new Set<() => void>();
  subscribe = (l: () => void): (() => void) => { this.listeners.add(l); return () => this.listeners.delete(l); };
  get = (): unknown[] => this.faults;
  report = (err: unknown): void => {
    console.error(err);
    if (this.faults.some((f) => text(f) === text(err))) return;
    this.faults = [...this.faults, err];
    for (const l of this.listeners) l();
  };
}
