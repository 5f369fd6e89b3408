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
  /**
   * /UploadID's Next on this session: the front and back ID photos previewed (type 2), recognised
   * (A61) and submitted to its apply log (FileUploadSubmit), which the bank requires before A97 of
   * an applicant whose journey passes /UploadID. Returns the session.
   */
  idPhotos(session: Session): Promise<Session>;
  raw(api: string, data?: Record<string, unknown>): Promise<Response>;
  /** A file call as the app sends it: multipart with ApiName, ApiData (the data as given) and the file. */
  file(api: string, data: Record<string, unknown>, file?: { bytes: Uint8Array; name: string }): Promise<Response>;
  dev(method: string, name: string, body?: unknown): Promise<any>;
  outbox(): Promise<Array<{ channel: string; to: string; text: string; code: string; at: string }>>;
  /** Moves the simulator clock on by `ms` (the /__dev/clock offset grows): the wait between two codes of a token, a code expiring. */
  later(ms: number): Promise<void>;
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
  const file = (api: string, data: Record<string, unknown>, upload?: { bytes: Uint8Array; name: string }) => {
    const form = new FormData();
    form.append('ApiName', api);
    form.append('ApiData', JSON.stringify(data));
    if (upload) form.append('file', new Blob([Buffer.from(upload.bytes)]), upload.name);
    return fetch(`${sim.url}/api/ProxyApi/${api}`, { method: 'POST', body: form });
  };
  const t: TestSim = {
    url: sim.url,
    dataDir,
    raw,
    file,
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
    async idPhotos(s) {
      const front = await preview(t, s, images.jpg(), 'front.jpg');
      const back = await preview(t, s, images.jpg(3072), 'back.jpg');
      const photo = Buffer.from(images.jpg()).toString('base64');
      const read = await s.call('A61', { FontBase64: photo, BackBase64: photo, FontFileName: 'front.jpg' });
      if (!read.Success) throw new Error(`A61: ${read.ErrMsg}`);
      const res = await file('FileUploadSubmit', { Token: s.token, ApplyLogID: s.applyLogId, uuidList: [front, back], ApplyType: 'CC' });
      const body = (await res.json()) as Body;
      if (body.status !== 0) throw new Error(`FileUploadSubmit: ${JSON.stringify(body)}`);
      return s;
    },
    outbox: () => dev('GET', 'outbox'),
    async later(ms) {
      const { offsetMs } = (await dev('GET', 'clock')) as { offsetMs: number };
      await dev('POST', 'clock', { offsetMs: offsetMs + ms });
    },
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

/** Bytes that are what their name says by their first bytes (the simulator sniffs content). */
export const images = {
  jpg: (size = 2048): Uint8Array => withMagic([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46], size),
  png: (size = 2048): Uint8Array => withMagic([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], size),
  pdf: (size = 2048): Uint8Array => withMagic([...Buffer.from('%PDF-1.7\n')], size),
  gif: (size = 2048): Uint8Array => withMagic([...Buffer.from('GIF89a')], size),
  /** An HTML page, whatever name it is sent under. */
  html: (): Uint8Array => new Uint8Array(Buffer.from('<html><script>alert(1)</script></html>')),
};

function withMagic(magic: number[], size: number): Uint8Array {
  const bytes = new Uint8Array(Math.max(size, magic.length + 1)).fill(0x20);
  bytes.set(magic);
  return bytes;
}

/** A successful preview of `bytes` as `name` on this session: its uuid. */
export async function preview(sim: TestSim, s: Session, bytes: Uint8Array, name: string, type = 2): Promise<string> {
  const res = await sim.file('FileUploadPreview', { token: s.token, extension: name.split('.').pop(), type, ApplyType: 'CC' }, { bytes, name });
  const body = (await res.json()) as Body;
  if (res.status !== 200 || body.status !== 0) throw new Error(`FileUploadPreview ${name}: ${res.status} ${JSON.stringify(body)}`);
  return body.uuid as string;
}
