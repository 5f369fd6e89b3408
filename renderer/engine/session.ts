// The application context of seed 000 §3.1, one sessionStorage key per value
// with the seeds' spelling, so DevTools shows pageState, ApplyLogID ... as is.
// Strings are stored raw; other values as "json:" + JSON. get/set take any
// string key; read() is the typed view (renderer/engine/sessionKeys.ts).
import type { SessionContext } from './sessionKeys.js';

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
  key(index: number): string | null;
  readonly length: number;
}

const JSON_PREFIX = 'json:';

function encode(value: unknown): string {
  if (typeof value === 'string' && !value.startsWith(JSON_PREFIX)) return value;
  return JSON_PREFIX + JSON.stringify(value);
}

function decode(raw: string): unknown {
  return raw.startsWith(JSON_PREFIX) ? JSON.parse(raw.slice(JSON_PREFIX.length)) : raw;
}

export interface SessionOptions {
  /**
   * Keys whose values outlive clear() for the life of the page, in memory only, never stored:
   * the bank's translations of its public texts (BankTexts), so a screen that clears the session
   * as it opens still shows the card name it kept in the applicant's language.
   */
  outlivesClear?: readonly string[];
}

export class SessionStore {
  /** The outlivesClear values of before the last clear(), while the storage has none of its own. */
  private readonly held = new Map<string, unknown>();

  constructor(private readonly storage: KeyValueStorage, private readonly options: SessionOptions = {}) {}

  get(key: string): unknown {
    const raw = this.storage.getItem(key);
    return raw === null ? this.held.get(key) : decode(raw);
  }

  /** A known key with its SessionContext type; the stored value is not re-validated. */
  read<K extends keyof SessionContext>(key: K): SessionContext[K] | undefined {
    return this.get(key) as SessionContext[K] | undefined;
  }

  /** undefined or null removes the key. */
  set(key: string, value: unknown): void {
    this.held.delete(key);
    if (value === undefined || value === null) this.storage.removeItem(key);
    else this.storage.setItem(key, encode(value));
  }

  assign(values: Record<string, unknown>): void {
    for (const [key, value] of Object.entries(values)) this.set(key, value);
  }

  clear(): void {
    for (const key of this.options.outlivesClear ?? []) {
      const value = this.get(key);
      if (value !== undefined) this.held.set(key, value);
    }
    this.storage.clear();
  }

  snapshot(): Record<string, unknown> {
    const out: Record<string, unknown> = Object.fromEntries(this.held);
    for (let i = 0; i < this.storage.length; i++) {
      const key = this.storage.key(i);
      if (key !== null) out[key] = this.get(key);
    }
    return out;
  }
}

/** In-memory storage for Node (fixtures, tests). */
export class MemoryStorage implements KeyValueStorage {
  private readonly map = new Map<string, string>();
  get length(): number { return this.map.size; }
  getItem(key: string): string | null { return this.map.get(key) ?? null; }
  setItem(key: string, value: string): void { this.map.set(key, String(value)); }
  removeItem(key: string): void { this.map.delete(key); }
  clear(): void { this.map.clear(); }
  key(index: number): string | null { return [...this.map.keys()][index] ?? null; }
}
