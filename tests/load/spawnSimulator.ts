// Starts `simulator/main.ts` (or `npm start`'s dev/start.ts) as its own process on 127.0.0.1 (a free port, dev endpoints on, its
// own data folder), as `npm run serve` would run it, so a test can load it or kill -9 it.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface SpawnedSimulator {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Stops the process with `signal` and waits for it to end. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const root = resolve(import.meta.dirname, '../..');

export interface SpawnOptions {
  dataDir?: string;
  /** false: as `npm run serve` runs it, with no /__dev/ endpoints. */
  devEndpoints?: boolean;
  /** A checkout to run (default: this one), and the build it serves (default: an empty site). */
  root?: string;
  staticDir?: string;
  /** true: as `npm start` runs it, the app through Vite (no build served). */
  dev?: boolean;
}

/**
 * The environment without what vitest adds (NODE_ENV=test): Vite hashes NODE_ENV into its dependency
 * cache's key, so a dev server started from a test and one started as `npm start` would each find the
 * other's cache stale, and the second prints "Re-optimizing dependencies because vite config has changed".
 */
function asUserShell(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { NODE_ENV: _fromVitest, ...rest } = env;
  return rest;
}

export async function spawnSimulator(options: SpawnOptions = {}): Promise<SpawnedSimulator> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'sim-proc-'));
  const devFlag = options.devEndpoints === false ? [] : ['--dev-endpoints'];
  const staticDir = options.staticDir ?? join(dataDir, 'static'); // empty: only the API and /__dev/ matter
  mkdirSync(staticDir, { recursive: true });
  const entry = options.dev ? ['dev/start.ts'] : ['simulator/main.ts', '--static', staticDir, ...devFlag];
  const child = spawn(process.execPath, ['--import', 'tsx', ...entry], {
    cwd: options.root ?? root,
    env: { ...asUserShell(process.env), PORT: '0', SIM_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`simulator did not start: ${out}`)), 30_000);
    const collect = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolveUrl(`http://127.0.0.1:${m[1]}`);
      }
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.once('exit', (code) => { clearTimeout(timer); reject(new Error(`simulator exited (${code}): ${out}`)); });
  });
  return {
    url, dataDir, child,
    output: () => out,
    stop: (signal = 'SIGTERM') => new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      child.kill(signal);
    }),
  };
}
