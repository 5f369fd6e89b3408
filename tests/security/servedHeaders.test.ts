// Issue 18 (low): the headers of the production server (`npm run serve`, simulator/staticFiles.ts):
// Permissions-Policy turning off the powerful features the app never uses (the ID photos come from a
// file input with `capture`, which opens the camera app without getUserMedia: no source file calls
// it), Cross-Origin-Opener-Policy and Cross-Origin-Resource-Policy same-origin, and Cache-Control
// no-cache on the page, which names the build's hashed files. A build without its page answers 404
// and the server lives on.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY } from '../../simulator/staticFiles.js';
import { spawnSimulator, type SpawnedSimulator } from '../load/spawnSimulator.js';

const root = resolve(import.meta.dirname, '../..');
const site = mkdtempSync(join(tmpdir(), 'served-site-'));
mkdirSync(join(site, 'assets'));
writeFileSync(join(site, 'index.html'), '<!doctype html><script type="module" src="/assets/index-Ab12Cd34.js"></script>');
writeFileSync(join(site, 'assets', 'index-Ab12Cd34.js'), 'export {};');

let served: SpawnedSimulator;
let bare: SpawnedSimulator;
beforeAll(async () => {
  [served, bare] = await Promise.all([spawnSimulator({ devEndpoints: false, staticDir: site }), spawnSimulator({ devEndpoints: false })]);
}, 60_000);
afterAll(async () => { await Promise.all([served?.stop('SIGTERM'), bare?.stop('SIGTERM')]); });

/** Every source file of the browser's app (renderer/, widgets/, rules/). */
function appSources(dir = root, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (dir === root && !['renderer', 'widgets', 'rules'].includes(name)) continue;
    if (statSync(file).isDirectory()) appSources(file, out);
    else if (/\.(ts|tsx)$/.test(name)) out.push(file);
  }
  return out;
}

describe('npm run serve: headers', () => {
  it('the page, its fallback routes and its files carry Permissions-Policy, COOP and CORP same-origin', async () => {
    for (const path of ['/', '/index.html', '/?CTID=DEMO-CASHBACK', '/no/such/route', '/assets/index-Ab12Cd34.js']) {
      const res = await fetch(`${served.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('permissions-policy'), path).toBe(PERMISSIONS_POLICY);
      expect(res.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
      expect(res.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
    }
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
  });

  it('the app asks for no camera or microphone stream, so camera=() takes nothing from it', () => {
    const users = appSources().filter((file) => /getUserMedia|getDisplayMedia|navigator\.geolocation/.test(readFileSync(file, 'utf8')));
    expect(users).toEqual([]);
  });

  it('the page is revalidated on every load (no-cache); the hashed files are not held to it', async () => {
    for (const path of ['/', '/index.html', '/no/such/route']) {
      expect((await fetch(`${served.url}${path}`)).headers.get('cache-control'), path).toBe('no-cache');
    }
    expect((await fetch(`${served.url}/assets/index-Ab12Cd34.js`)).headers.get('cache-control')).not.toBe('no-cache');
  });

  it('a build without its page answers 404 and the server lives on', async () => {
    const res = await fetch(`${bare.url}/`);
    expect(res.status).toBe(404);
    expect(await res.text()).toMatch(/npm run build/);
    expect((await fetch(`${bare.url}/api/Common`)).status).toBe(405);
    expect(bare.output()).not.toMatch(/\n\s+at /);
  });
});
