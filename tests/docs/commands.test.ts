// Every fenced command of README.md and docs/*.md, run as written in a fresh clone of the
// repository (issue 23): the documentation cannot drift from the product. Servers (`npm start`)
// are started, seen answering and stopped; the addresses the docs give on the local app are
// fetched from the running app; the commands against it (curl) run with it; every other command
// must exit 0. `npm install` and `npm test` are what CI itself runs on a fresh clone (.ci/run).
// A command no rule below knows fails the test: a new command in the docs is run, or says why not.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docFiles, fencedCommands, localAddresses, read, type DocCommand } from './markdown.js';

const ROOT = process.cwd();
const FILES = docFiles(ROOT);
const COMMANDS = FILES.flatMap((f) => fencedCommands(f, read(ROOT, f)));
/** The addresses in the prose (those in a command are the command's: a POST, run below). */
const ADDRESSES = FILES.flatMap((f) => localAddresses(f, read(ROOT, f))).filter((a) => !COMMANDS.some((c) => c.file === a.file && c.line === a.line));

/** What CI runs on a fresh clone, so no test here runs it again (npm test would run itself). */
const RUN_BY_CI = new Set(['npm install', 'npm test']);
const isServer = (c: string) => /^(\w+=\S+\s+)*npm (start|run serve)$/.test(c);
const isAgainstApp = (c: string) => /^curl\b.*http:\/\/127\.0\.0\.1:\d+/.test(c);
/** What each command leaves behind that a reader is told to look at. */
const LEAVES: [RegExp, string[]][] = [
  [/--report \.tmp\/report/, ['.tmp/report/index.html', '.tmp/report/coverage.json']],
  [/npm run build/, ['dist/index.html']],
];

let clone = '';
/** Without the test runner's own settings (NODE_ENV=test would make a build a development one). */
const env = (): NodeJS.ProcessEnv => Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'NODE_ENV' && !k.startsWith('VITEST')));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function run(command: string, timeoutMs = 900_000): { status: number | null; output: string } {
  const r = spawnSync('bash', ['-c', command], { cwd: clone, env: env(), encoding: 'utf8', timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 });
  return { status: r.status, output: `${r.stdout ?? ''}${r.stderr ?? ''}`.slice(-3000) };
}

async function answering(url: string, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).status === 200) return true;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 1000));
  }
  return false;
}

/** Starts a server command with its documented port replaced by a free one; resolves when the campaign address answers. */
async function startServer(command: string): Promise<{ port: number; child: ChildProcess; stop(): Promise<void> }> {
  const port = await freePort();
  const written = /(?:^|\s)PORT=(\d+)/.exec(command)?.[1];
  const line = written ? command.replace(`PORT=${written}`, `PORT=${port}`) : `PORT=${port} ${command}`;
  const child = spawn('bash', ['-c', line], { cwd: clone, env: env(), detached: true, stdio: 'ignore' });
  const stop = () => new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    try { process.kill(-child.pid!, 'SIGTERM'); } catch { resolve(); }
  });
  if (!(await answering(`http://127.0.0.1:${port}/?CTID=DEMO-CASHBACK`, 180_000))) {
    await stop();
    throw new Error(`${command}: nothing answered on port ${port} within 180 s`);
  }
  return { port, child, stop };
}

const withPort = (text: string, port: number) => text.replace(/127\.0\.0\.1:\d+/g, `127.0.0.1:${port}`);
const where = (c: DocCommand) => `${c.file}:${c.line} \`${c.command}\``;

describe('the documentation\'s commands, as written, in a fresh clone', () => {
  beforeAll(() => {
    clone = join(mkdtempSync(join(tmpdir(), 'docs-')), 'app');
    const cloned = spawnSync('git', ['clone', '--quiet', ROOT, clone], { encoding: 'utf8' });
    expect(cloned.status, cloned.stderr).toBe(0);
    // The packages CI installed (npm ci), not a second install of the same lock file.
    symlinkSync(realpathSync(join(ROOT, 'node_modules')), join(clone, 'node_modules'));
  });
  afterAll(() => { if (clone) rmSync(join(clone, '..'), { recursive: true, force: true }); });

  it('every command is one the rules here know', () => {
    const unknown = COMMANDS.filter((c) => !RUN_BY_CI.has(c.command) && !isServer(c.command) && !isAgainstApp(c.command) && !/^(\w+=\S+\s+)*(npm|npx)\s/.test(c.command));
    expect(unknown.map(where)).toEqual([]);
    expect(COMMANDS.length).toBeGreaterThan(5);
  });

  it('npm install and npm test are what CI runs on a fresh clone (.ci/run: npm test, whose first step is npm ci)', () => {
    expect(read(ROOT, '.ci/run')).toMatch(/^npm test$/m);
    expect(read(ROOT, 'scripts/test.sh')).toContain('npm ci');
    expect(COMMANDS.some((c) => c.command === 'npm test')).toBe(true);
  });

  for (const server of COMMANDS.filter((c) => isServer(c.command))) {
    it(`${where(server)} serves the app; the docs' addresses on it answer; the commands against it succeed`, async () => {
      const app = await startServer(server.command);
      try {
        const failed: string[] = [];
        for (const a of ADDRESSES) {
          const url = withPort(a.target, app.port).replace(/#.*$/, '');
          const status = await fetch(url).then((r) => r.status, () => 0);
          if (status === 0 || status === 404 || status >= 500) failed.push(`${a.file}:${a.line} ${a.target}: ${status || 'no answer'}`);
        }
        expect(failed).toEqual([]);
        for (const c of COMMANDS.filter((x) => isAgainstApp(x.command))) {
          const r = run(`${withPort(c.command, app.port)} -sS -w '\\n%{http_code}'`, 60_000);
          expect(r.status, `${where(c)}\n${r.output}`).toBe(0);
          expect(r.output.trim().split('\n').at(-1), `${where(c)}\n${r.output}`).toMatch(/^2\d\d$/);
        }
      } finally {
        await app.stop();
      }
    });
  }

  for (const c of COMMANDS.filter((x) => !RUN_BY_CI.has(x.command) && !isServer(x.command) && !isAgainstApp(x.command))) {
    it(`${where(c)} exits 0`, () => {
      const r = run(c.command);
      expect(r.status, `${where(c)}\n${r.output}`).toBe(0);
      for (const [pattern, files] of LEAVES) {
        if (pattern.test(c.command)) for (const f of files) expect(existsSync(join(clone, f)), `${where(c)} leaves ${f}`).toBe(true);
      }
    });
  }
});
