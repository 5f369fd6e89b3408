// Issue 18 (medium): a simulator that cannot use its database folder says so in one line, naming
// the folder and what to do, and exits non-zero, with no stack trace: a folder it may not write
// (as root, which writes anywhere, the process runs as nobody), and one it cannot create (its
// parent is a file); and a port already taken. Started as `npm run serve` starts it (simulator/main.ts, SIM_DATA_DIR).
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const NOBODY = 65534;

/** Runs simulator/main.ts on that data folder until it exits: its exit code and everything it printed. */
function start(dataDir: string, asNobody: boolean, port = '0'): Promise<{ code: number | null; out: string }> {
  const site = mkdtempSync(join(tmpdir(), 'sim-site-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'simulator/main.ts', '--static', site], {
    cwd: root, env: { ...process.env, PORT: port, SIM_DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'],
    ...(asNobody ? { uid: NOBODY, gid: NOBODY } : {}),
  });
  let out = '';
  child.stdout.on('data', (c: Buffer) => { out += c.toString(); });
  child.stderr.on('data', (c: Buffer) => { out += c.toString(); });
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('exit', (code) => { clearTimeout(timer); done({ code, out }); });
  });
}

const oneLine = (out: string, dataDir: string) => {
  const lines = out.trim().split('\n');
  expect(lines, out).toHaveLength(1);
  expect(lines[0]).toContain(dataDir);
  expect(lines[0]).toMatch(/Make that folder writable by this user, with free space, or set SIM_DATA_DIR/);
  expect(out).not.toMatch(/^\s+at /m);
};

describe('an unusable database folder stops the start with one line', () => {
  it('a folder it may not write: exit 1, the folder named, no stack trace', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sim-ro-'));
    chmodSync(dataDir, 0o555);
    const { code, out } = await start(dataDir, process.getuid?.() === 0);
    expect(code).toBe(1);
    oneLine(out, dataDir);
  }, 40_000);

  it('a folder it cannot create (its parent is a file): exit 1, the folder named, no stack trace', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'sim-file-'));
    mkdirSync(parent, { recursive: true });
    writeFileSync(join(parent, 'file'), '');
    const dataDir = join(parent, 'file', 'data');
    const { code, out } = await start(dataDir, false);
    expect(code).toBe(1);
    oneLine(out, dataDir);
    expect(out).toContain('ENOTDIR');
  }, 40_000);
});

describe('a port already taken stops the start with one line', () => {
  it('exit 1, the address named, PORT suggested, no stack trace', async () => {
    const taken = createServer();
    await new Promise<void>((ok) => taken.listen(0, '127.0.0.1', ok));
    const port = String((taken.address() as { port: number }).port);
    try {
      const { code, out } = await start(mkdtempSync(join(tmpdir(), 'sim-port-')), false, port);
      expect(code).toBe(1);
      expect(out.trim().split('\n'), out).toHaveLength(1);
      expect(out).toContain(`127.0.0.1:${port}`);
      expect(out).toContain('Set PORT to a free port');
      expect(out).not.toMatch(/^\s+at /m);
    } finally {
      taken.close();
    }
  }, 40_000);
});
