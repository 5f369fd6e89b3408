// Transport, dev endpoints and fault injection (DESIGN.md "The simulator"; NET-02, NET-03, NET-05).
import { rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSimulator, startSimulator } from '../../../simulator/server.js';
import { startTestSim, tempDataDir, type TestSim } from './helpers.js';

let sim: TestSim;
beforeEach(async () => { sim = await startTestSim(); });
afterEach(async () => { await sim.close(); });

const post = (url: string, body: string, type = 'application/json') =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': type }, body });

describe('common endpoint', () => {
  it('A6 issues a token that A73 accepts; an unknown token fails with ErrMsg (NET-10)', async () => {
    const a6 = await sim.call('A6');
    expect(a6.Success).toBe(true);
    expect(a6.Token).toMatch(/^[\w-]{20,}$/);
    expect(await sim.call('A73', { Token: a6.Token })).toMatchObject({ Success: true });
    const bad = await sim.call('A73', { Token: 'nope' });
    expect(bad.Success).toBe(false);
    expect(bad.ErrMsg).toBeTruthy();
  });

  it('gives each A6 call a different token', async () => {
    expect((await sim.call('A6')).Token).not.toBe((await sim.call('A6')).Token);
  });

  it('answers 404 JSON for an unknown ApiName, including Object.prototype names', async () => {
    for (const api of ['A999', 'constructor', 'toString']) {
      const res = await sim.raw(api);
      expect(res.status).toBe(404);
      expect((await res.json()).error).toContain(api);
    }
  });

  it.each([
    ['not JSON', '{oops'],
    ['no ApiName', JSON.stringify({ ApiData: '{}' })],
    ['ApiData not a string', JSON.stringify({ ApiName: 'A6', ApiData: {} })],
    ['ApiData not JSON', JSON.stringify({ ApiName: 'A6', ApiData: '{x' })],
    ['ApiData an array', JSON.stringify({ ApiName: 'A6', ApiData: '[]' })],
  ])('answers 400 for a malformed body: %s', async (_name, body) => {
    const res = await post(`${sim.url}/api/Common`, body);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBeTruthy();
  });

  it('answers 413 for a body over 1 MB', async () => {
    const res = await post(`${sim.url}/api/Common`, JSON.stringify({ ApiName: 'A43', ApiData: 'x'.repeat(1_100_000) }));
    expect(res.status).toBe(413);
  });

  it('takes JSON only: form-encoded, text/plain and multipart posts (cross-site "simple" requests) get 415', async () => {
    const envelope = 'ApiName=A6&ApiData=%7B%7D';
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'text/plain;charset=UTF-8', 'multipart/form-data; boundary=x']) {
      expect((await post(`${sim.url}/api/Common`, envelope, type)).status, type).toBe(415);
    }
    expect((await post(`${sim.url}/api/Common`, JSON.stringify({ ApiName: 'A6', ApiData: '{}' }), 'text/plain')).status).toBe(415);
    expect((await post(`${sim.url}/api/Common`, JSON.stringify({ ApiName: 'A6', ApiData: '{}' }), 'application/json; charset=utf-8')).status).toBe(200);
  });

  it('refuses GET on the common endpoint and unknown /api paths', async () => {
    expect((await fetch(`${sim.url}/api/Common`)).status).toBe(405);
    expect((await post(`${sim.url}/api/A84`, '{}')).status).toBe(404);
  });

  it('takes file calls as multipart only, with ApiName naming the call, and 404s other proxy names (NET-03)', async () => {
    expect((await post(`${sim.url}/api/ProxyApi/FileUploadPreview`, '{}')).status).toBe(415);
    expect((await post(`${sim.url}/api/ProxyApi/FileUploadSubmit`, 'ApiName=FileUploadSubmit', 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await post(`${sim.url}/api/ProxyApi/FileUploadPreview`, 'x', 'multipart/form-data; boundary=x')).status).toBe(400);
    const form = new FormData();
    form.append('ApiName', 'A84');
    form.append('ApiData', '{}');
    expect((await fetch(`${sim.url}/api/ProxyApi/FileUploadSubmit`, { method: 'POST', body: form })).status).toBe(400);
    const s = await sim.session();
    expect(await (await sim.file('FileUploadSubmit', { Token: s.token, uuidList: [] })).json()).toMatchObject({ status: 2 });
    expect((await post(`${sim.url}/api/ProxyApi/Other`, '{}')).status).toBe(404);
    expect((await fetch(`${sim.url}/api/ProxyApi/FileUploadPreview`)).status).toBe(405);
  });
});

