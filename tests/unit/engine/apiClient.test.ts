// HttpBankApi against a real local HTTP server: the common-endpoint envelope
// (NET-01, NET-02), Token (NET-04), 3 attempts in total (NET-05), the retry
// counter shared across calls (NET-06), only network failures and 5xx retried,
// after a growing pause, and optional calls on a budget of their own.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiFailure, HttpBankApi } from '../../../renderer/engine/api.js';

interface Seen { method: string; url: string; contentType: string; body: { ApiName: string; ApiData: string } }

let server: Server;
let baseUrl: string;
let seen: Seen[];
/** When each request arrived (ms). */
let arrivals: number[];
/** Status codes to answer, in order; when empty, 200 with `reply`. */
let statuses: number[];
let reply: Record<string, unknown>;

async function readBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text;
}

beforeEach(async () => {
  seen = [];
  arrivals = [];
  statuses = [];
  reply = { Success: true };
  server = createServer(async (req, res) => {
    arrivals.push(performance.now());
    const body = JSON.parse(await readBody(req)) as Seen['body'];
    seen.push({ method: req.method ?? '', url: req.url ?? '', contentType: req.headers['content-type'] ?? '', body });
    const status = statuses.shift() ?? 200;
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(status === 200 ? reply : { error: 'injected' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  if (server.listening) await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
});

/** Short pauses keep the tests fast; the pause tests set their own. */
function client(token?: string, pauseMs = 2): HttpBankApi {
  return new HttpBankApi({ baseUrl, token: () => token, timeoutMs: 5000, pauseMs });
}

async function failureOf(p: Promise<unknown>): Promise<ApiFailure> {
  const err = await p.then(() => undefined, (e: unknown) => e);
  if (!(err instanceof ApiFailure)) throw new Error(`expected an ApiFailure, got ${String(err)}`);
  return err;
}

describe('envelope', () => {
  it('NET-01, NET-02: POSTs JSON {ApiName, ApiData: JSON string} to /api/Common and returns the data', async () => {
    reply = { Success: true, VerifyType: '2' };
    const data = await client().call('A84', { ID: 'A123456789', ApplyType: 'CC' });
    expect(data).toEqual({ Success: true, VerifyType: '2' });
    expect(seen).toHaveLength(1);
    expect(seen[0].method).toBe('POST');
    expect(seen[0].url).toBe('/api/Common');
    expect(seen[0].contentType).toContain('application/json');
    expect(seen[0].body.ApiName).toBe('A84');
    expect(typeof seen[0].body.ApiData).toBe('string');
    expect(JSON.parse(seen[0].body.ApiData)).toEqual({ ID: 'A123456789', ApplyType: 'CC' });
  });

  it('NET-04: adds Token from the session when the body lacks it', async () => {
    await client('tok-1').call('A138', { CTID: 'CT1' });
    expect(JSON.parse(seen[0].body.ApiData)).toEqual({ CTID: 'CT1', Token: 'tok-1' });
  });

  it('NET-04: keeps a Token the body already carries, and adds none without a session token', async () => {
    const api = client('tok-1');
    await api.call('A73', { Token: 'own' });
    await client(undefined).call('A6', {});
    expect(JSON.parse(seen[0].body.ApiData)).toEqual({ Token: 'own' });
    expect(JSON.parse(seen[1].body.ApiData)).toEqual({});
  });

  it('does not change the caller\'s body object', async () => {
    const body = { CTID: 'CT1' };
    await client('tok-1').call('A138', body);
    expect(body).toEqual({ CTID: 'CT1' });
  });
});

describe('retries', () => {
  it('NET-05: a 500 is retried, 3 attempts in total, then ApiFailure with the api code', async () => {
    statuses = [500, 500, 500, 500, 500];
    const failure = await failureOf(client().call('A137', {}));
    expect(failure.api).toBe('A137');
    expect(failure.attempts).toBe(3);
    expect(failure.message).toContain('A137');
    expect(seen).toHaveLength(3);
    expect(seen.every((s) => s.body.ApiName === 'A137')).toBe(true);
  });

  it('NET-05: a success after one failure returns the data', async () => {
    statuses = [500];
    reply = { Success: true, Flag: 'Y' };
    expect(await client().call('A1', {})).toEqual({ Success: true, Flag: 'Y' });
    expect(seen).toHaveLength(2);
  });

  it('NET-06: one failure on A then failures on B -> only 3 failed attempts in total before ApiFailure', async () => {
    const api = client();
    statuses = [500];
    expect(await api.call('A', {})).toEqual({ Success: true });
    statuses = [500, 500, 500, 500];
    const failure = await failureOf(api.call('B', {}));
    expect(failure.api).toBe('B');
    expect(failure.attempts).toBe(2);
    expect(seen.map((s) => s.body.ApiName)).toEqual(['A', 'A', 'B', 'B']);
    expect(api.budget.spent).toBe(3);
  });

  it('NET-06: once the budget is spent, the next call fails on its first failure', async () => {
    const api = client();
    statuses = [500, 500, 500, 500];
    await failureOf(api.call('A', {}));
    const failure = await failureOf(api.call('B', {}));
    expect(failure.attempts).toBe(1);
    expect(seen).toHaveLength(4);
  });

  it('NET-06: a spent budget does not block a call that succeeds at once', async () => {
    const api = client();
    statuses = [500, 500, 500];
    await failureOf(api.call('A', {}));
    expect(await api.call('B', {})).toEqual({ Success: true });
  });

  it('resetRetries renews the budget: 3 attempts again', async () => {
    const api = client();
    statuses = [500, 500, 500];
    await failureOf(api.call('A', {}));
    api.resetRetries();
    expect(api.budget.spent).toBe(0);
    statuses = [500, 500];
    reply = { Success: true, Token: 'x' };
    expect(await api.call('B', {})).toEqual({ Success: true, Token: 'x' });
    expect(seen.map((s) => s.body.ApiName)).toEqual(['A', 'A', 'A', 'B', 'B', 'B']);
  });

  it('a closed server (connection refused) is a failure too: ApiFailure after 3 attempts', async () => {
    const api = client();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const failure = await failureOf(api.call('A1', {}));
    expect(failure.attempts).toBe(3);
    expect(failure.cause).toBeInstanceOf(Error);
  });
});

describe('what is retried, and when', () => {
  it.each([400, 401, 403, 404, 409, 415, 422])('a %i is not retried: one attempt, the shared budget untouched', async (status) => {
    const api = client();
    statuses = [status, 500, 500];
    const failure = await failureOf(api.call('A84', {}));
    expect(failure.attempts).toBe(1);
    expect(seen).toHaveLength(1);
    expect(api.budget.spent).toBe(0);
  });

  it.each([500, 502, 503, 504])('a %i is retried', async (status) => {
    statuses = [status];
    expect(await client().call('A1', {})).toEqual({ Success: true });
    expect(seen).toHaveLength(2);
  });

  it('a 5xx then a 4xx stops at the 4xx', async () => {
    statuses = [503, 404];
    const failure = await failureOf(client().call('A1', {}));
    expect(failure.attempts).toBe(2);
    expect(seen).toHaveLength(2);
  });

  it('retries wait a growing pause: pauseMs, then pauseGrowth times it', async () => {
    const api = new HttpBankApi({ baseUrl, token: () => undefined, timeoutMs: 5000, pauseMs: 80, pauseGrowth: 3 });
    statuses = [500, 500, 500];
    await failureOf(api.call('A137', {}));
    expect(arrivals).toHaveLength(3);
    const [first, second] = [arrivals[1] - arrivals[0], arrivals[2] - arrivals[1]];
    expect(first).toBeGreaterThanOrEqual(75);
    expect(second).toBeGreaterThanOrEqual(235);
  });

  it('the default pauses are 300 ms and 900 ms', async () => {
    const api = new HttpBankApi({ baseUrl, token: () => undefined, timeoutMs: 5000 });
    statuses = [500, 500];
    await api.call('A1', {});
    expect(arrivals[1] - arrivals[0]).toBeGreaterThanOrEqual(295);
    expect(arrivals[2] - arrivals[1]).toBeGreaterThanOrEqual(895);
  }, 10_000);

  it('the pause follows the shared counter: a later call\'s first retry waits the second pause', async () => {
    const api = new HttpBankApi({ baseUrl, token: () => undefined, timeoutMs: 5000, pauseMs: 40, pauseGrowth: 5 });
    statuses = [500];
    await api.call('A', {});
    statuses = [500];
    await api.call('B', {});
    expect(arrivals[3] - arrivals[2]).toBeGreaterThanOrEqual(195);
  });
});

describe('optional calls (answer not used: A43, A76)', () => {
  it('three failed audit calls leave the shared budget whole: the SMS code check still gets its retries', async () => {
    const api = client();
    statuses = [500, 500, 500, 500, 500, 500, 500, 500, 500];
    for (let i = 0; i < 3; i++) await failureOf(api.call('A43', { Action: 'ccOTP' }, { optional: true }));
    expect(api.budget.spent).toBe(0);
    statuses = [500, 500];
    reply = { Status: 1 };
    expect(await api.call('A33', { OTPPin: '123456' })).toEqual({ Status: 1 });
    expect(seen.map((s) => s.body.ApiName)).toEqual([...Array(9).fill('A43'), 'A33', 'A33', 'A33']);
  });

  it('an optional call is still retried on its own budget (3 attempts)', async () => {
    const api = client();
    statuses = [500, 500];
    expect(await api.call('A76', {}, { optional: true })).toEqual({ Success: true });
    expect(seen).toHaveLength(3);
    expect(api.budget.spent).toBe(0);
  });

  it('an optional call runs even when the shared budget is spent', async () => {
    const api = client();
    statuses = [500, 500, 500];
    await failureOf(api.call('A1', {}));
    statuses = [500];
    expect(await api.call('A43', {}, { optional: true })).toEqual({ Success: true });
  });
});
