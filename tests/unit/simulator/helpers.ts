// Starts a simulator on a random port with its own temp data folder, and calls it over HTTP
// exactly as the app does (POST /api/Common with ApiName and ApiData).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startSimulator, type SimulatorOptions } from '../../../simulator/server.js';

/** JSON answers are loosely shaped by design (the seeds' field names): read them as records. */
export type Body = Record<string, any>;

export interface TestSim {
  url: string;
  dataDir: string;
  call(api: string, data?: Record<string, unknown>): Promise<Body>;
  raw(api: string, data?: Record<string, unknown>): Promise<Response>;
  dev(method: string, name: string, body?: unknown): Promise<any>;
  outbox(): Promise<Array<{ channel: string; to: string; text: string; code: string; at: string }>>;
  /** Stops the server; the data folder stays, so a restart on it can be tested. */
  stop(): Promise<void>;
  /** Stops the server and deletes the data folder. */
  close(): Promise<void>;
}

export async function tempDataDir(): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), 'sim-test-'));
}

export async function startTestSim(options: SimulatorOptions = {}): Promise<TestSim> {
  const dataDir = options.dataDir ?? (await tempDataDir());
  const sim = await startSimulator({ port: 0, ...options, dataDir });
  const raw = (api: string, data: Record<string, unknown> = {}) =>
    fetch(`${sim.url}/api/Common`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ApiName: api, ApiData: JSON.stringify(data) }),
    });
  const dev = async (method: string, name: string, body?: unknown) => {
    const res = await fetch(`${sim.url}/__dev/${name}`, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} /__dev/${name} -> ${res.status} ${await res.text()}`);
    return res.json();
  };
  return {
    url: sim.url,
    dataDir,
    raw,
    dev,
    async call(api, data) {
      const res = await raw(api, data);
      if (res.status !== 200) throw new Error(`${api} -> HTTP ${res.status} ${await res.text()}`);
      return (await res.json()) as Body;
    },
    outbox: () => dev('GET', 'outbox'),
    stop: () => sim.close(),
    async close() {
      await sim.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The code of the newest SMS sent to `mobile`, read from the dev outbox like a tester would. */
export async function lastCode(sim: TestSim, mobile: string): Promise<string> {
  const sms = (await sim.outbox()).filter((m) => m.channel === 'sms' && m.to === mobile);
  if (!sms.length) throw new Error(`no SMS to ${mobile}`);
  return sms[sms.length - 1].code;
}
