// `npm start`'s development server (dev/start.ts: Vite in middleware mode on the
// simulator's origin, the studio at /__studio/), started on a free port with a data folder of its own,
// for the specs of what exists only in development.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface DevServer {
  url: string;
  /** What the server printed so far. */
  printed(): string;
  stop(): void;
}

/** Starts the development server (extra environment in `env`) and resolves with its address once it listens. */
export async function startDevServer(env: Record<string, string> = {}): Promise<DevServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dev-server-'));
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'dev/start.ts'], {
    env: { ...process.env, PORT: '0', SIM_DATA_DIR: dataDir, ...env }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const stop = () => {
    if (server.pid && server.exitCode === null) process.kill(server.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = await new Promise<string>((done, fail) => {
    const collect = (chunk: Buffer) => {
      printed += chunk.toString();
      const m = /on (http:\/\/127\.0\.0\.1:\d+)\//.exec(printed);
      if (m) done(m[1]);
    };
    server.stdout!.on('data', collect);
    server.stderr!.on('data', collect);
    server.once('exit', (code) => fail(new Error(`the development server stopped (${code}): ${printed}`)));
  }).catch((err: unknown) => { stop(); throw err; });
  return { url, printed: () => printed, stop };
}
