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
  /**
   * Keys written back to the storage after clear(): the applicant's choices that are no personal
   * data (the language: a screen that clears the session keeps the language the applicant chose,
   * also across a reload).
   */
  keptOnClear?: readonly string[];
  /**
   * The storage refused a write (full: QuotaExceededError, NS_ERROR_DOM_QUOTA_REACHED; turned off:
   * SecurityError; whatever a browser throws from setItem, which only fails for storage reasons). The value is
   * then kept in memory for the page's life, so the journey goes on, and this hears of it: the
   * applicant is told in words (a reload would lose what was not stored), never a fault panel.
   */
  onStorageFailure?(err: unknown): void;
}

export class SessionStore {
  /** The outlivesClear values of before the last clear(), while the storage has none of its own. */
  private readonly held = new Map<string, unknown>();
  /** Values the storage refused to keep (see onStorageFailure): memory only, for the page's life. */
  private readonly unstored = new Map<string, unknown>();
  /**
   * current()'s object, until this store writes or the current task ends: only this store writes
   * the storage within a task; between tasks someone else may have (DevTools, a test).
   */
  private cached?: Record<string, unknown>;

  constructor(private readonly storage: KeyValueStorage, private readonly options: SessionOptions = {}) {}

  get(key: string): unknown {
    if (this.unstored.has(key)) return this.unstored.get(key);
    const raw = this.storage.getItem(key);
    return raw === null ? this.held.get(key) : decode(raw);
  }

  /** A known key with its SessionContext type; the stored value is not re-validated. */
  read<K extends keyof SessionContext>(key: K): SessionContext[K] | undefined {
    return this.get(key) as SessionContext[K] | undefined;
  }

  /** undefined or null removes the key. */
  set(key: string, value: unknown): void {
    this.cached = undefined;
    this.held.delete(key);
    this.unstored.delete(key);
    if (value === undefined || value === null) {
      // A removal the storage refused: the old value is not read back (a tombstone in memory).
      if (!this.quietly(() => this.storage.removeItem(key))) this.unstored.set(key, undefined);
      return;
    }
    const raw = encode(value);
    try {
      this.storage.setItem(key, raw);
    } catch (err) {
      // The old value must not come back on a reload as if it were the new one.
      this.quietly(() => this.storage.removeItem(key));
      this.unstored.set(key, decode(raw));
      this.options.onStorageFailure?.(err);
    }
  }

  /** A storage that refuses writes may refuse removals too: nothing to tell beyond the refused write. False when it refused. */
  private quietly(op: () => void): boolean {
    try {
      op();
      return true;
    } catch {
      return false;
    }
  }

  assign(values: Record<string, unknown>): void {
    for (const [key, value] of Object.entries(values)) this.set(key, value);
  }

  clear(): void {
    this.cached = undefined;
    for (const key of this.options.outlivesClear ?? []) {
      const value = this.get(key);
      if (value !== undefined) this.held.set(key, value);
    }
    const kept = (this.options.keptOnClear ?? []).map((key) => [key, this.get(key)] as const).filter(([, v]) => v !== undefined);
    this.unstored.clear();
    this.quietly(() => this.storage.clear());
    for (const [key, value] of kept) this.set(key, value);
  }

  /**
   * Every value as one shared object for reading (the rules' context): the same object while this
   * store wrote nothing in the current task, so a render's dozens of rules read the storage once.
   */
  current(): Readonly<Record<string, unknown>> {
    if (this.cached) return this.cached;
    const out = this.snapshot();
    this.cached = out;
    setTimeout(() => { if (this.cached === out) this.cached = undefined; }, 0);
    return out;
  }

  /** Every value, as a copy of its own. */
  snapshot(): Record<string, unknown> {
    const out: Record<string, unknown> = Object.fromEntries(this.held);
    for (let i = 0; i < this.storage.length; i++) {
      const key = this.storage.key(i);
      if (key !== null) out[key] = this.get(key);
    }
    for (const [key, value] of this.unstored) {
      if (value === undefined) delete out[key];
      else out[key] = value;
    }
    return out;
  }
}

/**
 * The page's sessionStorage, or, where the browser gives none (storage turned off: reaching it
 * throws SecurityError), memory for the page's life, told to `onUnavailable`. Only reading is
 * tried: a full storage still holds the session a reload must find (its writes fail one by one).
 */
export function pageStorage(read: () => KeyValueStorage, onUnavailable: (err: unknown) => void): KeyValueStorage {
  try {
    const storage = read();
    storage.getItem('pageState');
    return storage;
  } catch (err) {
    onUnavailable(err);
    return new MemoryStorage();
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
