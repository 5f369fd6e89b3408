// What every call handler receives. Handlers are plain functions so tests can call them directly.
import type { Campaign, Customer, Reference } from './data.js';
import type { Db, OutboxEntry } from './db.js';

export type Req = Record<string, unknown>;
export type Res = Record<string, unknown> | unknown[];

export interface Outbox {
  /** Records what a phone or mailbox would receive; `at` is stamped with the simulator clock. */
  send(entry: Omit<OutboxEntry, 'at'>): void;
}

export interface Ctx {
  db: Db;
  /** Simulator clock in ms: the host clock plus the /__dev/clock offset. */
  now: () => number;
  campaigns: Map<string, Campaign>;
  customers: Map<string, Customer>;
  outbox: Outbox;
  ref: Reference;
}

export type Handler = (req: Req, ctx: Ctx) => Res | Promise<Res>;
