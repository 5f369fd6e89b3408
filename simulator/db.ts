// The simulator's state: one lowdb JSON file, <dataDir>/simulator.json, so it survives restarts.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Low } from 'lowdb';
// Not JSONFilePreset: it silently swaps in a memory adapter when NODE_ENV=test (vitest),
// which would make "a lock survives a restart" untestable.
import { JSONFile } from 'lowdb/node';

export interface OtpRecord {
  /** Current code, null once used, expired-and-tried, or never issued. */
  code: string | null;
  s1: string;
  mobile: string;
  issuedAt: number;
  expiresAt: number;
  /** Shared counter: wrong codes, expired verifies and resends (000 §4.1). */
  attempts: number;
  /** A code was already requested since the last success or unlock, so the next request is a resend. */
  requested: boolean;
  lockedUntil: number | null;
  verifiedAt: number | null;
}

export interface ApplyLog {
  ApplyLogID: string;
  ID: string;
  CTID: string;
  CustomerType: string;
  FlowType: string;
  Mobile: string;
  createdAt: string;
  /** PageData parts returned by A152 and merged by A166. */
  PageData: Record<string, unknown>;
  [key: string]: unknown;
}

export interface OutboxEntry {
  channel: 'sms' | 'email';
  to: string;
  text: string;
  code: string;
  at: string;
}

export interface DbData {
  tokens: Record<string, { issuedAt: string }>;
  forwardTokens: Record<string, { issuedAt: string; ApplyLogID: string; IBMB: string }>;
  otp: Record<string, OtpRecord>;
  /** IDs proven by an SMS code or a banking forward token: only these may read A20 data. */
  verified: Record<string, { at: number; via: string }>;
  applyLogs: Record<string, ApplyLog>;
  audit: Array<Record<string, unknown>>;
  deviceLogs: Array<Record<string, unknown>>;
  outbox: OutboxEntry[];
  clockOffsetMs: number;
}

export type Db = Low<DbData>;

export function emptyData(): DbData {
  return {
    tokens: {}, forwardTokens: {}, otp: {}, verified: {}, applyLogs: {},
    audit: [], deviceLogs: [], outbox: [], clockOffsetMs: 0,
  };
}

export async function openDb(dataDir: string): Promise<Db> {
  await mkdir(dataDir, { recursive: true });
  const db = new Low<DbData>(new JSONFile<DbData>(path.join(dataDir, 'simulator.json')), emptyData());
  await db.read();
  // A file written by an older simulator may lack newer keys: fill them rather than crash.
  db.data = { ...emptyData(), ...db.data };
  return db;
}
