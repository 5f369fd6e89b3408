// What every call handler receives. Handlers are plain synchronous functions, so the server runs
// each one inside a single database transaction and tests can call them directly.
import type { Campaign, Customer, Reference } from './data.js';
import type { Policy } from './policy.js';
import type { ApplyLog, OutboxEntry, Store } from './store/index.js';
import type { TokenRow } from './store/tokens.js';

export type Req = Record<string, unknown>;
export type Res = Record<string, unknown> | unknown[];

export interface Outbox {
  /** Records what a phone or mailbox would receive; `at` is stamped with the simulator clock. */
  send(entry: Omit<OutboxEntry, 'at'>): void;
}

/** Who is calling: the token checked by the server, and the apply log it owns when the call names one. */
export interface Caller {
  token?: TokenRow;
  log?: ApplyLog;
}

export interface Ctx {
  store: Store;
  /** Simulator clock in ms: the host clock plus the /__dev/clock offset. */
  now: () => number;
  campaigns: Map<string, Campaign>;
  customers: Map<string, Customer>;
  outbox: Outbox;
  ref: Reference;
  policy: Policy;
  /** The absolute address a link in mail or SMS carries for one of the app's hash routes (simulator/links.ts). */
  appLink: (route: string) => string;
  caller: Caller;
  /** The client's address, from the connection (rate limits per client: A6). */
  client?: string;
}

export type Handler = (req: Req, ctx: Ctx) => Res;

/** A file from a multipart body: its name as sent, its bytes, and whether it was cut at the limit. */
export interface UploadedFile {
  fileName: string;
  data: Buffer;
  truncated: boolean;
}

/** A file call's handler (/api/ProxyApi/<name>): ApiData, the file when one was sent, the context. */
export type FileHandler = (req: Req, file: UploadedFile | undefined, ctx: Ctx) => Res;
