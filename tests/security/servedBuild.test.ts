// Issue 5 §1.7 and §1.8, against the simulator process as `npm run serve` runs it: no development
// endpoints, JSON-only API (cross-site "simple" posts get 415), a malformed % in a static path is
// a 400 and prints no stack trace.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSimulator, type SpawnedSimulator } from '../load/spawnSimulator.js';

let served: SpawnedSimulator;
beforeAll(async () => { served = await spawnSimulator({ devEndpoints: false }); }, 40_000);
afterAll(async () => { await served.stop('SIGTERM'); });

const post = (path: string, body: string, type?: string) =>
  fetch(`${served.url}${path}`, { method: 'POST', headers: type ? { 'Content-Type': type } : {}, body });

describe('npm run serve', () => {
  it('has no development endpoints: outbox, state, faults, reset, clock, analytics are 404', async () => {
    for (const name of ['outbox', 'state', 'faults', 'clock', 'analytics']) {
      expect((await fetch(`${served.url}/__dev/${name}`)).status, `GET ${name}`).toBe(404);
    }
    for (const name of ['reset', 'clock', 'faults', 'analytics']) {
      expect((await post(`/__dev/${name}`, JSON.stringify({ offsetMs: 86_400_000, api: '*', mode: 'fail' }), 'application/json')).status, `POST ${name}`).toBe(404);
    }
    // The API itself works.
    const a6 = await post('/api/Common', JSON.stringify({ ApiName: 'A6', ApiData: '{}' }), 'application/json');
    expect((await a6.json()).Token).toMatch(/^[\w-]{32}$/);
  });

  it("refuses the development banking tokens of data/forward-tokens.json (IB-TOKEN-…, MB-TOKEN-…): they sign in with no SMS code", async () => {
    const call = async (api: string, data: Record<string, unknown>) =>
      (await post('/api/Common', JSON.stringify({ ApiName: api, ApiData: JSON.stringify(data) }), 'application/json')).json();
    for (const jwt of ['IB-TOKEN-A123456789', 'MB-TOKEN-A123456789', 'IB-TOKEN-B220012340', 'MB-TOKEN-H120345679']) {
      const { Token } = await call('A6', {});
      expect(await call('A99', { Token, ForwardJWT: jwt, CTID: 'DEMO-CASHBACK' }), jwt).toMatchObject({ Success: false, ErrMsg: '網路銀行登入資訊無效或已逾時' });
    }
  });

  it('answers 415 to a form-encoded or text/plain post of the common endpoint', async () => {
    expect((await post('/api/Common', 'ApiName=A6&ApiData=%7B%7D', 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await post('/api/Common', JSON.stringify({ ApiName: 'A6', ApiData: '{}' }), 'text/plain')).status).toBe(415);
    expect((await post('/api/Common', JSON.stringify({ ApiName: 'A6', ApiData: '{}' }))).status).toBe(415);
  });

  it('answers 400 to a malformed % in a static path, with no stack trace printed or sent', async () => {
    for (const path of ['/%', '/assets/%E0%A4%A', '/%zz.js']) {
      const res = await fetch(`${served.url}${path}`);
      expect(res.status, path).toBe(400);
      expect(await res.text()).not.toMatch(/at |Error/);
    }
    expect(served.output()).not.toMatch(/URIError|\n\s+at /);
  });
});
