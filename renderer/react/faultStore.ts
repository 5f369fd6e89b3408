// Faults reported by the engine (bad rule, missing screen ...), for the panel.
export class FaultStore {
  private faults: unknown[] = [];
  private listeners = new Set<() => void>();
  subscribe = (l: () => void): (() => void) => { this.listeners.add(l); return () => this.listeners.delete(l); };
  get = (): unknown[] => this.faults;
  report = (err: unknown): void => {
    console.error(err);
    this.faults = [...this.faults, err];
    for (const l of this.listeners) l();
  };
}