describe('middleware and listening', () => {
  it('calls next() for anything outside /api; /__dev exists only when asked for', async () => {
    const dataDir = await tempDataDir();
    const mw = await createSimulator({ dataDir });
    const server = createServer((req, res) => mw.handle(req, res, () => res.end('from next')));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    expect(await (await fetch(`${base}/index.html`)).text()).toBe('from next');
    expect((await (await post(`${base}/api/Common`, JSON.stringify({ ApiName: 'A6' }))).json()).Token).toEqual(expect.any(String));
    for (const dev of ['outbox', 'state', 'clock', 'faults', 'analytics']) expect((await fetch(`${base}/__dev/${dev}`)).status, dev).toBe(404);
    expect((await post(`${base}/__dev/reset`, '{}')).status).toBe(404);
    expect((await post(`${base}/__dev/clock`, JSON.stringify({ offsetMs: 86_400_000 }))).status).toBe(404);
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await mw.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('never listens on anything but 127.0.0.1', async () => {
    await expect(startSimulator({ host: '0.0.0.0', dataDir: sim.dataDir })).rejects.toThrow(/127\.0\.0\.1/);
    expect(sim.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await fetch(`${sim.url}/elsewhere`)).status).toBe(404);
  });
});

describe('dev endpoints', () => {
  it('lists the outbox newest last', async () => {
    await (await sim.customer('A123456789', '0690101')).call('A32', { ID: 'A123456789' });
    await (await sim.newApplicant('F131104093', '0911000111')).call('A74', { ID: 'F131104093', Mobile: '0911000111' });
    const box = await sim.outbox();
    expect(box.map((m) => m.to)).toEqual(['0912345678', '0911000111']);
    expect(box[1]).toMatchObject({ channel: 'sms', code: expect.stringMatching(/^\d{6}$/) });
    expect(Date.parse(box[1].at)).toBeGreaterThanOrEqual(Date.parse(box[0].at));
    expect((await sim.dev('GET', 'outbox?to=0911000111')).map((m: { to: string }) => m.to)).toEqual(['0911000111']);
  });

  it('reset wipes state: tokens, outbox, clock', async () => {
    const { Token } = await sim.call('A6');
    await (await sim.customer('A123456789', '0690101')).call('A32', { ID: 'A123456789' });
    await sim.dev('POST', 'clock', { offsetMs: 5000 });
    await sim.dev('POST', 'reset');
    expect((await sim.call('A73', { Token })).Success).toBe(false);
    expect(await sim.outbox()).toEqual([]);
    expect((await sim.dev('GET', 'clock')).offsetMs).toBe(0);
  });

  it('shows the database as JSON and moves the clock', async () => {
    const state = await sim.dev('GET', 'state');
    expect(Object.keys(state)).toEqual(expect.arrayContaining(['otp', 'locks', 'applyLogs', 'outbox', 'audit', 'deviceLogs']));
    const before = Date.now();
    const clock = await sim.dev('POST', 'clock', { offsetMs: 3_600_000 });
    expect(Date.parse(clock.now) - before).toBeGreaterThanOrEqual(3_600_000 - 1000);
  });
});

describe('fault injection (NET-05)', () => {
  it('fails the next N requests of one call, then recovers; other calls are unaffected', async () => {
    await sim.dev('POST', 'faults', { api: 'A137', mode: 'fail', count: 2 });
    expect((await sim.raw('A137', { CTID: 'DEMO-TRAVEL' })).status).toBe(500);
    expect((await sim.raw('A1')).status).toBe(200);
    expect((await sim.raw('A137', { CTID: 'DEMO-TRAVEL' })).status).toBe(500);
    expect((await sim.call('A137', { CTID: 'DEMO-TRAVEL' })).Success).toBe(true);
  });

  it('uses the given status and is cleared by DELETE', async () => {
    await sim.dev('POST', 'faults', { api: 'A6', mode: 'fail', count: 5, status: 503 });
    expect((await sim.raw('A6')).status).toBe(503);
    await sim.dev('DELETE', 'faults');
    expect((await sim.raw('A6')).status).toBe(200);
  });

  it('delays the next N requests', async () => {
    await sim.dev('POST', 'faults', { api: 'A1', mode: 'delay', count: 1, delayMs: 300 });
    let t = Date.now();
    expect((await sim.call('A1')).Flag).toBe('Y');
    expect(Date.now() - t).toBeGreaterThanOrEqual(290);
    t = Date.now();
    await sim.call('A1');
    expect(Date.now() - t).toBeLessThan(250);
  });

  it('also applies to file calls, and rejects a malformed fault', async () => {
    await sim.dev('POST', 'faults', { api: 'FileUploadPreview', mode: 'fail', count: 1, status: 502 });
    expect((await post(`${sim.url}/api/ProxyApi/FileUploadPreview`, '{}')).status).toBe(502);
    expect((await post(`${sim.url}/__dev/faults`, JSON.stringify({ api: 'A1', mode: 'explode' }))).status).toBe(400);
  });
});
