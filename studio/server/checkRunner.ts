// The check's faults for the studio, kept up to date: each change starts a new run of
// checkWorker.ts (the one still running is stopped: its answer would be about old files).
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Fault } from '../../scripts/check/types.js';

export interface CheckState {
  /** The config version the faults are about. */
  version: number;
  state: 'running' | 'done' | 'failed';
  faults: Fault[];
  /** Why the run failed (the worker crashed), when it did. */
  error?: string;
}

const worker = fileURLToPath(new URL('./checkWorker.ts', import.meta.url));

export class CheckRunner {
  current: CheckState = { version: 0, state: 'running', faults: [] };
  private child: ChildProcess | undefined;

  constructor(private readonly root: string, private readonly done: (state: CheckState) => void) {}

  run(version: number): void {
    this.stop();
    const child = spawn(process.execPath, ['--import', 'tsx', worker, this.root], { stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    // The faults of the last run stay shown, marked as being checked again.
    this.current = { ...this.current, version, state: 'running' };
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => { out += d.toString(); });
    child.stderr.on('data', (d: Buffer) => { err += d.toString(); });
    child.on('close', (code) => {
      if (this.child !== child) return; // a newer run replaced it
      this.child = undefined;
      try {
        const report = JSON.parse(out) as { faults: Fault[] };
        this.current = { version, state: 'done', faults: report.faults };
      } catch {
        this.current = { version, state: 'failed', faults: [], error: `the check stopped (exit ${code}): ${err.slice(-2000)}` };
      }
      this.done(this.current);
    });
  }

  /** Stops the run still going (its answer would be about files that changed), marked as checking. */
  stop(): void {
    const child = this.child;
    this.child = undefined;
    child?.kill();
    this.current = { ...this.current, state: 'running' };
  }
}
