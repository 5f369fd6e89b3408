// Starts a simulator on a random port with its own temp data folder, and calls it over HTTP
// exactly as the app does (POST /api/Common with ApiName and ApiData, the session's Token inside).
// Sessions and journeys (A6, A84, A5 / A28, the other-bank check, the SMS code) are built here
// so each test says only what it is about.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startSimulator, type SimulatorOptions } from '../../../simulator/server.js';

/** JSON answers are loosely shaped by design (the seeds' field names): read them as records. */
export type Body = Record<string, any>;

/** One browser session: its own A6 token, and the apply log it opened once it has one. */
export interface Session {
  token: string;
  applyLogId: string;
  /** A call with this session's Token (and ApplyLogID when it has one) unless the data names its own. */
  call(api: string, data?: Record<string, unknown>): Promise<Body>;
}

export interface TestSim {
  url: string;
  dataDir: string;
  /** A call with the simulator's default session token (unless the data has a Token). */
  call(api: string, data?: Record<string, unknown>): Promise<Body>;
  /** A fresh session with its own token. */
  session(): Promise<Session>;
  /** An existing session's token and apply log, called through this simulator (after a restart). */
  resume(s: { token: string; applyLogId: string }): Session;
  /** ETB/ETP: A84 and A5 on a fresh session, which then holds the apply log. */
  customer(id: string, birthday: string): Promise<Session>;
  /** NTB: A84, A28 and a passed card check for `mobile` on a fresh session. */
  newApplicant(id: string, mobile: string): Promise<Session>;
  /** A session whose apply log passed the SMS code (ETB through A32/A33, NTB through A74/A75). */
  verified(session: Session, mobile: string): Promise<Session>;
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
  let shared: Session | undefined;
  const dev = async (method: string, name: string, body?: unknown) => {
    const res = await fetch(`${sim.url}/__dev/${name}`, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} /__dev/${name} -> ${res.status} ${await res.text()}`);
    if (name === 'reset') shared = undefined; // its token is gone with the rest
    return res.json();
  };
  const ok = async (api: string, data: Record<string, unknown>) => {
    const res = await raw(api, data);
    if (res.status !== 200) throw new Error(`${api} -> HTTP ${res.status} ${await res.text()}`);
    return (await res.json()) as Body;
  };
  const resume = (from: { token: string; applyLogId: string }): Session => {
    const s: Session = {
      token: from.token,
      applyLogId: from.applyLogId,
      call: (api, data = {}) => ok(api, { Token: s.token, ...(s.applyLogId ? { ApplyLogID: s.applyLogId } : {}), ...data }),
    };
    return s;
  };
  const session = async (): Promise<Session> => resume({ token: (await ok('A6', {})).Token, applyLogId: '' });
  const t: TestSim = {
    url: sim.url,
    dataDir,
    raw,
    dev,
    async call(api, data = {}) {
      shared ??= await session();
      return ok(api, { Token: shared.token, ...data });
    },
    session,
    resume,
    async customer(id, birthday) {
      const s = await session();
      const check = await s.call('A84', { IDNO: id, Birthday: birthday });
      if (!check.Success) throw new Error(`A84 ${id}: ${check.ErrMsg}`);
      const opened = await s.call('A5', { ID: id, BDayYMD: birthday, CTID: 'DEMO-CASHBACK' });
      if (!opened.Success) throw new Error(`A5 ${id}: ${opened.ErrMsg}`);
      s.applyLogId = opened.ApplyLogID;
      return s;
    },
    async newApplicant(id, mobile) {
      const s = await session();
      const check = await s.call('A84', { IDNO: id, Birthday: '0790101' });
      if (check.CustomerType !== 'NTB') throw new Error(`A84 ${id}: not NTB`);
      const opened = await s.call('A28', { ID: id, CTID: 'DEMO-CASHBACK', Mobile: '' });
      if (!opened.Success) throw new Error(`A28 ${id}: ${opened.ErrMsg}`);
      s.applyLogId = opened.ApplyLogID;
      const card = await s.call('A80', { CardNo: '4111111111111111', CardEffective: '1299', CardCVV2: '123', Mobile: mobile });
      if (card.Result !== 'Y') throw new Error(`A80 for ${id}: ${card.ErrMsg}`);
      return s;
    },
    async verified(s, mobile) {
      const log = (await dev('GET', 'state')).applyLogs[s.applyLogId] as { CustomerType: string; ID: string };
      const [request, verify] = log.CustomerType === 'NTB' ? ['A74', 'A75'] : ['A32', 'A33'];
      const sent = await s.call(request, { ID: log.ID, Mobile: mobile, OTPMobile: mobile });
      if (sent.Status !== 1) throw new Error(`${request}: ${sent.ErrMsg}`);
      const passed = await s.call(verify, { ID: log.ID, OTPPin: await lastCode(t, mobile) });
      if (passed.Status !== 1) throw new Error(`${verify}: ${passed.ErrMsg}`);
      return s;
    },
    outbox: () => dev('GET', 'outbox'),
    stop: () => sim.close(),
    async close() {
      await sim.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return t;
}

/** The code of the newest SMS sent to `mobile`, read from the dev outbox like a tester would. */
export async function lastCode(sim: TestSim, mobile: string): Promise<string> {
  const sms = (await sim.outbox()).filter((m) => m.channel === 'sms' && m.to === mobile);
  if (!sms.length) throw new Error(`no SMS to ${mobile}`);
  return sms[sms.length - 1].code;
}
