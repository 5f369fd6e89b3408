// Issue 18 (medium): DNS rebinding and the files Vite serves. `npm start` (dev/start.ts,
// Vite in middleware mode) and `npm run serve` answer only Host 127.0.0.1, localhost or [::1] with
// their port (simulator/hostCheck.ts): a page on another site whose name points at 127.0.0.1 gets
// 421, so it cannot read the outbox or the API. Under `npm start` Vite serves only the app's own
// paths (dev/vitePaths.ts): the simulator's database, its data files, package.json, the
// repository's files are 404, also through /@fs/ and ?raw. Each process started as the commands
// start it; requests sent with a raw Host header, as a rebinding page's browser sends them.
import { request } from 'node:http';
import { connect } from 'node:net';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_DIRS } from '../../dev/vitePaths.js';
import { DB_FILE } from '../../simulator/store/database.js';
import { spawnSimulator, type SpawnedSimulator } from '../load/spawnSimulator.js';

const root = resolve(import.meta.dirname, '../..');

/** GET `path` with this Host header (default: the server's own address): the status and the body. */
function get(base: string, path: string, host?: string): Promise<{ status: number; body: string }> {
  const url = new URL(base);
  return new Promise((done, fail) => {
    const req = request({ host: url.hostname, port: url.port, path, method: 'GET', headers: { Host: host ?? url.host } }, (res) => {
      let body = '';
      res.setEncoding('latin1');
      res.on('data', (c: string) => { body += c; });
      res.on('end', () => done({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

const portOf = (base: string) => new URL(base).port;

/** An HTTP/1.0 GET with no Host header at all: the status line. */
function getWithoutHost(base: string, path: string): Promise<string> {
  return new Promise((done, fail) => {
    const socket = connect(Number(portOf(base)), '127.0.0.1', () => socket.write(`GET ${path} HTTP/1.0\r\n\r\n`));
    let out = '';
    socket.on('data', (c) => { out += c.toString('latin1'); });
    socket.on('end', () => done(out.split('\r\n')[0]));
    socket.on('error', fail);
  });
}

/** The Host checks every way of running the app must pass: loopback names answered (`ok`), others 421. */
async function hostChecks(base: string, path: string, ok = 200) {
  const port = portOf(base);
  for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]) {
    expect((await get(base, path, host)).status, host).toBe(ok);
  }
  for (const host of [`evil.example:${port}`, `127.0.0.1.evil.example:${port}`, `localhost.evil.example:${port}`, `127.0.0.1:${Number(port) + 1}`, '127.0.0.1', 'localhost']) {
    const res = await get(base, path, host);
    expect(res.status, `Host ${JSON.stringify(host)}`).toBe(421);
    expect(res.body).toMatch(/^Misdirected request/);
  }
  expect(await getWithoutHost(base, path)).toMatch(/^HTTP\/1\.\d 421 /);
}

describe('npm start (Vite in middleware mode)', () => {
  let dev: SpawnedSimulator;
  // The database inside the repository, where Vite would have served it.
  const dataDir = join(root, '.tmp', 'host-check-data');
  beforeAll(async () => {
    mkdirSync(join(root, '.tmp'), { recursive: true });
    dev = await spawnSimulator({ dev: true, dataDir: mkdtempSync(`${dataDir}-`) });
  }, 60_000);
  afterAll(async () => { await dev?.stop('SIGTERM'); });

  it('answers the development outbox, the API and the page only to loopback Host names', async () => {
    await hostChecks(dev.url, '/__dev/outbox');
    await hostChecks(dev.url, '/');
  }, 30_000);

  it("serves the app's page and modules", async () => {
    expect((await get(dev.url, '/')).body).toContain('/renderer/react/main.tsx');
    for (const path of ['/renderer/react/main.tsx', '/schemas/form1.json?import', '/@vite/client', '/favicon.svg', `/@fs${root}/renderer/react/main.tsx`]) {
      expect((await get(dev.url, path)).status, path).toBe(200);
    }
    expect(APP_DIRS).not.toContain('simulator');
  }, 60_000);

  it("never serves the simulator's database, its data files or the repository's other files: 404", async () => {
    const db = `/${join(dev.dataDir.slice(root.length + 1), DB_FILE)}`;
    for (const path of [
      db, `${db}?raw`, `/@fs${root}${db}`, `/data/${DB_FILE}`, '/package.json', '/package.json?raw', `/@fs${root}/package.json`,
      '/simulator/main.ts', '/simulator/main.ts?raw', '/simulator/data/customers.json', '/simulator/data/agents.json', '/.git/config', '/.env',
      '/tests/security/hostHeader.test.ts', '/renderer/../package.json', '/renderer/%2e%2e/package.json', '/docs/spec-gaps.md',
    ]) {
      expect((await get(dev.url, path)).status, path).toBe(404);
    }
  }, 60_000);
});

describe('npm run serve', () => {
  let served: SpawnedSimulator;
  beforeAll(async () => { served = await spawnSimulator({ devEndpoints: false }); }, 40_000);
  afterAll(async () => { await served?.stop('SIGTERM'); });

  it('answers the API only to loopback Host names', async () => {
    // The served build here is an empty site: the API's answers show the Host check (GET of the common endpoint: 405).
    await hostChecks(served.url, '/api/Common', 405);
    await hostChecks(served.url, '/api/FileView?uuid=x&token=y', 403);
  });
});
